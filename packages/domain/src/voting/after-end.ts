import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';

/**
 * What may still touch a vote's tally once it has ended (issue #22 item 2), and how it is kept:
 * every such change is a correction with a reason, an actor and a chain entry, listed wherever the
 * result is published, so nothing after the end changes a result unseen.
 */
export const CorrectionKind = labelledEnum([
  /** A paper ballot typed in after the end, inside the paper window (received before the end). */
  ['LATE_PAPER', '表决结束后录入纸质表决票'],
  /** An owner's objection the committee accepted during the objection period (objection.ts). */
  ['OBJECTION_ACCEPTED', '受理业主异议'],
] as const);
export type CorrectionKind = (typeof CorrectionKind.values)[number];

/** The chain entry type of a correction (its payload: kind, reason, entryId, voterRef, by). */
export const CORRECTION_CHAIN_TYPE = 'CORRECTION';

export const AFTER_END_MESSAGES = {
  correctionReasonRequired:
    '表决已结束：结束后录入的纸质表决票须填写更正原因（例如“结束前已收回，结束后录入”）',
  deliveryAfterEnd: '表决已结束，不能再登记送达',
  deliveryOutsidePeriod: '送达时间须在投票期间内，且不晚于当前时间',
  deliveryProofRequired: '请上传送达凭证；没有凭证文件的送达方式须勾选“无凭证文件”并在备注中说明',
  deliveryProofInvalid: '送达凭证须为本小区已上传完成的文件',
} as const;

export const correctionReasonSchema = z.string().trim().max(200, '更正原因不能超过200字');

/** Whether `now` is at or after the vote's end (a vote without an end has not ended). */
export function hasEnded(endDate: Date | null, now: Date): boolean {
  return endDate !== null && now.getTime() >= endDate.getTime();
}

/** A delivery must be dated within the voting period and not in the future. */
export function deliveryDateAllowed(
  deliveredAt: Date,
  period: { startDate: Date | null; endDate: Date | null },
  now: Date,
): boolean {
  const t = deliveredAt.getTime();
  if (period.startDate && t < period.startDate.getTime()) return false;
  if (period.endDate && t > period.endDate.getTime()) return false;
  return t <= now.getTime();
}

/** One correction as the published result lists it. */
export const correctionDto = z.object({
  seq: z.number().int(),
  kind: z.enum(CorrectionKind.values),
  kindName: z.string(),
  reason: z.string(),
  /** The paper entry it concerns. */
  entryId: z.string().nullable(),
  /** Pseudonymous references of the voter and the staff member (as in the chain). */
  voterRef: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type CorrectionDto = z.infer<typeof correctionDto>;
