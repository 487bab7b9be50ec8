import type { IdCardType } from '@gongzhi/domain/certification/certification-enums';
import { houseKey } from '@gongzhi/domain/roster/import-rows';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, houses, ownerHouses, users } from '../../db/schema';

const CHUNK = 1000;
/**
 * Rows per array statement (one parameter per column whatever the row count). 1,000, not more: a
 * statement's arrays and literals then die in V8's young generation instead of being promoted and
 * piling up in the old one until a full collection (10,000 cost ~10 MB of peak RSS on PGlite).
 */
const BULK = 1000;
/** Existing houses read per statement: a page of row objects at a time, not the whole community. */
const PAGE = 5000;

/** What an import compares a file's house against: its key (building, unit, number), floor and area. */
const HOUSE_KEY_COLUMNS = {
  id: houses.id,
  buildingId: houses.buildingId,
  unitNo: houses.unitNo,
  houseNo: houses.houseNo,
  floor: houses.floor,
  registerArea: houses.registerArea,
};

/**
 * A PostgreSQL array literal of the values, passed as one text parameter and cast in SQL: bulk
 * writes then cost a few parameters per statement instead of one per cell.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  // Plain texts (the usual case) are joined in one native call: quoting item by item allocated
  // ~100 bytes per cell, the import's largest source of garbage.
  if (values.every((value) => typeof value === 'number')) return `{${values.join(',')}}`;
  if (values.every((value) => typeof value === 'string' && !NEEDS_ESCAPE.test(value)))
    return `{"${values.join('","')}"}`;
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  });
  return `{${items.join(',')}}`;
}

const NEEDS_ESCAPE = /[\\"]/;

/** The (house, user) pairs of the owner links of a community: one number per house for the usual single owner. */
export type ExistingLinks = { has: (houseId: number, userId: number) => boolean };

/** What the import needs of an existing house, by house key (see houseKey). */
export type HouseIndexEntry = { id: number; floor: number; registerArea: number | null };

/**
 * Reads the one row of `select array_agg(id) as ids, array_agg(key) as keys from inserted` into
 * `into` (key → id). Two arrays in one row, not a row object per inserted row: parsing 1,000 rows of
 * RETURNING cost the import more garbage than anything but the SQL itself.
 */
function collectIds(result: unknown, into: Map<string, number>): void {
  const row = (result as { rows: { ids: unknown; keys: unknown }[] }).rows[0];
  if (!row || row.ids === null || row.keys === null) return;
  // Both drivers parse int4[] and text[] into arrays.
  if (!Array.isArray(row.ids) || !Array.isArray(row.keys)) throw new Error('array_agg came back unparsed');
  const ids = row.ids as (number | string)[];
  (row.keys as string[]).forEach((key, index) => {
    into.set(key, Number(ids[index]));
  });
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
        .select({ ...HOUSE_KEY_COLUMNS, votingArea: houses.votingArea })
        .from(houses)
        .where(eq(houses.communityId, communityId));
    },

    /**
     * Existing houses by house key, read a page at a time: the import holds three numbers per
     * house, not a row object each.
     */
    async houseIndexOf(
      communityId: number,
      buildingRows: readonly { id: number; buildingName: string }[],
    ): Promise<Map<string, HouseIndexEntry>> {
      const nameOf = new Map(buildingRows.map((row) => [row.id, row.buildingName]));
      const index = new Map<string, HouseIndexEntry>();
      let after = 0;
      for (;;) {
        const page = await db
          .select(HOUSE_KEY_COLUMNS)
          .from(houses)
          .where(and(eq(houses.communityId, communityId), gt(houses.id, after)))
          .orderBy(asc(houses.id))
          .limit(PAGE);
        for (const house of page) {
          index.set(houseKey(nameOf.get(house.buildingId) ?? '', house.unitNo, house.houseNo), {
            id: house.id,
            floor: house.floor,
            registerArea: house.registerArea,
          });
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) return index;
        after = last.id;
      }
    },

    /** Every owner link of the community, read a page at a time. */
    async linksOf(communityId: number): Promise<ExistingLinks> {
      const first = new Map<number, number>();
      const more = new Set<string>();
      let after = 0;
      for (;;) {
        const page = await db
          .select({ id: ownerHouses.id, houseId: ownerHouses.houseId, userId: ownerHouses.userId })
          .from(ownerHouses)
          .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
          .where(and(eq(houses.communityId, communityId), gt(ownerHouses.id, after)))
          .orderBy(asc(ownerHouses.id))
          .limit(PAGE);
        for (const link of page) {
          if (!first.has(link.houseId)) first.set(link.houseId, link.userId);
          else more.add(`${link.houseId}:${link.userId}`);
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        after = last.id;
      }
      return {
        has: (houseId, userId) => first.get(houseId) === userId || more.has(`${houseId}:${userId}`),
      };
    },

    async usersByMobile(mobiles: Iterable<string>): Promise<Map<string, number>> {
      const map = new Map<string, number>();
      for (const part of chunks([...mobiles], BULK)) {
        const rows = await db
          .select({ id: users.id, mobile: users.mobile })
          .from(users)
          .where(sql`${users.mobile} = any(${pgArray(part)}::text[])`);
        for (const row of rows) map.set(row.mobile, row.id);
      }
      return map;
    },

    /** Inserts users whose mobile is free (columns of equal length); answers the ids of those inserted, by mobile. */
    async insertUsers(rows: {
      codes: readonly string[];
      mobiles: readonly string[];
      names: readonly string[];
    }): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let start = 0; start < rows.mobiles.length; start += BULK) {
        const part = (column: readonly string[]) => column.slice(start, start + BULK);
        const result =
          await db.execute(sql`with inserted as (insert into users (user_code, mobile, owner_name)
          select * from unnest(${pgArray(part(rows.codes))}::text[], ${pgArray(part(rows.mobiles))}::text[],
            ${pgArray(part(rows.names))}::text[])
          on conflict (mobile) do nothing
          returning id, mobile)
          select array_agg(id) as ids, array_agg(mobile) as keys from inserted`);
        collectIds(result, ids);
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
     * New houses (columns of equal length), matched to their building by name; one statement per
     * BULK rows (arrays, not a VALUES list). Answers the new ids by house code.
     */
    async insertHouses(
      communityId: number,
      rows: {
        codes: readonly string[];
        buildingNames: readonly string[];
        unitNos: readonly (string | null)[];
        floors: readonly number[];
        houseNos: readonly string[];
        areas: readonly number[];
      },
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let start = 0; start < rows.codes.length; start += BULK) {
        const part = (column: readonly (string | number | null)[]) =>
          pgArray(column.slice(start, start + BULK));
        const result = await db.execute(sql`with inserted as (
          insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
          select v.code, ${communityId}::int, b.id, v.unit, v.floor, v.no, v.area
          from unnest(${part(rows.codes)}::text[], ${part(rows.buildingNames)}::text[],
            ${part(rows.unitNos)}::text[], ${part(rows.floors)}::smallint[],
            ${part(rows.houseNos)}::text[], ${part(rows.areas)}::int[])
            as v(code, bname, unit, floor, no, area)
          join buildings b on b.community_id = ${communityId}::int and b.building_name = v.bname
          returning id, house_code)
          select array_agg(id) as ids, array_agg(house_code) as keys from inserted`);
        collectIds(result, ids);
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

    /** Owner links by user and house id (columns of equal length); existing links stay as they are. */
    async insertLinks(rows: {
      userIds: readonly number[];
      houseIds: readonly number[];
      names: readonly string[];
      cardTypes: readonly (IdCardType | null)[];
      cardNos: readonly (string | null)[];
    }) {
      for (let start = 0; start < rows.userIds.length; start += BULK) {
        const part = (column: readonly (string | number | null)[]) =>
          pgArray(column.slice(start, start + BULK));
        await db.execute(sql`insert into owner_houses (user_id, house_id, owner_name, card_type, card_no, source)
          select v.user_id, v.house_id, v.name, v.card_type, v.card_no, 'IMPORT'
          from unnest(${part(rows.userIds)}::int[], ${part(rows.houseIds)}::int[],
            ${part(rows.names)}::text[], ${part(rows.cardTypes)}::text[],
            ${part(rows.cardNos)}::text[]) as v(user_id, house_id, name, card_type, card_no)
          on conflict (user_id, house_id) do nothing`);
      }
    },
  };
}

export type RosterImportRepository = ReturnType<typeof createRosterImportRepository>;
