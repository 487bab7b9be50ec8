import { describe, expect, it } from 'vitest';
import { formatRate } from '../common/percent';
import { certificationRate, fraction, infoCompletion, isHouseInfoComplete } from './roster-statistics';

describe('roster statistics', () => {
  it('computes fractions shown with one decimal', () => {
    const counts = { houseCount: 3, completeHouseCount: 2, certifiedHouseCount: 1 };
    expect(formatRate(infoCompletion(counts))).toBe('66.7%');
    expect(formatRate(certificationRate(counts))).toBe('33.3%');
  });

  it('is 0 for a building without houses', () => {
    expect(infoCompletion({ houseCount: 0, completeHouseCount: 0, certifiedHouseCount: 0 })).toBe(0);
    expect(certificationRate({ houseCount: 0, completeHouseCount: 0, certifiedHouseCount: 0 })).toBe(0);
  });

  it('refuses impossible counts', () => {
    expect(() => fraction(2, 1)).toThrow(RangeError);
    expect(() => fraction(-1, 1)).toThrow(RangeError);
  });

  it.each([
    [{ area: 8950, ownerCount: 1 }, true],
    [{ area: null, ownerCount: 1 }, false],
    [{ area: 8950, ownerCount: 0 }, false],
  ])('house %j complete: %s', (house, expected) => {
    expect(isHouseInfoComplete(house)).toBe(expected);
  });
});
