import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_CHAR, maskIdNumber } from './id-mask';

describe('maskIdNumber', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '1*'],
    ['123456', '1*****'],
    ['1234567', '123456*'],
    ['G1234567', 'G12345**'],
    ['1234567890123', '123456*******'],
    ['12345678901234', '123456********'],
    ['110105491231002', '110105********2'],
    ['1234567890123456', '123456********56'],
    ['12345678901234567', '123456********56*'],
    ['11010519491231002X', '110105********00**'],
    ['12345678901234567890', '123456********56**90'],
  ] as const)('%s → %s', (value, masked) => {
    expect(maskIdNumber(value)).toBe(masked);
  });

  const idLike = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHX'), maxLength: 30 });

  it('keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (value) => {
        expect(Array.from(maskIdNumber(value))).toHaveLength(Array.from(value).length);
      }),
    );
  });

  it('keeps every unmasked character in place and masks the rule positions', () => {
    fc.assert(
      fc.property(idLike, (value) => {
        const masked = maskIdNumber(value);
        const n = value.length;
        for (let i = 0; i < n; i += 1) {
          const hidden = n <= 6 ? i >= 1 : n < 14 ? i >= 6 : (i >= 6 && i <= 13) || i === 16 || i === 17;
          expect(masked[i]).toBe(hidden ? MASK_CHAR : value[i]);
        }
      }),
    );
  });

  it('always shows the first character and hides something once there are two', () => {
    fc.assert(
      fc.property(
        idLike.filter((value) => value.length >= 2),
        (value) => {
          const masked = maskIdNumber(value);
          expect(masked[0]).toBe(value[0]);
          expect(masked).toContain(MASK_CHAR);
        },
      ),
    );
  });
});
