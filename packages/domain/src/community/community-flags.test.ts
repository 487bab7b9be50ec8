import { describe, expect, it } from 'vitest';
import {
  type CommunityMenuFlags,
  isEstateHidden,
  isExperienceCommunity,
  isFinanceHidden,
  isSpecialPartnerWithCrm,
} from './community-flags';

const base: CommunityMenuFlags = {
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  hasOpenWorkOrder: 'YES',
};

describe('community menu flags (SPEC §2.5)', () => {
  it.each([
    ['ordinary community', {}, false, false, false],
    ['partner without CRM role', { vankeTag: 'YES' }, false, false, false],
    ['partner with empty CRM role', { vankeTag: 'YES', crmRole: '' }, false, false, false],
    ['CRM role without partner tag', { crmRole: 'ADMIN' }, false, false, false],
    ['partner with CRM role', { vankeTag: 'YES', crmRole: 'ADMIN' }, true, true, true],
    ['experience community', { experienceTag: 'YES' }, false, false, true],
    ['no open work orders', { hasOpenWorkOrder: 'NO' }, false, false, true],
  ] as const)(
    '%s: partner %s, finance hidden %s, estate hidden %s',
    (_name, overrides, partner, finance, estate) => {
      const flags = { ...base, ...overrides };
      expect(isSpecialPartnerWithCrm(flags)).toBe(partner);
      expect(isFinanceHidden(flags)).toBe(finance);
      expect(isEstateHidden(flags)).toBe(estate);
    },
  );

  it.each([
    ['YES', true],
    ['NO', false],
  ] as const)('experienceTag %s → experience %s', (experienceTag, expected) => {
    expect(isExperienceCommunity({ experienceTag })).toBe(expected);
  });
});
