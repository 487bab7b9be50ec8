import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lazily } from '../../common/lazily';
import type { Db } from '../../db/client';
import { buildings, communities, communityMembers, govStaff, govUnits, houses } from '../../db/schema';

export type CommunityRow = typeof communities.$inferSelect;
export type MembershipRow = { community: CommunityRow; roles: string[]; permissions: string[] | null };
export type GovStaffRow = typeof govStaff.$inferSelect & {
  streetName: string;
  govCommunityName: string | null;
};
export type Jurisdiction = Pick<typeof govStaff.$inferSelect, 'level' | 'streetCode' | 'govCommunityCode'>;

/** A membership with its community, as every membership read answers it. */
const membershipColumns = {
  community: communities,
  roles: communityMembers.roles,
  permissions: communityMembers.permissions,
};

export function createCommunityRepository(db: Db) {
  function jurisdictionFilter(scope: Jurisdiction) {
    // Street staff supervise every community of the street; community staff only their own.
    if (scope.level === 'STREET') return eq(communities.streetCode, scope.streetCode);
    return eq(communities.govCommunityCode, scope.govCommunityCode ?? '');
  }

  // Every government call starts with these two reads: prepared, so neither the server nor the
  // database builds and plans them again on each request (bench:gov-board).
  const govStaffQuery = lazily(() => {
    const street = alias(govUnits, 'street_unit');
    const community = alias(govUnits, 'community_unit');
    return db
      .select({ staff: govStaff, streetName: street.name, govCommunityName: community.name })
      .from(govStaff)
      .leftJoin(street, eq(street.code, govStaff.streetCode))
      .leftJoin(community, eq(community.code, govStaff.govCommunityCode))
      .where(eq(govStaff.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('gov_staff_of');
  });
  const communityNamesQuery = (
    column: typeof communities.streetCode | typeof communities.govCommunityCode,
    name: string,
  ) =>
    lazily(() =>
      db
        .select({
          id: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(communities)
        .where(eq(column, sql.placeholder('code')))
        .orderBy(asc(communities.id))
        .prepare(name),
    );
  // Every community-scoped workbench call starts with these two (community/access-service.ts).
  const communityByCodeQuery = lazily(() =>
    db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, sql.placeholder('communityInfoCode')))
      .limit(1)
      .prepare('community_by_code'),
  );
  const membershipQuery = lazily(() =>
    db
      .select(membershipColumns)
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(
        and(
          eq(communityMembers.userId, sql.placeholder('userId')),
          eq(communityMembers.communityId, sql.placeholder('communityId')),
        ),
      )
      .limit(1)
      .prepare('community_membership'),
  );
  const streetCommunityNames = communityNamesQuery(communities.streetCode, 'street_community_names');
  const govCommunityNames = communityNamesQuery(communities.govCommunityCode, 'gov_community_names');

  return {
    async findByCode(communityInfoCode: string): Promise<CommunityRow | null> {
      const [row] = await communityByCodeQuery().execute({ communityInfoCode });
      return row ?? null;
    },

    async findById(id: number): Promise<CommunityRow | null> {
      const rows = await db.select().from(communities).where(eq(communities.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async membershipsOf(userId: number): Promise<MembershipRow[]> {
      const rows = await db
        .select(membershipColumns)
        .from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(eq(communityMembers.userId, userId))
        .orderBy(asc(communities.id));
      return rows;
    },

    async membership(userId: number, communityId: number): Promise<MembershipRow | null> {
      const [row] = await membershipQuery().execute({ userId, communityId });
      return row ?? null;
    },

    /** The staff row with its street's and 社区's names: one statement, as every government call starts here. */
    async govStaffOf(userId: number): Promise<GovStaffRow | null> {
      const [row] = await govStaffQuery().execute({ userId });
      if (!row) return null;
      return { ...row.staff, streetName: row.streetName ?? '', govCommunityName: row.govCommunityName };
    },

    async communitiesInJurisdiction(scope: Jurisdiction): Promise<CommunityRow[]> {
      return db.select().from(communities).where(jurisdictionFilter(scope)).orderBy(asc(communities.id));
    },

    /** The same communities by code and name only: what the boards label their rows with. */
    async communityNamesInJurisdiction(scope: Jurisdiction): Promise<JurisdictionCommunity[]> {
      if (scope.level === 'STREET') return streetCommunityNames().execute({ code: scope.streetCode });
      return govCommunityNames().execute({ code: scope.govCommunityCode ?? '' });
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
export type JurisdictionCommunity = Pick<CommunityRow, 'id' | 'communityInfoCode' | 'communityName'>;

/** Reads of the community info and area calls (SPEC §7 Community). */
export function createCommunityInfoRepository(db: Db) {
  return {
    async allCommunities(): Promise<CommunityRow[]> {
      return db.select().from(communities).orderBy(asc(communities.id));
    },

    async govUnitNames(): Promise<Map<string, string>> {
      const rows = await db.select({ code: govUnits.code, name: govUnits.name }).from(govUnits);
      return new Map(rows.map((row) => [row.code, row.name]));
    },

    async rosterCounts(communityId: number): Promise<{ buildingCount: number; houseCount: number }> {
      const [buildingCount] = await db
        .select({ value: count() })
        .from(buildings)
        .where(eq(buildings.communityId, communityId));
      const [houseCount] = await db
        .select({ value: count() })
        .from(houses)
        .where(eq(houses.communityId, communityId));
      return { buildingCount: buildingCount?.value ?? 0, houseCount: houseCount?.value ?? 0 };
    },
  };
}

export type CommunityInfoRepository = ReturnType<typeof createCommunityInfoRepository>;
