import { hasAnyPermission, type OperatePermission } from '../account/permissions';

/** Reviewing owner certifications (SPEC §6: "owner certification review needs HOUSE_OWNER_MANAGEMENT"). */
export const CERTIFICATION_REVIEW_PERMISSIONS = [
  'HOUSE_OWNER_MANAGEMENT',
] as const satisfies readonly OperatePermission[];

/** The government roles, whose community pages are the /government "community deliberation" group. */
export const GOVERNMENT_ROLES = ['GOV_MEMBER', 'STREET_GOV_MEMBER'] as const;

/**
 * Whether a user may read a community's owner-certification records (the examine page).
 * Reviewers (HOUSE_OWNER_MANAGEMENT) may; so may government staff who see the community's owners
 * (OHC_VIEW): SPEC §2.4 lists the examine page in the government community menu, and government
 * staff supervise without acting for the committee, so they read and never decide
 * (ours, docs/contracts/roster.md).
 */
export function mayReadCertifications(roles: readonly string[], permissions: readonly string[]): boolean {
  if (hasAnyPermission(permissions, CERTIFICATION_REVIEW_PERMISSIONS)) return true;
  const government = roles.some((role) => (GOVERNMENT_ROLES as readonly string[]).includes(role));
  return government && permissions.includes('OHC_VIEW');
}

/** Whether a user may approve or reject an owner certification. */
export function mayReviewCertifications(permissions: readonly string[]): boolean {
  return hasAnyPermission(permissions, CERTIFICATION_REVIEW_PERMISSIONS);
}
