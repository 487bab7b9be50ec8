import { describe, expect, it } from 'vitest';
import {
  generateVerifyCodeImageInput,
  isValidMobile,
  isValidVerificationCode,
  mobileLoginInput,
  mobileSchema,
  SMS_CODE_TTL_SECONDS,
  sendMobileCodeInput,
  VERIFICATION_CODE_LENGTH,
  verificationCodeSchema,
} from './login-rules';

describe('isValidMobile', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['15000000000', true],
    ['12800138000', false],
    ['10800138000', false],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['+8613800138000', false],
    ['', false],
  ] as const)('%j → %s', (mobile, expected) => {
    expect(isValidMobile(mobile)).toBe(expected);
  });
});

describe('isValidVerificationCode', () => {
  it.each([
    ['123456', true],
    ['abcdef', true],
    ['12345', false],
    ['1234567', false],
    ['', false],
  ] as const)('%j → %s', (code, expected) => {
    expect(isValidVerificationCode(code)).toBe(expected);
  });

  it('has the constants of SPEC §9', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(SMS_CODE_TTL_SECONDS).toBeGreaterThan(0);
  });
});

describe('schemas speak Chinese', () => {
  it.each([['1380013800'], [13800138000], [undefined]])('mobileSchema rejects %j', (value) => {
    expect(mobileSchema.safeParse(value).error?.issues[0]?.message).toBe('请输入正确的手机号');
  });

  it.each([['12345'], [123456], [undefined]])('verificationCodeSchema rejects %j', (value) => {
    expect(verificationCodeSchema.safeParse(value).error?.issues[0]?.message).toBe('请输入正确的验证码');
  });

  it('mobileLoginInput applies the defaults', () => {
    expect(mobileLoginInput.parse({ mobile: '13800138000', verificationCode: '123456' })).toEqual({
      mobile: '13800138000',
      verificationCode: '123456',
      isWxAPP: false,
      adminOwnerType: 'COMMUNITY',
    });
  });

  it('mobileLoginInput accepts GOV and refuses unknown login types', () => {
    const input = { mobile: '13800138000', verificationCode: '123456' };
    expect(mobileLoginInput.parse({ ...input, adminOwnerType: 'GOV' }).adminOwnerType).toBe('GOV');
    expect(mobileLoginInput.safeParse({ ...input, adminOwnerType: 'OWNER' }).success).toBe(false);
  });

  it('sendMobileCodeInput takes an optional short captcha', () => {
    expect(sendMobileCodeInput.safeParse({ mobile: '13800138000' }).success).toBe(true);
    expect(sendMobileCodeInput.safeParse({ mobile: '13800138000', verifyCodeImage: 'ab12' }).success).toBe(
      true,
    );
    expect(
      sendMobileCodeInput.safeParse({ mobile: '13800138000', verifyCodeImage: 'x'.repeat(17) }).success,
    ).toBe(false);
  });

  it('generateVerifyCodeImageInput needs a mobile', () => {
    expect(generateVerifyCodeImageInput.safeParse({}).error?.issues[0]?.message).toBe('请输入正确的手机号');
  });
});
