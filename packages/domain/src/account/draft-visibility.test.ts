import { describe, expect, it } from 'vitest';
import { DRAFT_PERMISSION, maySeeDrafts } from './draft-visibility';
import { DEFAULT_PERMISSIONS } from './permissions';

describe('maySeeDrafts (issue #28 item 2)', () => {
  it('only the area management permission sees drafts', () => {
    expect(maySeeDrafts(['NOTICE_MANAGEMENT'], 'NOTICE')).toBe(true);
    expect(maySeeDrafts(['NOTICE_VIEW'], 'NOTICE')).toBe(false);
    expect(maySeeDrafts(['VOTING_VIEW', 'NOTICE_MANAGEMENT'], 'VOTING')).toBe(false);
    expect(maySeeDrafts([], 'INTENTION')).toBe(false);
    for (const [area, permission] of Object.entries(DRAFT_PERMISSION))
      expect(maySeeDrafts([permission], area as keyof typeof DRAFT_PERMISSION)).toBe(true);
  });

  it('building admins and government staff see no vote, notice or questionnaire drafts by default', () => {
    for (const role of ['BUILDING_ADMIN_MEMBER', 'GOV_MEMBER', 'STREET_GOV_MEMBER'] as const) {
      for (const area of ['VOTING', 'NOTICE', 'INTENTION', 'QUICK_ISSUE'] as const)
        expect(maySeeDrafts(DEFAULT_PERMISSIONS[role], area)).toBe(false);
    }
    expect(maySeeDrafts(DEFAULT_PERMISSIONS.COMMITTEE_DIRECTOR, 'VOTING')).toBe(true);
    expect(maySeeDrafts(DEFAULT_PERMISSIONS.PROPERTY_MEMBER, 'NOTICE')).toBe(true);
    expect(maySeeDrafts(DEFAULT_PERMISSIONS.PROPERTY_MEMBER, 'INTENTION')).toBe(false);
  });
});
