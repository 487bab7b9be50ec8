import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import { govRoleOf } from '@gongzhi/domain/account/jurisdiction';
import { defaultPermissionsFor, OperatePermission } from '@gongzhi/domain/account/permissions';
import { hasWebStaffRole, RoleType } from '@gongzhi/domain/account/roles';
import type {
  CommunityDto,
  GovInfoDto,
  OperateRoleDto,
  UserInfoDto,
} from '@gongzhi/domain/account/user-info';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { votingRoleTypesOf } from '@gongzhi/domain/community/voting-role-types';
import type { SessionKind } from '../../db/schema';
import type { CommunityRepository, CommunityRow, GovStaffRow } from '../community/repository';
import type { UserRow } from './repository';

type Standing = { community: CommunityRow; roles: RoleType[]; permissions: OperatePermission[] };

function toCommunityDto({ community, roles }: Standing): CommunityDto {
  return {
    communityInfoCode: community.communityInfoCode,
    communityName: community.communityName,
    roles,
    hasAuth: community.hasAuth,
    vankeTag: community.vankeTag,
    crmRole: community.crmRole,
    experienceTag: community.experienceTag,
    experienceServiceTag: community.experienceServiceTag,
    hasOpenWorkOrder: community.hasOpenWorkOrder,
    viewOnlyForOwners: community.viewOnlyForOwners,
    allowOwnerMotion: community.allowOwnerMotion,
    votingRoleTypes: votingRoleTypesOf(community.votingRoleTypes),
  };
}

function toGovInfo(staff: GovStaffRow | null): GovInfoDto | null {
  if (!staff) return null;
  return {
    streetName: staff.streetName,
    streetCode: staff.streetCode,
    govCommunityName: staff.govCommunityName,
    govCommunityCode: staff.govCommunityCode,
  };
}

export function adminOwnerTypeOf(kind: SessionKind): AdminOwnerType {
  return kind === 'WEB_GOV' ? 'GOV' : 'COMMUNITY';
}

export function createUserInfoService(deps: { communities: CommunityRepository }) {
  const repo = deps.communities;

  /**
   * The communities a session sees: government sessions the communities of their jurisdiction with
   * their government role; community sessions those where the user holds a web staff role; owner-H5
   * sessions every community where the user holds any role (their homes).
   */
  async function standings(user: UserRow, kind: SessionKind, staff: GovStaffRow | null): Promise<Standing[]> {
    if (kind === 'WEB_GOV') {
      if (!staff) return [];
      const roles = [govRoleOf(staff.level)];
      const permissions = defaultPermissionsFor(roles);
      const list = await repo.communitiesInJurisdiction(staff);
      return list.map((community) => ({ community, roles, permissions }));
    }
    const memberships = await repo.membershipsOf(user.id);
    return memberships
      .filter((membership) => kind === 'OWNER' || hasWebStaffRole(membership.roles))
      .map((membership) => {
        const roles = membership.roles.filter((role): role is RoleType => RoleType.is(role));
        const permissions = membership.permissions
          ? membership.permissions.filter((value): value is OperatePermission => OperatePermission.is(value))
          : defaultPermissionsFor(roles);
        return { community: membership.community, roles, permissions };
      });
  }

  async function build(user: UserRow, kind: SessionKind): Promise<UserInfoDto> {
    const staff = await repo.govStaffOf(user.id);
    const list = await standings(user, kind, staff);
    const operateRoleDTOs: OperateRoleDto[] = list.map((standing) => ({
      communityInfoCode: standing.community.communityInfoCode,
      operateRoleTypeList: standing.permissions,
    }));
    return {
      mobile: user.mobile,
      ownerName: user.ownerName,
      userId: user.userCode,
      // One person is one user here; the owner record and the user share the id.
      ownerId: user.userCode,
      avatar: user.avatar,
      adminOwnerType: adminOwnerTypeOf(kind),
      communities: list.map(toCommunityDto),
      operateRoleDTOs,
      cardNo: user.cardNo ? maskIdNumber(user.cardNo) : null,
      position: (kind === 'WEB_GOV' ? staff?.position : null) ?? user.position,
      hasGovAuth: staff?.hasGovAuth ?? 'NO',
      govInfo: toGovInfo(staff),
    };
  }

  return { build };
}

export type UserInfoService = ReturnType<typeof createUserInfoService>;
