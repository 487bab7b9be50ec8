import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveTimeStatus, TimeStatus } from './time-status';

const range = { startDate: 1000, endDate: 2000 };

describe('deriveTimeStatus', () => {
  it.each([
    [0, 'HAS_NOT_STARTED'],
    [999, 'HAS_NOT_STARTED'],
    [1000, 'PROCESSING'],
    [1999, 'PROCESSING'],
    [2000, 'FINISH'],
    [5000, 'FINISH'],
  ] as const)('at %s → %s', (now, status) => {
    expect(deriveTimeStatus(range, now)).toBe(status);
  });

  it('answers the default when there is no start, HAS_NOT_STARTED unless told', () => {
    expect(deriveTimeStatus({ endDate: 2000 }, 5000)).toBe('HAS_NOT_STARTED');
    expect(deriveTimeStatus({ startDate: null }, 5000, 'PROCESSING')).toBe('PROCESSING');
    expect(deriveTimeStatus({}, 0, 'FINISH')).toBe('FINISH');
  });

  it('never finishes without an end', () => {
    expect(deriveTimeStatus({ startDate: 1000 }, Number.MAX_SAFE_INTEGER)).toBe('PROCESSING');
  });

  it('labels the statuses', () => {
    expect(TimeStatus.label('HAS_NOT_STARTED')).toBe('未开始');
    expect(TimeStatus.label('PROCESSING')).toBe('进行中');
    expect(TimeStatus.label('FINISH')).toBe('已结束');
  });

  it('moves forward only: status order never decreases as time passes', () => {
    const order = { HAS_NOT_STARTED: 0, PROCESSING: 1, FINISH: 2 } as const;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), (start, length, a, b) => {
        const r = { startDate: start, endDate: start + length };
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(order[deriveTimeStatus(r, early)]).toBeLessThanOrEqual(order[deriveTimeStatus(r, late)]);
      }),
    );
  });
});
