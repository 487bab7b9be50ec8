import { describe, expect, it } from 'vitest';
import {
  certificationReviewInput,
  certificationSubmitInput,
  isValidDocumentNumber,
  ownerCertificationStatus,
} from './certification-rules';

const base = {
  communityInfoCode: 'YGHY001',
  houseCode: 'H1',
  ownerName: '张三',
  cardNo: '11010519491231002x',
  proveFileIds: ['A1'],
};

describe('certification rules', () => {
  it('validates document numbers per type', () => {
    expect(isValidDocumentNumber('RESIDENT_ID_CARD', '11010519491231002X')).toBe(true);
    expect(isValidDocumentNumber('RESIDENT_ID_CARD', '110105194912310021')).toBe(false);
    expect(isValidDocumentNumber('PASSPORT', 'E12345678')).toBe(true);
    expect(isValidDocumentNumber('PASSPORT', '12')).toBe(false);
  });

  it('normalises and defaults a submission', () => {
    const value = certificationSubmitInput.parse(base);
    expect(value).toMatchObject({
      cardNo: '11010519491231002X',
      cardType: 'RESIDENT_ID_CARD',
      isAgent: 'NO',
    });
    expect(value.certificationType).toBe('OWNER');
  });

  it('refuses a malformed ID and incomplete agent data', () => {
    const bad = certificationSubmitInput.safeParse({ ...base, cardNo: '110105194912310021' });
    expect(bad.error?.issues[0]?.message).toBe('请输入正确的身份证号');
    const agent = certificationSubmitInput.safeParse({ ...base, isAgent: 'YES' });
    expect(agent.error?.issues.map((issue) => issue.path[0])).toEqual([
      'agentName',
      'agentMobile',
      'agentCardNo',
      'agentProveFileIds',
    ]);
  });

  it('needs a reason to reject', () => {
    const common = { communityInfoCode: 'C', certificationId: 'X' };
    expect(certificationReviewInput.safeParse({ ...common, state: 'REJECTED' }).success).toBe(false);
    expect(
      certificationReviewInput.safeParse({ ...common, state: 'REJECTED', rejectReason: '材料不清' }).success,
    ).toBe(true);
    expect(certificationReviewInput.safeParse({ ...common, state: 'APPROVE' }).success).toBe(true);
  });

  it.each([
    [[], 'NO'],
    [['REVIEWING'], 'REVIEWING'],
    [['REJECTED', 'APPROVE'], 'YES'],
    [['REJECTED'], 'REJECTED'],
    [['REVIEWING', 'REJECTED'], 'REVIEWING'],
  ] as const)('%j → %s', (states, status) => {
    expect(ownerCertificationStatus(states)).toBe(status);
  });
});
