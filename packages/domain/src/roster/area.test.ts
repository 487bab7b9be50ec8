import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_BOUNDS_MESSAGE,
  AREA_FORMAT_MESSAGE,
  areaCellSchema,
  areaUnitsSchema,
  countedArea,
  formatArea,
  isAreaInBounds,
  parseAreaText,
} from './area';

describe('parseAreaText', () => {
  it.each([
    ['89.5', 8950],
    [89.55, 8955],
    ['1,234.56', 123456],
    ['89.50㎡', 8950],
    ['0.01', 1],
    [100000, 10_000_000],
    ['  120 ', 12000],
  ] as const)('%s → %i', (input, units) => {
    expect(parseAreaText(input)).toEqual({ ok: true, units });
  });

  it.each([
    ['0', AREA_BOUNDS_MESSAGE],
    [0, AREA_BOUNDS_MESSAGE],
    ['100000.01', AREA_BOUNDS_MESSAGE],
    ['99999999999', AREA_BOUNDS_MESSAGE],
    ['-3', AREA_FORMAT_MESSAGE],
    ['89.555', AREA_FORMAT_MESSAGE],
    ['abc', AREA_FORMAT_MESSAGE],
    ['', AREA_FORMAT_MESSAGE],
    [Number.NaN, AREA_FORMAT_MESSAGE],
  ] as const)('%s is refused with %s', (input, message) => {
    expect(parseAreaText(input)).toEqual({ ok: false, message });
  });

  it('round-trips every in-bounds value through formatArea', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (units) => {
        expect(parseAreaText(formatArea(units))).toEqual({ ok: true, units });
      }),
    );
  });
});

describe('formatArea', () => {
  it.each([
    [8950, '89.50'],
    [1, '0.01'],
    [0, '0.00'],
    [10_000_000, '100000.00'],
  ])('%i → %s', (units, text) => {
    expect(formatArea(units)).toBe(text);
  });
});

describe('bounds and schemas', () => {
  it('checks integers within 0 < a ≤ 100000 m²', () => {
    expect(isAreaInBounds(1)).toBe(true);
    expect(isAreaInBounds(0)).toBe(false);
    expect(isAreaInBounds(10_000_001)).toBe(false);
    expect(isAreaInBounds(1.5)).toBe(false);
    expect(areaUnitsSchema.safeParse(0).error?.issues[0]?.message).toBe(AREA_BOUNDS_MESSAGE);
    expect(areaUnitsSchema.parse(8950)).toBe(8950);
    expect(areaCellSchema.parse('89.5')).toBe(8950);
    expect(areaCellSchema.safeParse('0').error?.issues[0]?.message).toBe(AREA_BOUNDS_MESSAGE);
  });

  it('counts voting, then register, survey, contract area', () => {
    expect(countedArea({ votingArea: 1, registerArea: 2, surveyArea: 3, contractArea: 4 })).toBe(1);
    expect(countedArea({ registerArea: null, surveyArea: 3, contractArea: 4 })).toBe(3);
    expect(countedArea({ registerArea: null, surveyArea: null, contractArea: null })).toBeNull();
  });
});
