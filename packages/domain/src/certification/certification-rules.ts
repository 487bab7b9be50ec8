import { z } from 'zod';
import { idCardNumberSchema, isValidIdCardNumber, normalizeIdCardNumber } from '../common/id-card';
import { MESSAGES } from '../common/messages';
import { requiredTextSchema } from '../common/text-rules';
import {
  CertificationType,
  IdCardType,
  type OwnerCertificationReviewState,
  type OwnerCertificationStatus,
} from './certification-enums';

/** Passports, permits and other documents: letters, digits, brackets and dashes, 5–30 characters. */
const OTHER_DOCUMENT = /^[A-Z0-9()（）-]{5,30}$/;

/**
 * Whether an ID number is plausible for its type: resident ID cards by format, birth date and
 * check digit (SPEC §5); other documents by a loose pattern (their formats vary by issuer).
 */
export function isValidDocumentNumber(cardType: IdCardType, cardNo: string): boolean {
  const value = normalizeIdCardNumber(cardNo);
  if (cardType === 'RESIDENT_ID_CARD') return isValidIdCardNumber(value);
  return OTHER_DOCUMENT.test(value);
}

export const cardTypeSchema = z.enum(IdCardType.values, { error: '请选择证件类型' });

/** Mainland mobile numbers (SPEC §5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const mobileSchema = z
  .string({ error: MESSAGES.mobileInvalid })
  .trim()
  .regex(MOBILE_PATTERN, MESSAGES.mobileInvalid);

const proveFileIds = z.array(z.string().min(1).max(64)).max(9, '最多只能上传9个文件');

/** Body of POST /v1/owner/certification/submit (owner H5). */
export const certificationSubmitInput = z
  .object({
    communityInfoCode: z.string().min(1).max(64),
    houseCode: z.string().min(1).max(64),
    certificationType: z.enum(CertificationType.values).default('OWNER'),
    ownerName: requiredTextSchema('姓名', 50),
    cardType: cardTypeSchema.default('RESIDENT_ID_CARD'),
    cardNo: z.string({ error: MESSAGES.idCardInvalid }).transform(normalizeIdCardNumber),
    proveFileIds: proveFileIds.min(1, '请上传证明文件'),
    isAgent: z.enum(['YES', 'NO']).default('NO'),
    agentName: z.string().trim().max(50).optional(),
    agentMobile: z.string().trim().optional(),
    agentCardType: cardTypeSchema.optional(),
    agentCardNo: z.string().transform(normalizeIdCardNumber).optional(),
    agentProveFileIds: proveFileIds.optional(),
  })
  .superRefine((value, ctx) => {
    if (!isValidDocumentNumber(value.cardType, value.cardNo)) {
      ctx.addIssue({ code: 'custom', path: ['cardNo'], message: MESSAGES.idCardInvalid });
    }
    if (value.isAgent !== 'YES') return;
    if (!value.agentName) ctx.addIssue({ code: 'custom', path: ['agentName'], message: '请填写代理人姓名' });
    if (!value.agentMobile || !MOBILE_PATTERN.test(value.agentMobile)) {
      ctx.addIssue({ code: 'custom', path: ['agentMobile'], message: MESSAGES.mobileInvalid });
    }
    const agentType = value.agentCardType ?? 'RESIDENT_ID_CARD';
    if (!value.agentCardNo || !isValidDocumentNumber(agentType, value.agentCardNo)) {
      ctx.addIssue({ code: 'custom', path: ['agentCardNo'], message: '请输入正确的代理人证件号码' });
    }
    if (!value.agentProveFileIds || value.agentProveFileIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['agentProveFileIds'], message: '请上传委托书等代理证明文件' });
    }
  });
export type CertificationSubmitInput = z.infer<typeof certificationSubmitInput>;

/** Body of POST /v1/owner/certification/review. */
export const certificationReviewInput = z
  .object({
    communityInfoCode: z.string().min(1).max(64),
    certificationId: z.string().min(1).max(64),
    state: z.enum(['APPROVE', 'REJECTED']),
    rejectReason: z.string().trim().max(100, '驳回原因不能超过100个字符').optional(),
  })
  .refine((value) => value.state !== 'REJECTED' || Boolean(value.rejectReason), {
    path: ['rejectReason'],
    message: '请填写驳回原因',
  });

/** The real-name payload (SPEC §3): resident ID cards only. */
export const realNameInput = z.object({
  name: requiredTextSchema('姓名', 50),
  cardNo: idCardNumberSchema,
  cardType: z.literal('RESIDENT_ID_CARD').default('RESIDENT_ID_CARD'),
});

/**
 * An owner's certification status (SPEC §4) from their applications, newest first: YES once any
 * was approved; else REVIEWING while one waits; else REJECTED when the latest was rejected; else NO.
 */
export function ownerCertificationStatus(
  statesNewestFirst: readonly OwnerCertificationReviewState[],
): OwnerCertificationStatus {
  if (statesNewestFirst.includes('APPROVE')) return 'YES';
  if (statesNewestFirst.includes('REVIEWING')) return 'REVIEWING';
  if (statesNewestFirst[0] === 'REJECTED') return 'REJECTED';
  return 'NO';
}
