import { z } from 'zod';
import { GovAuthState } from '../account/account-enums';
import { PLATFORM_OPERATOR_REQUIRED } from '../account/platform-operator';
import { isValidIdCardNumber, normalizeIdCardNumber } from '../common/id-card';
import { labelledEnum } from '../common/labelled-enum';
import { MESSAGES } from '../common/messages';
import { pagingFields } from '../common/paging';
import { YesNo } from '../common/yes-no';
import { govCertificationInput } from './gov-settings-rules';

/**
 * Review state of one government certification application (ours; the same values as the owner
 * certification review of SPEC §4). Submitting sets hasGovAuth REVIEWING; APPROVE sets YES,
 * REJECTED sets REJECTED.
 */
export const GovCertificationReviewState = labelledEnum([
  ['REVIEWING', '审核中'],
  ['APPROVE', '已通过'],
  ['REJECTED', '已驳回'],
] as const);
export type GovCertificationReviewState = (typeof GovCertificationReviewState.values)[number];

/** Messages of the government certification and settings calls that the spec does not word (ours). */
export const GOV_SETTINGS_MESSAGES = {
  notGovStaff: '当前账号不是政府工作人员',
  alreadyReviewing: '您的认证申请正在审核中，请耐心等待',
  alreadyCertified: '您已完成政府认证',
  realNameFixed: '您已完成实名认证，姓名和身份证号不可修改',
  proofMissing: '工作证明文件不存在，请重新上传',
  notOperator: PLATFORM_OPERATOR_REQUIRED,
  applicationNotFound: '认证申请不存在',
  alreadyReviewed: '该申请已审核',
  rejectReasonRequired: '请填写驳回原因',
  unitNotFound: '机构不存在或不属于您',
} as const;

/** GET /v1/govAuth/info (ours): the caller's state and what the certification modal shows. */
export const govAuthInfoDto = z.object({
  hasGovAuth: z.enum(GovAuthState.values),
  /** Whether name and ID are already real-name verified (then they cannot be edited). */
  realNameVerified: z.enum(YesNo.values),
  ownerName: z.string().nullable(),
  /** Masked when verified; the modal shows it read-only. */
  cardNo: z.string().nullable(),
  position: z.string().nullable(),
  /** Read-only office address: the basic settings' address, else street + community names. */
  communityAddress: z.string(),
  streetName: z.string(),
  govCommunityName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  gmtApply: z.string().nullable(),
});
export type GovAuthInfoDto = z.infer<typeof govAuthInfoDto>;

/** POST /v1/govAuth/review (ours): an operator's decision. */
export const govAuthReviewInput = z
  .object({
    applicationId: z.string().min(1).max(64),
    state: z.enum(['APPROVE', 'REJECTED']),
    rejectReason: z.string().trim().max(100, '驳回原因不能超过100个字符').optional(),
  })
  .refine((value) => value.state !== 'REJECTED' || (value.rejectReason ?? '').length > 0, {
    message: GOV_SETTINGS_MESSAGES.rejectReasonRequired,
    path: ['rejectReason'],
  });
export type GovAuthReviewInput = z.infer<typeof govAuthReviewInput>;

/** GET /v1/govAuth/review/list (ours) query. */
export const govAuthReviewListInput = z.object({
  state: z.enum(GovCertificationReviewState.values).optional(),
  ...pagingFields(100),
});

/** One application as the operator sees it. */
export const govAuthApplicationDto = z.object({
  applicationId: z.string(),
  mobile: z.string(),
  fillOwnerName: z.string(),
  /** Masked (SPEC §5). */
  fillCardNo: z.string(),
  position: z.string(),
  level: z.enum(['STREET', 'COMMUNITY']),
  streetName: z.string(),
  govCommunityName: z.string().nullable(),
  state: z.enum(GovCertificationReviewState.values),
  rejectReason: z.string().nullable(),
  gmtCreate: z.string(),
  gmtReview: z.string().nullable(),
  proveFiles: z.array(
    z.object({
      attachmentId: z.string(),
      sourceName: z.string(),
      contentType: z.string(),
      size: z.number(),
    }),
  ),
});
export type GovAuthApplicationDto = z.infer<typeof govAuthApplicationDto>;

/** GET /v1/govBasicSettings/info (ours) query: whose settings (SPEC §7: govCommunityCode, streetCode). */
export const basicSettingsQuery = z.object({
  govCommunityCode: z.string().min(1).max(64).optional(),
  streetCode: z.string().min(1).max(64),
});

export const basicSettingsDto = z.object({
  address: z.string(),
  serviceDate: z.string(),
  contactWay: z.string(),
  isOpenYellowPage: z.enum(YesNo.values),
});
export type BasicSettingsDto = z.infer<typeof basicSettingsDto>;

/** Whether the caller may open the basic settings (SPEC §4: only when hasGovAuth is YES). */
export function mayOpenBasicSettings(state: GovAuthState): boolean {
  return state === 'YES';
}

/** An ID number as the server shows it masked (SPEC §5 masking): digits, X and at least one '*'. */
export function isMaskedIdNumber(value: string): boolean {
  return /^[0-9Xx*]{15,18}$/.test(value) && value.includes('*');
}

/**
 * POST /v1/govAuth/submit body: the SPEC §5 application, except that a real-name verified user,
 * whose name and ID cannot be edited, may send back the masked ID the modal shows.
 */
export const govCertificationSubmitInput = govCertificationInput.extend({
  fillCardNo: z
    .string({ error: MESSAGES.idCardInvalid })
    .transform((value) => (isMaskedIdNumber(value) ? value : normalizeIdCardNumber(value)))
    .refine((value) => isMaskedIdNumber(value) || isValidIdCardNumber(value), MESSAGES.idCardInvalid),
});
