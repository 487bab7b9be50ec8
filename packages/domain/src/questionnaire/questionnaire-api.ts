import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { formatOptionPercentage } from '../common/percent';
import { requiredTextSchema, TEXT_MAX_LENGTH, textLength } from '../common/text-rules';
import { isChoiceQuestion, QuestionnaireDisplayState, QuestionType } from './questionnaire-enums';

/**
 * Inputs and DTOs of the questionnaire calls (SPEC §7 Questionnaire, solicitationTag; owner H5 calls
 * of ours; docs/contracts/questionnaire.md), shared by the server's route schemas and the web.
 */

export const QUESTIONNAIRE_MESSAGES = {
  notFound: '问卷不存在',
  choiceNeedsOptions: '单选题和多选题至少需要两个选项',
  textHasNoOptions: '文本题不能设置选项',
  questionsRequired: '至少需要一个问题',
  startAfterEnd: '开始时间必须早于结束时间',
  endInPast: '结束时间必须晚于当前时间',
  delayNotLater: '延期后的结束时间必须晚于原结束时间',
  datesRequired: '请选择开始时间和结束时间',
  buildingsRequired: '请选择参与的楼栋',
  buildingUnknown: '所选楼栋不存在',
  tagUnknown: '问卷标签不存在',
  proposalUnknown: '关联的提案不存在',
  wrongState: '问卷{0}，不能{1}',
  notOpen: '问卷未在进行中，不能作答',
  withdrawn: '问卷已撤回，不能作答',
  alreadyAnswered: '您已提交过本问卷，每位业主只能作答一次',
  notAnsweredYet: '您尚未提交本问卷，请先作答',
  changeClosed: '问卷未在进行中，不能修改答案',
  notInScope: '您在本次问卷范围内没有房屋',
  notCertified: '请先完成业主认证后再作答',
  answerMismatch: '答案与问卷问题不符',
  answerRequired: '请回答第{0}题',
  singleChoiceOne: '第{0}题为单选题，只能选择一个选项',
  textTooLong: '第{0}题的回答不能超过{1}字',
  attachmentInvalid: '附件不存在或未上传完成',
} as const;

/** The question tags of solicitationTag/list (ours: the spec names the calls, not the values). */
export const SOLICITATION_TAGS = [
  { tagId: 1, tagName: '小区环境' },
  { tagId: 2, tagName: '设施改造' },
  { tagId: 3, tagName: '物业服务' },
  { tagId: 4, tagName: '停车管理' },
  { tagId: 5, tagName: '安全管理' },
  { tagId: 6, tagName: '维修资金' },
  { tagId: 7, tagName: '社区活动' },
  { tagId: 8, tagName: '其他' },
] as const;

export function solicitationTagById(tagId: number) {
  return SOLICITATION_TAGS.find((tag) => tag.tagId === tagId) ?? null;
}

/** Multi-line answers and descriptions: longer than a text field, still bounded. */
export const DESC_MAX_LENGTH = 2000;
export const MULTI_LINE_ANSWER_MAX = 500;

const code = z.string().min(1).max(64);
const communityInfoCode = code;
const isoInstant = z.iso.datetime({ offset: true });
const attachmentIds = z.array(code).max(9, '最多只能上传9个文件').default([]);
const desc = z
  .string()
  .max(DESC_MAX_LENGTH, `说明不能超过${DESC_MAX_LENGTH}字`)
  .default('')
  .transform((value) => value.replace(/\r\n/g, '\n'));

export const SolicitationScopeType = ['COMMUNITY', 'BUILDING'] as const;
export type SolicitationScopeType = (typeof SolicitationScopeType)[number];

export const communityInput = z.object({ communityInfoCode });
export const questionnaireRefInput = z.object({ communityInfoCode, intentionSolicitationId: code });
export const solicitationTagRefInput = z.object({ tagId: z.coerce.number().int().min(1) });

export const optionInput = z.object({
  content: requiredTextSchema('选项内容'),
  descFile: attachmentIds,
});

export const questionInput = z.object({
  title: requiredTextSchema('问题标题'),
  type: z.enum(QuestionType.values),
  required: z.boolean().default(true),
  descFile: attachmentIds,
  options: z.array(optionInput).max(30, '每个问题最多30个选项').default([]),
});
export type QuestionInput = z.infer<typeof questionInput>;

/** A complete question: choice questions need two options, text questions none. */
export function questionProblem(question: Pick<QuestionInput, 'type' | 'options'>): string | null {
  if (isChoiceQuestion(question.type)) {
    return question.options.length < 2 ? QUESTIONNAIRE_MESSAGES.choiceNeedsOptions : null;
  }
  return question.options.length > 0 ? QUESTIONNAIRE_MESSAGES.textHasNoOptions : null;
}

const body = {
  communityInfoCode,
  /** With an id of a draft: publish (create) or re-save (saveDraft) that draft. */
  intentionSolicitationId: code.optional(),
  title: requiredTextSchema('问卷标题'),
  desc,
  descFile: attachmentIds,
  /** Meeting or video material (SPEC §3 mvcFile): published to the owners with the questionnaire. */
  mvcFile: attachmentIds,
  /** The signed sheet (SPEC §3 signAttachment, e.g. the committee's signed decision): staff only. */
  signAttachment: attachmentIds,
  tagIds: z.array(z.number().int().min(1)).max(5, '最多选择5个标签').default([]),
  relationProposalId: code.nullable().optional(),
  scopeType: z.enum(SolicitationScopeType).default('COMMUNITY'),
  buildingCodes: z.array(code).max(1000).default([]),
};

/** POST /v1/intentionSolicitation/create: a complete questionnaire, published at once. */
export const questionnaireCreateInput = z
  .object({
    ...body,
    startDate: isoInstant,
    endDate: isoInstant,
    questions: z.array(questionInput).min(1, QUESTIONNAIRE_MESSAGES.questionsRequired).max(50),
  })
  .superRefine((input, context) => {
    input.questions.forEach((question, index) => {
      const problem = questionProblem(question);
      if (problem)
        context.addIssue({ code: 'custom', message: problem, path: ['questions', index, 'options'] });
    });
    if (Date.parse(input.startDate) >= Date.parse(input.endDate)) {
      context.addIssue({ code: 'custom', message: QUESTIONNAIRE_MESSAGES.startAfterEnd, path: ['endDate'] });
    }
    if (input.scopeType === 'BUILDING' && input.buildingCodes.length === 0) {
      context.addIssue({
        code: 'custom',
        message: QUESTIONNAIRE_MESSAGES.buildingsRequired,
        path: ['buildingCodes'],
      });
    }
  });
export type QuestionnaireCreateInput = z.infer<typeof questionnaireCreateInput>;

/** POST /v1/intentionSolicitation/saveDraft: dates and questions may still be missing or incomplete. */
export const questionnaireDraftInput = z.object({
  ...body,
  startDate: isoInstant.nullable().optional(),
  endDate: isoInstant.nullable().optional(),
  questions: z.array(questionInput).max(50).default([]),
});
export type QuestionnaireDraftInput = z.infer<typeof questionnaireDraftInput>;

export const questionnaireDelayInput = z.object({
  communityInfoCode,
  intentionSolicitationId: code,
  endDate: isoInstant,
});

/**
 * POST /v1/intentionSolicitation/updateAttachment (ours, as the quick resolution's): the sign sheet is
 * usually collected after the questionnaire, so both lists may be replaced in any published state.
 */
export const questionnaireAttachmentInput = z.object({
  communityInfoCode,
  intentionSolicitationId: code,
  mvcFile: z.array(code).max(9, '最多只能上传9个文件'),
  signAttachment: z.array(code).max(9, '最多只能上传9个文件'),
});
export type QuestionnaireAttachmentInput = z.infer<typeof questionnaireAttachmentInput>;

export const questionnaireListInput = z.object({
  communityInfoCode,
  ...pagingFields(10000),
  state: z.enum(QuestionnaireDisplayState.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});

// ── owner H5 ──

export const ownerQuestionnaireRefInput = z.object({ intentionSolicitationId: code });

export const answerItemInput = z.object({
  questionId: z.number().int().min(1),
  optionIds: z.array(z.number().int().min(1)).max(30).default([]),
  text: z.string().max(MULTI_LINE_ANSWER_MAX, `回答不能超过${MULTI_LINE_ANSWER_MAX}字`).default(''),
});
export type AnswerItemInput = z.infer<typeof answerItemInput>;

export const ownerAnswerInput = z.object({
  intentionSolicitationId: code,
  answers: z.array(answerItemInput).max(50),
});

export type AnswerCheckQuestion = {
  questionId: number;
  type: QuestionType;
  required: boolean;
  optionIds: readonly number[];
};

/**
 * Checks one owner's answers against the questions (pure, shared by server and form): every answer
 * names a question of this questionnaire once, options belong to their question, a single choice has
 * at most one, text stays within its limit, required questions are answered. Returns the first problem.
 */
export function answersProblem(
  questions: readonly AnswerCheckQuestion[],
  answers: readonly AnswerItemInput[],
): string | null {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question || seen.has(answer.questionId)) return QUESTIONNAIRE_MESSAGES.answerMismatch;
    seen.add(answer.questionId);
    const number = questions.indexOf(question) + 1;
    if (isChoiceQuestion(question.type)) {
      if (answer.text.trim() !== '') return QUESTIONNAIRE_MESSAGES.answerMismatch;
      if (new Set(answer.optionIds).size !== answer.optionIds.length)
        return QUESTIONNAIRE_MESSAGES.answerMismatch;
      if (answer.optionIds.some((id) => !question.optionIds.includes(id)))
        return QUESTIONNAIRE_MESSAGES.answerMismatch;
      if (question.type === 'SINGLE_CHOICE' && answer.optionIds.length > 1)
        return QUESTIONNAIRE_MESSAGES.singleChoiceOne.replace('{0}', String(number));
    } else {
      if (answer.optionIds.length > 0) return QUESTIONNAIRE_MESSAGES.answerMismatch;
      const max = question.type === 'SINGLE_LINE_TEXT' ? TEXT_MAX_LENGTH : MULTI_LINE_ANSWER_MAX;
      if (textLength(answer.text) > max)
        return QUESTIONNAIRE_MESSAGES.textTooLong.replace('{0}', String(number)).replace('{1}', String(max));
    }
  }
  for (const [index, question] of questions.entries()) {
    if (!question.required) continue;
    const answer = answers.find((item) => item.questionId === question.questionId);
    const empty = !answer || (answer.optionIds.length === 0 && answer.text.trim() === '');
    if (empty) return QUESTIONNAIRE_MESSAGES.answerRequired.replace('{0}', String(index + 1));
  }
  return null;
}

// ── DTOs ──

export const solicitationTagDto = z.object({ tagId: z.number().int(), tagName: z.string() });

const attachmentList = z.array(z.string());

/**
 * A file named by a questionnaire or quick resolution (SPEC §3 Attachment). Infos carry the ids where
 * the spec puts them and, in `files`, one entry per distinct file so pages can show real file names.
 */
export const solicitationFileDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type SolicitationFileDto = z.infer<typeof solicitationFileDto>;
const fileList = z.array(solicitationFileDto);

export const optionDto = z.object({
  optionId: z.number().int(),
  content: z.string(),
  descFile: attachmentList,
  num: z.number().int(),
  /** num / joinNum × 100 with two decimals (SPEC §9), as text so 33.33 stays 33.33. */
  percentage: z.string(),
});

export const questionDto = z.object({
  questionId: z.number().int(),
  title: z.string(),
  type: z.enum(QuestionType.values),
  typeName: z.string(),
  required: z.boolean(),
  descFile: attachmentList,
  options: z.array(optionDto),
  /** How many owners answered this question (choice or text). */
  answerNum: z.number().int(),
});
export type QuestionDto = z.infer<typeof questionDto>;

const summary = {
  intentionSolicitationId: z.string(),
  title: z.string(),
  isDraft: z.enum(['YES', 'NO']),
  state: z.enum(QuestionnaireDisplayState.values),
  stateName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  joinNum: z.number().int(),
  /** When the latest answer was given or changed (SPEC §3 joinDate, staff side); null before any. */
  joinDate: z.string().nullable(),
  tags: z.array(solicitationTagDto),
  createdAt: z.string(),
};

export const questionnaireListItemDto = z.object(summary);
export type QuestionnaireListItemDto = z.infer<typeof questionnaireListItemDto>;

export const questionnaireInfoDto = z.object({
  ...summary,
  desc: z.string(),
  descFile: attachmentList,
  mvcFile: attachmentList,
  signAttachment: attachmentList,
  relationProposalId: z.string().nullable(),
  scopeType: z.enum(SolicitationScopeType),
  buildingCodes: z.array(z.string()),
  buildingNames: z.array(z.string()),
  questions: z.array(questionDto),
  /** Every file named above (descFile, mvcFile, signAttachment, and the questions' and options' files). */
  files: fileList,
});
export type QuestionnaireInfoDto = z.infer<typeof questionnaireInfoDto>;

export const textAnswerDto = z.object({
  questionId: z.number().int(),
  text: z.string(),
  ownerName: z.string(),
  joinDate: z.string(),
});
export const textAnswerListInput = z.object({
  communityInfoCode,
  intentionSolicitationId: code,
  questionId: z.coerce.number().int().min(1),
  ...pagingFields(1000),
});

export const myAnswerDto = z.object({
  joinDate: z.string(),
  answers: z.array(
    z.object({ questionId: z.number().int(), optionIds: z.array(z.number().int()), text: z.string() }),
  ),
});

export const ownerQuestionnaireItemDto = z.object({
  intentionSolicitationId: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  title: z.string(),
  state: z.enum(QuestionnaireDisplayState.values),
  stateName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  answered: z.boolean(),
});
export type OwnerQuestionnaireItemDto = z.infer<typeof ownerQuestionnaireItemDto>;

export const ownerQuestionnaireInfoDto = ownerQuestionnaireItemDto.extend({
  desc: z.string(),
  descFile: attachmentList,
  /** The meeting material, published to owners (never the staff's sign sheet). */
  mvcFile: attachmentList,
  joinNum: z.number().int(),
  /** Results (num, percentage) are shown to owners once the questionnaire has ended. */
  resultsVisible: z.boolean(),
  questions: z.array(questionDto),
  files: fileList,
  myAnswer: myAnswerDto.nullable(),
  canAnswer: z.boolean(),
  cannotAnswerReason: z.string().nullable(),
  /** An answer may be replaced while the questionnaire is in progress (issue 6: changeable until the end). */
  canChange: z.boolean(),
});
export type OwnerQuestionnaireInfoDto = z.infer<typeof ownerQuestionnaireInfoDto>;

/** An option's result as the DTO gives it. */
export function optionResult(num: number, joinNum: number) {
  return { num, percentage: formatOptionPercentage(num, joinNum) };
}
