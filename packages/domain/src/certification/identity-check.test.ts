import { describe, expect, it } from 'vitest';
import { IdCardType } from './certification-enums';
import { identityCheckInput } from './identity-check';

describe('identityCheckInput', () => {
  it('normalises the ID and defaults the card type', () => {
    expect(identityCheckInput.parse({ name: ' 张三 ', cardNo: '11010519491231002x' })).toEqual({
      name: '张三',
      cardNo: '11010519491231002X',
      cardType: 'RESIDENT_ID_CARD',
    });
  });

  it.each([
    [{ name: '', cardNo: '11010519491231002X' }, '请填写姓名'],
    [{ name: '张三', cardNo: '110105194912310021' }, '请输入正确的身份证号'],
  ])('rejects %j with %s', (input, message) => {
    const result = identityCheckInput.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('only verifies resident ID cards', () => {
    expect(
      identityCheckInput.safeParse({ name: '张三', cardNo: '11010519491231002X', cardType: 'PASSPORT' })
        .success,
    ).toBe(false);
    expect(IdCardType.is('PASSPORT')).toBe(true);
  });
});
