import { defaultPermissionsFor, OperatePermission } from '@gongzhi/domain/account/permissions';
import type { CommunityMenuFlags } from '@gongzhi/domain/community/community-flags';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuNode, menuLeaves } from './menu-items';

const plain: CommunityMenuFlags = {
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  hasOpenWorkOrder: 'YES',
};
const ALL = OperatePermission.values;

function keys(nodes: MenuNode[]): string[] {
  return menuLeaves(nodes).map((leaf) => leaf.key);
}

describe('buildMenu /manage', () => {
  it('lists the SPEC §2.5 menu in order for a user holding everything', () => {
    const menu = buildMenu('/manage', { showCommunityMenu: true, community: plain, permissions: ALL });
    expect(menu[0]).toMatchObject({ kind: 'group', label: 'shell.groupRoster' });
    expect(keys(menu)).toEqual([
      'highrise',
      'villa',
      'examine',
      'vote',
      'quickVote',
      'consultation',
      'proposal',
      'notice',
      'finance',
      'archive',
      'meeting',
      'members',
      'estate',
    ]);
    expect(menuLeaves(menu).find((leaf) => leaf.key === 'examine')?.path).toBe('HouseRoster/examine');
  });

  it('hides items without one of their permissions', () => {
    const menu = buildMenu('/manage', {
      showCommunityMenu: true,
      community: plain,
      permissions: ['OHC_VIEW', 'NOTICE_VIEW'],
    });
    expect(keys(menu)).toEqual(['highrise', 'villa', 'notice', 'members', 'estate']);
  });

  it('drops an empty group', () => {
    const menu = buildMenu('/manage', {
      showCommunityMenu: true,
      community: plain,
      permissions: ['MEETING_MANAGEMENT'],
    });
    expect(menu.some((node) => node.kind === 'group')).toBe(false);
    expect(keys(menu)).toEqual(['meeting', 'members', 'estate']);
  });

  it('hides finance and estate for special partner communities with a CRM role', () => {
    const partner = { ...plain, vankeTag: 'YES' as const, crmRole: 'CRM' };
    const menu = buildMenu('/manage', { showCommunityMenu: true, community: partner, permissions: ALL });
    expect(keys(menu)).not.toContain('finance');
    expect(keys(menu)).not.toContain('estate');
  });

  it('hides estate for experience communities and without open work orders', () => {
    for (const community of [
      { ...plain, experienceTag: 'YES' as const },
      { ...plain, hasOpenWorkOrder: 'NO' as const },
    ]) {
      const menu = buildMenu('/manage', { showCommunityMenu: true, community, permissions: ALL });
      expect(keys(menu)).toContain('finance');
      expect(keys(menu)).not.toContain('estate');
    }
  });
});

describe('buildMenu /government', () => {
  it('shows the community deliberation group on community pages', () => {
    const menu = buildMenu('/government', { showCommunityMenu: true, community: plain, permissions: ALL });
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: 'group', label: 'shell.groupCommunity' });
    expect(keys(menu)).toEqual([
      'highrise',
      'villa',
      'examine',
      'vote',
      'quickVote',
      'consultation',
      'proposal',
      'notice',
      'members',
    ]);
  });

  it('shows owner certification review to government staff, whose permissions are view-only (issue #28 item 8)', () => {
    const govView = defaultPermissionsFor(['GOV_MEMBER']);
    const menu = buildMenu('/government', {
      showCommunityMenu: true,
      community: plain,
      permissions: govView,
    });
    expect(keys(menu)).toContain('examine');
    expect(menuLeaves(menu).find((leaf) => leaf.key === 'examine')?.path).toBe('HouseRoster/examine');
    // In /manage the page stays the reviewers' (SPEC §6: HOUSE_OWNER_MANAGEMENT).
    const manage = buildMenu('/manage', {
      showCommunityMenu: true,
      community: plain,
      permissions: defaultPermissionsFor(['WGH_MEMBER']),
    });
    expect(keys(manage)).toContain('highrise');
    expect(keys(manage)).not.toContain('examine');
  });

  it('shows the district operations group on government-level pages', () => {
    const menu = buildMenu('/government', { showCommunityMenu: false, community: null, permissions: [] });
    expect(menu[0]).toMatchObject({ kind: 'group', label: 'shell.groupDistrict' });
    expect(keys(menu)).toEqual([
      'dashboard',
      'activity',
      'govConsultation',
      'information',
      'complaint',
      'stat',
      'communityReview',
    ]);
  });
});
