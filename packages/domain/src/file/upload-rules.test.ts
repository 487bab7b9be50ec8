import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  checkUploadCount,
  checkUploadKind,
  checkUploadSize,
  GOV_PROOF_MAX_UPLOAD_SIZE,
  generatePresignedUrlInput,
  MAX_UPLOAD_COUNT,
  MAX_UPLOAD_SIZE,
  uploadFieldState,
} from './upload-rules';

describe('limits', () => {
  it('are the SPEC §9 constants', () => {
    expect(MAX_UPLOAD_SIZE).toBe(20971520);
    expect(GOV_PROOF_MAX_UPLOAD_SIZE).toBe(104857600);
    expect(MAX_UPLOAD_COUNT).toBe(9);
  });
});

describe('checkUploadSize', () => {
  it.each([
    [0, undefined, { valid: true }],
    [MAX_UPLOAD_SIZE, undefined, { valid: true }],
    [MAX_UPLOAD_SIZE + 1, undefined, { valid: false, message: '文件大小不能超过20MB' }],
    [MAX_UPLOAD_SIZE + 1, GOV_PROOF_MAX_UPLOAD_SIZE, { valid: true }],
    [
      GOV_PROOF_MAX_UPLOAD_SIZE + 1,
      GOV_PROOF_MAX_UPLOAD_SIZE,
      { valid: false, message: '文件大小不能超过100MB' },
    ],
  ] as const)('%i bytes against %s', (size, max, expected) => {
    expect(checkUploadSize(size, max)).toEqual(expected);
  });
});

describe('checkUploadCount', () => {
  it.each([
    [9, undefined, { valid: true }],
    [10, undefined, { valid: false, message: '最多只能上传9个文件' }],
    [2, 1, { valid: false, message: '最多只能上传1个文件' }],
  ] as const)('%i files against %s', (count, max, expected) => {
    expect(checkUploadCount(count, max)).toEqual(expected);
  });
});

describe('checkUploadKind', () => {
  it.each([
    ['a.pdf', 'any', true],
    ['a.png', 'image', true],
    ['a.pdf', 'image', false],
    ['a.xlsx', 'spreadsheet', true],
    ['a.xls', 'spreadsheet', false],
  ] as const)('%s as %s → %s', (name, kind, valid) => {
    expect(checkUploadKind(name, kind).valid).toBe(valid);
  });

  it('names the reason', () => {
    expect(checkUploadKind('a.xls', 'spreadsheet')).toEqual({
      valid: false,
      message: '仅支持上传xlsx格式的文件',
    });
    expect(checkUploadKind('a.pdf', 'image')).toEqual({ valid: false, message: '只能上传图片文件' });
  });
});

describe('checkUpload', () => {
  it('reports kind before size before count', () => {
    const huge = { name: 'a.pdf', size: MAX_UPLOAD_SIZE + 1 };
    expect(checkUpload(huge, 9, { kind: 'image' })).toEqual({ valid: false, message: '只能上传图片文件' });
    expect(checkUpload(huge, 9)).toEqual({ valid: false, message: '文件大小不能超过20MB' });
    expect(checkUpload({ name: 'a.pdf', size: 1 }, 9)).toEqual({
      valid: false,
      message: '最多只能上传9个文件',
    });
    expect(checkUpload({ name: 'a.pdf', size: 1 }, 8)).toEqual({ valid: true });
  });
});

describe('uploadFieldState', () => {
  it.each([
    [[], { valid: true }],
    [['DONE', 'DONE'], { valid: true }],
    [['DONE', 'UPLOADING'], { valid: false, message: '文件上传中...' }],
    [['ERROR', 'DONE'], { valid: false, message: '文件上传失败' }],
    [['ERROR', 'UPLOADING'], { valid: false, message: '文件上传中...' }],
  ] as const)('%j → %j', (statuses, expected) => {
    expect(uploadFieldState(statuses.map((status) => ({ status })))).toEqual(expected);
  });
});

describe('generatePresignedUrlInput', () => {
  it('accepts a valid request and defaults userType to OWNER', () => {
    expect(
      generatePresignedUrlInput.parse({ sourceName: 'a.png', uploadType: 'TX_VOTING', size: 10 }),
    ).toEqual({
      sourceName: 'a.png',
      uploadType: 'TX_VOTING',
      size: 10,
      userType: 'OWNER',
    });
  });

  it.each([
    [{ sourceName: '', uploadType: 'TX_VOTING', size: 1 }],
    [{ sourceName: 'a', uploadType: 'TX_OTHER', size: 1 }],
    [{ sourceName: 'a', uploadType: 'TX_VOTING', size: -1 }],
    [{ sourceName: 'a', uploadType: 'TX_VOTING', size: 1.5 }],
    [{ sourceName: 'a', uploadType: 'TX_VOTING', size: 1, userType: 'ADMIN' }],
  ])('rejects %j', (input) => {
    expect(generatePresignedUrlInput.safeParse(input).success).toBe(false);
  });

  it('says the ceiling in Chinese', () => {
    const result = generatePresignedUrlInput.safeParse({
      sourceName: 'a',
      uploadType: 'TX_VOTING',
      size: GOV_PROOF_MAX_UPLOAD_SIZE + 1,
    });
    expect(result.error?.issues[0]?.message).toBe('文件大小不能超过100MB');
  });
});
