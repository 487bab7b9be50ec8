import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardNumberSchema, isValidIdCardNumber, normalizeIdCardNumber } from './id-card';

describe('isValidIdCardNumber', () => {
  it.each([
    ['11010519491231002X', true, '18 digits, check X'],
    ['11010519491231002x', true, 'lower-case x is normalised'],
    [' 440300199001011238 ', true, 'surrounding spaces are trimmed'],
    ['320106198506150810', true, 'check digit 0'],
    ['110105491231002', true, '15 digits'],
    ['110101200002290014', false, 'wrong check character for an otherwise valid 2000-02-29'],
    ['11010519491231002Y', false, 'check char neither digit nor X'],
    ['110105194912310021', false, 'wrong check character'],
    ['440300199001011239', false, 'wrong check digit'],
    ['011010519491231002', false, 'region starts with 0'],
    ['440300199013011234', false, 'month 13'],
    ['440300199002301234', false, 'February 30 does not exist'],
    ['110105491331002', false, '15 digits with month 13'],
    ['11010549123100X', false, '15 digits cannot end in X'],
    ['1101054912310021', false, '16 digits'],
    ['', false, 'empty'],
    ['ABCDEFGHIJKLMNOPQR', false, 'letters'],
  ] as const)('%s → %s (%s)', (value, expected, _reason) => {
    expect(isValidIdCardNumber(value)).toBe(expected);
  });

  it('accepts the leap day 2000-02-29 with the right check character', () => {
    const first17 = '11010120000229001';
    expect(isValidIdCardNumber(first17 + idCardCheckChar(first17))).toBe(true);
  });

  it('catches every single-digit typo in an 18-digit ID', () => {
    const valid = '440300199001011238';
    fc.assert(
      fc.property(fc.integer({ min: 14, max: 16 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digit = (Number(valid[position]) + delta) % 10;
        const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        expect(isValidIdCardNumber(typo)).toBe(false);
      }),
    );
  });

  it('accepts any generated ID with a real birth date and its computed check character', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100000, max: 999999 }),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        (region, birth, sequence) => {
          const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
          const first17 = `${region}${ymd}${String(sequence).padStart(3, '0')}`;
          expect(isValidIdCardNumber(first17 + idCardCheckChar(first17))).toBe(true);
        },
      ),
    );
  });
});

describe('idCardCheckChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030019900101123', '8'],
    ['32010619850615081', '0'],
  ] as const)('%s → %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });

  it('needs 17 digits', () => {
    expect(() => idCardCheckChar('123')).toThrow(RangeError);
  });
});

describe('idCardNumberSchema', () => {
  it('normalises valid numbers', () => {
    expect(idCardNumberSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(normalizeIdCardNumber(' 1x ')).toBe('1X');
  });

  it.each([['123'], [123], [null]])('rejects %j with 请输入正确的身份证号', (value) => {
    const result = idCardNumberSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入正确的身份证号');
  });
});
