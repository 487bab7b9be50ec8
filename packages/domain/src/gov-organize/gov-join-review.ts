import { z } from 'zod';
import { GovLevel } from '../account/account-enums';
import { PLATFORM_OPERATOR_REQUIRED } from '../account/platform-operator';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';

/**
 * The review of government organisations' applications to join the platform (govJoinRecord/submit
 * of SPEC §7). The spec shows the submission only; listing and deciding are ours
 * (docs/contracts/government.md): platform operators — the people who open the platform to a new
 * street or 社区 — decide, since an applicant is not yet in anyone's jurisdiction.
 */

export const GovJoinRecordState = labelledEnum([
  ['PENDING', '待审核'],
  ['APPROVED', '已通过'],
  ['REFUSED', '已拒绝'],
] as const);
export type GovJoinRecordState = (typeof GovJoinRecordState.values)[number];

/** The decisions an operator takes; each moves a PENDING application to its final state. */
export const GovJoinDecision = labelledEnum([
  ['APPROVE', '通过'],
  ['REFUSE', '拒绝'],
] as const);
export type GovJoinDecision = (typeof GovJoinDecision.values)[number];

export const GOV_JOIN_REVIEW_MESSAGES = {
  notOperator: PLATFORM_OPERATOR_REQUIRED,
  notFound: '入驻申请不存在',
  alreadyReviewed: '该入驻申请已处理，不能重复审核',
  refuseReasonRequired: '请填写拒绝原因',
  parentStreetRequired: '请选择该社区所属的街道',
  parentStreetUnknown: '所选街道不存在',
  mobileIsGovStaff: '该联系人手机号已是政府人员账号，请核对后再审核',
  proofNotFound: '证明材料不存在',
} as const;

/** Longest review remark (the refusal reason shown to the platform's staff). */
export const GOV_JOIN_REMARK_MAX = 200;

/**
 * The state an application moves to on `decision`, or null when it may not be decided: only a
 * PENDING application is reviewed, once — a decided one is final (the applicant was told).
 */
export function nextJoinRecordState(
  state: GovJoinRecordState,
  decision: GovJoinDecision,
): GovJoinRecordState | null {
  if (state !== 'PENDING') return null;
  return decision === 'APPROVE' ? 'APPROVED' : 'REFUSED';
}

/** GET /v1/govJoinRecord/list (ours, operators). */
export const govJoinRecordListInput = z.object({
  state: z.enum(GovJoinRecordState.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  ...pagingFields(100),
});

/** POST /v1/govJoinRecord/review (ours, operators): a refusal needs its reason. */
export const govJoinRecordReviewInput = z
  .object({
    joinRecordId: z.string().min(1).max(64),
    decision: z.enum(GovJoinDecision.values, { error: '请选择审核结果' }),
    reviewRemark: z
      .string()
      .trim()
      .max(GOV_JOIN_REMARK_MAX, `审核意见不能超过${GOV_JOIN_REMARK_MAX}个字符`)
      .default(''),
    /**
     * Approving a 社区's application: the street it belongs to (a street code of govUnit/list).
     * Approval opens the unit and the contact's government account (docs/contracts/government.md).
     */
    parentStreetCode: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((input) => input.decision !== 'REFUSE' || input.reviewRemark.length > 0, {
    message: GOV_JOIN_REVIEW_MESSAGES.refuseReasonRequired,
    path: ['reviewRemark'],
  });
export type GovJoinRecordReviewInput = z.input<typeof govJoinRecordReviewInput>;

/** A proof file of an application (its attachment's private id, name, type and size). */
export const govJoinProofDto = z.object({
  attachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type GovJoinProofDto = z.infer<typeof govJoinProofDto>;

/** GET /v1/govJoinRecord/proofDownload (ours, operators): one proof of one application. */
export const govJoinProofDownloadInput = z.object({
  joinRecordId: z.string().min(1).max(64),
  attachmentId: z.string().min(1).max(128),
  token: z.string().max(512).optional(),
});

/** One application as an operator sees it. */
export const govJoinRecordItemDto = z.object({
  joinRecordId: z.string(),
  organizeName: z.string(),
  level: z.enum(GovLevel.values),
  region: z.string(),
  /** The place of the join form; '' on applications made before the form asked for it. */
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  community: z.string(),
  contactName: z.string(),
  position: z.string(),
  mobile: z.string(),
  remark: z.string(),
  /** The official letter or work proof, readable by operators only (govJoinRecord/proofDownload). */
  proofs: z.array(govJoinProofDto),
  state: z.enum(GovJoinRecordState.values),
  reviewRemark: z.string(),
  reviewerName: z.string().nullable(),
  gmtCreate: z.string(),
  gmtReview: z.string().nullable(),
  /** The unit an approval opened (its code and name), null before approval. */
  unitCode: z.string().nullable(),
  unitName: z.string().nullable(),
});
export type GovJoinRecordItemDto = z.infer<typeof govJoinRecordItemDto>;

/** GET /v1/govUnit/list (ours): the streets and their 社区 a government user may choose from. */
export const govUnitOptionDto = z.object({
  streetCode: z.string(),
  streetName: z.string(),
  communities: z.array(z.object({ govCommunityCode: z.string(), govCommunityName: z.string() })),
});
export type GovUnitOptionDto = z.infer<typeof govUnitOptionDto>;
