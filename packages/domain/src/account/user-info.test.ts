import { describe, expect, it } from 'vitest';
import { communityDto, userInfoDto } from './user-info';

const community = {
  communityInfoCode: 'C1',
  communityName: '幸福小区',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  experienceServiceTag: 'NO',
  hasOpenWorkOrder: 'YES',
  viewOnlyForOwners: 'NO',
  allowOwnerMotion: 'YES',
  votingRoleTypes: [{ communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' }],
};

const user = {
  mobile: '13800138000',
  ownerName: '张三',
  userId: 'u1',
  ownerId: 'o1',
  avatar: null,
  adminOwnerType: 'COMMUNITY',
  communities: [community],
  operateRoleDTOs: [{ communityInfoCode: 'C1', operateRoleTypeList: ['VOTING_VIEW'] }],
  cardNo: null,
  position: null,
  hasGovAuth: 'NO',
  govInfo: null,
};

describe('userInfoDto', () => {
  it('parses a login answer without token', () => {
    expect(userInfoDto.parse(user)).toEqual(user);
  });

  it('keeps the token when present', () => {
    expect(userInfoDto.parse({ ...user, token: 't' }).token).toBe('t');
  });

  it.each([
    [{ adminOwnerType: 'OWNER' }],
    [{ hasGovAuth: 'MAYBE' }],
    [{ operateRoleDTOs: [{ communityInfoCode: 'C1', operateRoleTypeList: ['NOPE'] }] }],
  ])('rejects %j', (overrides) => {
    expect(userInfoDto.safeParse({ ...user, ...overrides }).success).toBe(false);
  });
});

describe('communityDto', () => {
  it.each([[{ hasAuth: 'MAYBE' }], [{ roles: ['KING'] }]])('rejects %j', (overrides) => {
    expect(communityDto.safeParse({ ...community, ...overrides }).success).toBe(false);
  });
});
