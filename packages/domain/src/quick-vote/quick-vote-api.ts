import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { formatOptionPercentage } from '../common/percent';
import { requiredTextSchema } from '../common/text-rules';
import {
  DESC_MAX_LENGTH,
  SolicitationScopeType,
  solicitationFileDto,
} from '../questionnaire/questionnaire-api';
import { QuestionnaireDisplayState } from '../questionnaire/questionnaire-enums';
import { QuickVoteChoice, QuickVoteParticipant } from './quick-vote-enums';

/**
 * Quick resolutions (SPEC §7 issueQuick/*; owner and workgroup answering calls of ours;
 * docs/contracts/questionnaire.md): a short motion answered 同意 / 不同意 / 弃权 by the workgroup or
 * by the owners, counted by heads and by area (0.01 m² integers).
 */

export const QUICK_VOTE_MESSAGES = {
  notFound: '快速决议不存在',
  startAfterEnd: '开始时间必须早于结束时间',
  endInPast: '结束时间必须晚于当前时间',
  delayNotLater: '延期后的结束时间必须晚于原结束时间',
  datesRequired: '请选择开始时间和结束时间',
  buildingsRequired: '请选择参与的楼栋',
  buildingUnknown: '所选楼栋不存在',
  wrongState: '快速决议{0}，不能{1}',
  notOpen: '快速决议未在进行中，不能表决',
  withdrawn: '快速决议已撤回，不能表决',
  alreadyAnswered: '您已表决，每人只能表决一次',
  notInScope: '您不在本次快速决议的参与范围内',
  notCertified: '请先完成业主认证后再表决',
  notWorkgroup: '本决议仅限工作组成员表决',
  notOwnerVote: '本决议由工作组成员在工作台表决',
} as const;

export { QuickVoteChoice, QuickVoteParticipant };

const code = z.string().min(1).max(64);
const communityInfoCode = code;
const isoInstant = z.iso.datetime({ offset: true });
const attachmentIds = z.array(code).max(9, '最多只能上传9个文件').default([]);

export const issueQuickRefInput = z.object({ communityInfoCode, issueQuickId: code });

const body = {
  communityInfoCode,
  /** With the id of a draft: publish (create) or re-save (saveDraft) it. */
  issueQuickId: code.optional(),
  title: requiredTextSchema('决议标题'),
  desc: z
    .string()
    .max(DESC_MAX_LENGTH, `说明不能超过${DESC_MAX_LENGTH}字`)
    .default('')
    .transform((value) => value.replace(/\r\n/g, '\n')),
  descFile: attachmentIds,
  /** Meeting or video material (SPEC §3 mvcFile). */
  mvcFile: attachmentIds,
  /** The signed resolution sheet (SPEC §3 signAttachment). */
  signAttachment: attachmentIds,
  participantType: z.enum(QuickVoteParticipant.values).default('OWNER'),
  scopeType: z.enum(SolicitationScopeType).default('COMMUNITY'),
  buildingCodes: z.array(code).max(1000).default([]),
};

export const issueQuickCreateInput = z
  .object({ ...body, startDate: isoInstant, endDate: isoInstant })
  .superRefine((input, context) => {
    if (Date.parse(input.startDate) >= Date.parse(input.endDate)) {
      context.addIssue({ code: 'custom', message: QUICK_VOTE_MESSAGES.startAfterEnd, path: ['endDate'] });
    }
    if (
      input.participantType === 'OWNER' &&
      input.scopeType === 'BUILDING' &&
      input.buildingCodes.length === 0
    ) {
      context.addIssue({
        code: 'custom',
        message: QUICK_VOTE_MESSAGES.buildingsRequired,
        path: ['buildingCodes'],
      });
    }
  });
export type IssueQuickCreateInput = z.infer<typeof issueQuickCreateInput>;

export const issueQuickDraftInput = z.object({
  ...body,
  startDate: isoInstant.nullable().optional(),
  endDate: isoInstant.nullable().optional(),
});
export type IssueQuickDraftInput = z.infer<typeof issueQuickDraftInput>;

export const issueQuickDelayInput = z.object({ communityInfoCode, issueQuickId: code, endDate: isoInstant });

/** POST /v1/issueQuick/update (ours): the sign sheet and material may be added while it runs or after. */
export const issueQuickAttachmentInput = z.object({
  communityInfoCode,
  issueQuickId: code,
  signAttachment: z.array(code).max(9, '最多只能上传9个文件'),
  mvcFile: z.array(code).max(9, '最多只能上传9个文件'),
});

export const issueQuickListInput = z.object({
  communityInfoCode,
  ...pagingFields(10000),
  state: z.enum(QuestionnaireDisplayState.values).optional(),
});

export const issueQuickAnswerInput = z.object({
  communityInfoCode,
  issueQuickId: code,
  choice: z.enum(QuickVoteChoice.values),
});
export const ownerIssueQuickRefInput = z.object({ issueQuickId: code });
export const ownerIssueQuickAnswerInput = z.object({
  issueQuickId: code,
  choice: z.enum(QuickVoteChoice.values),
});

// ── DTOs ──

const areaHeads = z.object({ heads: z.number().int(), area: z.number().int() });

export const quickVoteResultDto = z.object({
  choice: z.enum(QuickVoteChoice.values),
  name: z.string(),
  heads: z.number().int(),
  area: z.number().int(),
  /** Shares of the participants (two decimals, SPEC §9 option percentage). */
  headsPercentage: z.string(),
  areaPercentage: z.string(),
});

const summary = {
  issueQuickId: z.string(),
  title: z.string(),
  isDraft: z.enum(['YES', 'NO']),
  state: z.enum(QuestionnaireDisplayState.values),
  stateName: z.string(),
  participantType: z.enum(QuickVoteParticipant.values),
  participantTypeName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  joinNum: z.number().int(),
  /** When the latest answer came in (SPEC §3 joinDate, staff side); null before the first. */
  joinDate: z.string().nullable(),
  createdAt: z.string(),
};

export const issueQuickListItemDto = z.object(summary);
export type IssueQuickListItemDto = z.infer<typeof issueQuickListItemDto>;

export const issueQuickInfoDto = z.object({
  ...summary,
  desc: z.string(),
  descFile: z.array(z.string()),
  mvcFile: z.array(z.string()),
  signAttachment: z.array(z.string()),
  /** Every file named by descFile, mvcFile and signAttachment, with its name. */
  files: z.array(solicitationFileDto),
  scopeType: z.enum(SolicitationScopeType),
  buildingCodes: z.array(z.string()),
  buildingNames: z.array(z.string()),
  /** Everyone who may answer (heads) and their areas. */
  total: areaHeads,
  /** Those who answered. */
  participating: areaHeads,
  results: z.array(quickVoteResultDto),
  /** The caller's own answer (workgroup members answer on the workbench). */
  myChoice: z.enum(QuickVoteChoice.values).nullable(),
  canAnswer: z.boolean(),
});
export type IssueQuickInfoDto = z.infer<typeof issueQuickInfoDto>;

export const ownerIssueQuickItemDto = z.object({
  issueQuickId: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  title: z.string(),
  state: z.enum(QuestionnaireDisplayState.values),
  stateName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  answered: z.boolean(),
});
export type OwnerIssueQuickItemDto = z.infer<typeof ownerIssueQuickItemDto>;

export const ownerIssueQuickInfoDto = ownerIssueQuickItemDto.extend({
  desc: z.string(),
  descFile: z.array(z.string()),
  mvcFile: z.array(z.string()),
  files: z.array(solicitationFileDto),
  myChoice: z.enum(QuickVoteChoice.values).nullable(),
  canAnswer: z.boolean(),
  cannotAnswerReason: z.string().nullable(),
  /** Shown once the resolution has ended. */
  results: z.array(quickVoteResultDto).nullable(),
});
export type OwnerIssueQuickInfoDto = z.infer<typeof ownerIssueQuickInfoDto>;

export type ChoiceTally = Record<QuickVoteChoice, { heads: number; area: number }>;

/** The per-choice results with the shares of the participants by heads and by area. */
export function quickVoteResults(tally: ChoiceTally) {
  const heads = QuickVoteChoice.values.reduce((sum, choice) => sum + tally[choice].heads, 0);
  const area = QuickVoteChoice.values.reduce((sum, choice) => sum + tally[choice].area, 0);
  return QuickVoteChoice.values.map((choice) => ({
    choice,
    name: QuickVoteChoice.label(choice),
    heads: tally[choice].heads,
    area: tally[choice].area,
    headsPercentage: formatOptionPercentage(tally[choice].heads, heads),
    areaPercentage: formatOptionPercentage(tally[choice].area, area),
  }));
}

export function emptyChoiceTally(): ChoiceTally {
  return {
    AGREE: { heads: 0, area: 0 },
    DISAGREE: { heads: 0, area: 0 },
    ABSTAIN: { heads: 0, area: 0 },
  };
}
