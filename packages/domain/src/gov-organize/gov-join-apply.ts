import { z } from 'zod';
import { GovLevel } from '../account/account-enums';
import { mobileSchema, verificationCodeSchema } from '../account/login-rules';
import { formatMessage, MESSAGES } from '../common/messages';
import { requiredTextSchema, textLength } from '../common/text-rules';
import { formatFileSize } from '../file/file-size';
import { fileExtension } from '../file/file-types';
import { checkSourceName } from '../file/upload-type-rules';

/**
 * The public join form of a government office (政府单位入驻申请, govJoinRecord/submit of SPEC §7;
 * fields and rules are ours, docs/contracts/government.md): where the unit is, who applies, the
 * SMS check of the contact's phone and the official letter or work proof uploaded without a login.
 */

export const GOV_JOIN_APPLY_MESSAGES = {
  levelRequired: '请选择单位类型',
  communityRequired: '请填写社区名称',
  proofRequired: '请上传公函或工作证明',
  proofTooMany: '公函或工作证明最多上传{0}个文件',
  proofKind: '公函或工作证明只能上传图片或PDF文件',
  proofInvalid: '公函或工作证明无效或已被使用，请重新上传',
  proofUploadsExhausted: '该手机号上传的证明材料过多，请提交申请后再上传或明天再试',
  duplicatePending: '该单位已提交入驻申请，请勿重复提交',
  alreadyJoined: '该单位已入驻平台',
} as const;

/**
 * Anonymous proof uploads: images or PDF, at most 20 MB each and 5 per application. SPEC §9
 * allows a work proof 100 MB, but these bytes come from someone without an account (only a phone
 * that received a code): a scanned letter is a few MB, and the smaller limit bounds what one phone
 * can put on the platform's disk before an operator has looked at it.
 */
export const GOV_JOIN_PROOF_MAX_SIZE = 20_971_520;
export const GOV_JOIN_PROOF_MAX_COUNT = 5;
/** Uploads a phone may hold that no application uses yet (retries and replaced files included). */
export const GOV_JOIN_PROOF_UNUSED_MAX = 20;
/** Pictures a browser shows (no SVG: it can carry script) and PDF. */
export const GOV_JOIN_PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf'] as const;
export const GOV_JOIN_PROOF_ACCEPT = GOV_JOIN_PROOF_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type ProofCheck = { valid: true } | { valid: false; message: string };

/** The name, kind and size of one proof file, checked before a byte is sent. */
export function checkJoinProofFile(file: { sourceName: string; size: number }): ProofCheck {
  const name = checkSourceName(file.sourceName);
  if (!name.valid) return name;
  if (!(GOV_JOIN_PROOF_EXTENSIONS as readonly string[]).includes(fileExtension(file.sourceName)))
    return { valid: false, message: GOV_JOIN_APPLY_MESSAGES.proofKind };
  if (file.size <= 0) return { valid: false, message: '不能上传空文件' };
  if (file.size > GOV_JOIN_PROOF_MAX_SIZE)
    return {
      valid: false,
      message: formatMessage(MESSAGES.fileTooLarge, formatFileSize(GOV_JOIN_PROOF_MAX_SIZE)),
    };
  return { valid: true };
}

/** POST /v1/govJoinRecord/presignProof (public): the phone and its code vouch for the upload. */
export const govJoinProofPresignInput = z
  .object({
    mobile: mobileSchema,
    verificationCode: verificationCodeSchema,
    sourceName: z.string().trim().min(1).max(255),
    size: z.number().int().nonnegative(),
  })
  .superRefine((input, context) => {
    const check = checkJoinProofFile(input);
    if (!check.valid) context.addIssue({ code: 'custom', message: check.message, path: ['sourceName'] });
  });
export type GovJoinProofPresignInput = z.input<typeof govJoinProofPresignInput>;

/** Longest remark of a join application. */
const REMARK_MAX = 500;

/**
 * A place name as stored and compared: Unicode-folded (full-width letters and digits to plain
 * ones) and without spaces, so "南山 区" and "南山区" name the same district and the duplicate rule
 * and the database's one-pending-application-per-place index agree.
 */
export function canonicalPlaceName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, '');
}

const placeName = (label: string) => requiredTextSchema(label, 50).transform(canonicalPlaceName);

/**
 * POST /v1/govJoinRecord/submit (public, rate-limited). A 社区 names its community; a street's
 * community is dropped. `region` is not asked: it is the place joined, for the operators' search.
 */
export const govJoinFormFields = z.object({
  level: z.enum(GovLevel.values, { error: GOV_JOIN_APPLY_MESSAGES.levelRequired }),
  province: placeName('省份'),
  city: placeName('城市'),
  district: placeName('区县'),
  street: placeName('街道名称'),
  community: z.string().trim().max(50, '社区不能超过50个字符').default('').transform(canonicalPlaceName),
  organizeName: requiredTextSchema('单位名称', 100),
  contactName: requiredTextSchema('联系人', 30),
  position: requiredTextSchema('职务', 100),
  mobile: mobileSchema,
  verificationCode: verificationCodeSchema,
  proofAttachmentIds: z
    .array(z.string().min(1).max(64), { error: GOV_JOIN_APPLY_MESSAGES.proofRequired })
    .min(1, GOV_JOIN_APPLY_MESSAGES.proofRequired)
    .max(
      GOV_JOIN_PROOF_MAX_COUNT,
      formatMessage(GOV_JOIN_APPLY_MESSAGES.proofTooMany, GOV_JOIN_PROOF_MAX_COUNT),
    ),
  remark: z
    .string()
    .trim()
    .max(10_000)
    .refine((value) => textLength(value) <= REMARK_MAX, `备注不能超过${REMARK_MAX}个字符`)
    .default(''),
});

/** The form's fields, each checked by its own schema (govJoinFormFields.shape) in the page. */
export const govJoinRecordSubmitInput = govJoinFormFields
  .superRefine((input, context) => {
    if (input.level === 'COMMUNITY' && !input.community)
      context.addIssue({
        code: 'custom',
        message: GOV_JOIN_APPLY_MESSAGES.communityRequired,
        path: ['community'],
      });
  })
  .transform((input) => {
    const community = input.level === 'COMMUNITY' ? input.community : '';
    return {
      ...input,
      community,
      proofAttachmentIds: [...new Set(input.proofAttachmentIds)],
      region: [input.province, input.city, input.district, input.street, community].filter(Boolean).join(''),
    };
  });
export type GovJoinRecordSubmitInput = z.input<typeof govJoinRecordSubmitInput>;
export type GovJoinRecordSubmission = z.output<typeof govJoinRecordSubmitInput>;

/** An earlier application for the same unit: its state, and whether the unit its approval opened still exists. */
export type EarlierJoin = { state: 'PENDING' | 'APPROVED' | 'REFUSED'; unitExists: boolean };

/**
 * Why a new application for a unit is refused, or null: one still waiting (PENDING) or one that
 * opened a unit that still exists (APPROVED) stands; a refused one, or an approved one whose unit
 * was removed since, does not — the office may apply again.
 */
export function duplicateJoinRefusal(earlier: readonly EarlierJoin[]): string | null {
  if (earlier.some((join) => join.state === 'APPROVED' && join.unitExists))
    return GOV_JOIN_APPLY_MESSAGES.alreadyJoined;
  if (earlier.some((join) => join.state === 'PENDING')) return GOV_JOIN_APPLY_MESSAGES.duplicatePending;
  return null;
}
