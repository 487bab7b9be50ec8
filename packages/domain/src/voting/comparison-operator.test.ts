import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_SYMBOLS,
  ComparisonOperator,
  compareFractions,
  comparisonOperatorFromSymbol,
  type Fraction,
  satisfiesComparison,
} from './comparison-operator';

const f = (numerator: number | bigint, denominator: number | bigint): Fraction => ({
  numerator,
  denominator,
});

describe('ComparisonOperator', () => {
  it.each([
    ['GREATER_THAN', '>', '大于'],
    ['LESS_THAN', '<', '小于'],
    ['GREATER_THAN_OR_EQUAL', '>=', '大于等于'],
    ['LESS_THAN_OR_EQUAL', '<=', '小于等于'],
  ] as const)('%s is %s %s', (operator, symbol, label) => {
    expect(COMPARISON_SYMBOLS[operator]).toBe(symbol);
    expect(ComparisonOperator.label(operator)).toBe(label);
    expect(comparisonOperatorFromSymbol(symbol)).toBe(operator);
  });

  it('does not read unknown symbols', () => {
    expect(comparisonOperatorFromSymbol('==')).toBeUndefined();
  });
});

describe('compareFractions', () => {
  it.each([
    [f(1, 2), f(2, 4), 0],
    [f(2, 3), f(1, 2), 1],
    [f(1, 3), f(1, 2), -1],
    [f(-1, -2), f(1, 2), 0],
    [f(1, -2), f(0, 1), -1],
    [f(0, 5), f(0, 7), 0],
    [f(2_000_000_001n, 3_000_000_000n), f(2, 3), 1],
    [f(2_000_000_000n, 3_000_000_001n), f(2, 3), -1],
    [f(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1), f(1, 1), 1],
  ] as const)('%o vs %o → %i', (a, b, expected) => {
    expect(compareFractions(a, b)).toBe(expected);
  });

  it.each([
    [f(1, 0), f(1, 2)],
    [f(0.5, 1), f(1, 2)],
    [f(1, 2), f(Number.NaN, 1)],
    [f(2 ** 53, 1), f(1, 2)],
  ])('rejects %o vs %o', (a, b) => {
    expect(() => compareFractions(a, b)).toThrow(RangeError);
  });

  it('agrees with exact rational comparison', () => {
    const int = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
    const den = fc.bigInt({ min: 1n, max: 10n ** 30n });
    fc.assert(
      fc.property(int, den, int, den, (a, b, c, d) => {
        // a/b vs c/d with positive denominators, decided by the sign of a·d − c·b.
        const expected = Math.sign(Number(a * d - c * b));
        expect(compareFractions(f(a, b), f(c, d))).toBe(expected);
        expect(compareFractions(f(c, d), f(a, b))).toBe(-expected || 0);
      }),
    );
  });

  it('is unchanged by scaling either fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (n, d, k) => {
          expect(compareFractions(f(n * k, d * k), f(n, d))).toBe(0);
          expect(compareFractions(f(-n, -d), f(n, d))).toBe(0);
        },
      ),
    );
  });
});

describe('satisfiesComparison', () => {
  it.each([
    [f(1, 2), 'GREATER_THAN', f(1, 2), false],
    [f(501, 1000), 'GREATER_THAN', f(1, 2), true],
    [f(2, 3), 'GREATER_THAN_OR_EQUAL', f(2, 3), true],
    [f(6666, 10000), 'GREATER_THAN_OR_EQUAL', f(2, 3), false],
    [f(3, 4), 'GREATER_THAN_OR_EQUAL', f(75, 100), true],
    [f(1, 3), 'LESS_THAN', f(1, 3), false],
    [f(1, 4), 'LESS_THAN', f(1, 3), true],
    [f(1, 3), 'LESS_THAN_OR_EQUAL', f(1, 3), true],
    [f(1, 2), 'LESS_THAN_OR_EQUAL', f(1, 3), false],
  ] as const)('%o %s %o → %s', (actual, operator, threshold, expected) => {
    expect(satisfiesComparison(actual, operator, threshold)).toBe(expected);
  });

  it('behaves like the operator on exact ratios', () => {
    const small = fc.integer({ min: -1000, max: 1000 });
    const positive = fc.integer({ min: 1, max: 1000 });
    fc.assert(
      fc.property(
        small,
        positive,
        small,
        positive,
        fc.constantFrom(...ComparisonOperator.values),
        (a, b, c, d, op) => {
          const left = a * d;
          const right = c * b;
          const expected = {
            GREATER_THAN: left > right,
            LESS_THAN: left < right,
            GREATER_THAN_OR_EQUAL: left >= right,
            LESS_THAN_OR_EQUAL: left <= right,
          }[op];
          expect(satisfiesComparison(f(a, b), op, f(c, d))).toBe(expected);
        },
      ),
    );
  });
});
