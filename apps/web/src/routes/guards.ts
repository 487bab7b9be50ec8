import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import type { PageConfig } from './page-config';

export type WorkbenchArea = '/manage' | '/government';

/** The workbench a login type opens: government staff → /government, everyone else → /manage. */
export function areaOf(adminOwnerType: AdminOwnerType): WorkbenchArea {
  return adminOwnerType === 'GOV' ? '/government' : '/manage';
}

/** Where a page needing login sends an anonymous visitor. */
export function loginUrlFor(pathWithSearch: string): string {
  return `/login?to=${encodeURIComponent(pathWithSearch)}`;
}

/** True when `to` is a same-origin path inside `area` (the area itself, a sub-path, or with a query). */
export function isInsideArea(to: string, area: WorkbenchArea): boolean {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return false;
  const rest = to.slice(area.length);
  return (
    to.startsWith(area) &&
    (rest === '' || rest.startsWith('/') || rest.startsWith('?') || rest.startsWith('#'))
  );
}

/**
 * Where a logged-in user goes from /login: the `to` parameter when it lies inside the area of the
 * login type, else the area's home.
 */
export function resolveAfterLogin(adminOwnerType: AdminOwnerType, to: string | null | undefined): string {
  const area = areaOf(adminOwnerType);
  return to && isInsideArea(to, area) ? to : area;
}

/** The operate permissions the user holds in one community. */
export function permissionsIn(
  user: Pick<UserInfoDto, 'operateRoleDTOs'>,
  communityCode: string | null,
): string[] {
  if (!communityCode) return [];
  return (
    user.operateRoleDTOs.find((entry) => entry.communityInfoCode === communityCode)?.operateRoleTypeList ?? []
  );
}

export type PageAccess = 'allowed' | 'govCertRequired' | 'communityNotCertified' | 'noPermission';

/**
 * Whether the page may show for this user and community. Government certification comes first (a
 * government page needing it, and every community page opened by government staff: the server
 * refuses their community calls until certified), then community certification (SPEC §5), then the
 * page's permissions (any one suffices, SPEC §6).
 */
export function checkPageAccess(
  config: Pick<PageConfig, 'requireAuth' | 'requireCommunityCert' | 'userAuth' | 'showCommunityMenu'>,
  user: Pick<UserInfoDto, 'operateRoleDTOs' | 'hasGovAuth' | 'adminOwnerType'>,
  community: Pick<CommunityDto, 'communityInfoCode' | 'hasAuth'> | null,
): PageAccess {
  if (
    (config.requireAuth || config.showCommunityMenu) &&
    user.adminOwnerType === 'GOV' &&
    user.hasGovAuth !== 'YES'
  )
    return 'govCertRequired';
  if (!config.showCommunityMenu) return 'allowed';
  if (config.requireCommunityCert && community?.hasAuth !== 'YES') return 'communityNotCertified';
  const held = permissionsIn(user, community?.communityInfoCode ?? null);
  if (config.userAuth.length > 0 && (!community || !hasAnyPermission(held, config.userAuth)))
    return 'noPermission';
  return 'allowed';
}
