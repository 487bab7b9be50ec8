import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import {
  PLATFORM_OPERATOR_NAME_MAX,
  platformOperatorAddInput,
  platformOperatorRemoveInput,
} from './platform-operator-api';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('platformOperatorAddInput', () => {
  it('takes a mainland mobile and a trimmed name', () => {
    expect(platformOperatorAddInput.parse({ mobile: '13812345678', name: ' 张三 ' })).toEqual({
      mobile: '13812345678',
      name: '张三',
    });
  });

  it.each(['1381234567', '23812345678', '12812345678', '1381234567x', ''])(
    'refuses the mobile %j',
    (mobile) => {
      const result = platformOperatorAddInput.safeParse({ mobile, name: '张三' });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(MESSAGES.mobileInvalid);
    },
  );

  it('needs a name of at most the maximum length', () => {
    expect(firstMessage(platformOperatorAddInput.safeParse({ mobile: '13812345678', name: '  ' }))).toBe(
      '请填写姓名',
    );
    expect(
      platformOperatorAddInput.safeParse({
        mobile: '13812345678',
        name: '张'.repeat(PLATFORM_OPERATOR_NAME_MAX),
      }).success,
    ).toBe(true);
    expect(
      platformOperatorAddInput.safeParse({
        mobile: '13812345678',
        name: '张'.repeat(PLATFORM_OPERATOR_NAME_MAX + 1),
      }).success,
    ).toBe(false);
  });
});

describe('platformOperatorRemoveInput', () => {
  it('names the operator by mobile', () => {
    expect(platformOperatorRemoveInput.safeParse({ mobile: '13812345678' }).success).toBe(true);
    expect(firstMessage(platformOperatorRemoveInput.safeParse({ mobile: '138' }))).toBe(
      MESSAGES.mobileInvalid,
    );
  });
});
