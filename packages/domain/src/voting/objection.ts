import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';

/**
 * The objection period (异议期, issue #22 item 4; docs/contracts/voting.md "Objection period").
 *
 * Publishing a result opens a publicity period of N days (community setting, copied into the vote at
 * its publication; default 7). Until it is over the result is preliminary (初步结果): owners in the
 * vote's scope may object, the committee answers each objection (accepted: a correction entry; or
 * rejected with reasons). Once the period has ended and no objection is open the result is final
 * (最终结果). Everything here is derived from stored instants, so a restart loses nothing.
 */

export const DEFAULT_OBJECTION_DAYS = 7;
/** The longest period a community may set (two months: long enough for any rules of procedure). */
export const OBJECTION_DAYS_LIMIT = 60;
const DAY_MS = 24 * 3600 * 1000;

export const objectionDaysSchema = z
  .number()
  .int('异议期天数须为整数')
  .min(1, '异议期至少为1天')
  .max(OBJECTION_DAYS_LIMIT, `异议期不能超过${OBJECTION_DAYS_LIMIT}天`);

export const ResultStatus = labelledEnum([
  ['PRELIMINARY', '初步结果'],
  ['FINAL', '最终结果'],
] as const);
export type ResultStatus = (typeof ResultStatus.values)[number];

export const ObjectionState = labelledEnum([
  ['OPEN', '待答复'],
  ['ACCEPTED', '已受理（更正）'],
  ['REJECTED', '已驳回'],
] as const);
export type ObjectionState = (typeof ObjectionState.values)[number];

/** The committee's answer: accept (a correction) or reject (with reasons). */
export const ObjectionDecision = labelledEnum([
  ['ACCEPTED', '受理（更正）'],
  ['REJECTED', '驳回'],
] as const);
export type ObjectionDecision = (typeof ObjectionDecision.values)[number];

/** The chain entry types of the period (payloads: objectionId, voterRef, digests; see the contract). */
export const OBJECTION_CHAIN_TYPES = {
  raised: 'OBJECTION_RAISED',
  answered: 'OBJECTION_ANSWERED',
  final: 'RESULT_FINAL',
} as const;

/** An owner may have this many objections waiting for an answer in one vote (no flooding the committee). */
export const MAX_OPEN_OBJECTIONS_PER_OWNER = 3;

export const OBJECTION_MESSAGES = {
  notPublished: '表决结果尚未公示，不能提出异议',
  notAnnounced: '表决结果未向业主公示，不能提出异议',
  periodNotOpen: '异议期已结束，不能再提出异议',
  noPeriod: '该表决结果公示时没有异议期',
  notInScope: '您在本次表决范围内没有房屋，不能提出异议',
  tooManyOpen: `您已有${MAX_OPEN_OBJECTIONS_PER_OWNER}条异议等待答复，请等待委员会答复后再提出`,
  objectionNotFound: '异议不存在',
  alreadyAnswered: '该异议已答复，不能重复答复',
  attachmentInvalid: '异议附件须为您已上传完成的文件',
  reasonRequired: '请填写异议理由',
  answerRequired: '请填写答复理由',
} as const;

/** The end of the period of a result published at `publishedAt` with `days` days. */
export function objectionPeriodEnd(publishedAt: Date, days: number): Date {
  return new Date(publishedAt.getTime() + days * DAY_MS);
}

export type ObjectionPeriod = {
  publishedAt: Date;
  /** Null for a result published before objection periods existed: final at once, no period. */
  endsAt: Date | null;
  finalAt: Date | null;
};

/** Whether owners may object now: from publication until the end of the period, while not final. */
export function objectionPeriodOpen(period: ObjectionPeriod, now: Date): boolean {
  if (period.endsAt === null || period.finalAt !== null) return false;
  const t = now.getTime();
  return t >= period.publishedAt.getTime() && t < period.endsAt.getTime();
}

/** Whether the result becomes final now: the period is over and no objection waits for an answer. */
export function mayBecomeFinal(period: ObjectionPeriod, openObjections: number, now: Date): boolean {
  if (period.endsAt === null || period.finalAt !== null) return false;
  return now.getTime() >= period.endsAt.getTime() && openObjections === 0;
}

/** Preliminary until the final entry is recorded; a result without a period is final. */
export function resultStatusOf(period: Pick<ObjectionPeriod, 'endsAt' | 'finalAt'>): ResultStatus {
  return period.endsAt === null || period.finalAt !== null ? 'FINAL' : 'PRELIMINARY';
}

/** Why an owner may not object now (null: they may). */
export function objectionRefusal(
  period: ObjectionPeriod,
  now: Date,
  input: { announced: boolean; inScope: boolean; openOfOwner: number },
): string | null {
  if (!input.announced) return OBJECTION_MESSAGES.notAnnounced;
  if (!input.inScope) return OBJECTION_MESSAGES.notInScope;
  if (period.endsAt === null) return OBJECTION_MESSAGES.noPeriod;
  if (!objectionPeriodOpen(period, now)) return OBJECTION_MESSAGES.periodNotOpen;
  if (input.openOfOwner >= MAX_OPEN_OBJECTIONS_PER_OWNER) return OBJECTION_MESSAGES.tooManyOpen;
  return null;
}

/** The state an objection moves to on an answer; null when it has been answered already. */
export function answeredState(current: ObjectionState, decision: ObjectionDecision): ObjectionState | null {
  return current === 'OPEN' ? decision : null;
}
