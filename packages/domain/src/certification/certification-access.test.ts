import { describe, expect, it } from 'vitest';
import { defaultPermissionsFor } from '../account/permissions';
import { mayReadCertifications, mayReviewCertifications } from './certification-access';

describe('owner-certification access (SPEC §2.4, §6)', () => {
  it.each([
    [['COMMITTEE_DIRECTOR'], true, true],
    [['PREPARE_MEMBER'], true, true],
    [['PROPERTY_MEMBER'], true, true],
    [['BUILDING_ADMIN_MEMBER'], true, true],
    // Government staff read the records and never decide them.
    [['GOV_MEMBER'], true, false],
    [['STREET_GOV_MEMBER'], true, false],
    // Other view-only roles see the roster, not the certification records.
    [['WGH_MEMBER'], false, false],
    [['VOLUNTEER_OWNER'], false, false],
    [['THIRD_PARTY_COMPANY'], false, false],
    [['OWNER'], false, false],
  ] as const)('%j with its default permissions: read %s, review %s', (roles, read, review) => {
    const permissions = defaultPermissionsFor(roles);
    expect(mayReadCertifications(roles, permissions)).toBe(read);
    expect(mayReviewCertifications(permissions)).toBe(review);
  });

  it('government staff without OHC_VIEW read nothing', () => {
    expect(mayReadCertifications(['GOV_MEMBER'], ['VOTING_VIEW'])).toBe(false);
  });
});
