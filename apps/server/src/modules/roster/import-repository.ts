import type { IdCardType } from '@gongzhi/domain/certification/certification-enums';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, houses, ownerHouses, users } from '../../db/schema';

const CHUNK = 1000;
/** Rows per array statement: one parameter per column whatever the row count. */
const BULK = 10_000;

/**
 * A PostgreSQL array literal of the values, passed as one text parameter and cast in SQL: bulk
 * writes then cost a few parameters per statement instead of one per cell.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  });
  return `{${items.join(',')}}`;
}

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size));
  return out;
}

export type ExistingHouse = {
  id: number;
  buildingId: number;
  unitNo: string | null;
  houseNo: string;
  floor: number;
  registerArea: number | null;
  votingArea: number | null;
};

/** Bulk SQL of the roster imports: whole-community reads and chunked writes. */
export function createRosterImportRepository(db: Db) {
  return {
    async buildingsOf(communityId: number) {
      return db
        .select({
          id: buildings.id,
          buildingName: buildings.buildingName,
          buildingAttribute: buildings.buildingAttribute,
          unitCount: buildings.unitCount,
          floorCount: buildings.floorCount,
        })
        .from(buildings)
        .where(eq(buildings.communityId, communityId));
    },

    async housesOf(communityId: number): Promise<ExistingHouse[]> {
      return db
        .select({
          id: houses.id,
          buildingId: houses.buildingId,
          unitNo: houses.unitNo,
          houseNo: houses.houseNo,
          floor: houses.floor,
          registerArea: houses.registerArea,
          votingArea: houses.votingArea,
        })
        .from(houses)
        .where(eq(houses.communityId, communityId));
    },

    /** (houseId, userId) of every link in the community. */
    async linksOf(communityId: number) {
      return db
        .select({ houseId: ownerHouses.houseId, userId: ownerHouses.userId })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .where(eq(houses.communityId, communityId));
    },

    async usersByMobile(mobiles: readonly string[]): Promise<Map<string, number>> {
      const map = new Map<string, number>();
      for (const part of chunks(mobiles, BULK)) {
        const rows = await db
          .select({ id: users.id, mobile: users.mobile })
          .from(users)
          .where(sql`${users.mobile} = any(${pgArray(part)}::text[])`);
        for (const row of rows) map.set(row.mobile, row.id);
      }
      return map;
    },

    /** Inserts users whose mobile is free; answers the ids of those inserted, by mobile. */
    async insertUsers(
      rows: readonly { userCode: string; mobile: string; ownerName: string }[],
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const part of chunks(rows, BULK)) {
        const result = await db.execute(sql`insert into users (user_code, mobile, owner_name)
          select * from unnest(${pgArray(part.map((r) => r.userCode))}::text[], ${pgArray(part.map((r) => r.mobile))}::text[],
            ${pgArray(part.map((r) => r.ownerName))}::text[])
          on conflict (mobile) do nothing
          returning id, mobile`);
        for (const row of (result as { rows: { id: number; mobile: string }[] }).rows)
          ids.set(row.mobile, Number(row.id));
      }
      return ids;
    },

    async insertBuildings(
      rows: readonly {
        buildingCode: string;
        communityId: number;
        buildingName: string;
        buildingAttribute: BuildingAttribute;
        unitCount: number;
        floorCount: number;
        sort: number;
      }[],
    ) {
      const out: { id: number; buildingName: string }[] = [];
      for (const part of chunks(rows)) {
        out.push(
          ...(await db
            .insert(buildings)
            .values(part)
            .returning({ id: buildings.id, buildingName: buildings.buildingName })),
        );
      }
      return out;
    },

    async updateBuilding(id: number, patch: { unitCount: number; floorCount: number }) {
      await db.update(buildings).set(patch).where(eq(buildings.id, id));
    },

    /**
     * New houses, matched to their building by name; one statement per 10,000 rows (arrays, not a
     * VALUES list). Answers the new ids by house code.
     */
    async insertHouses(
      communityId: number,
      rows: readonly {
        houseCode: string;
        buildingName: string;
        unitNo: string | null;
        floor: number;
        houseNo: string;
        area: number;
      }[],
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const part of chunks(rows, BULK)) {
        const result =
          await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
          select v.code, ${communityId}::int, b.id, v.unit, v.floor, v.no, v.area
          from unnest(${pgArray(part.map((r) => r.houseCode))}::text[], ${pgArray(part.map((r) => r.buildingName))}::text[],
            ${pgArray(part.map((r) => r.unitNo))}::text[], ${pgArray(part.map((r) => r.floor))}::smallint[],
            ${pgArray(part.map((r) => r.houseNo))}::text[], ${pgArray(part.map((r) => r.area))}::int[])
            as v(code, bname, unit, floor, no, area)
          join buildings b on b.community_id = ${communityId}::int and b.building_name = v.bname
          returning id, house_code as code`);
        for (const row of (result as { rows: { id: number; code: string }[] }).rows)
          ids.set(row.code, Number(row.id));
      }
      return ids;
    },

    /** Sets floor and register area of many houses. */
    async updateHouses(rows: readonly { id: number; floor: number; registerArea: number }[]) {
      for (const part of chunks(rows, BULK)) {
        await db.execute(sql`update houses set floor = v.floor, register_area = v.area
          from unnest(${pgArray(part.map((r) => r.id))}::int[], ${pgArray(part.map((r) => r.floor))}::smallint[],
            ${pgArray(part.map((r) => r.registerArea))}::int[]) as v(id, floor, area)
          where houses.id = v.id`);
      }
    },

    async setVotingAreas(rows: readonly { id: number; area: number }[]) {
      for (const part of chunks(rows)) {
        const values = sql.join(
          part.map((row) => sql`(${row.id}::int, ${row.area}::int)`),
          sql`, `,
        );
        await db.execute(sql`update houses set voting_area = v.area
          from (values ${values}) as v(id, area) where houses.id = v.id`);
      }
    },

    /** Owner links by user and house id; existing links stay as they are. */
    async insertLinks(
      rows: readonly {
        userId: number;
        houseId: number;
        ownerName: string;
        cardType: IdCardType | null;
        cardNo: string | null;
      }[],
    ) {
      for (const part of chunks(rows, BULK)) {
        await db.execute(sql`insert into owner_houses (user_id, house_id, owner_name, card_type, card_no, source)
          select v.user_id, v.house_id, v.name, v.card_type, v.card_no, 'IMPORT'
          from unnest(${pgArray(part.map((r) => r.userId))}::int[], ${pgArray(part.map((r) => r.houseId))}::int[],
            ${pgArray(part.map((r) => r.ownerName))}::text[], ${pgArray(part.map((r) => r.cardType))}::text[],
            ${pgArray(part.map((r) => r.cardNo))}::text[]) as v(user_id, house_id, name, card_type, card_no)
          on conflict (user_id, house_id) do nothing`);
      }
    },
  };
}

export type RosterImportRepository = ReturnType<typeof createRosterImportRepository>;
