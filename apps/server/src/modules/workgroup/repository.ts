import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, communityMembers, users } from '../../db/schema';
import { workgroupMemberAreas } from '../../db/tables/workgroup';

export type MemberRow = {
  membershipId: number;
  userId: number;
  userCode: string;
  mobile: string;
  ownerName: string | null;
  avatar: string | null;
  cardNo: string | null;
  roles: string[];
  permissions: string[] | null;
};

const memberColumns = {
  membershipId: communityMembers.id,
  userId: users.id,
  userCode: users.userCode,
  mobile: users.mobile,
  ownerName: users.ownerName,
  avatar: users.avatar,
  cardNo: users.cardNo,
  roles: communityMembers.roles,
  permissions: communityMembers.permissions,
};

/**
 * The only SQL of the work group. Roles and permissions live in `community_members`, the table the
 * community guard reads on every request (modules/community/repository.ts `membership`), so a change
 * written here applies to the member's next call.
 */
export function createWorkgroupRepository(db: Db) {
  return {
    async memberships(communityId: number): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(eq(communityMembers.communityId, communityId))
        .orderBy(asc(communityMembers.id));
    },

    async membershipOf(communityId: number, userCode: string): Promise<MemberRow | null> {
      const rows = await db
        .select(memberColumns)
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(and(eq(communityMembers.communityId, communityId), eq(users.userCode, userCode)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Locks the community's memberships for a change that counts admins (last-admin rule). */
    async lockCommunity(communityId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`workgroup:${communityId}`}))`);
    },

    async userByMobile(mobile: string) {
      const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return rows[0] ?? null;
    },

    async createUser(values: { userCode: string; mobile: string; ownerName: string }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async insertMembership(values: { userId: number; communityId: number; roles: string[] }): Promise<void> {
      await db.insert(communityMembers).values(values);
    },

    async setRoles(membershipId: number, roles: string[]): Promise<void> {
      await db.update(communityMembers).set({ roles }).where(eq(communityMembers.id, membershipId));
    },

    /** null: back to the role defaults. */
    async setPermissions(membershipId: number, permissions: string[] | null): Promise<void> {
      await db.update(communityMembers).set({ permissions }).where(eq(communityMembers.id, membershipId));
    },

    async deleteMembership(membershipId: number): Promise<void> {
      await db.delete(communityMembers).where(eq(communityMembers.id, membershipId));
    },

    async areasOf(communityId: number) {
      return db
        .select({
          userId: workgroupMemberAreas.userId,
          buildingCode: buildings.buildingCode,
          buildingName: buildings.buildingName,
        })
        .from(workgroupMemberAreas)
        .innerJoin(buildings, eq(buildings.id, workgroupMemberAreas.buildingId))
        .where(eq(workgroupMemberAreas.communityId, communityId))
        .orderBy(asc(buildings.sort), asc(buildings.id));
    },

    async buildingsByCodes(communityId: number, codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: buildings.id, buildingCode: buildings.buildingCode })
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), inArray(buildings.buildingCode, [...codes])));
    },

    async replaceAreas(communityId: number, userId: number, buildingIds: readonly number[]): Promise<void> {
      await db
        .delete(workgroupMemberAreas)
        .where(
          and(eq(workgroupMemberAreas.communityId, communityId), eq(workgroupMemberAreas.userId, userId)),
        );
      if (buildingIds.length > 0)
        await db
          .insert(workgroupMemberAreas)
          .values(buildingIds.map((buildingId) => ({ communityId, userId, buildingId })));
    },
  };
}

export type WorkgroupRepository = ReturnType<typeof createWorkgroupRepository>;
