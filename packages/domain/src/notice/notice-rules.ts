import { FinanceAccountType } from '../finance/finance-enums';

/** Rich-text content of a notice is at most this many characters of HTML (ours). */
export const NOTICE_CONTENT_MAX = 50_000;
/** Material attachments per notice: the default upload limit of SPEC §9. */
export const NOTICE_MATERIAL_MAX = 9;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})(?: 00:00(?::00(?:\.000)?)?)?$/;

/**
 * The publicity date as the API takes it: a calendar date sent at midnight (SPEC §7), i.e.
 * 'YYYY-MM-DD' or 'YYYY-MM-DD 00:00:00'. Returns 'YYYY-MM-DD', or null for anything else (a time
 * other than midnight, an impossible date such as 2026-02-30).
 */
export function parsePublicityDate(value: string): string | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** What the web sends for a chosen day: the date at midnight. */
export function publicityDateAtMidnight(date: string): string {
  return `${date} 00:00:00`;
}

export type SupplementFinance = { financeAccountType: FinanceAccountType; otherTypeName: string | null };

/** The label of a notice's finance supplement: the account type, or the name given for OTHER. */
export function supplementFinanceLabel(supplement: SupplementFinance | null): string | null {
  if (!supplement) return null;
  if (supplement.financeAccountType === 'OTHER' && supplement.otherTypeName) return supplement.otherTypeName;
  return FinanceAccountType.label(supplement.financeAccountType);
}

/**
 * The share of owners a notice reached, as an exact fraction for display with formatRatioAsRate;
 * a community without owners has reached nobody (0).
 */
export function readShare(readCount: number, ownerCount: number): number {
  return ownerCount > 0 ? Math.min(readCount, ownerCount) / ownerCount : 0;
}
