import { labelledEnum } from '../common/labelled-enum';

/** Question types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const QuestionType = labelledEnum([
  ['SINGLE_LINE_TEXT', '单行文本'],
  ['MULTI_LINE_TEXT', '多行文本'],
  ['SINGLE_CHOICE', '单选'],
  ['MULTIPLE_CHOICE', '多选'],
] as const);
export type QuestionType = (typeof QuestionType.values)[number];

/** Whether answers to a question type are options (and so have num and percentage). */
export function isChoiceQuestion(type: QuestionType): boolean {
  return type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
}

/**
 * Display states of questionnaires and quick resolutions (SPEC §4 derives them; the codes are ours).
 * Never stored: see `deriveQuestionnaireState`. WITHDRAWN is ours (issue #28): SPEC §4 lists the
 * withdraw action but no state after it; a withdrawn item keeps the answers given (as a voting's
 * ABANDONED keeps its ballots) instead of going back to a draft.
 */
export const QuestionnaireDisplayState = labelledEnum([
  ['DRAFT', '草稿'],
  ['NOT_STARTED', '未开始'],
  ['IN_PROGRESS', '进行中'],
  ['ENDED', '已结束'],
  ['WITHDRAWN', '已撤回'],
] as const);
export type QuestionnaireDisplayState = (typeof QuestionnaireDisplayState.values)[number];
