import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The quorum tracker's SQL (issue #26 item 1): participation per building and per day. */
export function createQuorumRepository(db: Db) {
  return {
    /**
     * Per building of the frozen roll: the voters with a unit there (a voter with units in two
     * buildings is in both), those with a counted ballot, and the area of the units (0.01 m²).
     */
    async buildingParticipation(votingId: number) {
      const result = await db.execute(sql`
        select coalesce(bd.building_code, '') as "buildingCode",
               coalesce(bd.building_name, '') as "buildingName",
               count(distinct h.voter_id)::int as "voterCount",
               (count(distinct h.voter_id) filter (where b.id is not null))::int as "votedCount",
               coalesce(sum(h.area), 0)::float8 as "totalArea",
               coalesce(sum(h.area) filter (where b.id is not null), 0)::float8 as "votedArea"
        from voting_voter_houses h
        left join buildings bd on bd.id = h.building_id
        left join voting_ballots b on b.voting_id = h.voting_id and b.voter_id = h.voter_id
        where h.voting_id = ${votingId}
        group by h.building_id, bd.building_code, bd.building_name, bd.sort
        order by bd.sort, h.building_id`);
      return (
        result as unknown as {
          rows: {
            buildingCode: string;
            buildingName: string;
            voterCount: number;
            votedCount: number;
            totalArea: number;
            votedArea: number;
          }[];
        }
      ).rows.map((row) => ({
        ...row,
        voterCount: Number(row.voterCount),
        votedCount: Number(row.votedCount),
        totalArea: Number(row.totalArea),
        votedArea: Number(row.votedArea),
      }));
    },

    /** Counted ballots by the Asia/Shanghai day they were cast ('YYYY-MM-DD'), in day order. */
    async ballotsByDay(votingId: number): Promise<{ date: string; voters: number }[]> {
      const result = await db.execute(sql`
        select to_char(b.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as "date",
               count(*)::int as "voters"
        from voting_ballots b
        where b.voting_id = ${votingId}
        group by 1
        order by 1`);
      return (result as unknown as { rows: { date: string; voters: number }[] }).rows.map((row) => ({
        date: row.date,
        voters: Number(row.voters),
      }));
    },
  };
}
