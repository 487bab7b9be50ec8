/**
 * Percentages for display (SPEC §9). Everything here works on integers (BigInt) so that 1/3 shows as
 * 33.33 and 0.125 as 12.5 regardless of binary floating-point drift; DESIGN §5 keeps percentages for
 * display only, so the results are strings or values derived from exact integers.
 */

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
}

/** Rounds `numerator / denominator` half away from zero; the denominator must be positive. */
function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/** Writes an integer count of 10^-decimals units as a decimal, e.g. (3333n, 2) → '33.33'. */
function formatScaled(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * `value × 10^places` rounded half away from zero, computed on the shortest decimal spelling of the
 * number (what `String(value)` prints), so 0.12345 × 1000 is exactly 123.45 and rounds to 123
 * rather than whatever the binary product happens to be.
 */
function shiftAndRound(value: number, places: number): bigint {
  const match = DECIMAL.exec(String(value));
  if (!Number.isFinite(value) || !match) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const mantissa = BigInt(`${sign}${whole}${fraction}`);
  const shift = Number(exponent) - fraction.length + places;
  return shift >= 0 ? mantissa * 10n ** BigInt(shift) : roundedQuotient(mantissa, 10n ** BigInt(-shift));
}

/**
 * A rate given as a fraction (e.g. a building's infoCompletion or certificationRate) shown as a
 * percentage with one decimal: 0.12345 → '12.3%', 1 → '100.0%', 0 → '0.0%'. Always one decimal so
 * columns of rates line up.
 * @throws RangeError for NaN or infinities.
 */
export function formatRate(rate: number): string {
  return `${formatScaled(shiftAndRound(rate, 3), 1)}%`;
}

/**
 * `part / whole` as a percentage with one decimal, exactly: (1, 3) → '33.3%', (2, 3) → '66.7%'.
 * A whole of 0 shows '0.0%' (nothing to certify is not a division error).
 */
export function formatRatioAsRate(part: number, whole: number): string {
  assertCount(part, 'part');
  assertCount(whole, 'whole');
  if (whole === 0) {
    return '0.0%';
  }
  return `${formatScaled(roundedQuotient(BigInt(part) * 1000n, BigInt(whole)), 1)}%`;
}

/**
 * An option's share of the participants in hundredths of a percent, rounded half up:
 * num / joinNum × 100 with two decimals, so (1, 3) → 3333 and (2, 3) → 6667. joinNum 0 → 0.
 * @throws RangeError unless both are non-negative safe integers.
 */
export function optionPercentageHundredths(num: number, joinNum: number): number {
  assertCount(num, 'num');
  assertCount(joinNum, 'joinNum');
  if (joinNum === 0) {
    return 0;
  }
  return Number(roundedQuotient(BigInt(num) * 10000n, BigInt(joinNum)));
}

/** The option percentage of SPEC §9 as a number with two decimals: (1, 3) → 33.33, (0, 0) → 0. */
export function optionPercentage(num: number, joinNum: number): number {
  return optionPercentageHundredths(num, joinNum) / 100;
}

/** The option percentage as text with exactly two decimals: (1, 3) → '33.33', (3, 0) → '0.00'. */
export function formatOptionPercentage(num: number, joinNum: number): string {
  return formatScaled(BigInt(optionPercentageHundredths(num, joinNum)), 2);
}
