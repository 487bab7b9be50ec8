import { describe, expect, it } from 'vitest';
import { govRoleOf, isInJurisdiction } from './jurisdiction';

describe('isInJurisdiction', () => {
  const inTaoyuan = { streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-TAOYUAN' };
  const elsewhere = { streetCode: 'ST-OTHER', govCommunityCode: 'GC-OTHER' };
  const sameStreetOtherOffice = { streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-OTHER' };

  it.each([
    [
      'street sees its street',
      { level: 'STREET', streetCode: 'ST-NANSHAN', govCommunityCode: null },
      inTaoyuan,
      true,
    ],
    [
      'street sees another office of its street',
      { level: 'STREET', streetCode: 'ST-NANSHAN', govCommunityCode: null },
      sameStreetOtherOffice,
      true,
    ],
    [
      'street does not see another street',
      { level: 'STREET', streetCode: 'ST-NANSHAN', govCommunityCode: null },
      elsewhere,
      false,
    ],
    [
      'community office sees its own',
      { level: 'COMMUNITY', streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-TAOYUAN' },
      inTaoyuan,
      true,
    ],
    [
      'community office does not see a sibling office',
      { level: 'COMMUNITY', streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-TAOYUAN' },
      sameStreetOtherOffice,
      false,
    ],
    [
      'community office without an office code sees nothing',
      { level: 'COMMUNITY', streetCode: 'ST-NANSHAN', govCommunityCode: null },
      { streetCode: 'ST-NANSHAN', govCommunityCode: null },
      false,
    ],
  ] as const)('%s', (_name, scope, community, expected) => {
    expect(isInJurisdiction(scope, community)).toBe(expected);
  });

  it('maps levels to roles', () => {
    expect(govRoleOf('STREET')).toBe('STREET_GOV_MEMBER');
    expect(govRoleOf('COMMUNITY')).toBe('GOV_MEMBER');
  });
});
