import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { requiredTextSchema } from '../common/text-rules';
import {
  GOV_INFORMATION_MESSAGES,
  govTargetCommunityDto,
  govTargetFields,
} from '../gov-information/gov-information-api';
import {
  DESC_MAX_LENGTH,
  QUESTIONNAIRE_MESSAGES,
  questionInput,
  questionnaireInfoDto,
  questionnaireListItemDto,
  questionProblem,
} from '../questionnaire/questionnaire-api';
import { QuestionnaireDisplayState } from '../questionnaire/questionnaire-enums';

/**
 * Government opinion collection (SPEC §7 gov/intentionSolicitation): questionnaires a government
 * unit sends to the owners of chosen communities of its jurisdiction. Questions, answers and results
 * are the questionnaire area's; only the audience differs (docs/contracts/government.md).
 */

const code = z.string().min(1).max(64);
const isoInstant = z.iso.datetime({ offset: true, error: QUESTIONNAIRE_MESSAGES.datesRequired });
const attachmentIds = z.array(code).max(9, '最多只能上传9个文件').default([]);

const body = {
  /** With the id of a draft: publish (create) or re-save (saveDraft) that draft. */
  intentionSolicitationId: code.optional(),
  title: requiredTextSchema('问卷标题'),
  desc: z
    .string()
    .max(DESC_MAX_LENGTH, `说明不能超过${DESC_MAX_LENGTH}字`)
    .default('')
    .transform((value) => value.replace(/\r\n/g, '\n')),
  descFile: attachmentIds,
  /** Meeting or explanatory material (SPEC §3 mvcFile, 表决/问卷说明文件): released to the owners. */
  mvcFile: attachmentIds,
  /** The signed sheet (SPEC §3 signAttachment): kept for the publishing unit, never released. */
  signAttachment: attachmentIds,
  ...govTargetFields,
};

type Audience = { allCommunities: boolean; communityInfoCodes: string[] };

/** Drafts need an audience too: the questionnaire is kept with its first target community. */
function requireAudience(input: Audience, context: z.RefinementCtx) {
  if (!input.allCommunities && input.communityInfoCodes.length === 0)
    context.addIssue({
      code: 'custom',
      message: GOV_INFORMATION_MESSAGES.communitiesRequired,
      path: ['communityInfoCodes'],
    });
}

/** POST /v1/gov/intentionSolicitation/create: publish (a new one, or the draft named by id). */
export const govSolicitationCreateInput = z
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
    if (Date.parse(input.startDate) >= Date.parse(input.endDate))
      context.addIssue({ code: 'custom', message: QUESTIONNAIRE_MESSAGES.startAfterEnd, path: ['endDate'] });
    requireAudience(input, context);
  });
export type GovSolicitationCreateInput = z.infer<typeof govSolicitationCreateInput>;

/** POST /v1/gov/intentionSolicitation/saveDraft: dates and questions may still be missing. */
export const govSolicitationDraftInput = z
  .object({
    ...body,
    startDate: isoInstant.nullable().optional(),
    endDate: isoInstant.nullable().optional(),
    questions: z.array(questionInput).max(50).default([]),
  })
  .superRefine(requireAudience);
export type GovSolicitationDraftInput = z.infer<typeof govSolicitationDraftInput>;

/** GET /v1/gov/intentionSolicitation/webList. */
export const govSolicitationListInput = z.object({
  state: z.enum(QuestionnaireDisplayState.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  ...pagingFields(100),
});

export const govSolicitationRefInput = z.object({ intentionSolicitationId: code });
export const govTextAnswerListInput = z.object({
  intentionSolicitationId: code,
  questionId: z.coerce.number().int().min(1),
  ...pagingFields(100),
});

const audience = {
  allCommunities: z.boolean(),
  communities: z.array(govTargetCommunityDto),
  /** Owners of the target communities (who may answer). */
  ownerCount: z.number().int(),
  publisherName: z.string().nullable(),
};

export const govSolicitationListItemDto = questionnaireListItemDto.extend(audience);
export type GovSolicitationListItemDto = z.infer<typeof govSolicitationListItemDto>;

export const govSolicitationInfoDto = questionnaireInfoDto.extend(audience);
export type GovSolicitationInfoDto = z.infer<typeof govSolicitationInfoDto>;

/**
 * POST /v1/gov/intentionSolicitation/delay (ours, as the community call): a later end only. The
 * states that allow withdrawal, delay, delete and deleteDraft and what a delay may set are the
 * questionnaire area's rules (`QUESTIONNAIRE_ACTIONS`, `questionnaireDelayProblem`).
 */
export const govSolicitationDelayInput = z.object({
  intentionSolicitationId: code,
  endDate: isoInstant,
});
export type GovSolicitationDelayInput = z.infer<typeof govSolicitationDelayInput>;

/** The state-changing calls on a government questionnaire besides create and saveDraft. */
export const GOV_SOLICITATION_COMMANDS = ['withdrawal', 'delete', 'deleteDraft'] as const;
export type GovSolicitationCommand = (typeof GOV_SOLICITATION_COMMANDS)[number];
