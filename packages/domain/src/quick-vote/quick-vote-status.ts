import type { Instant } from '../common/instant';
import { QuestionnaireDisplayState } from '../questionnaire/questionnaire-enums';
import {
  deriveQuestionnaireState,
  mayPerformQuestionnaireAction,
  QuestionnaireAction,
  type SolicitationTimes,
} from '../questionnaire/questionnaire-status';

/*
 * SPEC §4 gives quick resolutions exactly the states and actions of questionnaires. They are named
 * here as well so the quick-vote pages and routes read in their own words, while one table decides.
 */

/** Display states of a quick resolution (the questionnaire states). */
export const QuickVoteDisplayState = QuestionnaireDisplayState;
export type QuickVoteDisplayState = QuestionnaireDisplayState;

/** Actions on a quick resolution (the questionnaire actions, matching /v1/issueQuick/*). */
export const QuickVoteAction = QuestionnaireAction;
export type QuickVoteAction = QuestionnaireAction;

/** The display state of a quick resolution at `now`; see `deriveQuestionnaireState`. */
export function deriveQuickVoteState(item: SolicitationTimes, now: Instant): QuickVoteDisplayState {
  return deriveQuestionnaireState(item, now);
}

/** Whether `action` is allowed on a quick resolution in `state`; see `QUESTIONNAIRE_ACTIONS`. */
export function mayPerformQuickVoteAction(state: QuickVoteDisplayState, action: QuickVoteAction): boolean {
  return mayPerformQuestionnaireAction(state, action);
}

/**
 * Whether a quick resolution's result is also counted by area (㎡ of the participants' houses).
 * Owners vote with their houses (SPEC §9 counts heads and area); workgroup members vote as people,
 * so their area is meaningless (it showed as 0.00㎡) and only heads count (issue #24).
 */
export function quickVoteCountsArea(participantType: 'OWNER' | 'WORKGROUP'): boolean {
  return participantType === 'OWNER';
}
