import { describe, expect, it } from 'vitest';
import {
  COMMITTEE_ROLES,
  hasWebStaffRole,
  isCommitteeRole,
  isWebStaffRole,
  mayEditApprovalFlow,
  RESIDENT_ROLES,
  RoleType,
  WEB_STAFF_ROLES,
} from './roles';

describe('RoleType', () => {
  it('lists the 17 roles of SPEC §6', () => {
    expect(RoleType.values).toHaveLength(17);
    expect(RoleType.label('COMMITTEE_DIRECTOR')).toBe('业委会主任');
  });

  it('splits into web staff, residents and the admin role', () => {
    const rest = RoleType.values.filter(
      (role) => !isWebStaffRole(role) && !(RESIDENT_ROLES as readonly string[]).includes(role),
    );
    expect(rest).toEqual(['COMMUNITY_ADMIN']);
  });
});

describe('isWebStaffRole', () => {
  it.each([
    ...WEB_STAFF_ROLES.map((role) => [role, true] as const),
    ['OWNER', false],
    ['TENANT', false],
    ['FAMILY_MEMBER', false],
    ['COMMUNITY_ADMIN', false],
    ['UNKNOWN', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(isWebStaffRole(role)).toBe(expected);
  });
});

describe('hasWebStaffRole', () => {
  it.each([
    [[], false],
    [['OWNER'], false],
    [['OWNER', 'TENANT'], false],
    [['OWNER', 'PREPARE_MEMBER'], true],
    [['OPERATOR'], true],
  ] as const)('%j → %s', (roles, expected) => {
    expect(hasWebStaffRole(roles)).toBe(expected);
  });
});

describe('isCommitteeRole', () => {
  it.each([
    ...COMMITTEE_ROLES.map((role) => [role, true] as const),
    ['PREPARE_MEMBER', false],
    ['OWNER', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(isCommitteeRole(role)).toBe(expected);
  });
});

describe('mayEditApprovalFlow', () => {
  it.each([
    [['COMMITTEE_MEMBER'], true],
    [['COMMITTEE_SECRETARY_MEMBER'], true],
    [['OPERATOR'], true],
    [['PROPERTY_MEMBER'], true],
    [['COMMUNITY_ADMIN'], true],
    [['PREPARE_MEMBER'], false],
    [['GOV_MEMBER', 'OWNER'], false],
    [['OWNER', 'COMMITTEE_DIRECTOR'], true],
    [[], false],
  ] as const)('%j → %s', (roles, expected) => {
    expect(mayEditApprovalFlow(roles)).toBe(expected);
  });
});
