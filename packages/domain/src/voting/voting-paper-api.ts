import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { AFTER_END_MESSAGES, correctionDto, correctionReasonSchema } from './after-end';
import { localRuleSchema, RuleBasis } from './local-rule';
import { objectionPeriodDto } from './objection-api';
import { timestampAnchorSchema } from './timestamp-anchor';
import { chainEntrySchema } from './vote-aggregate';
import { ResultPublicityMode, VotingState } from './voting-enums';
import { ruleTripleSchema } from './voting-rules';
import { VoteChoice } from './voting-settings';

/**
 * Inputs and DTOs of the paper-ballot, delivery, abandon-online, statistics-export and result calls
 * (SPEC §7 offlineVote/*, votingOHC/*, voteAbandonOnline, voteDeliveryList, checkPublicity,
 * resultPreview, resultPublicity; the public result call is ours). docs/contracts/voting.md.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const votingCode = code;
const { page, size } = pagingFields(1000);
const isoInstant = z.iso.datetime({ offset: true });
const choicesSchema = z.record(z.string(), z.enum(VoteChoice.values).nullable());

/** State of a paper-ballot entry (double entry: a second staff member re-types it to confirm). */
export const PaperEntryState = labelledEnum([
  ['PENDING', '待复核'],
  ['COUNTED', '已计入'],
  ['MISMATCH', '复核不一致'],
  ['CANCELLED', '已作废'],
  ['REFUSED_ONLINE', '已在线投票，不予计入'],
  ['REPLACED', '已被在线投票替代'],
] as const);
export type PaperEntryState = (typeof PaperEntryState.values)[number];

/** How a ballot was delivered to a voter (ours). */
export const DeliveryMethod = labelledEnum([
  ['IN_PERSON', '当面送达'],
  ['MAIL', '邮寄送达'],
  ['POSTED', '张贴送达'],
  ['ELECTRONIC', '电子送达'],
] as const);
export type DeliveryMethod = (typeof DeliveryMethod.values)[number];

/** Why a ballot is not counted (the invalid-votes page). */
export const InvalidBallotKind = labelledEnum([
  ['REPLACED', '纸质票被在线投票替代'],
  ['REFUSED_ONLINE', '已在线投票，纸质票不予计入'],
  ['MISMATCH', '双人录入不一致'],
  ['CANCELLED', '录入已作废'],
  ['PENDING', '待复核，尚未计入'],
] as const);
export type InvalidBallotKind = (typeof InvalidBallotKind.values)[number];

// ── inputs ──

export const votingRefQuery = z.object({ communityInfoCode, votingCode });

/** POST /v1/offlineVote/editVoting (payload ours): sets the paper-voting period. */
export const paperPeriodInput = z.object({
  communityInfoCode,
  votingCode,
  pdStartDate: isoInstant.nullable(),
  pdEndDate: isoInstant.nullable(),
});

/** GET /v1/offlineVote/checkMultipleOwner: who the voter of a house is, co-owners included. */
export const checkMultipleOwnerInput = z.object({ communityInfoCode, votingCode, houseCode: code });

/** POST /v1/offlineVote/getPrintInfo (payload ours): ballots of chosen buildings / houses. */
export const printBallotsInput = z.object({
  communityInfoCode,
  votingCode,
  buildingCodes: z.array(code).max(1000).default([]),
  houseCodes: z.array(code).max(50000).default([]),
  /** Only voters who have no counted ballot yet. */
  onlyNotVoted: z.boolean().default(false),
});

/** POST /v1/offlineVote/getPrintInfoByNoOwner (payload ours): blank ballots with the owner left to fill in. */
export const printBlankBallotsInput = z.object({
  communityInfoCode,
  votingCode,
  count: z.number().int().min(1, '份数至少为1').max(500, '份数不能超过500').default(1),
});

/**
 * POST /v1/offlineVote/saveVoteIssueTable (payload ours): enter one returned paper ballot. The first
 * entry waits (PENDING); a different staff member entering the same ballot confirms it when the
 * choices match (COUNTED) or marks both as MISMATCH when they do not.
 */
export const paperBallotInput = z.object({
  communityInfoCode,
  votingCode,
  /** Any house of the voter in scope. */
  houseCode: code,
  choices: choicesSchema,
  /** The owner who signed the paper ballot (co-owned houses: the signing co-owner). */
  signerName: z.string().trim().min(1, '请填写签字业主姓名').max(50),
  /** Scans or photos of the signed ballot (attachment codes). */
  attachments: z.array(code).max(9).default([]),
  /** Required after the vote's end: the entry is then a correction (after-end.ts). */
  correctionReason: correctionReasonSchema.optional(),
});

/** POST /v1/votingOHC/updateVoteOHC (payload ours): cancel a pending paper entry (kept, with the reason). */
export const paperEntryCancelInput = z.object({
  communityInfoCode,
  votingCode,
  entryId: code,
  reason: z.string().trim().min(1, '请填写作废原因').max(200),
});

/** GET /v1/votingOHC/offlineVoteList (query ours). */
export const paperEntryListInput = z.object({
  communityInfoCode,
  votingCode,
  page,
  size,
  state: z.enum(PaperEntryState.values).optional(),
});

/** GET /v1/votingOHC/listByMultiplePeople (query ours): voters with several registered owners. */
export const multipleOwnerListInput = z.object({ communityInfoCode, votingCode, page, size });

/** GET /v1/vote/voteDeliveryList (query ours). */
export const deliveryListInput = z.object({
  communityInfoCode,
  votingCode,
  page,
  size,
  delivered: z.enum(['YES', 'NO']).optional(),
});

/** POST /v1/vote/voteDelivery (ours): record that a voter's ballot was delivered, with proof. */
export const deliveryRecordInput = z
  .object({
    communityInfoCode,
    votingCode,
    houseCode: code,
    method: z.enum(DeliveryMethod.values),
    deliveredAt: isoInstant,
    proofAttachments: z.array(code).max(9).default([]),
    /** A delivery method recorded without a file (say how in the remark); marked so on the record. */
    withoutProofFile: z.boolean().default(false),
    remark: z.string().trim().max(200).default(''),
  })
  .superRefine((input, context) => {
    const hasFiles = input.proofAttachments.length > 0;
    if (hasFiles === input.withoutProofFile || (input.withoutProofFile && input.remark === ''))
      context.addIssue({
        code: 'custom',
        path: ['proofAttachments'],
        message: AFTER_END_MESSAGES.deliveryProofRequired,
      });
  });

/** POST /v1/owner/abandonOnline (ours): the owner hands in paper instead of voting online. */
export const ownerAbandonOnlineInput = z.object({ votingCode });

/** POST /v1/voting/resultPublicity. */
export const resultPublicityInput = z.object({
  communityInfoCode,
  votingCode,
  publicityMode: z.enum(ResultPublicityMode.values),
  /** false → FINISH_NO_ANNOUNCEMENT (recorded, not shown publicly). */
  announce: z.boolean().default(true),
  /** End of the publicity period (公示期); required when announcing. */
  publicityEndDate: isoInstant.nullable().optional(),
  /** Attachment code of the result file; required for RESULT_FILE_ONLY. */
  resultFile: code.nullable().optional(),
  remark: z.string().max(1000).default(''),
});

export const votePublicInput = z.object({ votingCode });

// ── DTOs ──

const areaHeads = z.object({ area: z.number().int(), heads: z.number().int() });

export const paperSimpleInfoDto = z.object({
  votingCode: z.string(),
  title: z.string(),
  votingState: z.enum(VotingState.values),
  votingStateName: z.string(),
  pdStartDate: z.string().nullable(),
  pdEndDate: z.string().nullable(),
  /** Paper ballots may be entered now. */
  paperOpen: z.boolean(),
  /** Why not, when paperOpen is false. */
  paperClosedReason: z.string().nullable(),
  voterCount: z.number().int(),
  ballotCount: z.number().int(),
  paperBallotCount: z.number().int(),
  onlineBallotCount: z.number().int(),
  pendingEntryCount: z.number().int(),
});

export const ownerBriefDto = z.object({
  userId: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  certified: z.boolean(),
});

export const voterBallotStatusDto = z.object({
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  owners: z.array(ownerBriefDto),
  multipleOwner: z.boolean(),
  voted: z.boolean(),
  channel: z.enum(['ONLINE', 'PAPER']).nullable(),
  abandonedOnline: z.boolean(),
  pendingEntryId: z.string().nullable(),
});

export const paperEntryDto = z.object({
  entryId: z.string(),
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  signerName: z.string(),
  choices: choicesSchema,
  attachments: z.array(z.string()),
  state: z.enum(PaperEntryState.values),
  stateName: z.string(),
  enteredBy: z.string(),
  enteredAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** Chain hash of the BALLOT_CAST entry once counted. */
  ballotHash: z.string().nullable(),
});

export const abandonOnlineDto = z.object({
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  ownerName: z.string(),
  mobile: z.string(),
  gmtCreate: z.string(),
});

export const deliveryDto = z.object({
  method: z.enum(DeliveryMethod.values),
  methodName: z.string(),
  deliveredAt: z.string(),
  proofAttachments: z.array(z.string()),
  /** Recorded without a proof file (the remark says how it was delivered). */
  withoutProofFile: z.boolean(),
  remark: z.string(),
  recordedBy: z.string(),
  gmtCreate: z.string(),
});

export const deliveryListItemDto = z.object({
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  ownerNames: z.array(z.string()),
  delivered: z.boolean(),
  voted: z.boolean(),
  deliveries: z.array(deliveryDto),
});

export const buildingIssueStatisticDto = z.object({
  issueKey: z.string(),
  agree: areaHeads,
  disagree: areaHeads,
  abstain: areaHeads,
  followMajority: areaHeads,
  blank: areaHeads,
});

/** Per building (houses, not voters: a voter's houses may lie in several buildings). `heads` = houses. */
export const buildingStatisticDto = z.object({
  buildingCode: z.string(),
  buildingName: z.string(),
  houseCount: z.number().int(),
  totalArea: z.number().int(),
  votedHouseCount: z.number().int(),
  votedArea: z.number().int(),
  onlineHouseCount: z.number().int(),
  paperHouseCount: z.number().int(),
  issues: z.array(buildingIssueStatisticDto),
});

export const invalidBallotDto = z.object({
  kind: z.enum(InvalidBallotKind.values),
  kindName: z.string(),
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  channel: z.enum(['ONLINE', 'PAPER']),
  choices: choicesSchema,
  reason: z.string(),
  castAt: z.string(),
  invalidatedAt: z.string().nullable(),
  chainHash: z.string().nullable(),
});

export const publicityCheckDto = z.object({
  canPublish: z.boolean(),
  /** Chinese reasons when canPublish is false (e.g. the state, unconfirmed paper entries). */
  reasons: z.array(z.string()),
  pendingEntryCount: z.number().int(),
});

export const resultIssueDto = z.object({
  issueKey: z.string(),
  title: z.string(),
  issueTypeName: z.string(),
  effectRuleParam: ruleTripleSchema,
  votingRuleParam: ruleTripleSchema,
  countingRuleParam: ruleTripleSchema.nullable(),
  total: areaHeads,
  participating: areaHeads,
  agree: areaHeads,
  disagree: areaHeads,
  abstain: areaHeads,
  blank: areaHeads,
  noBallot: areaHeads,
  quorum: z.boolean(),
  passed: z.boolean(),
  /** Under the local-rule variant: the same issue judged by the law (deemed owners never make the quorum). */
  lawExact: z.object({ participating: areaHeads, quorum: z.boolean(), passed: z.boolean() }).nullable(),
});

export const votingResultDto = z.object({
  votingCode: z.string(),
  publicityMode: z.enum(ResultPublicityMode.values).nullable(),
  publicityModeName: z.string().nullable(),
  announce: z.boolean(),
  publicityEndDate: z.string().nullable(),
  resultFile: z.string().nullable(),
  remark: z.string(),
  publishedAt: z.string().nullable(),
  ballotCount: z.number().int(),
  issues: z.array(resultIssueDto),
  /** Chain head and count (after the RESULT_PUBLISHED entry once published with evidence). */
  chain: z.object({ head: z.string(), count: z.number().int() }),
  /** Every change to the tally after the vote's end (issue #22 item 2), oldest first. */
  corrections: z.array(correctionDto),
  /** The deeming rule the tally applied, and the adopted rules of procedure behind a local rule. */
  ruleBasis: z.enum(RuleBasis.values),
  ruleBasisName: z.string(),
  localRule: localRuleSchema.nullable(),
  /** The objection period (issue #22 item 4): preliminary or final; null before publication. */
  objectionPeriod: objectionPeriodDto.nullable(),
});

/** The exported aggregate: everything needed to recompute the chain and the tally (vote-aggregate.ts). */
export const voteAggregateSchema = z.object({
  format: z.literal('gongzhi-vote-aggregate/1'),
  votingCode: z.string(),
  title: z.string(),
  settings: z.object({
    nonResponsePolicy: z.enum(['NOT_PARTICIPATED', 'ABSTAIN', 'FOLLOW_MAJORITY']),
    blankCountsAsParticipation: z.boolean(),
    deemedTowardQuorum: z.boolean().optional(),
  }),
  issues: z.array(
    z.object({
      issueKey: z.string(),
      effectRuleParam: ruleTripleSchema,
      votingRuleParam: ruleTripleSchema,
      countingRuleParam: ruleTripleSchema.nullable(),
    }),
  ),
  /**
   * The frozen roll (the ROLL_FROZEN entry's rollDigest is over this): [voterRef, area] with
   * pseudonymous references, [voterKey, area, houseIds] for a vote frozen before them.
   */
  roll: z.array(
    z.union([
      z.tuple([z.string(), z.number().int()]),
      z.tuple([z.string(), z.number().int(), z.array(z.number().int())]),
    ]),
  ),
  entries: z.array(chainEntrySchema),
  /** House numbers (building + room) per voter reference: owners and staff, or public by community setting. */
  houseAnnex: z.array(z.object({ voterRef: z.string(), houses: z.array(z.string()) })).optional(),
  /** RFC 3161 time-stamp tokens on chain heads (issue #22 item 8); absent: not externally anchored. */
  anchors: z.array(timestampAnchorSchema).optional(),
});

export const votePublicDto = z.object({
  votingCode: z.string(),
  title: z.string(),
  communityName: z.string(),
  votingState: z.enum(VotingState.values),
  votingStateName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  result: votingResultDto,
  /** Null in RESULT_FILE_ONLY mode (no evidence). */
  aggregate: voteAggregateSchema.nullable(),
});
