import { describe, expect, it } from 'vitest';
import { deliveryDateAllowed, hasEnded } from './after-end';

const at = (text: string) => new Date(text);
const period = { startDate: at('2026-05-01T00:00:00Z'), endDate: at('2026-05-08T00:00:00Z') };

describe('after the end of a vote', () => {
  it('a vote has ended from its end instant on', () => {
    expect(hasEnded(period.endDate, at('2026-05-07T23:59:59Z'))).toBe(false);
    expect(hasEnded(period.endDate, at('2026-05-08T00:00:00Z'))).toBe(true);
    expect(hasEnded(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('a delivery is dated within the voting period and never in the future', () => {
    const now = at('2026-05-05T12:00:00Z');
    expect(deliveryDateAllowed(at('2026-05-01T00:00:00Z'), period, now)).toBe(true);
    expect(deliveryDateAllowed(at('2026-05-05T12:00:00Z'), period, now)).toBe(true);
    expect(deliveryDateAllowed(at('2026-04-30T23:59:59Z'), period, now)).toBe(false);
    expect(deliveryDateAllowed(at('2026-05-05T12:00:01Z'), period, now)).toBe(false);
    // After the end (a made-up date past it) even when "now" is later still.
    expect(deliveryDateAllowed(at('2026-05-08T00:00:01Z'), period, at('2026-05-10T00:00:00Z'))).toBe(false);
  });
});
