/**
 * The login limits and field checks of SPEC §5 without zod, so the light H5 pages can use them
 * (login-rules.ts re-exports them beside the request schemas).
 */

/** Mainland mobile numbers: 11 digits, starting 1, second digit 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const VERIFICATION_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
/** After this many sends within an hour, the next send needs a picture captcha (answer 405). */
export const SMS_CAPTCHA_AFTER = 3;
export const QR_LOGIN_TTL_SECONDS = 120;
export const QR_POLL_INTERVAL_MS = 2000;
export const SESSION_TTL_DAYS = 7;

/** Whether a value is a mainland mobile number (SPEC §5). */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** Whether a verification code has the required 6 characters (SPEC §5). */
export function isValidVerificationCode(value: string): boolean {
  return value.length === VERIFICATION_CODE_LENGTH;
}
