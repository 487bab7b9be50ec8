import { describe, expect, it } from 'vitest';
import type { Attachment } from './upload-api';
import { rememberFieldStatuses, uploadFieldRule, uploadValueState } from './upload-field-rule';

const done: Attachment = { attachmentId: 'A1', sourceName: 'a.pdf', contentType: 'application/pdf', size: 1 };

async function validate(value: unknown): Promise<string | null> {
  try {
    await uploadFieldRule.validator?.(uploadFieldRule, value, () => undefined);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('uploadFieldRule', () => {
  it('passes empty, unknown and finished values', async () => {
    expect(await validate(undefined)).toBeNull();
    expect(await validate([done])).toBeNull();
    const finished = [done];
    rememberFieldStatuses(finished, ['DONE']);
    expect(await validate(finished)).toBeNull();
  });

  it('blocks while a file uploads, even beside a failed one', async () => {
    const value = [done];
    rememberFieldStatuses(value, ['DONE', 'ERROR', 'UPLOADING']);
    expect(await validate(value)).toBe('文件上传中...');
  });

  it('blocks after a failure', async () => {
    const value: Attachment[] = [];
    rememberFieldStatuses(value, ['ERROR']);
    expect(await validate(value)).toBe('文件上传失败');
    expect(uploadValueState(value)).toEqual({ valid: false, message: '文件上传失败' });
  });

  it('judges each emitted array by its own statuses', async () => {
    const uploading: Attachment[] = [];
    rememberFieldStatuses(uploading, ['UPLOADING']);
    const after = [done];
    rememberFieldStatuses(after, ['DONE']);
    expect(await validate(uploading)).toBe('文件上传中...');
    expect(await validate(after)).toBeNull();
  });
});
