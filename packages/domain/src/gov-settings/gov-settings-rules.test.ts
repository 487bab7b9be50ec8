import { describe, expect, it } from 'vitest';
import { basicSettingsFields, govCertificationInput, saveBasicSettingsInput } from './gov-settings-rules';

const settings = { address: '幸福路1号', serviceDate: '周一至周五 9:00-17:00', contactWay: '021-12345678' };

describe('basic settings', () => {
  it('defaults the yellow page to NO', () => {
    expect(basicSettingsFields.parse(settings)).toEqual({ ...settings, isOpenYellowPage: 'NO' });
  });

  it.each([
    ['address', '请填写地址'],
    ['serviceDate', '请填写服务时间'],
    ['contactWay', '请填写联系电话'],
  ] as const)('empty %s → %s', (field, message) => {
    const result = basicSettingsFields.safeParse({ ...settings, [field]: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('limits each field to 100 characters', () => {
    const result = basicSettingsFields.safeParse({ ...settings, address: '路'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe('地址不能超过100个字符');
  });

  it('save input needs the street code', () => {
    expect(saveBasicSettingsInput.safeParse({ ...settings, streetCode: 'S1' }).success).toBe(true);
    expect(saveBasicSettingsInput.safeParse(settings).success).toBe(false);
  });
});

describe('government certification', () => {
  const application = {
    fillOwnerName: '李四',
    fillCardNo: '440300199001011238',
    position: '社区书记',
    proveFileIds: ['att-1'],
  };

  it('accepts a complete application', () => {
    expect(govCertificationInput.parse(application)).toEqual(application);
  });

  it.each([
    [{ proveFileIds: [] }, '请上传工作证明'],
    [{ proveFileIds: undefined }, '请上传工作证明'],
    [{ fillOwnerName: '' }, '请填写姓名'],
    [{ position: '' }, '请填写职务'],
    [{ fillCardNo: '12345' }, '请输入正确的身份证号'],
  ])('%j → %s', (overrides, message) => {
    const result = govCertificationInput.safeParse({ ...application, ...overrides });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
