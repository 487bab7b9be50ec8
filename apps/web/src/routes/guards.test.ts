import { describe, expect, it } from 'vitest';
import { checkPageAccess, isInsideArea, loginUrlFor, permissionsIn, resolveAfterLogin } from './guards';
import { COMMUNITY_PAGE, pageConfig } from './page-config';

describe('resolveAfterLogin', () => {
  it('sends community logins to /manage and government logins to /government', () => {
    expect(resolveAfterLogin('COMMUNITY', null)).toBe('/manage');
    expect(resolveAfterLogin('GOV', undefined)).toBe('/government');
  });

  it('honours `to` only inside the area of the login type', () => {
    expect(resolveAfterLogin('COMMUNITY', '/manage/vote?communityCode=A')).toBe(
      '/manage/vote?communityCode=A',
    );
    expect(resolveAfterLogin('COMMUNITY', '/manage')).toBe('/manage');
    expect(resolveAfterLogin('COMMUNITY', '/government/dashboard')).toBe('/manage');
    expect(resolveAfterLogin('GOV', '/government/complaint/7')).toBe('/government/complaint/7');
    expect(resolveAfterLogin('GOV', '/manage/vote')).toBe('/government');
  });

  it('refuses look-alike prefixes and other origins', () => {
    expect(resolveAfterLogin('COMMUNITY', '/manager')).toBe('/manage');
    expect(resolveAfterLogin('COMMUNITY', '//evil.example/manage')).toBe('/manage');
    expect(resolveAfterLogin('COMMUNITY', 'https://evil.example/manage')).toBe('/manage');
    expect(resolveAfterLogin('COMMUNITY', '/\\evil.example/manage')).toBe('/manage');
    expect(isInsideArea('/manage#top', '/manage')).toBe(true);
  });
});

describe('loginUrlFor', () => {
  it('keeps path and search in `to`', () => {
    expect(loginUrlFor('/manage/vote?communityCode=A')).toBe(
      '/login?to=%2Fmanage%2Fvote%3FcommunityCode%3DA',
    );
  });
});

const user = {
  adminOwnerType: 'COMMUNITY' as const,
  hasGovAuth: 'NO' as const,
  operateRoleDTOs: [
    { communityInfoCode: 'A', operateRoleTypeList: ['VOTING_VIEW' as const] },
    { communityInfoCode: 'B', operateRoleTypeList: [] },
  ],
};
const certified = { communityInfoCode: 'A', hasAuth: 'YES' as const };
const uncertified = { communityInfoCode: 'B', hasAuth: 'NO' as const };

describe('checkPageAccess', () => {
  const votePage = pageConfig(COMMUNITY_PAGE, 'voteList', {
    userAuth: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
    requireCommunityCert: true,
  });

  it('allows a page when any one listed permission is held', () => {
    expect(checkPageAccess(votePage, user, certified)).toBe('allowed');
    expect(
      checkPageAccess(
        pageConfig(COMMUNITY_PAGE, 'voteCreate', { userAuth: ['VOTING_MANAGEMENT'] }),
        user,
        certified,
      ),
    ).toBe('noPermission');
  });

  it('asks for community certification before permissions', () => {
    expect(checkPageAccess(votePage, user, uncertified)).toBe('communityNotCertified');
  });

  it('needs no permission when the page lists none', () => {
    expect(checkPageAccess(pageConfig(COMMUNITY_PAGE, 'workgroupMembers'), user, uncertified)).toBe(
      'allowed',
    );
  });

  it('gates government pages on government certification', () => {
    const govPage = pageConfig(COMMUNITY_PAGE, 'dashboard', { requireAuth: true, showCommunityMenu: false });
    expect(checkPageAccess(govPage, { ...user, adminOwnerType: 'GOV' }, null)).toBe('govCertRequired');
    expect(checkPageAccess(govPage, { ...user, adminOwnerType: 'GOV', hasGovAuth: 'YES' }, null)).toBe(
      'allowed',
    );
  });

  it('gates every community page for government staff before certification', () => {
    const gov = { ...user, adminOwnerType: 'GOV' as const, operateRoleDTOs: [] };
    const noticePage = pageConfig(COMMUNITY_PAGE, 'noticeList');
    expect(checkPageAccess(noticePage, gov, certified)).toBe('govCertRequired');
    expect(checkPageAccess(noticePage, { ...gov, hasGovAuth: 'REVIEWING' }, certified)).toBe(
      'govCertRequired',
    );
    // A community login's certification state says nothing about community pages.
    expect(checkPageAccess(noticePage, user, certified)).toBe('allowed');
  });

  it('reads permissions per community', () => {
    expect(permissionsIn(user, 'A')).toEqual(['VOTING_VIEW']);
    expect(permissionsIn(user, 'Z')).toEqual([]);
    expect(permissionsIn(user, null)).toEqual([]);
  });
});
