import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  defaultPermissionsFor,
  hasAnyPermission,
  OperatePermission,
} from './permissions';
import { RoleType } from './roles';

describe('DEFAULT_PERMISSIONS', () => {
  it('has a row for every role, in canonical order, without duplicates', () => {
    expect(Object.keys(DEFAULT_PERMISSIONS).sort()).toEqual([...RoleType.values].sort());
    for (const role of RoleType.values) {
      const permissions = DEFAULT_PERMISSIONS[role];
      expect(new Set(permissions).size).toBe(permissions.length);
      expect(permissions.every((permission) => OperatePermission.is(permission))).toBe(true);
    }
  });

  it.each([
    'COMMITTEE_MEMBER',
    'COMMITTEE_DIRECTOR',
    'COMMITTEE_DEPUTY_DIRECTOR',
    'COMMITTEE_SECRETARY_MEMBER',
    'PREPARE_MEMBER',
    'COMMUNITY_ADMIN',
    'OPERATOR',
  ] as const)('organiser %s holds everything', (role) => {
    expect(DEFAULT_PERMISSIONS[role]).toEqual(OperatePermission.values);
  });

  it.each(['OWNER', 'TENANT', 'FAMILY_MEMBER'] as const)('resident %s holds nothing', (role) => {
    expect(DEFAULT_PERMISSIONS[role]).toEqual([]);
  });

  it.each(['GOV_MEMBER', 'STREET_GOV_MEMBER'] as const)('government %s only views', (role) => {
    const permissions = DEFAULT_PERMISSIONS[role];
    expect(permissions.length).toBeGreaterThan(0);
    expect(permissions.every((permission) => permission.endsWith('_VIEW'))).toBe(true);
  });

  it.each([
    ['PROPERTY_MEMBER', 'HOUSE_OWNER_MANAGEMENT', true],
    ['PROPERTY_MEMBER', 'VOTING_MANAGEMENT', false],
    ['BUILDING_ADMIN_MEMBER', 'HOUSE_OWNER_MANAGEMENT', true],
    ['WGH_MEMBER', 'FINANCE_VIEW', false],
    ['VOLUNTEER_OWNER', 'VOTING_VIEW', true],
    ['THIRD_PARTY_COMPANY', 'NOTICE_MANAGEMENT', false],
  ] as const)('%s holds %s: %s', (role, permission, expected) => {
    expect(DEFAULT_PERMISSIONS[role].includes(permission)).toBe(expected);
  });
});

describe('defaultPermissionsFor', () => {
  it('unites the roles in canonical order', () => {
    expect(defaultPermissionsFor(['THIRD_PARTY_COMPANY', 'BUILDING_ADMIN_MEMBER'])).toEqual([
      'OHC_VIEW',
      'HOUSE_OWNER_MANAGEMENT',
      'VOTING_VIEW',
      'NOTICE_VIEW',
    ]);
    expect(defaultPermissionsFor([])).toEqual([]);
    expect(defaultPermissionsFor(['OWNER'])).toEqual([]);
  });

  it('is a superset of each role and independent of order', () => {
    const roles = fc.array(fc.constantFrom(...RoleType.values), { maxLength: 5 });
    fc.assert(
      fc.property(roles, (list) => {
        const union = defaultPermissionsFor(list);
        for (const role of list) {
          for (const permission of DEFAULT_PERMISSIONS[role]) {
            expect(union).toContain(permission);
          }
        }
        expect(defaultPermissionsFor([...list].reverse())).toEqual(union);
      }),
    );
  });
});

describe('hasAnyPermission', () => {
  it.each([
    [[], [], true],
    [['VOTING_VIEW'], [], true],
    [[], ['VOTING_VIEW'], false],
    [['VOTING_VIEW'], ['VOTING_VIEW', 'VOTING_MANAGEMENT'], true],
    [['VOTING_MANAGEMENT'], ['VOTING_VIEW', 'VOTING_MANAGEMENT'], true],
    [['NOTICE_VIEW'], ['VOTING_VIEW', 'VOTING_MANAGEMENT'], false],
    [['VOTING_VIEW'], ['VOTING_MANAGEMENT'], false],
  ] as const)('held %j, required %j → %s', (held, required, expected) => {
    expect(hasAnyPermission(held, required)).toBe(expected);
  });
});
