import { describe, expect, it } from 'vitest';
import { MeetingAction, MeetingDisplayState } from './meeting-enums';
import { deriveMeetingState, MEETING_ACTIONS, mayPerformMeetingAction } from './meeting-status';

describe('deriveMeetingState', () => {
  it.each([
    ['YES', 'YES', 150, 'DRAFT'],
    ['YES', 'NO', 150, 'DRAFT'],
    ['NO', 'NO', 50, 'CANCELLED'],
    ['NO', 'NO', 150, 'CANCELLED'],
    ['NO', 'YES', 99, 'NOT_STARTED'],
    ['NO', 'YES', 100, 'IN_PROGRESS'],
    ['NO', 'YES', 199, 'IN_PROGRESS'],
    ['NO', 'YES', 200, 'ENDED'],
  ] as const)('isDraft %s isValid %s at %i → %s', (isDraft, isValid, now, state) => {
    expect(deriveMeetingState({ isDraft, isValid, startDate: 100, endDate: 200 }, now)).toBe(state);
  });
});

const TABLE: [MeetingDisplayState, MeetingAction[]][] = [
  ['DRAFT', ['CREATE', 'SAVE', 'DELETE']],
  ['CANCELLED', ['DELETE']],
  ['NOT_STARTED', ['UPDATE', 'CANCEL']],
  ['IN_PROGRESS', ['FILL_MINUTES']],
  ['ENDED', ['FILL_MINUTES']],
];

describe('mayPerformMeetingAction', () => {
  it('covers every state', () => {
    expect(TABLE.map(([state]) => state)).toEqual([...MeetingDisplayState.values]);
    expect(Object.keys(MEETING_ACTIONS).sort()).toEqual([...MeetingDisplayState.values].sort());
  });

  describe.each(TABLE)('%s', (state, allowed) => {
    it.each(MeetingAction.values.map((action) => [action, allowed.includes(action)] as const))(
      '%s → %s',
      (action, expected) => {
        expect(mayPerformMeetingAction(state, action)).toBe(expected);
      },
    );
  });
});
