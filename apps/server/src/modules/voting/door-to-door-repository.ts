import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, users } from '../../db/schema';
import { votingVisitMarks } from '../../db/tables/voting-door-to-door';

export type VisitMarkRow = typeof votingVisitMarks.$inferSelect;

/** The SQL of door-to-door lists (issue #26 item 2): a building's non-voters and the visit marks. */
export function createDoorToDoorRepository(db: Db) {
  return {
    /** Whether the community has a building of this code (a foreign or made-up code: no). */
    async communityHasBuilding(communityId: number, buildingCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), eq(buildings.buildingCode, buildingCode)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Voters of the frozen roll with a unit in the building and no counted ballot (a voter with units
     * in two buildings is on both lists, as in the quorum tracker), in the order of their first house.
     */
    async nonVoterIdsOfBuilding(votingId: number, buildingCode: string): Promise<number[]> {
      const result = await db.execute(sql`
        select h.voter_id as "voterId"
        from voting_voter_houses h
        join buildings bd on bd.id = h.building_id
        left join houses ho on ho.id = h.house_id
        where h.voting_id = ${votingId} and bd.building_code = ${buildingCode}
          and not exists (select 1 from voting_ballots b where b.voting_id = h.voting_id and b.voter_id = h.voter_id)
        group by h.voter_id
        order by min(coalesce(ho.unit_no, '')), min(coalesce(ho.house_no, h.house_code)), h.voter_id`);
      return (result as unknown as { rows: { voterId: number }[] }).rows.map((row) => Number(row.voterId));
    },

    async marksOf(votingId: number, voterIds: readonly number[]) {
      if (voterIds.length === 0) return [];
      return db
        .select({ mark: votingVisitMarks, markedByName: users.ownerName, markedByMobile: users.mobile })
        .from(votingVisitMarks)
        .leftJoin(users, eq(users.id, votingVisitMarks.markedBy))
        .where(and(eq(votingVisitMarks.votingId, votingId), inArray(votingVisitMarks.voterId, [...voterIds])))
        .orderBy(asc(votingVisitMarks.id));
    },

    async insertMark(values: typeof votingVisitMarks.$inferInsert) {
      await db.insert(votingVisitMarks).values(values);
    },
  };
}
