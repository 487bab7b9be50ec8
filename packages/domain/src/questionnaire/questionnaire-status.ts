import { type Instant, phaseAt, toEpochMs } from '../common/instant';
import { labelledEnum } from '../common/labelled-enum';
import type { YesNo } from '../common/yes-no';
import type { QuestionnaireDisplayState } from './questionnaire-enums';

/** The fields a questionnaire or quick resolution derives its state from. */
export type SolicitationTimes = {
  isDraft: YesNo;
  startDate?: Instant | null;
  endDate?: Instant | null;
  /** When it was withdrawn (issue #28): from then on WITHDRAWN, whatever the dates say. */
  withdrawnAt?: Instant | null;
};

/**
 * The display state of a questionnaire or quick resolution (SPEC §4): DRAFT when isDraft is YES,
 * WITHDRAWN once withdrawn (ours, issue #28), else by the window with start inclusive and end
 * exclusive: NOT_STARTED before the start, IN_PROGRESS from it, ENDED from the end on. A published
 * item missing a date is treated as started (no start) or open-ended (no end) rather than failing,
 * so a list never breaks on one bad row.
 */
export function deriveQuestionnaireState(item: SolicitationTimes, now: Instant): QuestionnaireDisplayState {
  if (item.isDraft === 'YES') {
    return 'DRAFT';
  }
  if (item.withdrawnAt != null) {
    return 'WITHDRAWN';
  }
  const phase = phaseAt(item.startDate, item.endDate, now);
  if (phase === 'BEFORE') {
    return 'NOT_STARTED';
  }
  return phase === 'DURING' ? 'IN_PROGRESS' : 'ENDED';
}

/** Actions on questionnaires and quick resolutions (SPEC §4; codes ours, matching the /v1 calls). */
export const QuestionnaireAction = labelledEnum([
  ['CREATE', '发布'],
  ['SAVE_DRAFT', '保存草稿'],
  ['WITHDRAW', '撤回'],
  ['DELAY', '延期'],
  ['DELETE', '删除'],
  ['DELETE_DRAFT', '删除草稿'],
  ['COPY_TO_DRAFT', '复制为草稿'],
] as const);
export type QuestionnaireAction = (typeof QuestionnaireAction.values)[number];

/**
 * Which action each display state allows. Why these:
 * - only a draft is published (CREATE), re-saved or deleted as a draft (DELETE_DRAFT);
 * - a published item may be withdrawn or delayed until it ends: questionnaires and quick resolutions
 *   are not binding assembly votes, so an organiser may take back one with a mistake even while it
 *   runs; after the end the answers are the record and only DELETE (from the list) remains;
 * - a withdrawn item is final and keeps the answers given (issue #28: owners' answers are never
 *   deleted by a state change); it is corrected through COPY_TO_DRAFT and, like an ended one, only
 *   removed by an explicit DELETE;
 * - copying to a new draft reads a published item, so it is offered from every published state.
 * Creating a brand-new item has no state and needs only the MANAGEMENT permission (SPEC §6).
 */
export const QUESTIONNAIRE_ACTIONS: Readonly<
  Record<QuestionnaireDisplayState, readonly QuestionnaireAction[]>
> = {
  DRAFT: ['CREATE', 'SAVE_DRAFT', 'DELETE_DRAFT'],
  NOT_STARTED: ['WITHDRAW', 'DELAY', 'COPY_TO_DRAFT'],
  IN_PROGRESS: ['WITHDRAW', 'DELAY', 'COPY_TO_DRAFT'],
  ENDED: ['DELETE', 'COPY_TO_DRAFT'],
  WITHDRAWN: ['DELETE', 'COPY_TO_DRAFT'],
};

/** Whether `action` is allowed on a questionnaire or quick resolution in `state`. */
export function mayPerformQuestionnaireAction(
  state: QuestionnaireDisplayState,
  action: QuestionnaireAction,
): boolean {
  return QUESTIONNAIRE_ACTIONS[state].includes(action);
}

/** Why a delay is refused: the new end is not in the future, or not after the current end. */
export type QuestionnaireDelayProblem = 'END_IN_PAST' | 'NOT_LATER';

/**
 * What DELAY may set (SPEC §4 "delay"): only a later end. The new end must lie after now (else the
 * item would end at once) and after the current end (a delay never shortens the window); the start
 * is untouched. The state must allow DELAY too (`mayPerformQuestionnaireAction`). Null when allowed.
 */
export function questionnaireDelayProblem(
  item: Pick<SolicitationTimes, 'endDate'>,
  nextEnd: Instant,
  now: Instant,
): QuestionnaireDelayProblem | null {
  const next = toEpochMs(nextEnd);
  if (next <= toEpochMs(now)) return 'END_IN_PAST';
  if (item.endDate != null && next <= toEpochMs(item.endDate)) return 'NOT_LATER';
  return null;
}
