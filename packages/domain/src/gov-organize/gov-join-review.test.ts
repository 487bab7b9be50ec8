import { describe, expect, it } from 'vitest';
import {
  GOV_JOIN_REVIEW_MESSAGES,
  GovJoinDecision,
  type GovJoinRecordState,
  govJoinRecordReviewInput,
  nextJoinRecordState,
} from './gov-join-review';

describe('nextJoinRecordState', () => {
  it.each([
    ['PENDING', 'APPROVE', 'APPROVED'],
    ['PENDING', 'REFUSE', 'REFUSED'],
    ['APPROVED', 'APPROVE', null],
    ['APPROVED', 'REFUSE', null],
    ['REFUSED', 'APPROVE', null],
    ['REFUSED', 'REFUSE', null],
  ] as const)('%s + %s → %s', (state, decision, next) => {
    expect(nextJoinRecordState(state, decision)).toBe(next);
  });

  it('every decision of a pending application ends in a final state', () => {
    for (const decision of GovJoinDecision.values) {
      const next = nextJoinRecordState('PENDING', decision);
      expect(next).not.toBeNull();
      for (const again of GovJoinDecision.values)
        expect(nextJoinRecordState(next as GovJoinRecordState, again)).toBeNull();
    }
  });
});

describe('govJoinRecordReviewInput', () => {
  it('a refusal needs a reason; an approval does not', () => {
    const refused = govJoinRecordReviewInput.safeParse({ joinRecordId: 'GJ1', decision: 'REFUSE' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(GOV_JOIN_REVIEW_MESSAGES.refuseReasonRequired);
    expect(
      govJoinRecordReviewInput.safeParse({ joinRecordId: 'GJ1', decision: 'REFUSE', reviewRemark: '  ' })
        .success,
    ).toBe(false);
    expect(govJoinRecordReviewInput.parse({ joinRecordId: 'GJ1', decision: 'APPROVE' })).toEqual({
      joinRecordId: 'GJ1',
      decision: 'APPROVE',
      reviewRemark: '',
    });
  });

  it('refuses an unknown decision and an overlong remark', () => {
    expect(govJoinRecordReviewInput.safeParse({ joinRecordId: 'GJ1', decision: 'MAYBE' }).success).toBe(
      false,
    );
    expect(
      govJoinRecordReviewInput.safeParse({
        joinRecordId: 'GJ1',
        decision: 'REFUSE',
        reviewRemark: 'x'.repeat(201),
      }).success,
    ).toBe(false);
  });
});
