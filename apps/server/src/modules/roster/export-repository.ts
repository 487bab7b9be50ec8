import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/column-ref';
import { buildings, houses } from '../../db/schema';

export type RosterExportRow = {
  buildingName: string;
  buildingAttribute: string;
  unitNo: string | null;
  floor: number;
  houseNo: string;
  registerArea: number | null;
  surveyArea: number | null;
  contractArea: number | null;
  owners: string | null;
  ownerMobiles: string | null;
};

export type RosterPdfRow = {
  buildingName: string;
  unitNo: string | null;
  floor: number;
  houseNo: string;
  area: number | null;
  owners: string | null;
  certified: boolean;
};

/** The SQL of the house-roster export: houses in roster order with their owners joined in. */
export function createRosterExportRepository(db: Db) {
  return {
    async countHouses(communityId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(houses)
        .where(eq(houses.communityId, communityId));
      return row?.value ?? 0;
    },

    /** Every house of the community (or one building) with owners and certification, for the PDF roster. */
    async pdfRows(communityId: number, buildingCode: string | null): Promise<RosterPdfRow[]> {
      return db
        .select({
          buildingName: buildings.buildingName,
          unitNo: houses.unitNo,
          floor: houses.floor,
          houseNo: houses.houseNo,
          area: sql<
            number | null
          >`coalesce(${houses.votingArea}, ${houses.registerArea}, ${houses.surveyArea}, ${houses.contractArea})`,
          owners: sql<string | null>`(
            SELECT string_agg(coalesce(oh.owner_name, u.owner_name, ''), '、' ORDER BY oh.id)
            FROM owner_houses oh JOIN users u ON u.id = oh.user_id
            WHERE oh.house_id = ${qualified(houses.id)} AND oh.relation_type = 'OWNER')`,
          certified: sql<boolean>`exists (select 1 from owner_houses oh where oh.house_id = ${qualified(houses.id)}
            and oh.relation_type = 'OWNER' and oh.info_state = 'CORRECT_INFO')`,
        })
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(
          and(
            eq(houses.communityId, communityId),
            buildingCode ? eq(buildings.buildingCode, buildingCode) : undefined,
          ),
        )
        .orderBy(
          asc(buildings.sort),
          asc(buildings.id),
          asc(houses.unitNo),
          asc(houses.floor),
          asc(houses.houseNo),
          asc(houses.id),
        );
    },

    /** One page of the roster; pages keep memory flat for large communities. */
    async page(communityId: number, offset: number, limit: number): Promise<RosterExportRow[]> {
      return db
        .select({
          buildingName: buildings.buildingName,
          buildingAttribute: buildings.buildingAttribute,
          unitNo: houses.unitNo,
          floor: houses.floor,
          houseNo: houses.houseNo,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
          owners: sql<string | null>`(
            SELECT string_agg(coalesce(u.owner_name, ''), '、' ORDER BY u.id)
            FROM owner_houses oh JOIN users u ON u.id = oh.user_id
            WHERE oh.house_id = ${qualified(houses.id)})`,
          ownerMobiles: sql<string | null>`(
            SELECT string_agg(u.mobile, '、' ORDER BY u.id)
            FROM owner_houses oh JOIN users u ON u.id = oh.user_id
            WHERE oh.house_id = ${qualified(houses.id)})`,
        })
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(eq(houses.communityId, communityId))
        .orderBy(
          asc(buildings.sort),
          asc(buildings.id),
          asc(houses.unitNo),
          asc(houses.floor),
          asc(houses.houseNo),
          asc(houses.id),
        )
        .limit(limit)
        .offset(offset);
    },
  };
}

export type RosterExportRepository = ReturnType<typeof createRosterExportRepository>;
