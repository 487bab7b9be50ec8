import { type Instant, phaseAt } from '../common/instant';
import type { YesNo } from '../common/yes-no';
import type { MeetingAction, MeetingDisplayState } from './meeting-enums';

export type MeetingTimes = {
  isDraft: YesNo;
  isValid: YesNo;
  startDate?: Instant | null;
  endDate?: Instant | null;
};

/**
 * A meeting's display state at `now` (SPEC §4): DRAFT if isDraft is YES (a draft was never announced,
 * so it cannot have been cancelled), else CANCELLED if isValid is NO, else by the window with start
 * inclusive and end exclusive.
 */
export function deriveMeetingState(meeting: MeetingTimes, now: Instant): MeetingDisplayState {
  if (meeting.isDraft === 'YES') {
    return 'DRAFT';
  }
  if (meeting.isValid === 'NO') {
    return 'CANCELLED';
  }
  const phase = phaseAt(meeting.startDate, meeting.endDate, now);
  if (phase === 'BEFORE') {
    return 'NOT_STARTED';
  }
  return phase === 'DURING' ? 'IN_PROGRESS' : 'ENDED';
}

/**
 * Which action each state allows. Why these: a draft is published, re-saved or deleted; an announced
 * meeting may be changed or cancelled only before it starts, since attendees plan around it; minutes
 * are written once it has begun; a meeting that took place is kept (its minutes are the record),
 * so only drafts and cancelled meetings are deleted. A new meeting needs only MEETING_MANAGEMENT.
 */
export const MEETING_ACTIONS: Readonly<Record<MeetingDisplayState, readonly MeetingAction[]>> = {
  DRAFT: ['CREATE', 'SAVE', 'DELETE'],
  NOT_STARTED: ['UPDATE', 'CANCEL'],
  IN_PROGRESS: ['FILL_MINUTES'],
  ENDED: ['FILL_MINUTES'],
  CANCELLED: ['DELETE'],
};

/** Whether `action` is allowed on a meeting in `state` (the table {@link MEETING_ACTIONS}). */
export function mayPerformMeetingAction(state: MeetingDisplayState, action: MeetingAction): boolean {
  return MEETING_ACTIONS[state].includes(action);
}
