import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../locales/i18n';
import { localizeMessage } from './domain-message';
import { formatDateTime } from './format';

describe('localizeMessage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('keeps Chinese sentences as they are', () => {
    expect(localizeMessage('文件大小不能超过20MB')).toBe('文件大小不能超过20MB');
  });

  it('translates fixed and parameterised sentences', async () => {
    await i18n.changeLanguage('en-US');
    expect(localizeMessage('文件上传中...')).toBe('Uploading file...');
    expect(localizeMessage('文件大小不能超过20MB')).toBe('File size cannot exceed 20MB');
    expect(localizeMessage('最多只能上传9个文件')).toBe('At most 9 files can be uploaded');
    expect(localizeMessage('获取上传凭证失败：登录已失效')).toBe(
      'Failed to get the upload token: 登录已失效',
    );
  });

  it('leaves unknown text alone', async () => {
    await i18n.changeLanguage('en-US');
    expect(localizeMessage('文件内容与扩展名不符')).toBe('文件内容与扩展名不符');
  });
});

describe('formatDateTime', () => {
  it('formats as YYYY/MM/DD HH:mm and tolerates absence', () => {
    expect(formatDateTime(new Date(2026, 2, 2, 9, 5))).toBe('2026/03/02 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
