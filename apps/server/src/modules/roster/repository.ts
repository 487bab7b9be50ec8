import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/column-ref';
import { buildings, houses, ownerHouses, users } from '../../db/schema';

export type BuildingRow = typeof buildings.$inferSelect;
export type HouseRow = typeof houses.$inferSelect;
export type OwnerLinkRow = typeof ownerHouses.$inferSelect & {
  mobile: string;
  userCode: string;
  userName: string | null;
};

/** The counted area of a house in SQL (DESIGN §7; domain countedArea). */
export const COUNTED_AREA = sql`coalesce(${houses.votingArea}, ${houses.registerArea}, ${houses.surveyArea}, ${houses.contractArea})`;

const HAS_OWNER = sql`exists (select 1 from owner_houses oh where oh.house_id = ${qualified(houses.id)} and oh.relation_type = 'OWNER')`;
const HAS_CERTIFIED_OWNER = sql`exists (select 1 from owner_houses oh where oh.house_id = ${qualified(houses.id)} and oh.relation_type = 'OWNER' and oh.info_state = 'CORRECT_INFO')`;

export type HouseStats = {
  houseCount: number;
  totalArea: number;
  completeHouseCount: number;
  certifiedHouseCount: number;
};

const houseStatsColumns = {
  houseCount: sql<number>`count(*)::int`,
  totalArea: sql<number>`coalesce(sum(${COUNTED_AREA}), 0)::float8`,
  completeHouseCount: sql<number>`(count(*) filter (where ${COUNTED_AREA} is not null and ${HAS_OWNER}))::int`,
  certifiedHouseCount: sql<number>`(count(*) filter (where ${HAS_CERTIFIED_OWNER}))::int`,
};

export type BuildingListFilter = {
  communityId: number;
  searchKey?: string;
  buildingAttribute?: BuildingAttribute;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function buildingWhere(filter: BuildingListFilter): SQL | undefined {
  return and(
    eq(buildings.communityId, filter.communityId),
    filter.buildingAttribute ? eq(buildings.buildingAttribute, filter.buildingAttribute) : undefined,
    filter.searchKey ? ilike(buildings.buildingName, likePattern(filter.searchKey)) : undefined,
  );
}

/** The only SQL of buildings, houses and owner links. */
export function createRosterRepository(db: Db) {
  const ownerLinkSelect = {
    link: ownerHouses,
    mobile: users.mobile,
    userCode: users.userCode,
    userName: users.ownerName,
  };

  function flattenLink(row: {
    link: typeof ownerHouses.$inferSelect;
    mobile: string;
    userCode: string;
    userName: string | null;
  }): OwnerLinkRow {
    return { ...row.link, mobile: row.mobile, userCode: row.userCode, userName: row.userName };
  }

  return {
    // ── buildings ──
    async listBuildings(filter: BuildingListFilter, page: number, size: number) {
      const where = buildingWhere(filter);
      const [total] = await db.select({ value: count() }).from(buildings).where(where);
      const rows = await db
        .select()
        .from(buildings)
        .where(where)
        .orderBy(asc(buildings.sort), asc(buildings.buildingName), asc(buildings.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.value ?? 0 };
    },

    /** Statistics of the given buildings: houses, area, complete and certified houses. */
    async buildingHouseStats(buildingIds: readonly number[]) {
      if (buildingIds.length === 0) return [];
      return db
        .select({ buildingId: houses.buildingId, ...houseStatsColumns })
        .from(houses)
        .where(inArray(houses.buildingId, [...buildingIds]))
        .groupBy(houses.buildingId);
    },

    async buildingOwnerCounts(buildingIds: readonly number[]) {
      if (buildingIds.length === 0) return [];
      return db
        .select({
          buildingId: houses.buildingId,
          ownerCount: sql<number>`count(distinct ${ownerHouses.userId})::int`,
        })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .where(and(inArray(houses.buildingId, [...buildingIds]), eq(ownerHouses.relationType, 'OWNER')))
        .groupBy(houses.buildingId);
    },

    async buildingFloorAreas(buildingIds: readonly number[]) {
      if (buildingIds.length === 0) return [];
      return db
        .select({
          buildingId: houses.buildingId,
          floor: houses.floor,
          houseCount: sql<number>`count(*)::int`,
          totalArea: sql<number>`coalesce(sum(${COUNTED_AREA}), 0)::float8`,
        })
        .from(houses)
        .where(inArray(houses.buildingId, [...buildingIds]))
        .groupBy(houses.buildingId, houses.floor)
        .orderBy(asc(houses.buildingId), asc(houses.floor));
    },

    async findBuildingByCode(buildingCode: string): Promise<BuildingRow | null> {
      const rows = await db.select().from(buildings).where(eq(buildings.buildingCode, buildingCode)).limit(1);
      return rows[0] ?? null;
    },

    async findBuildingByName(communityId: number, buildingName: string): Promise<BuildingRow | null> {
      const rows = await db
        .select()
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), eq(buildings.buildingName, buildingName)))
        .limit(1);
      return rows[0] ?? null;
    },

    async buildingsOf(communityId: number): Promise<BuildingRow[]> {
      return db
        .select()
        .from(buildings)
        .where(eq(buildings.communityId, communityId))
        .orderBy(asc(buildings.sort), asc(buildings.buildingName), asc(buildings.id));
    },

    async insertBuilding(row: typeof buildings.$inferInsert): Promise<BuildingRow> {
      const [inserted] = await db.insert(buildings).values(row).returning();
      if (!inserted) throw new Error('building insert returned nothing');
      return inserted;
    },

    async updateBuilding(id: number, patch: Partial<typeof buildings.$inferInsert>): Promise<BuildingRow> {
      const [updated] = await db.update(buildings).set(patch).where(eq(buildings.id, id)).returning();
      if (!updated) throw new Error('building update returned nothing');
      return updated;
    },

    async deleteBuilding(id: number): Promise<void> {
      await db.delete(buildings).where(eq(buildings.id, id));
    },

    // ── houses ──
    async housesOfBuilding(buildingId: number): Promise<HouseRow[]> {
      return db
        .select()
        .from(houses)
        .where(eq(houses.buildingId, buildingId))
        .orderBy(asc(houses.unitNo), asc(houses.floor), asc(houses.houseNo), asc(houses.id));
    },

    async listHouses(
      filter: {
        communityId: number;
        buildingId?: number;
        buildingAttribute?: BuildingAttribute;
        searchKey?: string;
      },
      page: number,
      size: number,
    ) {
      const search = filter.searchKey ? likePattern(filter.searchKey) : null;
      const where = and(
        eq(houses.communityId, filter.communityId),
        filter.buildingId ? eq(houses.buildingId, filter.buildingId) : undefined,
        filter.buildingAttribute ? eq(buildings.buildingAttribute, filter.buildingAttribute) : undefined,
        search
          ? or(
              ilike(houses.houseNo, search),
              sql`exists (select 1 from owner_houses oh join users u on u.id = oh.user_id
                 where oh.house_id = ${qualified(houses.id)}
                   and (coalesce(oh.owner_name, u.owner_name, '') ilike ${search} or u.mobile ilike ${search}))`,
            )
          : undefined,
      );
      const [total] = await db
        .select({ value: count() })
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(where);
      const rows = await db
        .select({ house: houses })
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(where)
        .orderBy(
          asc(buildings.sort),
          asc(buildings.id),
          asc(houses.unitNo),
          asc(houses.floor),
          asc(houses.houseNo),
        )
        .limit(size)
        .offset((page - 1) * size);
      return { rows: rows.map((row) => row.house), total: total?.value ?? 0 };
    },

    async findHouseByCode(houseCode: string): Promise<HouseRow | null> {
      const rows = await db.select().from(houses).where(eq(houses.houseCode, houseCode)).limit(1);
      return rows[0] ?? null;
    },

    async findHouseByKey(buildingId: number, unitNo: string | null, houseNo: string, exceptId?: number) {
      const rows = await db
        .select()
        .from(houses)
        .where(
          and(
            eq(houses.buildingId, buildingId),
            sql`coalesce(${houses.unitNo}, '') = ${unitNo ?? ''}`,
            eq(houses.houseNo, houseNo),
            exceptId ? sql`${houses.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async buildingsByIds(ids: readonly number[]): Promise<BuildingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(buildings)
        .where(inArray(buildings.id, [...ids]));
    },

    async insertHouse(row: typeof houses.$inferInsert): Promise<HouseRow> {
      const [inserted] = await db.insert(houses).values(row).returning();
      if (!inserted) throw new Error('house insert returned nothing');
      return inserted;
    },

    async updateHouse(id: number, patch: Partial<typeof houses.$inferInsert>): Promise<HouseRow> {
      const [updated] = await db.update(houses).set(patch).where(eq(houses.id, id)).returning();
      if (!updated) throw new Error('house update returned nothing');
      return updated;
    },

    async deleteHouse(id: number): Promise<void> {
      await db.delete(houses).where(eq(houses.id, id));
    },

    async houseIdsOfBuilding(buildingId: number): Promise<number[]> {
      const rows = await db.select({ id: houses.id }).from(houses).where(eq(houses.buildingId, buildingId));
      return rows.map((row) => row.id);
    },

    // ── owner links ──
    async linksOfHouses(houseIds: readonly number[]): Promise<OwnerLinkRow[]> {
      if (houseIds.length === 0) return [];
      const rows = await db
        .select(ownerLinkSelect)
        .from(ownerHouses)
        .innerJoin(users, eq(users.id, ownerHouses.userId))
        .where(inArray(ownerHouses.houseId, [...houseIds]))
        .orderBy(asc(ownerHouses.houseId), asc(ownerHouses.id));
      return rows.map(flattenLink);
    },

    async findLink(ownerHouseContactId: string) {
      const rows = await db
        .select({ link: ownerHouses, communityId: houses.communityId })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .where(eq(ownerHouses.ownerHouseContactId, ownerHouseContactId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findLinkOf(userId: number, houseId: number) {
      const rows = await db
        .select()
        .from(ownerHouses)
        .where(and(eq(ownerHouses.userId, userId), eq(ownerHouses.houseId, houseId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertLink(row: typeof ownerHouses.$inferInsert) {
      const [inserted] = await db.insert(ownerHouses).values(row).returning();
      if (!inserted) throw new Error('owner link insert returned nothing');
      return inserted;
    },

    async updateLink(id: number, patch: Partial<typeof ownerHouses.$inferInsert>) {
      await db.update(ownerHouses).set(patch).where(eq(ownerHouses.id, id));
    },

    async deleteLink(id: number): Promise<void> {
      await db.delete(ownerHouses).where(eq(ownerHouses.id, id));
    },

    async deleteLinks(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(ownerHouses).where(inArray(ownerHouses.id, [...ids]));
    },

    // ── users (owners are users: one mobile number each, DESIGN §6) ──
    async findUserByMobile(mobile: string) {
      const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return rows[0] ?? null;
    },

    async insertUser(row: typeof users.$inferInsert) {
      const [inserted] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.mobile })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(users).where(eq(users.mobile, row.mobile)).limit(1);
      if (!existing) throw new Error('user upsert found nothing');
      return existing;
    },

    // ── community totals ──
    async communityStats(communityId: number, buildingAttribute?: BuildingAttribute) {
      const where = and(
        eq(houses.communityId, communityId),
        buildingAttribute ? eq(buildings.buildingAttribute, buildingAttribute) : undefined,
      );
      const [stats] = await db
        .select(houseStatsColumns)
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(where);
      const [owners] = await db
        .select({
          ownerCount: sql<number>`count(distinct ${ownerHouses.userId})::int`,
          certifiedOwnerCount: sql<number>`(count(distinct ${ownerHouses.userId}) filter (where ${ownerHouses.infoState} = 'CORRECT_INFO'))::int`,
        })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(and(where, eq(ownerHouses.relationType, 'OWNER')));
      const [buildingCount] = await db
        .select({ value: count() })
        .from(buildings)
        .where(
          and(
            eq(buildings.communityId, communityId),
            buildingAttribute ? eq(buildings.buildingAttribute, buildingAttribute) : undefined,
          ),
        );
      return {
        buildingCount: buildingCount?.value ?? 0,
        houseCount: stats?.houseCount ?? 0,
        totalArea: Number(stats?.totalArea ?? 0),
        completeHouseCount: stats?.completeHouseCount ?? 0,
        certifiedHouseCount: stats?.certifiedHouseCount ?? 0,
        ownerCount: owners?.ownerCount ?? 0,
        certifiedOwnerCount: owners?.certifiedOwnerCount ?? 0,
      };
    },
  };
}

export type RosterRepository = ReturnType<typeof createRosterRepository>;
