import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOptionPercentage,
  formatRate,
  formatRatioAsRate,
  optionPercentage,
  optionPercentageHundredths,
} from './percent';

describe('formatRate', () => {
  it.each([
    [0.12345, '12.3%'],
    [0.12355, '12.4%'],
    [0.1235, '12.4%'],
    [0.0005, '0.1%'],
    [0.00049, '0.0%'],
    [0, '0.0%'],
    [1, '100.0%'],
    [0.5, '50.0%'],
    [1 / 3, '33.3%'],
    [2 / 3, '66.7%'],
    [0.1 + 0.2, '30.0%'],
    [0.999949, '100.0%'],
    [1e-7, '0.0%'],
    [1.5, '150.0%'],
    [-0.1234, '-12.3%'],
  ] as const)('%s → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (rate) => {
    expect(() => formatRate(rate)).toThrow(RangeError);
  });
});

describe('formatRatioAsRate', () => {
  it.each([
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [0, 7, '0.0%'],
    [7, 7, '100.0%'],
    [0, 0, '0.0%'],
    [1, 8, '12.5%'],
    [1, 16, '6.3%'],
  ] as const)('%i/%i → %s', (part, whole, text) => {
    expect(formatRatioAsRate(part, whole)).toBe(text);
  });
});

describe('option percentage', () => {
  it.each([
    [1, 3, 3333, 33.33, '33.33'],
    [2, 3, 6667, 66.67, '66.67'],
    [1, 8, 1250, 12.5, '12.50'],
    [0, 5, 0, 0, '0.00'],
    [5, 5, 10000, 100, '100.00'],
    [0, 0, 0, 0, '0.00'],
    [1, 20000, 1, 0.01, '0.01'],
    [1, 20001, 0, 0, '0.00'],
  ] as const)('%i of %i → %i hundredths, %s, %s', (num, joinNum, hundredths, value, text) => {
    expect(optionPercentageHundredths(num, joinNum)).toBe(hundredths);
    expect(optionPercentage(num, joinNum)).toBe(value);
    expect(formatOptionPercentage(num, joinNum)).toBe(text);
  });

  it.each([
    [-1, 3],
    [1.5, 3],
    [1, Number.NaN],
  ] as const)('rejects %s of %s', (num, joinNum) => {
    expect(() => optionPercentageHundredths(num, joinNum)).toThrow(RangeError);
  });

  const counts = fc
    .nat({ max: 1_000_000_000 })
    .chain((joinNum) => fc.tuple(fc.nat({ max: joinNum }), fc.constant(joinNum)));

  it('stays within 0–100 when num ≤ joinNum', () => {
    fc.assert(
      fc.property(counts, ([num, joinNum]) => {
        const value = optionPercentage(num, joinNum);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is within half a hundredth of the exact value', () => {
    fc.assert(
      fc.property(
        counts.filter(([, joinNum]) => joinNum > 0),
        ([num, joinNum]) => {
          // |h − 10000·num/joinNum| ≤ 1/2  ⇔  |2·h·joinNum − 20000·num| ≤ joinNum, all in integers.
          const h = BigInt(optionPercentageHundredths(num, joinNum));
          const gap = 2n * h * BigInt(joinNum) - 20000n * BigInt(num);
          expect(gap <= BigInt(joinNum) && -gap <= BigInt(joinNum)).toBe(true);
        },
      ),
    );
  });

  it('always prints two decimals', () => {
    fc.assert(
      fc.property(counts, ([num, joinNum]) => {
        expect(formatOptionPercentage(num, joinNum)).toMatch(/^\d{1,3}\.\d{2}$/);
      }),
    );
  });

  it('prints one decimal for any rate in [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (rate) => {
        expect(formatRate(rate)).toMatch(/^\d{1,3}\.\d%$/);
      }),
    );
  });
});
