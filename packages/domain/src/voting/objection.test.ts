import { describe, expect, it } from 'vitest';
import {
  answeredState,
  mayBecomeFinal,
  OBJECTION_MESSAGES,
  objectionDaysSchema,
  objectionPeriodEnd,
  objectionPeriodOpen,
  objectionRefusal,
  resultStatusOf,
} from './objection';

const published = new Date('2026-05-01T02:00:00Z');
const period = { publishedAt: published, endsAt: objectionPeriodEnd(published, 7), finalAt: null };
const plus = (ms: number) => new Date(published.getTime() + ms);
const DAY = 24 * 3600 * 1000;
const may = { announced: true, inScope: true, openOfOwner: 0 };

describe('objection period', () => {
  it('ends N whole days after the publication', () => {
    expect(period.endsAt.toISOString()).toBe('2026-05-08T02:00:00.000Z');
  });

  it('is open from the publication to just before its end, never before or after', () => {
    expect(objectionPeriodOpen(period, plus(-1))).toBe(false);
    expect(objectionPeriodOpen(period, published)).toBe(true);
    expect(objectionPeriodOpen(period, plus(7 * DAY - 1))).toBe(true);
    expect(objectionPeriodOpen(period, plus(7 * DAY))).toBe(false);
    expect(objectionPeriodOpen({ ...period, finalAt: plus(DAY) }, plus(2 * DAY))).toBe(false);
    expect(objectionPeriodOpen({ ...period, endsAt: null }, published)).toBe(false);
  });

  it('makes the result final at the end only when no objection is open', () => {
    expect(mayBecomeFinal(period, 0, plus(7 * DAY - 1))).toBe(false);
    expect(mayBecomeFinal(period, 0, plus(7 * DAY))).toBe(true);
    expect(mayBecomeFinal(period, 1, plus(30 * DAY))).toBe(false);
    expect(mayBecomeFinal({ ...period, finalAt: plus(7 * DAY) }, 0, plus(8 * DAY))).toBe(false);
    expect(mayBecomeFinal({ ...period, endsAt: null }, 0, plus(8 * DAY))).toBe(false);
  });

  it('is preliminary until the final entry, and a result without a period is final', () => {
    expect(resultStatusOf(period)).toBe('PRELIMINARY');
    expect(resultStatusOf({ ...period, finalAt: plus(7 * DAY) })).toBe('FINAL');
    expect(resultStatusOf({ endsAt: null, finalAt: null })).toBe('FINAL');
  });

  it('refuses an objection outside the period, out of scope, unannounced or over the open limit', () => {
    expect(objectionRefusal(period, plus(DAY), may)).toBeNull();
    expect(objectionRefusal(period, plus(7 * DAY), may)).toBe(OBJECTION_MESSAGES.periodNotOpen);
    expect(objectionRefusal(period, plus(DAY), { ...may, inScope: false })).toBe(
      OBJECTION_MESSAGES.notInScope,
    );
    expect(objectionRefusal(period, plus(DAY), { ...may, announced: false })).toBe(
      OBJECTION_MESSAGES.notAnnounced,
    );
    expect(objectionRefusal(period, plus(DAY), { ...may, openOfOwner: 3 })).toBe(
      OBJECTION_MESSAGES.tooManyOpen,
    );
    expect(objectionRefusal({ ...period, endsAt: null }, plus(DAY), may)).toBe(OBJECTION_MESSAGES.noPeriod);
  });

  it('answers an objection once', () => {
    expect(answeredState('OPEN', 'ACCEPTED')).toBe('ACCEPTED');
    expect(answeredState('OPEN', 'REJECTED')).toBe('REJECTED');
    expect(answeredState('REJECTED', 'ACCEPTED')).toBeNull();
    expect(answeredState('ACCEPTED', 'REJECTED')).toBeNull();
  });

  it('takes 1 to 60 whole days', () => {
    expect(objectionDaysSchema.safeParse(7).success).toBe(true);
    expect(objectionDaysSchema.safeParse(0).success).toBe(false);
    expect(objectionDaysSchema.safeParse(61).success).toBe(false);
    expect(objectionDaysSchema.safeParse(1.5).success).toBe(false);
  });
});
