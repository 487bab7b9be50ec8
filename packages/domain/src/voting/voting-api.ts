import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { IssueType } from './issue-types';
import { localRuleProblem, localRuleSchema } from './local-rule';
import { DEFAULT_OBJECTION_DAYS, objectionDaysSchema } from './objection';
import { DEFAULT_PROXY_MAX_PRINCIPALS, proxyMaxPrincipalsSchema } from './proxy';
import { VotingState } from './voting-enums';
import { votingEdgeFileFields, votingExtraDtoFields, votingExtraFields } from './voting-fields';
import { ruleTripleSchema } from './voting-rules';
import { NonResponsePolicy, VoteChoice } from './voting-settings';

/**
 * Inputs and DTOs of the voting calls (SPEC §7 Voting, white list; owner H5 calls of ours;
 * docs/contracts/voting.md), shared by the server's route schemas and the web's types.
 * Areas are integers in 0.01 m²; ratios are exact fraction text "n/d".
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const votingCode = code;
const { page, size } = pagingFields(10000);
const isoInstant = z.iso.datetime({ offset: true });
const title = z.string().trim().min(1, '标题不能为空').max(100, '标题不能超过100字');
const description = z.string().max(5000, '说明不能超过5000字').default('');

export const VotingScopeType = ['COMMUNITY', 'BUILDING', 'HOUSE'] as const;
export type VotingScopeType = (typeof VotingScopeType)[number];

export const communityInput = z.object({ communityInfoCode });
export const votingRefInput = z.object({ communityInfoCode, votingCode });

export const votingIssueInput = z.object({
  title,
  description,
  issueTypeId: z.number().int().min(1).max(IssueType.values.length),
  /** Omitted rules take the issue type's defaults (the legal rules). */
  effectRuleParam: ruleTripleSchema.optional(),
  votingRuleParam: ruleTripleSchema.optional(),
  countingRuleParam: ruleTripleSchema.nullable().optional(),
});

const votingBody = {
  communityInfoCode,
  title,
  description,
  materialAttachments: z.array(code).max(20).default([]),
  /** votingDate, votingRule, signAttachment, faceAuthorizationLetter (SPEC §3; voting-fields.ts). */
  ...votingExtraFields,
  scopeType: z.enum(VotingScopeType).default('COMMUNITY'),
  buildingCodes: z.array(code).max(1000).default([]),
  houseCodes: z.array(code).max(50000).default([]),
};

/** createSimplify: a complete vote, published at once. */
export const votingCreateInput = z.object({
  ...votingBody,
  startDate: isoInstant,
  endDate: isoInstant,
  pdStartDate: isoInstant.nullable().optional(),
  pdEndDate: isoInstant.nullable().optional(),
  issues: z.array(votingIssueInput).min(1, '至少需要一个议题').max(30),
});
export type VotingCreateInput = z.infer<typeof votingCreateInput>;

/** createDraft: anything may still be missing; with votingCode it re-saves that draft. */
export const votingDraftInput = z.object({
  ...votingBody,
  votingCode: votingCode.optional(),
  startDate: isoInstant.nullable().optional(),
  endDate: isoInstant.nullable().optional(),
  pdStartDate: isoInstant.nullable().optional(),
  pdEndDate: isoInstant.nullable().optional(),
  issues: z.array(votingIssueInput).max(30).default([]),
});
export type VotingDraftInput = z.infer<typeof votingDraftInput>;

export const votingDelayInput = z.object({ communityInfoCode, votingCode, endDate: isoInstant });

/** The edge information that may change while a vote runs (never issues, rules, scope or dates). */
export const votingEdgeInfoInput = z.object({
  communityInfoCode,
  votingCode,
  title: title.optional(),
  description: z.string().max(5000, '说明不能超过5000字').optional(),
  materialAttachments: z.array(code).max(20).optional(),
  /** The signed papers may arrive while the vote runs (never the date or the rules text). */
  ...votingEdgeFileFields,
});

export const votingListInput = z.object({
  communityInfoCode,
  page,
  size,
  votingState: z.enum(VotingState.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});

export const votingScopePreviewInput = z.object({
  communityInfoCode,
  scopeType: z.enum(VotingScopeType).default('COMMUNITY'),
  buildingCodes: z.array(code).max(1000).default([]),
  houseCodes: z.array(code).max(50000).default([]),
});

export const votingScopeHouseListInput = z.object({ communityInfoCode, votingCode, buildingCode: code });

/** POST /v1/voting/updateSettings (ours): the community's voting settings, copied into each vote at publication. */
export const votingSettingsUpdateInput = z
  .object({
    communityInfoCode,
    nonResponsePolicy: z.enum(NonResponsePolicy.values),
    followMajorityOffered: z.boolean(),
    blankCountsAsParticipation: z.boolean(),
    proxyVoting: z.boolean(),
    /** The most principals one proxy may hold in one vote (issue #22 item 5). */
    proxyMaxPrincipals: proxyMaxPrincipalsSchema.default(DEFAULT_PROXY_MAX_PRINCIPALS),
    /** Days of the objection period a publication opens (issue #22 item 4). */
    objectionDays: objectionDaysSchema.default(DEFAULT_OBJECTION_DAYS),
    /** The local-rule variant: only with the adopted 议事规则 file and clause (issue #22 item 3). */
    deemedTowardQuorum: z.boolean().default(false),
    localRule: localRuleSchema.nullable().default(null),
  })
  .superRefine((input, context) => {
    const problem = localRuleProblem(input);
    if (problem) context.addIssue({ code: 'custom', path: ['localRule'], message: problem });
  });

export const whiteListAddInput = z.object({
  communityInfoCode,
  votingCode,
  mobile: z.string().regex(/^1\d{10}$/, '手机号格式不正确'),
});
export const whiteListDeleteInput = z.object({ communityInfoCode, votingCode, userId: code });

const fraction = z.string().describe('exact ratio "n/d"');
const areaHeads = z.object({ area: z.number().int(), heads: z.number().int() });

export const issueTypeDto = z.object({
  issueTypeId: z.number().int(),
  issueType: z.enum(IssueType.values),
  issueTypeName: z.string(),
  isMajor: z.boolean(),
  effectRuleParam: ruleTripleSchema,
  votingRuleParam: ruleTripleSchema,
  countingRuleParam: ruleTripleSchema.nullable(),
});

export const votingSettingsDto = z.object({
  nonResponsePolicy: z.enum(NonResponsePolicy.values),
  followMajorityOffered: z.boolean(),
  blankCountsAsParticipation: z.boolean(),
  proxyVoting: z.boolean(),
  proxyMaxPrincipals: z.number().int(),
  objectionDays: z.number().int(),
  deemedTowardQuorum: z.boolean(),
  localRule: localRuleSchema.nullable(),
});

export const issueOptionDto = z.object({ choice: z.enum(VoteChoice.values), name: z.string() });

export const votingIssueDto = z.object({
  issueKey: z.string(),
  title: z.string(),
  description: z.string(),
  issueTypeId: z.number().int(),
  issueType: z.enum(IssueType.values),
  issueTypeName: z.string(),
  effectRuleParam: ruleTripleSchema,
  votingRuleParam: ruleTripleSchema,
  countingRuleParam: ruleTripleSchema.nullable(),
  /** The rules fall below art. 278 (only possible for drafts; publishing refuses it). */
  belowLegalFloor: z.boolean(),
  issueOptions: z.array(issueOptionDto),
});

export const optionStatisticDto = z.object({
  choice: z.enum(VoteChoice.values),
  name: z.string(),
  area: z.number().int(),
  heads: z.number().int(),
  areaOfParticipating: fraction,
  headsOfParticipating: fraction,
  areaOfAll: fraction,
  headsOfAll: fraction,
});

export const issueStatisticDto = z.object({
  issueKey: z.string(),
  total: areaHeads,
  participating: areaHeads,
  participatingAreaOfAll: fraction,
  participatingHeadsOfAll: fraction,
  /** Choices as cast. */
  optionStatistics: z.array(optionStatisticDto),
  blank: areaHeads,
  noBallot: areaHeads,
  deemedAbstain: areaHeads,
  deemedFollow: areaHeads,
  followDirection: z.enum(['AGREE', 'DISAGREE']).nullable(),
  /** Final counts after 从众 and the non-response policy. */
  agree: areaHeads,
  disagree: areaHeads,
  abstain: areaHeads,
  quorum: z.boolean(),
  passed: z.boolean(),
});
export type IssueStatisticDto = z.infer<typeof issueStatisticDto>;

/**
 * A file of a vote as its pages name it (SPEC §3 Attachment): owners get the published materials,
 * opened by their public id; staff get every file the vote names.
 */
export const votingFileDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type VotingFileDto = z.infer<typeof votingFileDto>;

export const votingListItemDto = z.object({
  votingCode: z.string(),
  title: z.string(),
  votingState: z.enum(VotingState.values),
  votingStateName: z.string(),
  scopeType: z.enum(VotingScopeType),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  pdStartDate: z.string().nullable(),
  pdEndDate: z.string().nullable(),
  /** The announcement day (SPEC §3 votingDate), YYYY-MM-DD in Asia/Shanghai. */
  votingDate: votingExtraDtoFields.votingDate,
  issueCount: z.number().int(),
  gmtCreate: z.string(),
});
export type VotingListItemDto = z.infer<typeof votingListItemDto>;

export const votingInfoDto = votingListItemDto.extend({
  description: z.string(),
  materialAttachments: z.array(z.string()),
  votingRule: votingExtraDtoFields.votingRule,
  signAttachment: votingExtraDtoFields.signAttachment,
  faceAuthorizationLetter: votingExtraDtoFields.faceAuthorizationLetter,
  /** The files behind materialAttachments, signAttachment and faceAuthorizationLetter, each once. */
  files: z.array(votingFileDto),
  buildingCodes: z.array(z.string()),
  houseCodes: z.array(z.string()),
  settings: votingSettingsDto,
  issues: z.array(votingIssueDto),
  rollFrozen: z.boolean(),
  ballotCount: z.number().int(),
  /** Empty until the vote opens (the roll is frozen then). */
  votingIssueStatistics: z.array(issueStatisticDto),
  chain: z.object({ head: z.string(), count: z.number().int() }),
});
export type VotingInfoDto = z.infer<typeof votingInfoDto>;

export const votingScopeSummaryDto = z.object({
  scopeType: z.enum(VotingScopeType),
  buildingCount: z.number().int(),
  houseCount: z.number().int(),
  /** A: total area in scope (0.01 m²); N: total heads by the art. 278 counting rules. */
  totalArea: z.number().int(),
  totalHeads: z.number().int(),
  frozen: z.boolean(),
});

export const votingScopeBuildingDto = z.object({
  buildingCode: z.string(),
  buildingName: z.string(),
  houseCount: z.number().int(),
  totalArea: z.number().int(),
});

export const votingScopeHouseDto = z.object({
  houseCode: z.string(),
  unitNo: z.string().nullable(),
  houseNo: z.string(),
  area: z.number().int(),
  voterKey: z.string(),
  voted: z.boolean(),
});

export const whiteListEntryDto = z.object({
  userId: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  gmtCreate: z.string(),
});

export const chainVerificationDto = z.object({
  head: z.string(),
  count: z.number().int(),
  valid: z.boolean(),
  firstBadIndex: z.number().int().nullable(),
});

// ── owner H5 ──

export const ownerVoteRefInput = z.object({ votingCode });

export const ownerCastVoteInput = z.object({
  votingCode,
  /** A choice per issue key; null leaves the issue blank. Every issue must be present. */
  choices: z.record(z.string(), z.enum(VoteChoice.values).nullable()),
});

export const ownerVoteItemDto = z.object({
  votingCode: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  title: z.string(),
  votingState: z.enum(VotingState.values),
  votingStateName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  voted: z.boolean(),
});

export const ballotReceiptDto = z.object({
  votingCode: z.string(),
  /** The chain hash of the entry recording the ballot. */
  ballotHash: z.string(),
  seq: z.number().int(),
  channel: z.enum(['ONLINE', 'PAPER']),
  castAt: z.string(),
  houseCodes: z.array(z.string()),
  choices: z.record(z.string(), z.enum(VoteChoice.values).nullable()),
});

export const ownerVoteInfoDto = ownerVoteItemDto.extend({
  description: z.string(),
  /** The announcement day and the rules as the owners are told them (SPEC §3 votingDate, votingRule). */
  votingDate: votingExtraDtoFields.votingDate,
  votingRule: votingExtraDtoFields.votingRule,
  materialAttachments: z.array(z.string()),
  /** The files behind materialAttachments, in that order (owners open them by pubAttachmentId). */
  files: z.array(votingFileDto),
  issues: z.array(votingIssueDto),
  myHouseCodes: z.array(z.string()),
  canVote: z.boolean(),
  /** Why not, in Chinese, when canVote is false. */
  cannotVoteReason: z.string().nullable(),
  myBallot: ballotReceiptDto.nullable(),
});
