import { describe, expect, it } from 'vitest';
import { phaseAt, toEpochMs } from './instant';

const START = '2025-03-01T09:00:00+08:00';
const END = '2025-03-08T18:00:00+08:00';

describe('toEpochMs', () => {
  it.each([
    [new Date(Date.UTC(2025, 0, 1)), Date.UTC(2025, 0, 1)],
    [Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 1)],
    ['2025-01-01T08:00:00+08:00', Date.UTC(2025, 0, 1)],
  ] as const)('reads %s', (input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });

  it.each(['not a date', Number.NaN, new Date('x')])('rejects %s', (input) => {
    expect(() => toEpochMs(input)).toThrow(RangeError);
  });
});

describe('phaseAt (start inclusive, end exclusive)', () => {
  it.each([
    ['2025-03-01T08:59:59.999+08:00', 'BEFORE'],
    [START, 'DURING'],
    ['2025-03-05T00:00:00+08:00', 'DURING'],
    ['2025-03-08T17:59:59.999+08:00', 'DURING'],
    [END, 'AFTER'],
    ['2025-04-01T00:00:00+08:00', 'AFTER'],
  ] as const)('at %s → %s', (now, phase) => {
    expect(phaseAt(START, END, now)).toBe(phase);
  });

  it.each([
    [null, END, START, 'DURING'],
    [null, END, END, 'AFTER'],
    [START, null, '2099-01-01T00:00:00Z', 'DURING'],
    [undefined, undefined, START, 'DURING'],
    [END, START, '2025-03-04T00:00:00+08:00', 'BEFORE'],
  ] as const)('start %s end %s at %s → %s', (start, end, now, phase) => {
    expect(phaseAt(start, end, now)).toBe(phase);
  });
});
