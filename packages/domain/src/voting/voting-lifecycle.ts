import { type Instant, phaseAt } from '../common/instant';
import { labelledEnum } from '../common/labelled-enum';
import type { VotingState } from './voting-enums';

/** Actions on a voting (SPEC §4 names them; the codes are ours, matching the /v1/voting/* calls). */
export const VotingAction = labelledEnum([
  ['CREATE', '发布'],
  ['SAVE_DRAFT', '保存草稿'],
  ['COPY', '复制'],
  ['DELAY', '延期'],
  ['WITHDRAW', '撤回'],
  ['TERMINATE', '终止'],
  ['PREVIEW_RESULT', '预览结果'],
  ['PUBLISH_RESULT', '公示结果'],
  ['DELETE_DRAFT', '删除草稿'],
  ['UPDATE_EDGE_INFO', '修改基本信息'],
] as const);
export type VotingAction = (typeof VotingAction.values)[number];

/**
 * Which action each state allows. Why these:
 * - a draft is the only thing that can be published (CREATE), re-saved or deleted;
 * - before the start a vote may still be withdrawn (ABANDONED, nobody has voted), after the start
 *   it can only be terminated (TERMINATE), because ballots already cast must stay on record;
 * - the end may be delayed while the vote has not ended; an ended vote's dates are evidence;
 * - the result is previewed and published once, from VOTING_HAS_ENDED (publishing → ANNOUNCEMENT);
 * - copying only reads the vote into a new draft, so every state allows it;
 * - the edge information (title, description, materials) may be corrected until the vote ends, never
 *   the issues, rules, scope or dates (drafts are re-saved whole instead).
 * Creating a brand-new vote has no state; it needs only VOTING_MANAGEMENT (SPEC §6).
 */
export const VOTING_ACTIONS: Readonly<Record<VotingState, readonly VotingAction[]>> = {
  DRAFT: ['CREATE', 'SAVE_DRAFT', 'COPY', 'DELETE_DRAFT'],
  HAS_NOT_STARTED: ['COPY', 'DELAY', 'WITHDRAW', 'UPDATE_EDGE_INFO'],
  PROCESSING: ['COPY', 'DELAY', 'TERMINATE', 'UPDATE_EDGE_INFO'],
  VOTING_HAS_ENDED: ['COPY', 'PREVIEW_RESULT', 'PUBLISH_RESULT'],
  ANNOUNCEMENT: ['COPY'],
  FINISH: ['COPY'],
  FINISH_NO_ANNOUNCEMENT: ['COPY'],
  ABANDONED: ['COPY'],
  TERMINATE: ['COPY'],
};

/** Whether `action` is allowed on a voting in `state` (the table {@link VOTING_ACTIONS}). */
export function mayPerformVotingAction(state: VotingState, action: VotingAction): boolean {
  return VOTING_ACTIONS[state].includes(action);
}

/**
 * The stored state an allowed action leads to, or undefined when the action leaves the stored state
 * alone (copy makes a separate draft, delay moves a date, preview reads, delete removes the draft).
 * CREATE stores HAS_NOT_STARTED; {@link effectiveVotingState} then moves it on by date.
 */
export function votingStateAfter(action: VotingAction): VotingState | undefined {
  switch (action) {
    case 'CREATE':
      return 'HAS_NOT_STARTED';
    case 'SAVE_DRAFT':
      return 'DRAFT';
    case 'WITHDRAW':
      return 'ABANDONED';
    case 'TERMINATE':
      return 'TERMINATE';
    case 'PUBLISH_RESULT':
      return 'ANNOUNCEMENT';
    default:
      return undefined;
  }
}

export type VotingTimes = {
  votingState: VotingState;
  startDate?: Instant | null;
  endDate?: Instant | null;
  /** End of the result publicity period (公示期); ANNOUNCEMENT is over from then on. */
  pdEndDate?: Instant | null;
};

/**
 * The state a voting is in at `now` (DESIGN §8: stored lifecycle + dates). The date-driven states
 * are not rewritten by a job at the exact second, so they are derived on read: HAS_NOT_STARTED and
 * PROCESSING follow the voting window (start inclusive, end exclusive; ended → VOTING_HAS_ENDED),
 * and ANNOUNCEMENT becomes FINISH at pdEndDate. Every other state was set by a person and stands.
 */
export function effectiveVotingState(voting: VotingTimes, now: Instant): VotingState {
  const { votingState } = voting;
  if (votingState === 'HAS_NOT_STARTED' || votingState === 'PROCESSING') {
    const phase = phaseAt(voting.startDate, voting.endDate, now);
    if (phase === 'BEFORE') {
      return 'HAS_NOT_STARTED';
    }
    return phase === 'DURING' ? 'PROCESSING' : 'VOTING_HAS_ENDED';
  }
  if (
    votingState === 'ANNOUNCEMENT' &&
    voting.pdEndDate != null &&
    phaseAt(null, voting.pdEndDate, now) === 'AFTER'
  ) {
    return 'FINISH';
  }
  return votingState;
}

/**
 * Whether an owner may take a vote off their own "my votes" list (`myVoting/delete`): only once it
 * can no longer be voted on, so nobody hides a vote they still need to answer. Hiding changes the
 * owner's list only; the ballots and the evidence stay.
 */
export function mayOwnerHideVoting(state: VotingState): boolean {
  return state !== 'DRAFT' && state !== 'HAS_NOT_STARTED' && state !== 'PROCESSING';
}

/**
 * Whether the owners in a vote's scope see its announced result (公示): during the publicity period
 * (ANNOUNCEMENT) and after it ends (FINISH, which only follows an announcement). A result recorded
 * without announcement (FINISH_NO_ANNOUNCEMENT) stays with the committee.
 */
export function isResultAnnounced(state: VotingState): boolean {
  return state === 'ANNOUNCEMENT' || state === 'FINISH';
}
