import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { and, asc, desc, eq, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, votingIssues, votingOptions, votings } from '../../db/schema';
import { votingOwnerHidden } from '../../db/tables/voting';
import { createVotingBallotRepository } from './ballot-repository';
import { createVotingChainSettingsRepository } from './chain-settings-repository';
import type { VotingIssueRow, VotingRow } from './repository-rows';
import { createVotingRollRepository } from './roll-repository';
import { markRollRosterChanges } from './roster-changes';

export type { CastContextRow, ChoiceAggregateRow } from './ballot-repository';
export type { BallotRow, ChainRow, VoterRow, VotingIssueRow, VotingRow } from './repository-rows';
export type { ScopeHouseRow } from './roll-repository';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The only SQL of the voting area (split by responsibility: roll, ballot, chain and settings repositories). */
export function createVotingRepository(db: Db) {
  return {
    ...createVotingRollRepository(db),
    ...createVotingBallotRepository(db),
    ...createVotingChainSettingsRepository(db),
    async findByCode(votingCode: string): Promise<VotingRow | undefined> {
      const [row] = await db.select().from(votings).where(eq(votings.votingCode, votingCode));
      return row;
    },

    /** Locks the vote's row for the rest of the transaction (ballots and chain appends serialize on it). */
    async lock(votingId: number): Promise<VotingRow | undefined> {
      const [row] = await db.select().from(votings).where(eq(votings.id, votingId)).for('update');
      return row;
    },

    /** hideDrafts: callers without VOTING_MANAGEMENT (issue #28, draft-visibility.ts). */
    async listOfCommunity(communityId: number, searchKey?: string, hideDrafts = false): Promise<VotingRow[]> {
      return db
        .select()
        .from(votings)
        .where(
          and(
            eq(votings.communityId, communityId),
            hideDrafts ? ne(votings.votingState, 'DRAFT') : undefined,
            searchKey ? ilike(votings.title, likePattern(searchKey)) : undefined,
          ),
        )
        .orderBy(desc(votings.id));
    },

    async issueCounts(votingIds: readonly number[]): Promise<Map<number, number>> {
      if (votingIds.length === 0) return new Map();
      const rows = await db
        .select({ votingId: votingIssues.votingId, n: sql<number>`count(*)::int` })
        .from(votingIssues)
        .where(inArray(votingIssues.votingId, [...votingIds]))
        .groupBy(votingIssues.votingId);
      return new Map(rows.map((row) => [row.votingId, row.n]));
    },

    async insert(values: typeof votings.$inferInsert): Promise<VotingRow> {
      const [row] = await db.insert(votings).values(values).returning();
      if (!row) throw new Error('insert voting returned nothing');
      return row;
    },

    async update(votingId: number, patch: Partial<typeof votings.$inferInsert>): Promise<void> {
      await db.update(votings).set(patch).where(eq(votings.id, votingId));
    },

    async delete(votingId: number): Promise<void> {
      await db.delete(votings).where(eq(votings.id, votingId));
    },

    /** Remembers the last roster change the roll being frozen has seen (roster-changes.ts). */
    markRollRosterChanges: (votingId: number, communityId: number) =>
      markRollRosterChanges(db, votingId, communityId),

    /** Published votes whose start has passed and whose roll nobody has frozen yet. */
    async dueForFreeze(now: Date, communityId?: number): Promise<{ id: number }[]> {
      return db
        .select({ id: votings.id })
        .from(votings)
        .where(
          and(
            isNull(votings.rollFrozenAt),
            inArray(votings.votingState, ['HAS_NOT_STARTED', 'PROCESSING']),
            lte(votings.startDate, now),
            communityId === undefined ? undefined : eq(votings.communityId, communityId),
          ),
        )
        .orderBy(asc(votings.id));
    },

    async issuesOf(votingId: number): Promise<VotingIssueRow[]> {
      return db
        .select()
        .from(votingIssues)
        .where(eq(votingIssues.votingId, votingId))
        .orderBy(asc(votingIssues.sort));
    },

    async replaceIssues(
      votingId: number,
      issues: readonly (Omit<typeof votingIssues.$inferInsert, 'votingId'> & {
        choices: readonly VoteChoice[];
      })[],
    ): Promise<void> {
      await db.delete(votingIssues).where(eq(votingIssues.votingId, votingId));
      for (const { choices, ...issue } of issues) {
        const [row] = await db
          .insert(votingIssues)
          .values({ ...issue, votingId })
          .returning({ id: votingIssues.id });
        if (!row) throw new Error('insert issue returned nothing');
        await db
          .insert(votingOptions)
          .values(choices.map((choice, sort) => ({ issueId: row.id, choice, sort })));
      }
    },

    async findById(votingId: number): Promise<VotingRow | undefined> {
      const [row] = await db.select().from(votings).where(eq(votings.id, votingId));
      return row;
    },
    /** Published, not withdrawn or terminated votes of these communities whose scope holds one of the houses. */
    async votingsTouchingHouses(houseIds: readonly number[]): Promise<VotingRow[]> {
      if (houseIds.length === 0) return [];
      const ids = sql.join(
        houseIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return db
        .select()
        .from(votings)
        .where(
          and(
            inArray(votings.votingState, ['HAS_NOT_STARTED', 'PROCESSING']),
            or(
              and(
                eq(votings.scopeType, 'COMMUNITY'),
                sql`exists (select 1 from houses h where h.id in (${ids}) and h.community_id = ${votings.communityId})`,
              ),
              sql`exists (select 1 from voting_scope s where s.voting_id = ${votings.id} and (s.house_id in (${ids})
                or s.building_id in (select h.building_id from houses h where h.id in (${ids}))))`,
            ),
          ),
        )
        .orderBy(desc(votings.id));
    },

    /** Published, not withdrawn or terminated votes in this community whose scope holds one of the buildings. */
    async votingsTouchingBuildings(
      communityId: number,
      buildingIds: readonly number[],
    ): Promise<VotingRow[]> {
      if (buildingIds.length === 0) return [];
      const ids = sql.join(
        buildingIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return db
        .select()
        .from(votings)
        .where(
          and(
            eq(votings.communityId, communityId),
            inArray(votings.votingState, ['HAS_NOT_STARTED', 'PROCESSING']),
            or(
              eq(votings.scopeType, 'COMMUNITY'),
              sql`exists (select 1 from voting_scope s where s.voting_id = ${votings.id} and (s.building_id in (${ids})
                or s.house_id in (select h.id from houses h where h.building_id in (${ids}))))`,
            ),
          ),
        )
        .orderBy(desc(votings.id));
    },

    /** Votes of the communities the user has houses in (owner H5). */
    async votingsForOwner(userId: number) {
      return db
        .select({
          voting: votings,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(votings)
        .innerJoin(communities, eq(communities.id, votings.communityId))
        .where(
          and(
            sql`${votings.votingState} <> 'DRAFT'`,
            sql`exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = ${userId} and oh.relation_type = 'OWNER' and h.community_id = ${votings.communityId})`,
            sql`not exists (select 1 from ${votingOwnerHidden} x
              where x.voting_id = ${votings.id} and x.user_id = ${userId})`,
          ),
        )
        .orderBy(desc(votings.id));
    },

    /** Takes a vote off one owner's list; hiding twice is the same as once. */
    async hideForOwner(votingId: number, userId: number, at: Date): Promise<void> {
      await db
        .insert(votingOwnerHidden)
        .values({ votingId, userId, hiddenAt: at })
        .onConflictDoNothing({ target: [votingOwnerHidden.votingId, votingOwnerHidden.userId] });
    },
  };
}

export type VotingRepository = ReturnType<typeof createVotingRepository>;
