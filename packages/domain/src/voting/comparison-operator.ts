import { labelledEnum } from '../common/labelled-enum';

/**
 * Comparison operators of the voting rule triples (SPEC §9 shows the symbols and Chinese names; the
 * codes are ours). "以上" includes the bound (≥), "超过/过半数" excludes it (>) (DESIGN §7).
 */
export const ComparisonOperator = labelledEnum([
  ['GREATER_THAN', '大于'],
  ['LESS_THAN', '小于'],
  ['GREATER_THAN_OR_EQUAL', '大于等于'],
  ['LESS_THAN_OR_EQUAL', '小于等于'],
] as const);
export type ComparisonOperator = (typeof ComparisonOperator.values)[number];

/** The symbol each operator is shown with. */
export const COMPARISON_SYMBOLS: Readonly<Record<ComparisonOperator, '>' | '<' | '>=' | '<='>> = {
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_THAN_OR_EQUAL: '>=',
  LESS_THAN_OR_EQUAL: '<=',
};

/** The operator written as `symbol`, or undefined when it is none of > < >= <=. */
export function comparisonOperatorFromSymbol(symbol: string): ComparisonOperator | undefined {
  return ComparisonOperator.values.find((operator) => COMPARISON_SYMBOLS[operator] === symbol);
}

/**
 * An exact ratio of integers. Counts and areas (integers of 0.01 m², DESIGN §5) may be large, so
 * BigInt is accepted too; numbers must be safe integers.
 */
export type Fraction = { numerator: number | bigint; denominator: number | bigint };

function toBigInt(value: number | bigint, name: string): bigint {
  if (typeof value === 'bigint') {
    return value;
  }
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
  return BigInt(value);
}

/** Numerator and denominator as BigInt with a positive denominator. */
function normalize(fraction: Fraction): { n: bigint; d: bigint } {
  const n = toBigInt(fraction.numerator, 'numerator');
  const d = toBigInt(fraction.denominator, 'denominator');
  if (d === 0n) {
    throw new RangeError('A fraction cannot have a zero denominator');
  }
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

/**
 * Orders two fractions exactly by cross-multiplying integers (a/b vs c/d ⇔ a·d vs c·b with b, d > 0),
 * never through floats: 2/3 of 3 000 000 001 heads must not round onto the bound.
 * @returns -1, 0 or 1.
 * @throws RangeError for a zero denominator or a non-integer part.
 */
export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = normalize(a);
  const right = normalize(b);
  const difference = left.n * right.d - right.n * left.d;
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/**
 * Whether `actual operator threshold` holds, exactly: e.g. agreeing area 1/2 GREATER_THAN 1/2 is
 * false, 2/3 GREATER_THAN_OR_EQUAL 2/3 is true.
 */
export function satisfiesComparison(
  actual: Fraction,
  operator: ComparisonOperator,
  threshold: Fraction,
): boolean {
  const order = compareFractions(actual, threshold);
  switch (operator) {
    case 'GREATER_THAN':
      return order > 0;
    case 'LESS_THAN':
      return order < 0;
    case 'GREATER_THAN_OR_EQUAL':
      return order >= 0;
    case 'LESS_THAN_OR_EQUAL':
      return order <= 0;
  }
}
