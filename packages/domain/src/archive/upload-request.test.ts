import { describe, expect, it } from 'vitest';
import {
  archiveInboxFileInput,
  checkUploadRequestExpiry,
  uploadRequestCreateInput,
  uploadRequestPath,
  uploadRequestRefusal,
  uploadRequestState,
  uploadRequestSubmitInput,
} from './upload-request';

const NOW = new Date('2026-03-01T08:00:00.000Z');

describe('upload request rules', () => {
  it('is open until its expiry, and revoked wins over expired', () => {
    const open = { expiresAt: new Date('2026-03-02T00:00:00Z'), revokedAt: null };
    expect(uploadRequestState(open, NOW)).toBe('OPEN');
    expect(uploadRequestState({ ...open, expiresAt: NOW }, NOW)).toBe('EXPIRED');
    expect(uploadRequestState({ expiresAt: new Date('2026-01-01Z'), revokedAt: NOW }, NOW)).toBe('REVOKED');
  });

  it('explains each refusal in Chinese', () => {
    expect(uploadRequestRefusal('OPEN')).toBeNull();
    expect(uploadRequestRefusal('EXPIRED')).toBe('上传链接已过期，请向物业或业委会索取新的链接');
    expect(uploadRequestRefusal('REVOKED')).toBe('上传链接已被撤销，请向物业或业委会索取新的链接');
    expect(uploadRequestRefusal('UNKNOWN')).toBe('上传链接无效，请向物业或业委会索取新的链接');
  });

  it('takes an expiry in the future and within 90 days', () => {
    expect(checkUploadRequestExpiry(new Date('2026-03-08T08:00:00Z'), NOW)).toBeNull();
    expect(checkUploadRequestExpiry(NOW, NOW)).toBe('截止时间须晚于当前时间');
    expect(checkUploadRequestExpiry(new Date('2026-06-01T08:00:00Z'), NOW)).toBe('截止时间不能超过90天');
    expect(checkUploadRequestExpiry(new Date('x'), NOW)).toBe('请选择截止时间');
  });

  it('validates the create, submit and file inputs with Chinese messages', () => {
    const blank = uploadRequestCreateInput.safeParse({
      communityInfoCode: 'C1',
      purpose: '  ',
      expiresAt: '2026-03-08T08:00:00.000Z',
    });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('请填写用途说明');
    const noExpiry = uploadRequestCreateInput.safeParse({ communityInfoCode: 'C1', purpose: '维修发票' });
    expect(noExpiry.error?.issues[0]?.message).toBe('请选择截止时间');
    const tooLong = uploadRequestCreateInput.safeParse({
      communityInfoCode: 'C1',
      purpose: '长'.repeat(101),
      expiresAt: '2026-03-08T08:00:00.000Z',
    });
    expect(tooLong.success).toBe(false);
    const none = uploadRequestSubmitInput.safeParse({ request: 'R1', attachmentIds: [] });
    expect(none.error?.issues[0]?.message).toBe('请上传文件');
    const many = uploadRequestSubmitInput.safeParse({
      request: 'R1',
      attachmentIds: Array.from({ length: 10 }, (_, index) => `A${index}`),
    });
    expect(many.error?.issues[0]?.message).toBe('最多只能上传9个文件');
    const badType = archiveInboxFileInput.safeParse({
      communityInfoCode: 'C1',
      inboxId: 'I1',
      archiveType: 'X',
    });
    expect(badType.error?.issues[0]?.message).toBe('请选择档案分类');
    const root = archiveInboxFileInput.parse({
      communityInfoCode: 'C1',
      inboxId: 'I1',
      archiveType: 'LETTER',
      parentId: '',
    });
    expect(root.parentId).toBeNull();
  });

  it('builds the phone link', () => {
    expect(uploadRequestPath('UR a/b')).toBe('/mobile/uploadfile?request=UR%20a%2Fb');
  });
});
