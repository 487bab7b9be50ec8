import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * The national resident-ID patterns (GB 11643): 15 digits (first generation, YYMMDD birth date,
 * all digits) or 18 characters (region, YYYYMMDD birth date, sequence, check character that is a
 * digit or X). The region code never starts with 0.
 */
export const ID_CARD_15_PATTERN = /^[1-9]\d{5}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}$/;
export const ID_CARD_18_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;

const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/**
 * Trims and upper-cases an ID number: people type the check character as a lower-case x, and the
 * stored value must be one spelling so uniqueness checks ("already bound to another user") work.
 */
export function normalizeIdCardNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of an 18-digit ID (ISO 7064 MOD 11-2): the first 17 digits weighted by
 * 2^(17-i) mod 11, summed mod 11, mapped through "10X98765432".
 * @throws RangeError unless given exactly 17 digits.
 */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) {
    throw new RangeError('An ID check character needs exactly 17 digits');
  }
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    sum += Number(first17[i]) * (CHECK_WEIGHTS[i] ?? 0);
  }
  return CHECK_CHARS[sum % 11] ?? '';
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether a value is a plausible mainland resident ID number (SPEC §5): the 15- or 18-character
 * national pattern after {@link normalizeIdCardNumber}, a birth date that exists on the calendar
 * (the pattern alone admits 0230), and for 18 characters a matching check character, which catches
 * nearly every single typo or swapped pair before the real-name verification call is spent.
 * 15-digit numbers carry no check character; their two-digit year is read as 19YY.
 */
export function isValidIdCardNumber(value: string): boolean {
  const id = normalizeIdCardNumber(value);
  if (ID_CARD_15_PATTERN.test(id)) {
    return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  if (!ID_CARD_18_PATTERN.test(id)) {
    return false;
  }
  if (!isRealDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)))) {
    return false;
  }
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}

/** A resident ID number field: normalised, then checked; message 请输入正确的身份证号. */
export const idCardNumberSchema = z
  .string({ error: MESSAGES.idCardInvalid })
  .transform(normalizeIdCardNumber)
  .refine(isValidIdCardNumber, MESSAGES.idCardInvalid);
