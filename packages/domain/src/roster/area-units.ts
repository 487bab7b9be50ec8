/**
 * Area units without zod (the owner H5 entry formats areas without loading the schemas; area.ts
 * re-exports these beside them).
 *
 * Areas travel and are stored as integers in 0.01 m² (DESIGN §5), so sums and ratios stay exact.
 * A house area must be positive and at most 100,000 m² (anything larger is a typo in a roster).
 */
export const AREA_MIN_UNITS = 1;
export const AREA_MAX_UNITS = 10_000_000;
export const AREA_BOUNDS_MESSAGE = '面积须大于0且不超过100000㎡';
export const AREA_FORMAT_MESSAGE = '面积须为数字，最多两位小数';

const AREA_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Whether an integer of 0.01 m² units lies within the bounds (0 < area ≤ 100,000 m²). */
export function isAreaInBounds(units: number): boolean {
  return Number.isSafeInteger(units) && units >= AREA_MIN_UNITS && units <= AREA_MAX_UNITS;
}

export type AreaParse = { ok: true; units: number } | { ok: false; message: string };

/**
 * Parses an area in m² as people write it in a spreadsheet ('89.5', 89.5, '1,234.56', '89.50㎡')
 * into 0.01 m² units, exactly (decimal text, never float multiplication), and checks the bounds.
 * Numbers are read through their shortest decimal spelling, so 89.55 stays 8955.
 */
export function parseAreaText(value: string | number): AreaParse {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value)
    .trim()
    .replace(/,/g, '')
    .replace(/(㎡|m²|m2|平方米|平米)$/i, '')
    .trim();
  const match = AREA_TEXT.exec(text);
  if (!match) return { ok: false, message: AREA_FORMAT_MESSAGE };
  const [, whole = '0', fraction = ''] = match;
  if (whole.length > 9) return { ok: false, message: AREA_BOUNDS_MESSAGE };
  const units = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!isAreaInBounds(units)) return { ok: false, message: AREA_BOUNDS_MESSAGE };
  return { ok: true, units };
}

/** 0.01 m² units as m² text with two decimals: 8950 → '89.50', 1234567 → '12345.67'. */
export function formatArea(units: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(units))).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
