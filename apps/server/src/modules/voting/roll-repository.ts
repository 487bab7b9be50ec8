import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, houses, votingScope, votingVoterHouses, votingVoters } from '../../db/schema';
import type { VoterRow } from './repository-rows';

export type ScopeHouseRow = {
  houseId: number;
  houseCode: string;
  buildingId: number;
  votingArea: number | null;
  registerArea: number | null;
  surveyArea: number | null;
  contractArea: number | null;
  ownerUserIds: number[];
};

/** The vote's scope, the houses it covers and its frozen roll. */
export function createVotingRollRepository(db: Db) {
  return {
    async replaceScope(votingId: number, buildingIds: readonly number[], houseIds: readonly number[]) {
      await db.delete(votingScope).where(eq(votingScope.votingId, votingId));
      const rows = [
        ...buildingIds.map((buildingId) => ({ votingId, buildingId })),
        ...houseIds.map((houseId) => ({ votingId, houseId })),
      ];
      if (rows.length > 0) await db.insert(votingScope).values(rows);
    },

    async scopeOf(votingId: number) {
      return db
        .select({
          buildingId: votingScope.buildingId,
          houseId: votingScope.houseId,
          buildingCode: buildings.buildingCode,
          houseCode: houses.houseCode,
        })
        .from(votingScope)
        .leftJoin(buildings, eq(buildings.id, votingScope.buildingId))
        .leftJoin(houses, eq(houses.id, votingScope.houseId))
        .where(eq(votingScope.votingId, votingId));
    },

    async buildingsByCode(communityId: number, codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: buildings.id, code: buildings.buildingCode })
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), inArray(buildings.buildingCode, [...codes])));
    },

    async buildingsByIds(communityId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: buildings.id,
          buildingCode: buildings.buildingCode,
          buildingName: buildings.buildingName,
          sort: buildings.sort,
        })
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), inArray(buildings.id, [...ids])))
        .orderBy(asc(buildings.sort), asc(buildings.id));
    },

    async houseLabels(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: houses.id,
          houseCode: houses.houseCode,
          unitNo: houses.unitNo,
          houseNo: houses.houseNo,
        })
        .from(houses)
        .where(inArray(houses.id, [...ids]));
    },

    async housesByCode(communityId: number, codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: houses.id, code: houses.houseCode })
        .from(houses)
        .where(and(eq(houses.communityId, communityId), inArray(houses.houseCode, [...codes])));
    },

    /** The houses a scope covers today, with their registered owners (relation OWNER). */
    async housesInScope(
      communityId: number,
      scope: { scopeType: string; buildingIds: readonly number[]; houseIds: readonly number[] },
    ): Promise<ScopeHouseRow[]> {
      const inScope =
        scope.scopeType === 'COMMUNITY'
          ? undefined
          : scope.scopeType === 'BUILDING'
            ? scope.buildingIds.length > 0
              ? inArray(houses.buildingId, [...scope.buildingIds])
              : sql`false`
            : scope.houseIds.length > 0
              ? inArray(houses.id, [...scope.houseIds])
              : sql`false`;
      return db
        .select({
          houseId: houses.id,
          houseCode: houses.houseCode,
          buildingId: houses.buildingId,
          votingArea: houses.votingArea,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
          ownerUserIds: sql<
            number[]
          >`coalesce((select array_agg(oh.user_id order by oh.user_id) from owner_houses oh
            where oh.house_id = houses.id and oh.relation_type = 'OWNER'), '{}')`,
        })
        .from(houses)
        .where(and(eq(houses.communityId, communityId), inScope))
        .orderBy(asc(houses.id));
    },

    async insertRoll(
      votingId: number,
      voters: readonly {
        voterKey: string;
        ownerUserIds: number[];
        area: number;
        houses: readonly { houseId: number; houseCode: string; buildingId: number; area: number }[];
      }[],
    ): Promise<void> {
      const chunk = 500;
      for (let start = 0; start < voters.length; start += chunk) {
        const part = voters.slice(start, start + chunk);
        const rows = await db
          .insert(votingVoters)
          .values(
            part.map(({ voterKey, ownerUserIds, area }) => ({ votingId, voterKey, ownerUserIds, area })),
          )
          .returning({ id: votingVoters.id, voterKey: votingVoters.voterKey });
        const idOf = new Map(rows.map((row) => [row.voterKey, row.id]));
        const houseRows = part.flatMap((voter) =>
          voter.houses.map((house) => ({ votingId, voterId: idOf.get(voter.voterKey) ?? 0, ...house })),
        );
        for (let offset = 0; offset < houseRows.length; offset += chunk) {
          await db.insert(votingVoterHouses).values(houseRows.slice(offset, offset + chunk));
        }
      }
    },

    async votersOf(votingId: number): Promise<VoterRow[]> {
      return db
        .select()
        .from(votingVoters)
        .where(eq(votingVoters.votingId, votingId))
        .orderBy(asc(votingVoters.voterKey));
    },

    async voterHousesOf(votingId: number) {
      return db
        .select()
        .from(votingVoterHouses)
        .where(eq(votingVoterHouses.votingId, votingId))
        .orderBy(asc(votingVoterHouses.houseId));
    },

    async votersOfUser(votingId: number, userId: number): Promise<VoterRow[]> {
      return db
        .select()
        .from(votingVoters)
        .where(
          and(
            eq(votingVoters.votingId, votingId),
            sql`${votingVoters.ownerUserIds} @> array[${userId}]::integer[]`,
          ),
        )
        .orderBy(asc(votingVoters.voterKey));
    },
  };
}
