import { defaultPermissionsFor, OperatePermission } from '@gongzhi/domain/account/permissions';
import { RoleType } from '@gongzhi/domain/account/roles';
import {
  genderAndAge,
  isWorkgroupManager,
  isWorkgroupMember,
  maskMobile,
  memberChangeRefusal,
  permissionEditRefusal,
  rolesAfterRemoval,
  rolesAfterUpdate,
  storedPermissions,
  workgroupMessages,
} from '@gongzhi/domain/workgroup/member-rules';
import type {
  MemberDto,
  memberAddInput,
  memberAreaInput,
  memberUpdateInput,
  PermissionInfoDto,
  permissionUpdateInput,
} from '@gongzhi/domain/workgroup/workgroup-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { createWorkgroupRepository, type MemberRow, type WorkgroupRepository } from './repository';

type Deps = { db: Db; clock: Clock };

const knownRoles = (roles: readonly string[]) => roles.filter((role): role is RoleType => RoleType.is(role));

function effectivePermissions(member: MemberRow): OperatePermission[] {
  if (member.permissions)
    return member.permissions.filter((permission): permission is OperatePermission =>
      OperatePermission.is(permission),
    );
  return defaultPermissionsFor(knownRoles(member.roles));
}

/**
 * Committee members, roles and operate permissions (SPEC §6, §7; rules in domain member-rules.ts).
 * Every change is written to `community_members`, which the community guard reads per request.
 */
export function createWorkgroupService(deps: Deps) {
  const repo = createWorkgroupRepository(deps.db);
  const inTransaction = <T>(communityId: number, work: (tx: WorkgroupRepository) => Promise<T>) =>
    deps.db.transaction(async (tx) => {
      const scoped = createWorkgroupRepository(tx as unknown as Db);
      await scoped.lockCommunity(communityId);
      return work(scoped);
    });

  async function requireMember(access: CommunityAccess, userId: string, source = repo): Promise<MemberRow> {
    const member = await source.membershipOf(access.community.id, userId);
    if (!member || !isWorkgroupMember(member.roles))
      throw new AppError(404, workgroupMessages.memberNotFound);
    return member;
  }

  /** The actor may change `target` (403 with the reason otherwise). */
  function assertMayChange(access: CommunityAccess, actor: Actor, target: MemberRow): void {
    const refusal = memberChangeRefusal(
      { id: actor.userCode, roles: access.roles },
      { id: target.userCode, roles: target.roles },
    );
    if (refusal) throw new AppError(403, refusal);
  }

  function assertManager(access: CommunityAccess): void {
    if (!isWorkgroupManager(access.roles)) throw new AppError(403, workgroupMessages.notManager);
  }

  async function permissionInfo(
    access: CommunityAccess,
    actor: Actor,
    userId: string,
  ): Promise<PermissionInfoDto> {
    const target = await requireMember(access, userId);
    const self = target.userId === actor.userId;
    const editable =
      self ||
      memberChangeRefusal(
        { id: actor.userCode, roles: access.roles },
        { id: target.userCode, roles: target.roles },
      ) === null;
    return {
      userId: target.userCode,
      ownerName: target.ownerName,
      roleTypeList: target.roles,
      operateRoleTypeList: effectivePermissions(target),
      defaultOperateRoleTypeList: defaultPermissionsFor(knownRoles(target.roles)),
      customPermission: target.permissions !== null,
      isSelf: self,
      editable,
    };
  }

  return {
    async list(access: CommunityAccess, actor: Actor): Promise<MemberDto[]> {
      const [rows, areas] = await Promise.all([
        repo.memberships(access.community.id),
        repo.areasOf(access.community.id),
      ]);
      const now = deps.clock.now();
      return rows
        .filter((row) => isWorkgroupMember(row.roles))
        .map((row) => ({
          id: row.userCode,
          userId: row.userCode,
          ownerName: row.ownerName,
          mobile: maskMobile(row.mobile),
          ...genderAndAge(row.cardNo, now),
          roleTypeList: row.roles,
          userAvatar: row.avatar,
          areaList: areas
            .filter((area) => area.userId === row.userId)
            .map((area) => ({ buildingCode: area.buildingCode, buildingName: area.buildingName })),
          customPermission: row.permissions !== null,
          isSelf: row.userId === actor.userId,
        }));
    },

    async add(access: CommunityAccess, input: z.infer<typeof memberAddInput>): Promise<null> {
      assertManager(access);
      await inTransaction(access.community.id, async (tx) => {
        let user = await tx.userByMobile(input.mobile);
        if (!user) {
          if (!input.ownerName) throw new AppError(400, workgroupMessages.ownerNameRequired);
          user = await tx.createUser({
            userCode: newBusinessCode('U'),
            mobile: input.mobile,
            ownerName: input.ownerName,
          });
        }
        const existing = await tx.membershipOf(access.community.id, user.userCode);
        if (existing && isWorkgroupMember(existing.roles))
          throw new AppError(409, workgroupMessages.alreadyMember);
        if (existing)
          await tx.setRoles(existing.membershipId, rolesAfterUpdate(existing.roles, input.roleTypeList));
        else
          await tx.insertMembership({
            userId: user.id,
            communityId: access.community.id,
            roles: [...input.roleTypeList],
          });
      });
      return null;
    },

    async update(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof memberUpdateInput>,
    ): Promise<null> {
      await inTransaction(access.community.id, async (tx) => {
        const target = await requireMember(access, input.userId, tx);
        assertMayChange(access, actor, target);
        if (target.userId === actor.userId) throw new AppError(400, workgroupMessages.notSelf);
        await tx.setRoles(target.membershipId, rolesAfterUpdate(target.roles, input.roleTypeList));
      });
      return null;
    },

    async remove(access: CommunityAccess, actor: Actor, userId: string): Promise<null> {
      await inTransaction(access.community.id, async (tx) => {
        const target = await requireMember(access, userId, tx);
        assertMayChange(access, actor, target);
        if (target.userId === actor.userId) throw new AppError(400, workgroupMessages.notSelf);
        if (target.roles.includes('COMMUNITY_ADMIN')) {
          const admins = (await tx.memberships(access.community.id)).filter((row) =>
            row.roles.includes('COMMUNITY_ADMIN'),
          );
          if (admins.length <= 1) throw new AppError(409, workgroupMessages.lastAdmin);
        }
        const left = rolesAfterRemoval(target.roles);
        if (left.length === 0) await tx.deleteMembership(target.membershipId);
        else {
          await tx.setRoles(target.membershipId, left);
          await tx.setPermissions(target.membershipId, null);
        }
        await tx.replaceAreas(access.community.id, target.userId, []);
      });
      return null;
    },

    async updateArea(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof memberAreaInput>,
    ): Promise<null> {
      await inTransaction(access.community.id, async (tx) => {
        const target = await requireMember(access, input.userId, tx);
        assertMayChange(access, actor, target);
        const codes = [...new Set(input.buildingCodes)];
        const found = await tx.buildingsByCodes(access.community.id, codes);
        if (found.length !== codes.length) throw new AppError(400, workgroupMessages.buildingNotFound);
        await tx.replaceAreas(
          access.community.id,
          target.userId,
          found.map((building) => building.id),
        );
      });
      return null;
    },

    /** Gives COMMUNITY_ADMIN to another member; the giver loses it (so a community keeps its admin). */
    async adminTransfer(access: CommunityAccess, actor: Actor, userId: string): Promise<null> {
      if (!access.roles.includes('COMMUNITY_ADMIN')) throw new AppError(403, workgroupMessages.adminOnly);
      await inTransaction(access.community.id, async (tx) => {
        const target = await tx.membershipOf(access.community.id, userId);
        if (!target || !isWorkgroupMember(target.roles) || target.userId === actor.userId)
          throw new AppError(400, workgroupMessages.transferTarget);
        const self = await tx.membershipOf(access.community.id, actor.userCode);
        if (!self?.roles.includes('COMMUNITY_ADMIN')) throw new AppError(403, workgroupMessages.adminOnly);
        if (!target.roles.includes('COMMUNITY_ADMIN'))
          await tx.setRoles(target.membershipId, [...target.roles, 'COMMUNITY_ADMIN']);
        await tx.setRoles(
          self.membershipId,
          self.roles.filter((role) => role !== 'COMMUNITY_ADMIN'),
        );
      });
      return null;
    },

    permissionInfo,

    async updatePermissions(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof permissionUpdateInput>,
    ): Promise<PermissionInfoDto> {
      await inTransaction(access.community.id, async (tx) => {
        const target = await requireMember(access, input.userId, tx);
        const self = target.userId === actor.userId;
        if (!self) assertMayChange(access, actor, target);
        const refusal = permissionEditRefusal({
          self,
          actorPermissions: access.permissions,
          targetRoles: target.roles,
          requested: input.operateRoleTypeList,
        });
        if (refusal) throw new AppError(403, refusal);
        await tx.setPermissions(
          target.membershipId,
          storedPermissions(target.roles, input.operateRoleTypeList),
        );
      });
      return permissionInfo(access, actor, input.userId);
    },
  };
}

export type WorkgroupService = ReturnType<typeof createWorkgroupService>;
