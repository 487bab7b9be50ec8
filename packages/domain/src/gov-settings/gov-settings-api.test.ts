import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../common/id-card';
import {
  govAuthReviewInput,
  govCertificationSubmitInput,
  isMaskedIdNumber,
  mayOpenBasicSettings,
} from './gov-settings-api';

const first17 = '11010519900307001';
const validId = `${first17}${idCardCheckChar(first17)}`;
const base = { fillOwnerName: '周敏', position: '网格员', proveFileIds: ['A1'] };

describe('government certification submit input', () => {
  it('accepts a valid ID or the masked ID a verified user sends back', () => {
    expect(govCertificationSubmitInput.safeParse({ ...base, fillCardNo: validId }).success).toBe(true);
    expect(govCertificationSubmitInput.safeParse({ ...base, fillCardNo: '110105********001X' }).success).toBe(
      true,
    );
  });

  it('refuses other numbers with the spec message', () => {
    const result = govCertificationSubmitInput.safeParse({ ...base, fillCardNo: '110105199003070000' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['请输入正确的身份证号']);
  });

  it('tells masked numbers apart', () => {
    expect(isMaskedIdNumber('110105********001X')).toBe(true);
    expect(isMaskedIdNumber(validId)).toBe(false);
    expect(isMaskedIdNumber('****')).toBe(false);
  });
});

describe('operator review input', () => {
  it('needs a reason to reject', () => {
    const result = govAuthReviewInput.safeParse({
      applicationId: 'G1',
      state: 'REJECTED',
      rejectReason: ' ',
    });
    expect(result.error?.issues[0]?.message).toBe('请填写驳回原因');
    expect(govAuthReviewInput.safeParse({ applicationId: 'G1', state: 'APPROVE' }).success).toBe(true);
  });
});

describe('basic settings gate', () => {
  it('opens only when certified (SPEC §4)', () => {
    expect(mayOpenBasicSettings('YES')).toBe(true);
    for (const state of ['NO', 'REVIEWING', 'REJECTED'] as const)
      expect(mayOpenBasicSettings(state)).toBe(false);
  });
});
