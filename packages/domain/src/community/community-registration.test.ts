import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_REGISTRATION_MESSAGES,
  communityRegistrationInput,
  isRoleAllowedFor,
  mayApplyOrgChange,
  mayResubmit,
  mayReviewRegistration,
  nextRegistrationState,
  organisationStateFor,
  orgChangeInput,
  registrationReviewInput,
} from './community-registration';

const valid = {
  communityName: '锦绣家园',
  provinceName: '广东省',
  cityName: '深圳市',
  districtName: '南山区',
  address: '桃源路20号',
  streetCode: 'ST-NANSHAN',
  govCommunityCode: 'GC-TAOYUAN',
  organisationType: 'COMMITTEE',
  roleType: 'COMMITTEE_DIRECTOR',
  proveFileIds: ['A1'],
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('states', () => {
  it('decides only a REVIEWING application, once', () => {
    expect(nextRegistrationState('REVIEWING', 'APPROVE')).toBe('APPROVED');
    expect(nextRegistrationState('REVIEWING', 'REJECT')).toBe('REJECTED');
    for (const decided of ['APPROVED', 'REJECTED'] as const) {
      expect(nextRegistrationState(decided, 'APPROVE')).toBeNull();
      expect(nextRegistrationState(decided, 'REJECT')).toBeNull();
    }
  });

  it('resubmits only a rejected application', () => {
    expect(mayResubmit('REJECTED')).toBe(true);
    expect(mayResubmit('REVIEWING')).toBe(false);
    expect(mayResubmit('APPROVED')).toBe(false);
  });

  it('maps the organisation type to its organisation state', () => {
    expect(organisationStateFor('COMMITTEE')).toBe('ESTABLISHED_COMMITTEE');
    expect(organisationStateFor('PREPARATORY')).toBe('ESTABLISHED_PREPARATORY_GROUP');
  });

  it('allows a committee from a preparatory group and a new term from a committee only', () => {
    expect(mayApplyOrgChange('ESTABLISHED_PREPARATORY_GROUP', 'ESTABLISH_COMMITTEE')).toBe(true);
    expect(mayApplyOrgChange('PREPARING', 'ESTABLISH_COMMITTEE')).toBe(true);
    expect(mayApplyOrgChange('ESTABLISHED_COMMITTEE', 'ESTABLISH_COMMITTEE')).toBe(false);
    expect(mayApplyOrgChange('ESTABLISHED_COMMITTEE', 'NEW_TERM')).toBe(true);
    expect(mayApplyOrgChange('ESTABLISHED_PREPARATORY_GROUP', 'NEW_TERM')).toBe(false);
  });
});

describe('who reviews', () => {
  const place = { streetCode: 'ST-A', govCommunityCode: 'GC-A1' };
  const street = { level: 'STREET' as const, streetCode: 'ST-A', govCommunityCode: null, hasGovAuth: 'YES' };
  const community = {
    level: 'COMMUNITY' as const,
    streetCode: 'ST-A',
    govCommunityCode: 'GC-A1',
    hasGovAuth: 'YES',
  };

  it('admits certified staff of the street or of the named 社区', () => {
    expect(mayReviewRegistration(street, place)).toBe(true);
    expect(mayReviewRegistration(community, place)).toBe(true);
  });

  it('refuses another street, another 社区, a street-only application for 社区 staff, and uncertified staff', () => {
    expect(mayReviewRegistration({ ...street, streetCode: 'ST-B' }, place)).toBe(false);
    expect(mayReviewRegistration({ ...community, govCommunityCode: 'GC-A2' }, place)).toBe(false);
    expect(mayReviewRegistration(community, { streetCode: 'ST-A', govCommunityCode: null })).toBe(false);
    for (const hasGovAuth of ['NO', 'REVIEWING', 'REJECTED'])
      expect(mayReviewRegistration({ ...street, hasGovAuth }, place)).toBe(false);
  });
});

describe('input schemas', () => {
  it('accepts a committee director and a preparatory member', () => {
    expect(communityRegistrationInput.safeParse(valid).success).toBe(true);
    const prep = { ...valid, organisationType: 'PREPARATORY', roleType: 'PREPARE_MEMBER' };
    expect(communityRegistrationInput.safeParse(prep).success).toBe(true);
  });

  it('refuses a role that does not fit the organisation type', () => {
    expect(isRoleAllowedFor('PREPARATORY', 'COMMITTEE_DIRECTOR')).toBe(false);
    const wrong = communityRegistrationInput.safeParse({ ...valid, organisationType: 'PREPARATORY' });
    expect(messagesOf(wrong)).toEqual([COMMUNITY_REGISTRATION_MESSAGES.roleMismatch]);
    expect(messagesOf(communityRegistrationInput.safeParse({ ...valid, roleType: 'OWNER' }))).toEqual([
      COMMUNITY_REGISTRATION_MESSAGES.roleMismatch,
    ]);
  });

  it('needs a proof file, a street and the texts, with Chinese messages', () => {
    expect(messagesOf(communityRegistrationInput.safeParse({ ...valid, proveFileIds: [] }))).toEqual([
      COMMUNITY_REGISTRATION_MESSAGES.proofRequired,
    ]);
    expect(messagesOf(communityRegistrationInput.safeParse({ ...valid, streetCode: ' ' }))).toEqual([
      COMMUNITY_REGISTRATION_MESSAGES.streetRequired,
    ]);
    expect(messagesOf(communityRegistrationInput.safeParse({ ...valid, communityName: '' }))).toEqual([
      '请填写小区名称',
    ]);
    const many = { ...valid, proveFileIds: Array.from({ length: 10 }, (_, index) => `A${index}`) };
    expect(messagesOf(communityRegistrationInput.safeParse(many))).toEqual(['最多只能上传9个文件']);
  });

  it('turns an empty 社区 into null', () => {
    const parsed = communityRegistrationInput.parse({ ...valid, govCommunityCode: '' });
    expect(parsed.govCommunityCode).toBeNull();
    expect(parsed.communityInfoCode).toBeNull();
  });

  it('needs a reason to reject', () => {
    const reject = registrationReviewInput.safeParse({ registrationId: 'R1', decision: 'REJECT' });
    expect(messagesOf(reject)).toEqual([COMMUNITY_REGISTRATION_MESSAGES.rejectReasonRequired]);
    expect(registrationReviewInput.safeParse({ registrationId: 'R1', decision: 'APPROVE' }).success).toBe(
      true,
    );
  });

  it('takes a committee role for an organisation change', () => {
    const change = {
      communityInfoCode: 'C1',
      changeType: 'NEW_TERM',
      roleType: 'COMMITTEE_MEMBER',
      proveFileIds: ['A'],
    };
    expect(orgChangeInput.safeParse(change).success).toBe(true);
    expect(messagesOf(orgChangeInput.safeParse({ ...change, roleType: 'PREPARE_MEMBER' }))).toEqual([
      COMMUNITY_REGISTRATION_MESSAGES.roleMismatch,
    ]);
  });
});
