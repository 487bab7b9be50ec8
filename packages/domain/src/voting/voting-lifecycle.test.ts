import { describe, expect, it } from 'vitest';
import { VotingState } from './voting-enums';
import {
  effectiveVotingState,
  isResultAnnounced,
  mayOwnerHideVoting,
  mayPerformVotingAction,
  VOTING_ACTIONS,
  VotingAction,
  votingStateAfter,
} from './voting-lifecycle';

// One row per state: the actions it allows, in VotingAction order; every other action is refused.
const TABLE: [VotingState, VotingAction[]][] = [
  ['DRAFT', ['CREATE', 'SAVE_DRAFT', 'COPY', 'DELETE_DRAFT']],
  ['HAS_NOT_STARTED', ['COPY', 'DELAY', 'WITHDRAW', 'UPDATE_EDGE_INFO']],
  ['PROCESSING', ['COPY', 'DELAY', 'TERMINATE', 'UPDATE_EDGE_INFO']],
  ['VOTING_HAS_ENDED', ['COPY', 'PREVIEW_RESULT', 'PUBLISH_RESULT']],
  ['ANNOUNCEMENT', ['COPY']],
  ['FINISH', ['COPY']],
  ['FINISH_NO_ANNOUNCEMENT', ['COPY']],
  ['ABANDONED', ['COPY']],
  ['TERMINATE', ['COPY']],
];

describe('mayPerformVotingAction', () => {
  it('covers every state', () => {
    expect(TABLE.map(([state]) => state)).toEqual([...VotingState.values]);
    expect(Object.keys(VOTING_ACTIONS)).toEqual([...VotingState.values]);
  });

  describe.each(TABLE)('%s', (state, allowed) => {
    it.each(VotingAction.values.map((action) => [action, allowed.includes(action)] as const))(
      '%s → %s',
      (action, expected) => {
        expect(mayPerformVotingAction(state, action)).toBe(expected);
      },
    );
  });
});

describe('votingStateAfter', () => {
  it.each([
    ['CREATE', 'HAS_NOT_STARTED'],
    ['SAVE_DRAFT', 'DRAFT'],
    ['WITHDRAW', 'ABANDONED'],
    ['TERMINATE', 'TERMINATE'],
    ['PUBLISH_RESULT', 'ANNOUNCEMENT'],
    ['COPY', undefined],
    ['DELAY', undefined],
    ['PREVIEW_RESULT', undefined],
    ['DELETE_DRAFT', undefined],
  ] as const)('%s → %s', (action, state) => {
    expect(votingStateAfter(action)).toBe(state);
  });
});

describe('effectiveVotingState', () => {
  const dates = { startDate: 100, endDate: 200, pdEndDate: 300 };

  it.each([
    ['HAS_NOT_STARTED', 99, 'HAS_NOT_STARTED'],
    ['HAS_NOT_STARTED', 100, 'PROCESSING'],
    ['HAS_NOT_STARTED', 200, 'VOTING_HAS_ENDED'],
    ['PROCESSING', 150, 'PROCESSING'],
    ['PROCESSING', 199, 'PROCESSING'],
    ['PROCESSING', 200, 'VOTING_HAS_ENDED'],
    ['ANNOUNCEMENT', 299, 'ANNOUNCEMENT'],
    ['ANNOUNCEMENT', 300, 'FINISH'],
    ['DRAFT', 150, 'DRAFT'],
    ['VOTING_HAS_ENDED', 50, 'VOTING_HAS_ENDED'],
    ['ABANDONED', 150, 'ABANDONED'],
    ['TERMINATE', 150, 'TERMINATE'],
    ['FINISH_NO_ANNOUNCEMENT', 500, 'FINISH_NO_ANNOUNCEMENT'],
    ['FINISH', 0, 'FINISH'],
  ] as const)('stored %s at %i → %s', (votingState, now, expected) => {
    expect(effectiveVotingState({ votingState, ...dates }, now)).toBe(expected);
  });

  it('keeps ANNOUNCEMENT while no publicity end is set', () => {
    expect(effectiveVotingState({ votingState: 'ANNOUNCEMENT', pdEndDate: null }, 10 ** 12)).toBe(
      'ANNOUNCEMENT',
    );
  });
});

describe('mayOwnerHideVoting', () => {
  it('allows hiding only votes that can no longer be voted on', () => {
    const hideable = VotingState.values.filter((state) => mayOwnerHideVoting(state));
    expect(hideable).toEqual([
      'VOTING_HAS_ENDED',
      'ANNOUNCEMENT',
      'FINISH',
      'FINISH_NO_ANNOUNCEMENT',
      'ABANDONED',
      'TERMINATE',
    ]);
  });
});

describe('isResultAnnounced', () => {
  it('holds in publicity and after it, never for an unannounced or unpublished result', () => {
    expect(VotingState.values.filter((state) => isResultAnnounced(state))).toEqual([
      'ANNOUNCEMENT',
      'FINISH',
    ]);
  });
});
