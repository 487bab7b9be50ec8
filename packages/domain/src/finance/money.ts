/**
 * Money is kept in fen (分, 1/100 yuan) as safe integers everywhere — the database, the API and the
 * totals rule — so sums are exact. Yuan text appears only at the edges (forms and display).
 */

/** The largest amount one line or total may carry: 100 billion yuan, far inside safe integers. */
export const MAX_FEN = 10_000_000_000_000;

/** Whether a value is an amount in fen: a non-negative safe integer up to {@link MAX_FEN}. */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_FEN;
}

/**
 * Fen as yuan with thousands separators and two decimals: 123456 → '1,234.56', -5 → '-0.05'.
 * Works on integers only, so no binary floating-point rounding can creep in.
 */
export function formatFen(fen: number, options: { grouping?: boolean } = {}): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const negative = fen < 0;
  const digits = Math.abs(fen).toString().padStart(3, '0');
  let whole = digits.slice(0, -2);
  if (options.grouping !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

/** Formats with the yuan sign: ¥1,234.56. */
export function formatYuan(fen: number): string {
  const text = formatFen(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

const YUAN_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Parses yuan as a person types it ('1234', '1,234.5', '0.05') into fen; null when it is not a
 * non-negative amount with at most two decimals. String arithmetic only: '0.29' is 29, not 28.
 */
export function yuanToFen(text: string | number): number | null {
  const raw = (typeof text === 'number' ? text.toFixed(2) : text).trim().replace(/,/g, '');
  const match = YUAN_TEXT.exec(raw);
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}
