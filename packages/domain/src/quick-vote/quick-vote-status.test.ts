import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveQuestionnaireState,
  mayPerformQuestionnaireAction,
} from '../questionnaire/questionnaire-status';
import {
  deriveQuickVoteState,
  mayPerformQuickVoteAction,
  QuickVoteAction,
  QuickVoteDisplayState,
  quickVoteCountsArea,
} from './quick-vote-status';

describe('quick resolutions follow the questionnaire rules (SPEC §4)', () => {
  it.each([
    ['YES', 150, 'DRAFT'],
    ['NO', 50, 'NOT_STARTED'],
    ['NO', 100, 'IN_PROGRESS'],
    ['NO', 200, 'ENDED'],
  ] as const)('isDraft %s at %i → %s', (isDraft, now, state) => {
    expect(deriveQuickVoteState({ isDraft, startDate: 100, endDate: 200 }, now)).toBe(state);
  });

  it('a withdrawn resolution is WITHDRAWN (issue #28), keeping what was answered', () => {
    expect(deriveQuickVoteState({ isDraft: 'NO', startDate: 100, endDate: 200, withdrawnAt: 120 }, 150)).toBe(
      'WITHDRAWN',
    );
    expect(mayPerformQuickVoteAction('WITHDRAWN', 'WITHDRAW')).toBe(false);
  });

  it('derives the same state as a questionnaire for any dates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('YES', 'NO'),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (isDraft, start, length, now) => {
          const item = { isDraft, startDate: start, endDate: start + length } as const;
          expect(deriveQuickVoteState(item, now)).toBe(deriveQuestionnaireState(item, now));
        },
      ),
    );
  });

  it('allows the same actions as a questionnaire', () => {
    for (const state of QuickVoteDisplayState.values) {
      for (const action of QuickVoteAction.values) {
        expect(mayPerformQuickVoteAction(state, action)).toBe(mayPerformQuestionnaireAction(state, action));
      }
    }
  });
});

describe('quickVoteCountsArea', () => {
  it('counts area for owners and not for workgroup members', () => {
    expect(quickVoteCountsArea('OWNER')).toBe(true);
    expect(quickVoteCountsArea('WORKGROUP')).toBe(false);
  });
});
