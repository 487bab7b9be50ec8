import { govRoleOf, isInJurisdiction } from '@gongzhi/domain/account/jurisdiction';
import {
  defaultPermissionsFor,
  hasAnyPermission,
  OperatePermission,
} from '@gongzhi/domain/account/permissions';
import { hasWebStaffRole, RoleType } from '@gongzhi/domain/account/roles';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { CommunityRepository, CommunityRow } from './repository';

/** What the actor may do in one community, as the guard resolved it. */
export type CommunityAccess = {
  community: CommunityRow;
  roles: RoleType[];
  permissions: OperatePermission[];
};

export type AccessRequirement = {
  permission?: readonly OperatePermission[];
  requireCommunityCert?: boolean;
};

function knownRoles(roles: readonly string[]): RoleType[] {
  return roles.filter((role): role is RoleType => RoleType.is(role));
}

function knownPermissions(permissions: readonly string[]): OperatePermission[] {
  return permissions.filter((permission): permission is OperatePermission =>
    OperatePermission.is(permission),
  );
}

export function createCommunityAccessService(repo: CommunityRepository) {
  /** The actor's standing in a community, or null when it is not one of theirs (or not in their jurisdiction). */
  async function resolve(actor: Actor, communityInfoCode: string): Promise<CommunityAccess | null> {
    const community = await repo.findByCode(communityInfoCode);
    if (!community) return null;
    if (actor.sessionKind === 'WEB_GOV') {
      const staff = await repo.govStaffOf(actor.userId);
      // Certification gates government work (DESIGN §6): uncertified staff see no community's data.
      if (staff?.hasGovAuth !== 'YES' || !isInJurisdiction(staff, community)) return null;
      const roles = [govRoleOf(staff.level)];
      return { community, roles, permissions: defaultPermissionsFor(roles) };
    }
    if (actor.sessionKind !== 'WEB_COMMUNITY') return null;
    const membership = await repo.membership(actor.userId, community.id);
    if (!membership || !hasWebStaffRole(membership.roles)) return null;
    const roles = knownRoles(membership.roles);
    const permissions = membership.permissions
      ? knownPermissions(membership.permissions)
      : defaultPermissionsFor(roles);
    return { community, roles, permissions };
  }

  /**
   * The check every community-scoped handler makes (DESIGN §6): another community answers 404 so its
   * existence is not revealed; a missing permission or certification answers 403 with the spec's words.
   */
  async function require(
    actor: Actor,
    communityInfoCode: string,
    need: AccessRequirement = {},
  ): Promise<CommunityAccess> {
    const access = await resolve(actor, communityInfoCode);
    if (!access) {
      // The government workbench's own refusal (SPEC §4), as its board and publishing calls answer.
      if (actor.sessionKind === 'WEB_GOV' && (await repo.govStaffOf(actor.userId))?.hasGovAuth !== 'YES')
        throw new AppError(403, MESSAGES.govCertFirst);
      throw new AppError(404, SERVER_MESSAGES.communityNotFound);
    }
    if (!hasAnyPermission(access.permissions, need.permission ?? []))
      throw new AppError(403, MESSAGES.noPermission);
    if (need.requireCommunityCert && access.community.hasAuth !== 'YES') {
      throw new AppError(403, MESSAGES.communityNotCertified);
    }
    return access;
  }

  return { resolve, require };
}

export type CommunityAccessService = ReturnType<typeof createCommunityAccessService>;
