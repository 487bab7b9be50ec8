import { describe, expect, it } from 'vitest';
import { catalogueMessage, ERROR_CODES, isCatalogueCode } from './error-codes';

describe('error catalogue (SPEC §8)', () => {
  it('gives each business code the catalogue words', () => {
    expect(ERROR_CODES).toEqual({ emptyResult: -1, insufficientPermission: 100001, idCardBound: 534 });
    expect(catalogueMessage(-1)).toBe('返回结果为空');
    expect(catalogueMessage(100001)).toBe('用户权限不足');
    expect(catalogueMessage(534)).toBe(
      '该身份证已绑定其他用户，请在“个人中心-设置-实名信息管理”中解绑后重试',
    );
  });

  it('knows no other code', () => {
    for (const code of [0, 200, 400, 401, 403, 404, 405, 409, 500]) {
      expect(isCatalogueCode(code)).toBe(false);
      expect(catalogueMessage(code)).toBeNull();
    }
  });
});
