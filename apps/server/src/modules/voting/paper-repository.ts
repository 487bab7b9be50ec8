import type { PaperEntryState } from '@gongzhi/domain/voting/voting-paper-api';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buildings,
  houses,
  ownerHouses,
  users,
  votingBallots,
  votingReplacedBallots,
  votingVoterHouses,
  votingVoters,
} from '../../db/schema';
import {
  votingDeliveries,
  votingOnlineAbandons,
  votingPaperEntries,
  votingResults,
} from '../../db/tables/voting';

export type PaperEntryRow = typeof votingPaperEntries.$inferSelect;
export type DeliveryRow = typeof votingDeliveries.$inferSelect;
export type ResultRow = typeof votingResults.$inferSelect;

export type VoterHouseLabel = {
  voterId: number;
  houseId: number;
  houseCode: string;
  buildingId: number;
  buildingName: string;
  unitNo: string | null;
  houseNo: string;
  area: number;
};

export type OwnerLabel = {
  id: number;
  userCode: string;
  ownerName: string | null;
  mobile: string;
  certified: boolean;
};

/** The SQL of paper ballots, deliveries, online abandons, results and the statistics pages. */
export function createVotingPaperRepository(db: Db) {
  return {
    async voterOfHouse(votingId: number, houseCode: string) {
      const [row] = await db
        .select({ voter: votingVoters })
        .from(votingVoterHouses)
        .innerJoin(votingVoters, eq(votingVoters.id, votingVoterHouses.voterId))
        .where(and(eq(votingVoterHouses.votingId, votingId), eq(votingVoterHouses.houseCode, houseCode)));
      return row?.voter;
    },

    async votersByIds(voterIds: readonly number[]) {
      if (voterIds.length === 0) return [];
      return db
        .select()
        .from(votingVoters)
        .where(inArray(votingVoters.id, [...voterIds]));
    },

    /** Houses of voters (or of the whole vote with voterIds null) with building and unit labels. */
    async voterHouseLabels(votingId: number, voterIds: readonly number[] | null): Promise<VoterHouseLabel[]> {
      if (voterIds && voterIds.length === 0) return [];
      return db
        .select({
          voterId: votingVoterHouses.voterId,
          houseId: votingVoterHouses.houseId,
          houseCode: votingVoterHouses.houseCode,
          buildingId: votingVoterHouses.buildingId,
          buildingName: sql<string>`coalesce(${buildings.buildingName}, '')`,
          unitNo: houses.unitNo,
          houseNo: sql<string>`coalesce(${houses.houseNo}, ${votingVoterHouses.houseCode})`,
          area: votingVoterHouses.area,
        })
        .from(votingVoterHouses)
        .leftJoin(houses, eq(houses.id, votingVoterHouses.houseId))
        .leftJoin(buildings, eq(buildings.id, votingVoterHouses.buildingId))
        .where(
          and(
            eq(votingVoterHouses.votingId, votingId),
            voterIds ? inArray(votingVoterHouses.voterId, [...voterIds]) : undefined,
          ),
        )
        .orderBy(
          asc(buildings.sort),
          asc(votingVoterHouses.buildingId),
          asc(houses.unitNo),
          asc(houses.houseNo),
        );
    },

    /** Owners by user id with whether they hold a certified owner link to one of the houses. */
    async houseLabelsByIds(houseIds: readonly number[]) {
      if (houseIds.length === 0) return [];
      const rows: Omit<VoterHouseLabel, 'voterId'>[] = [];
      const ids = [...houseIds];
      for (let start = 0; start < ids.length; start += 5000) {
        rows.push(
          ...(await db
            .select({
              houseId: houses.id,
              houseCode: houses.houseCode,
              buildingId: houses.buildingId,
              buildingName: buildings.buildingName,
              unitNo: houses.unitNo,
              houseNo: houses.houseNo,
              area: sql<number>`0`,
            })
            .from(houses)
            .innerJoin(buildings, eq(buildings.id, houses.buildingId))
            .where(inArray(houses.id, ids.slice(start, start + 5000)))
            .orderBy(asc(buildings.sort), asc(houses.buildingId), asc(houses.unitNo), asc(houses.houseNo))),
        );
      }
      return rows;
    },

    async ownerLabels(userIds: readonly number[], houseIds: readonly number[]): Promise<OwnerLabel[]> {
      if (userIds.length === 0) return [];
      const certified =
        houseIds.length > 0
          ? sql<boolean>`exists (select 1 from ${ownerHouses} oh where oh.user_id = ${users.id}
              and oh.relation_type = 'OWNER' and oh.info_state = 'CORRECT_INFO'
              and oh.house_id in (${sql.join(
                houseIds.map((id) => sql`${id}`),
                sql`, `,
              )}))`
          : sql<boolean>`false`;
      return db
        .select({
          id: users.id,
          userCode: users.userCode,
          ownerName: users.ownerName,
          mobile: users.mobile,
          certified,
        })
        .from(users)
        .where(inArray(users.id, [...userIds]))
        .orderBy(asc(users.id));
    },

    async ballotOfVoter(voterId: number) {
      const [row] = await db.select().from(votingBallots).where(eq(votingBallots.voterId, voterId));
      return row;
    },

    async ballotsByVoting(votingId: number) {
      return db.select().from(votingBallots).where(eq(votingBallots.votingId, votingId));
    },

    async deleteBallot(ballotId: number) {
      await db.delete(votingBallots).where(eq(votingBallots.id, ballotId));
    },

    async insertReplaced(values: typeof votingReplacedBallots.$inferInsert) {
      await db.insert(votingReplacedBallots).values(values);
    },

    async replacedOf(votingId: number) {
      return db
        .select()
        .from(votingReplacedBallots)
        .where(eq(votingReplacedBallots.votingId, votingId))
        .orderBy(asc(votingReplacedBallots.id));
    },

    // ── paper entries ──
    async insertEntry(values: typeof votingPaperEntries.$inferInsert): Promise<PaperEntryRow> {
      const [row] = await db.insert(votingPaperEntries).values(values).returning();
      if (!row) throw new Error('insert paper entry returned nothing');
      return row;
    },

    async updateEntry(id: number, patch: Partial<typeof votingPaperEntries.$inferInsert>) {
      const [row] = await db
        .update(votingPaperEntries)
        .set(patch)
        .where(eq(votingPaperEntries.id, id))
        .returning();
      if (!row) throw new Error('update paper entry returned nothing');
      return row;
    },

    async pendingEntryOf(voterId: number) {
      const [row] = await db
        .select()
        .from(votingPaperEntries)
        .where(and(eq(votingPaperEntries.voterId, voterId), eq(votingPaperEntries.state, 'PENDING')));
      return row;
    },

    async entriesOfVoter(voterId: number, state: PaperEntryState) {
      return db
        .select()
        .from(votingPaperEntries)
        .where(and(eq(votingPaperEntries.voterId, voterId), eq(votingPaperEntries.state, state)));
    },

    async entryByCode(votingId: number, entryCode: string) {
      const [row] = await db
        .select()
        .from(votingPaperEntries)
        .where(and(eq(votingPaperEntries.votingId, votingId), eq(votingPaperEntries.entryCode, entryCode)));
      return row;
    },

    async entries(votingId: number, state: PaperEntryState | undefined, page: number, size: number) {
      const where = and(
        eq(votingPaperEntries.votingId, votingId),
        state ? eq(votingPaperEntries.state, state) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(votingPaperEntries)
          .where(where)
          .orderBy(desc(votingPaperEntries.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(votingPaperEntries).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async entriesNotCounted(votingId: number) {
      return db
        .select()
        .from(votingPaperEntries)
        .where(
          and(
            eq(votingPaperEntries.votingId, votingId),
            sql`${votingPaperEntries.state} <> 'COUNTED'`,
            sql`${votingPaperEntries.state} <> 'REPLACED'`,
          ),
        )
        .orderBy(asc(votingPaperEntries.id));
    },

    async entryCounts(votingId: number) {
      const rows = await db
        .select({ state: votingPaperEntries.state, n: count() })
        .from(votingPaperEntries)
        .where(eq(votingPaperEntries.votingId, votingId))
        .groupBy(votingPaperEntries.state);
      return new Map(rows.map((row) => [row.state, Number(row.n)]));
    },

    async channelCounts(votingId: number) {
      const rows = await db
        .select({ channel: votingBallots.channel, n: count() })
        .from(votingBallots)
        .where(eq(votingBallots.votingId, votingId))
        .groupBy(votingBallots.channel);
      return new Map(rows.map((row) => [row.channel, Number(row.n)]));
    },

    async votersWithSeveralOwners(votingId: number, page: number, size: number) {
      const where = and(
        eq(votingVoters.votingId, votingId),
        sql`cardinality(${votingVoters.ownerUserIds}) >= 2`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(votingVoters)
          .where(where)
          .orderBy(asc(votingVoters.voterKey))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(votingVoters).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    // ── online abandons ──
    async insertAbandon(values: typeof votingOnlineAbandons.$inferInsert) {
      await db.insert(votingOnlineAbandons).values(values).onConflictDoNothing();
    },

    async abandonedVoterIds(votingId: number, voterIds?: readonly number[]): Promise<Set<number>> {
      if (voterIds && voterIds.length === 0) return new Set();
      const rows = await db
        .select({ voterId: votingOnlineAbandons.voterId })
        .from(votingOnlineAbandons)
        .where(
          and(
            eq(votingOnlineAbandons.votingId, votingId),
            voterIds ? inArray(votingOnlineAbandons.voterId, [...voterIds]) : undefined,
          ),
        );
      return new Set(rows.map((row) => row.voterId));
    },

    async abandonsOf(votingId: number) {
      return db
        .select({
          voterId: votingOnlineAbandons.voterId,
          voterKey: votingVoters.voterKey,
          ownerName: users.ownerName,
          mobile: users.mobile,
          createdAt: votingOnlineAbandons.createdAt,
        })
        .from(votingOnlineAbandons)
        .innerJoin(votingVoters, eq(votingVoters.id, votingOnlineAbandons.voterId))
        .leftJoin(users, eq(users.id, votingOnlineAbandons.userId))
        .where(eq(votingOnlineAbandons.votingId, votingId))
        .orderBy(asc(votingOnlineAbandons.id));
    },

    // ── deliveries ──
    async insertDelivery(values: typeof votingDeliveries.$inferInsert) {
      await db.insert(votingDeliveries).values(values);
    },

    async deliveriesOf(votingId: number, voterIds?: readonly number[]) {
      if (voterIds && voterIds.length === 0) return [];
      return db
        .select({ delivery: votingDeliveries, recordedByName: users.ownerName })
        .from(votingDeliveries)
        .leftJoin(users, eq(users.id, votingDeliveries.recordedBy))
        .where(
          and(
            eq(votingDeliveries.votingId, votingId),
            voterIds ? inArray(votingDeliveries.voterId, [...voterIds]) : undefined,
          ),
        )
        .orderBy(asc(votingDeliveries.id));
    },

    async votersPage(votingId: number, delivered: boolean | undefined, page: number, size: number) {
      const deliveredSql = sql`exists (select 1 from voting_deliveries d where d.voter_id = ${votingVoters.id})`;
      const where = and(
        eq(votingVoters.votingId, votingId),
        delivered === undefined ? undefined : delivered ? deliveredSql : sql`not ${deliveredSql}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(votingVoters)
          .where(where)
          .orderBy(asc(votingVoters.voterKey))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(votingVoters).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    // ── results ──
    async insertResult(values: typeof votingResults.$inferInsert) {
      await db.insert(votingResults).values(values);
    },

    async resultOf(votingId: number): Promise<ResultRow | undefined> {
      const [row] = await db.select().from(votingResults).where(eq(votingResults.votingId, votingId));
      return row;
    },

    // ── statistics ──
    /** Per building and issue: houses and area by the choice of the house's voter (null = blank / none). */
    async buildingAggregates(votingId: number) {
      const result = await db.execute(sql`
        select h.building_id as "buildingId",
               i.issue_key as "issueKey",
               b.channel as "channel",
               b.choices ->> i.issue_key as "choice",
               (b.id is not null) as "hasBallot",
               count(*)::int as "houses",
               coalesce(sum(h.area), 0)::float8 as "area"
        from voting_voter_houses h
        cross join voting_issues i
        left join voting_ballots b on b.voting_id = h.voting_id and b.voter_id = h.voter_id
        where h.voting_id = ${votingId} and i.voting_id = ${votingId}
        group by h.building_id, i.issue_key, b.channel, b.choices ->> i.issue_key, (b.id is not null)`);
      return (
        result as unknown as {
          rows: {
            buildingId: number;
            issueKey: string;
            channel: 'ONLINE' | 'PAPER' | null;
            choice: string | null;
            hasBallot: boolean;
            houses: number;
            area: number;
          }[];
        }
      ).rows.map((row) => ({ ...row, houses: Number(row.houses), area: Number(row.area) }));
    },

    async buildingTotals(votingId: number) {
      const result = await db.execute(sql`
        select h.building_id as "buildingId", coalesce(bd.building_name, '') as "buildingName",
               coalesce(bd.building_code, '') as "buildingCode", count(*)::int as "houses",
               coalesce(sum(h.area), 0)::float8 as "area"
        from voting_voter_houses h left join buildings bd on bd.id = h.building_id
        where h.voting_id = ${votingId}
        group by h.building_id, bd.building_name, bd.building_code, bd.sort
        order by bd.sort, h.building_id`);
      return (
        result as unknown as {
          rows: {
            buildingId: number;
            buildingName: string;
            buildingCode: string;
            houses: number;
            area: number;
          }[];
        }
      ).rows.map((row) => ({ ...row, houses: Number(row.houses), area: Number(row.area) }));
    },

    /** Online ballots with owner name for the voucher export. */
    async voucherRows(votingId: number) {
      return db
        .select({
          voterId: votingBallots.voterId,
          voterKey: votingVoters.voterKey,
          channel: votingBallots.channel,
          ownerName: users.ownerName,
          mobile: users.mobile,
          createdAt: votingBallots.createdAt,
          chainHash: votingBallots.chainHash,
        })
        .from(votingBallots)
        .innerJoin(votingVoters, eq(votingVoters.id, votingBallots.voterId))
        .leftJoin(users, eq(users.id, votingBallots.userId))
        .where(and(eq(votingBallots.votingId, votingId), eq(votingBallots.channel, 'ONLINE')))
        .orderBy(asc(votingBallots.createdAt), asc(votingBallots.id));
    },

    async votedVoterIds(votingId: number): Promise<Set<number>> {
      const rows = await db
        .select({ voterId: votingBallots.voterId })
        .from(votingBallots)
        .where(eq(votingBallots.votingId, votingId));
      return new Set(rows.map((row) => row.voterId));
    },

    async usersByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, userCode: users.userCode, ownerName: users.ownerName, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async buildingsOfCodes(communityId: number, codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: buildings.id, code: buildings.buildingCode })
        .from(buildings)
        .where(and(eq(buildings.communityId, communityId), inArray(buildings.buildingCode, [...codes])));
    },
  };
}

export type VotingPaperRepository = ReturnType<typeof createVotingPaperRepository>;
