import { describe, expect, it } from 'vitest';
import {
  canonicalPlaceName,
  checkJoinProofFile,
  duplicateJoinRefusal,
  GOV_JOIN_APPLY_MESSAGES,
  GOV_JOIN_PROOF_MAX_SIZE,
  govJoinProofPresignInput,
  govJoinRecordSubmitInput,
} from './gov-join-apply';

const form = {
  level: 'STREET',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  street: '前海街道',
  organizeName: '前海街道办事处',
  contactName: '王强',
  position: '主任',
  mobile: '13612345678',
  verificationCode: '123456',
  proofAttachmentIds: ['A1'],
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('govJoinRecordSubmitInput', () => {
  it('fills the region from the place and drops a street office community', () => {
    const parsed = govJoinRecordSubmitInput.parse({ ...form, community: '招商社区', district: ' 南山 区 ' });
    expect(parsed).toMatchObject({ district: '南山区', community: '', region: '广东省深圳市南山区前海街道' });
  });

  it('a 社区 names its community, which joins the region', () => {
    const community = { ...form, level: 'COMMUNITY' };
    expect(firstMessage(govJoinRecordSubmitInput.safeParse(community))).toBe(
      GOV_JOIN_APPLY_MESSAGES.communityRequired,
    );
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...community, community: '  ' }))).toBe(
      GOV_JOIN_APPLY_MESSAGES.communityRequired,
    );
    const parsed = govJoinRecordSubmitInput.parse({ ...community, community: '招商社区' });
    expect(parsed.region).toBe('广东省深圳市南山区前海街道招商社区');
  });

  it('needs one to five proofs and names each missing field', () => {
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...form, proofAttachmentIds: [] }))).toBe(
      '请上传公函或工作证明',
    );
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...form, proofAttachmentIds: six }))).toBe(
      '公函或工作证明最多上传5个文件',
    );
    expect(
      govJoinRecordSubmitInput.parse({ ...form, proofAttachmentIds: ['A1', 'A1'] }).proofAttachmentIds,
    ).toEqual(['A1']);
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...form, street: '' }))).toBe('请填写街道名称');
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...form, position: '' }))).toBe('请填写职务');
    expect(firstMessage(govJoinRecordSubmitInput.safeParse({ ...form, verificationCode: '' }))).toBe(
      '请输入正确的验证码',
    );
  });
});

describe('canonicalPlaceName', () => {
  it('folds full-width letters and drops spaces, keeping Chinese as written', () => {
    expect(canonicalPlaceName(' 南山 区 ')).toBe('南山区');
    expect(canonicalPlaceName('Ａ区\u3000一号')).toBe('A区一号');
    expect(canonicalPlaceName('前海街道')).toBe('前海街道');
  });
});

describe('duplicateJoinRefusal', () => {
  it.each([
    [[], null],
    [[{ state: 'REFUSED', unitExists: false }], null],
    [[{ state: 'APPROVED', unitExists: false }], null],
    [[{ state: 'PENDING', unitExists: false }], GOV_JOIN_APPLY_MESSAGES.duplicatePending],
    [[{ state: 'APPROVED', unitExists: true }], GOV_JOIN_APPLY_MESSAGES.alreadyJoined],
    [
      [
        { state: 'PENDING', unitExists: false },
        { state: 'APPROVED', unitExists: true },
      ],
      GOV_JOIN_APPLY_MESSAGES.alreadyJoined,
    ],
  ] as const)('%j → %s', (earlier, message) => {
    expect(duplicateJoinRefusal(earlier)).toBe(message);
  });
});

describe('checkJoinProofFile', () => {
  it('takes pictures and PDF up to 20 MB', () => {
    expect(checkJoinProofFile({ sourceName: '公函.PDF', size: 1 })).toEqual({ valid: true });
    expect(checkJoinProofFile({ sourceName: '工作证.jpg', size: GOV_JOIN_PROOF_MAX_SIZE })).toEqual({
      valid: true,
    });
    expect(checkJoinProofFile({ sourceName: '工作证.jpg', size: GOV_JOIN_PROOF_MAX_SIZE + 1 })).toEqual({
      valid: false,
      message: '文件大小不能超过20MB',
    });
    for (const sourceName of ['公函.docx', '公函.svg', '公函', 'setup.exe'])
      expect(checkJoinProofFile({ sourceName, size: 1 })).toEqual({
        valid: false,
        message: GOV_JOIN_APPLY_MESSAGES.proofKind,
      });
    expect(checkJoinProofFile({ sourceName: '公函.pdf', size: 0 })).toEqual({
      valid: false,
      message: '不能上传空文件',
    });
  });

  it('the presign input carries the same check', () => {
    const result = govJoinProofPresignInput.safeParse({
      mobile: '13612345678',
      verificationCode: '123456',
      sourceName: 'a.zip',
      size: 10,
    });
    expect(firstMessage(result)).toBe(GOV_JOIN_APPLY_MESSAGES.proofKind);
  });
});
