import type { GovLevel } from './account-enums';
import type { RoleType } from './roles';

export type JurisdictionScope = { level: GovLevel; streetCode: string; govCommunityCode: string | null };
export type CommunityPlace = { streetCode: string | null; govCommunityCode: string | null };

/** A street office supervises every community of its street; community staff only their own 社区. */
export function isInJurisdiction(scope: JurisdictionScope, community: CommunityPlace): boolean {
  if (scope.level === 'STREET') return community.streetCode === scope.streetCode;
  return scope.govCommunityCode !== null && community.govCommunityCode === scope.govCommunityCode;
}

/** The community role a government staff member acts with inside their jurisdiction. */
export function govRoleOf(level: GovLevel): RoleType {
  return level === 'STREET' ? 'STREET_GOV_MEMBER' : 'GOV_MEMBER';
}
