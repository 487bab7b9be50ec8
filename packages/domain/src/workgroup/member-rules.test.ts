import { describe, expect, it } from 'vitest';
import { defaultPermissionsFor, OperatePermission } from '../account/permissions';
import {
  genderAndAge,
  isWorkgroupManager,
  isWorkgroupMember,
  maskMobile,
  memberChangeRefusal,
  PERMISSION_GROUPS,
  permissionEditRefusal,
  rolesAfterRemoval,
  rolesAfterUpdate,
  storedPermissions,
  workgroupMessages,
} from './member-rules';
import { memberAddInput } from './workgroup-api';

describe('managers and members', () => {
  it.each([
    [['COMMITTEE_DIRECTOR'], true],
    [['COMMUNITY_ADMIN'], true],
    [['PREPARE_MEMBER'], true],
    [['COMMITTEE_MEMBER'], false],
    [['PROPERTY_MEMBER'], false],
    [['OWNER'], false],
  ] as const)('%j manages → %s', (roles, expected) => {
    expect(isWorkgroupManager(roles)).toBe(expected);
  });

  it('counts staff and admins as members, not residents', () => {
    expect(isWorkgroupMember(['OWNER'])).toBe(false);
    expect(isWorkgroupMember(['OWNER', 'COMMITTEE_MEMBER'])).toBe(true);
    expect(isWorkgroupMember(['COMMUNITY_ADMIN'])).toBe(true);
    expect(isWorkgroupMember(['OPERATOR'])).toBe(false);
  });
});

describe('memberChangeRefusal', () => {
  const director = { id: 'D', roles: ['COMMITTEE_DIRECTOR'] };
  const admin = { id: 'A', roles: ['COMMITTEE_MEMBER', 'COMMUNITY_ADMIN'] };
  it('lets leaders change ordinary members', () => {
    expect(memberChangeRefusal(director, { id: 'X', roles: ['COMMITTEE_MEMBER'] })).toBeNull();
  });
  it('refuses non-leaders', () => {
    expect(memberChangeRefusal({ id: 'M', roles: ['COMMITTEE_MEMBER'] }, director)).toBe(
      workgroupMessages.notManager,
    );
  });
  it('lets only an admin touch an admin', () => {
    expect(memberChangeRefusal(director, admin)).toBe(workgroupMessages.protectedAdmin);
    expect(memberChangeRefusal(admin, { id: 'B', roles: ['COMMUNITY_ADMIN'] })).toBeNull();
  });
});

describe('role changes', () => {
  it('keeps the roles a manager cannot assign', () => {
    expect(
      rolesAfterUpdate(['OWNER', 'COMMUNITY_ADMIN', 'COMMITTEE_MEMBER'], ['COMMITTEE_SECRETARY_MEMBER']),
    ).toEqual(['OWNER', 'COMMUNITY_ADMIN', 'COMMITTEE_SECRETARY_MEMBER']);
  });
  it('leaves residents their resident roles on removal', () => {
    expect(rolesAfterRemoval(['OWNER', 'COMMITTEE_MEMBER'])).toEqual(['OWNER']);
    expect(rolesAfterRemoval(['PROPERTY_MEMBER'])).toEqual([]);
  });
});

describe('permissionEditRefusal', () => {
  const all = [...OperatePermission.values];
  it('keeps a member editing themselves within their role defaults', () => {
    const roles = ['PROPERTY_MEMBER'];
    expect(
      permissionEditRefusal({
        self: true,
        actorPermissions: all,
        targetRoles: roles,
        requested: ['OHC_VIEW'],
      }),
    ).toBeNull();
    expect(
      permissionEditRefusal({
        self: true,
        actorPermissions: all,
        targetRoles: roles,
        requested: ['VOTING_MANAGEMENT'],
      }),
    ).toBe(workgroupMessages.beyondOwnRole);
  });
  it('grants only what the granter holds', () => {
    expect(
      permissionEditRefusal({
        self: false,
        actorPermissions: ['OHC_VIEW'],
        targetRoles: ['COMMITTEE_MEMBER'],
        requested: ['OHC_VIEW', 'MEETING_MANAGEMENT'],
      }),
    ).toBe('不能授予您自己没有的权限：工作组会议管理');
  });
});

describe('storedPermissions', () => {
  it('stores null for the role defaults and the canonical order otherwise', () => {
    const defaults = defaultPermissionsFor(['PROPERTY_MEMBER']);
    expect(storedPermissions(['PROPERTY_MEMBER'], [...defaults].reverse())).toBeNull();
    expect(storedPermissions(['PROPERTY_MEMBER'], ['NOTICE_VIEW', 'OHC_VIEW'])).toEqual([
      'OHC_VIEW',
      'NOTICE_VIEW',
    ]);
    expect(storedPermissions(['PROPERTY_MEMBER'], [])).toEqual([]);
  });
});

describe('PERMISSION_GROUPS', () => {
  it('lists every permission once', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...listed].sort()).toEqual([...OperatePermission.values].sort());
  });
});

describe('display helpers', () => {
  it('masks mobiles', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });
  it.each([
    ['440305198001011234', '2026-03-02T02:00:00Z', 'MALE', 46],
    ['440305198003021224', '2026-03-01T15:59:00Z', 'FEMALE', 45],
    ['440305198003021224', '2026-03-01T16:00:00Z', 'FEMALE', 46],
    ['440305800101123', '2026-03-02T02:00:00Z', 'MALE', 46],
    [null, '2026-03-02T02:00:00Z', null, null],
  ] as const)('%s at %s → %s %s', (cardNo, now, gender, age) => {
    expect(genderAndAge(cardNo, new Date(now))).toEqual({ gender, age });
  });
});

describe('memberAddInput', () => {
  it('checks the mobile and needs a role', () => {
    expect(
      memberAddInput.safeParse({ communityInfoCode: 'C', mobile: '123', roleTypeList: ['COMMITTEE_MEMBER'] })
        .error?.issues[0]?.message,
    ).toBe('请输入正确的手机号');
    expect(
      memberAddInput.safeParse({ communityInfoCode: 'C', mobile: '13600000009', roleTypeList: [] }).error
        ?.issues[0]?.message,
    ).toBe('请选择成员角色');
    expect(
      memberAddInput.safeParse({
        communityInfoCode: 'C',
        mobile: '13600000009',
        roleTypeList: ['COMMUNITY_ADMIN'],
      }).success,
    ).toBe(false);
  });
});
