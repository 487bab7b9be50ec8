import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import type { VotingState } from './voting-enums';

/**
 * Door-to-door lists (扫楼清单, issue #26 item 2): per building, the voters of a vote who have not
 * voted; a volunteer marks each visit. A ballot left at the door is a delivery of the vote (a
 * delivery record, after-end.ts rules: within the voting period, dated now).
 */
export const VisitMark = labelledEnum([
  ['VISITED', '已走访'],
  ['NOT_HOME', '不在家'],
  ['REFUSED', '拒绝'],
  ['BALLOT_LEFT', '已留票'],
] as const);
export type VisitMark = (typeof VisitMark.values)[number];

/** The delivery method a ballot left at the door is recorded under, and the record's remark. */
export const BALLOT_LEFT_DELIVERY = {
  method: 'POSTED',
  remark: '扫楼留票（无凭证文件，志愿者当面留置）',
} as const;

export const DOOR_TO_DOOR_MESSAGES = {
  notStarted: '表决尚未开始，不能登记走访',
  ended: '表决已结束，不能再登记走访',
  notRunning: '表决不在进行中，不能登记走访',
  alreadyVoted: '该户已投票，无需再走访',
  buildingNotInVoting: '该楼栋不在本次表决范围内',
} as const;

/**
 * Whether a visit may be marked in this state: only while the vote runs (a ballot left is a
 * delivery, and deliveries are dated within the voting period). Null when allowed, else the reason.
 */
export function visitMarkRefusal(state: VotingState): string | null {
  if (state === 'PROCESSING') return null;
  if (state === 'HAS_NOT_STARTED' || state === 'DRAFT') return DOOR_TO_DOOR_MESSAGES.notStarted;
  if (state === 'VOTING_HAS_ENDED' || state === 'ANNOUNCEMENT' || state.startsWith('FINISH'))
    return DOOR_TO_DOOR_MESSAGES.ended;
  return DOOR_TO_DOOR_MESSAGES.notRunning;
}

/** 138****0001 unless the viewer may see owners' numbers (a roster permission, as the roster shows them). */
export function doorToDoorMobile(mobile: string, full: boolean): string {
  if (full) return mobile;
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

const code = z.string().min(1).max(64);

/** GET /v1/voting/doorToDoorList and /doorToDoorExport (ours). buildingCode omitted: the first building. */
export const doorToDoorListInput = z.object({
  communityInfoCode: code,
  votingCode: code,
  buildingCode: code.optional(),
});

/** POST /v1/voting/doorToDoorPrint (ours): the paper ballots of the building's non-voters. */
export const doorToDoorPrintInput = z.object({
  communityInfoCode: code,
  votingCode: code,
  buildingCode: code,
});

/** POST /v1/voting/doorToDoorMark (ours). */
export const doorToDoorMarkInput = z.object({
  communityInfoCode: code,
  votingCode: code,
  houseCode: code,
  mark: z.enum(VisitMark.values),
  remark: z.string().trim().max(200).default(''),
});

export const visitMarkDto = z.object({
  mark: z.enum(VisitMark.values),
  markName: z.string(),
  markedBy: z.string(),
  markedAt: z.string(),
  remark: z.string(),
});

export const doorToDoorItemDto = z.object({
  voterKey: z.string(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  owners: z.array(z.object({ ownerName: z.string(), mobile: z.string() })),
  /** Delivery records of the vote for this voter (any method, incl. a ballot left). */
  delivered: z.boolean(),
  deliveryCount: z.number().int(),
  lastDeliveredAt: z.string().nullable(),
  /** The latest visit mark and how many visits were marked. */
  lastVisit: visitMarkDto.nullable(),
  visitCount: z.number().int(),
});
export type DoorToDoorItem = z.infer<typeof doorToDoorItemDto>;

export const doorToDoorListDto = z.object({
  votingCode: z.string(),
  rollFrozen: z.boolean(),
  /** Marks are accepted now (the vote runs); else why not. */
  markingOpen: z.boolean(),
  markingClosedReason: z.string().nullable(),
  /** Whether owners' mobiles are shown in full. */
  fullMobiles: z.boolean(),
  buildings: z.array(
    z.object({
      buildingCode: z.string(),
      buildingName: z.string(),
      voterCount: z.number().int(),
      nonVoterCount: z.number().int(),
    }),
  ),
  buildingCode: z.string().nullable(),
  items: z.array(doorToDoorItemDto),
});
export type DoorToDoorList = z.infer<typeof doorToDoorListDto>;
