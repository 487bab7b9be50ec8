import { describe, expect, it } from 'vitest';
import { GOV_PROOF_MAX_UPLOAD_SIZE, MAX_UPLOAD_SIZE } from './upload-rules';
import {
  checkPresignRequest,
  checkSourceName,
  presignRequestInput,
  UPLOAD_MESSAGES,
} from './upload-type-rules';

describe('checkSourceName', () => {
  it.each([
    ['报告.pdf', true],
    ['a b.png', true],
    ['../etc/passwd', false],
    ['..\\boot.ini', false],
    ['dir/a.pdf', false],
    ['a..pdf', false],
    ['a\u0000.pdf', false],
    ['a\n.pdf', false],
    ['gnp\u202e.exe', false],
    [' a.pdf', false],
    [`${'x'.repeat(252)}.pdf`, false],
    [`${'x'.repeat(251)}.pdf`, true],
  ])('%j → %s', (name, valid) => {
    expect(checkSourceName(name).valid).toBe(valid);
  });
});

describe('checkPresignRequest', () => {
  const base = { sourceName: '证明.pdf', uploadType: 'TX_VOTING' as const, size: 1 };

  it('accepts the limit and refuses limit + 1', () => {
    expect(checkPresignRequest({ ...base, size: MAX_UPLOAD_SIZE })).toEqual({ valid: true });
    expect(checkPresignRequest({ ...base, size: MAX_UPLOAD_SIZE + 1 })).toEqual({
      valid: false,
      message: '文件大小不能超过20MB',
    });
  });

  it('gives government uploads the 100 MB proof limit', () => {
    const gov = { ...base, uploadType: 'TX_GOV_INFORMATION' as const };
    expect(checkPresignRequest({ ...gov, size: GOV_PROOF_MAX_UPLOAD_SIZE }).valid).toBe(true);
    expect(checkPresignRequest({ ...gov, size: GOV_PROOF_MAX_UPLOAD_SIZE + 1 })).toEqual({
      valid: false,
      message: '文件大小不能超过100MB',
    });
  });

  it('refuses empty files, unknown extensions and non-images for avatars', () => {
    expect(checkPresignRequest({ ...base, size: 0 })).toEqual({
      valid: false,
      message: UPLOAD_MESSAGES.emptyFile,
    });
    expect(checkPresignRequest({ ...base, sourceName: 'setup.exe' })).toEqual({
      valid: false,
      message: '不支持上传该类型的文件（.exe）',
    });
    expect(checkPresignRequest({ ...base, sourceName: 'noext' }).valid).toBe(false);
    expect(checkPresignRequest({ ...base, uploadType: 'TX_USER_AVATAR' })).toEqual({
      valid: false,
      message: '只能上传图片文件',
    });
    expect(checkPresignRequest({ ...base, uploadType: 'TX_USER_AVATAR', sourceName: '头像.PNG' }).valid).toBe(
      true,
    );
  });
});

describe('presignRequestInput', () => {
  it('takes an optional community and public flag', () => {
    expect(
      presignRequestInput.parse({
        sourceName: 'a.png',
        uploadType: 'TX_VOTING',
        size: 3,
        communityInfoCode: 'C1',
      }),
    ).toEqual({
      sourceName: 'a.png',
      uploadType: 'TX_VOTING',
      size: 3,
      userType: 'OWNER',
      communityInfoCode: 'C1',
    });
  });
});
