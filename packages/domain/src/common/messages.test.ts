import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages';

describe('formatMessage', () => {
  it.each([
    ['请{0}秒后再试', [60], '请60秒后再试'],
    ['文件大小不能超过{0}', ['20MB'], '文件大小不能超过20MB'],
    ['{1}-{0}', ['a', 'b'], 'b-a'],
    ['{0}{0}', ['x'], 'xx'],
    ['缺少{1}', ['a'], '缺少{1}'],
    ['没有占位符', ['a'], '没有占位符'],
    ['{0}', [0], '0'],
    ['{0}', [''], ''],
  ] as const)('formatMessage(%j, %j) → %j', (template, args, expected) => {
    expect(formatMessage(template, ...args)).toBe(expected);
  });

  it('fills the SMS wait message', () => {
    expect(formatMessage(MESSAGES.smsTooFrequent, 42)).toBe('发送过于频繁，请42秒后再试');
  });
});

describe('MESSAGES', () => {
  it.each([
    ['contentRequired', '请输入内容'],
    ['fileUploading', '文件上传中...'],
    ['fileUploadFailed', '文件上传失败'],
    ['fileTooLarge', '文件大小不能超过{0}'],
    ['tooManyFiles', '最多只能上传{0}个文件'],
    ['pleaseFillIn', '请填写{0}'],
    ['downloadFailed', '下载文件失败！'],
    ['exportFailed', '导出文件失败！'],
    ['cosTokenFailed', '获取上传凭证失败：{0}'],
    ['importFailed', '出现错误，请根据下方提示修改后重新导入'],
  ] as const)('%s is %s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('has no empty message', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.trim()).not.toBe('');
    }
  });
});
