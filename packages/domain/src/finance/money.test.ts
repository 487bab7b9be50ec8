import { describe, expect, it } from 'vitest';
import { formatFen, formatYuan, isFen, MAX_FEN, yuanToFen } from './money';

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-5, '-0.05'],
    [-123456, '-1,234.56'],
  ])('%i fen is %s yuan', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('can leave out the grouping and refuses fractions of a fen', () => {
    expect(formatFen(123456, { grouping: false })).toBe('1234.56');
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(formatYuan(-1999)).toBe('-¥19.99');
    expect(formatYuan(1999)).toBe('¥19.99');
  });
});

describe('yuanToFen', () => {
  it.each([
    ['1234', 123400],
    ['1,234.5', 123450],
    ['0.29', 29],
    ['0.05', 5],
    [' 12.30 ', 1230],
    [19.99, 1999],
  ] as const)('%s yuan is %i fen', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });

  it.each(['', '-1', '1.234', 'abc', '1e5', '999999999999'])('refuses %s', (text) => {
    expect(yuanToFen(text)).toBeNull();
  });

  it('round-trips with formatFen', () => {
    for (const fen of [0, 1, 99, 100, 2_500_075, MAX_FEN]) {
      expect(yuanToFen(formatFen(fen))).toBe(fen);
    }
  });

  it('isFen accepts non-negative integers only', () => {
    expect(isFen(0)).toBe(true);
    expect(isFen(-1)).toBe(false);
    expect(isFen(0.5)).toBe(false);
    expect(isFen(MAX_FEN + 1)).toBe(false);
  });
});
