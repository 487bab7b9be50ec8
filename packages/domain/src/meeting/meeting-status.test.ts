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

describe('meeting schemas', async () => {
  const { meetingCreateInput, meetingFillMinuteInput, meetingSaveInput } = await import('./meeting-api');
  const base = {
    communityInfoCode: 'C',
    meetingName: '三月例会',
    startDate: '2026-03-10T10:00:00+08:00',
    endDate: '2026-03-10T12:00:00+08:00',
    attendeeUserIds: ['U1'],
  };

  it('accepts a complete meeting', () => {
    expect(meetingCreateInput.safeParse(base).success).toBe(true);
  });

  it('refuses an end before the start and no attendees', () => {
    const swapped = meetingCreateInput.safeParse({ ...base, endDate: '2026-03-10T09:00:00+08:00' });
    expect(swapped.error?.issues[0]?.message).toBe('结束时间须晚于开始时间');
    const nobody = meetingCreateInput.safeParse({ ...base, attendeeUserIds: [] });
    expect(nobody.error?.issues[0]?.message).toBe('请选择参会人员');
  });

  it('lets a draft leave times and attendees open but not the name', () => {
    expect(meetingSaveInput.safeParse({ communityInfoCode: 'C', meetingName: '草稿' }).success).toBe(true);
    expect(
      meetingSaveInput.safeParse({ communityInfoCode: 'C', meetingName: ' ' }).error?.issues[0]?.message,
    ).toBe('请填写会议名称');
  });

  it('needs minutes with content', () => {
    const empty = meetingFillMinuteInput.safeParse({ communityInfoCode: 'C', id: 'M', minutes: '<p> </p>' });
    expect(empty.error?.issues[0]?.message).toBe('请填写会议纪要');
  });
});
