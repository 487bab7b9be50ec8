import { z } from 'zod';
import { MESSAGES } from '../common/messages';
import { AdminOwnerType } from './account-enums';
import { MOBILE_PATTERN, VERIFICATION_CODE_LENGTH } from './login-checks';

export * from './login-checks';

export const mobileSchema = z
  .string({ error: MESSAGES.mobileInvalid })
  .regex(MOBILE_PATTERN, MESSAGES.mobileInvalid);
export const verificationCodeSchema = z
  .string({ error: MESSAGES.codeInvalid })
  .length(VERIFICATION_CODE_LENGTH, MESSAGES.codeInvalid);
export const adminOwnerTypeSchema = z.enum(AdminOwnerType.values).default('COMMUNITY');

export const sendMobileCodeInput = z.object({
  mobile: mobileSchema,
  verifyCodeImage: z.string().max(16).optional(),
});

export const generateVerifyCodeImageInput = z.object({ mobile: mobileSchema });

export const mobileLoginInput = z.object({
  mobile: mobileSchema,
  verificationCode: verificationCodeSchema,
  isWxAPP: z.boolean().default(false),
  adminOwnerType: adminOwnerTypeSchema,
});
