import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buildings,
  communities,
  communityVotingSettings,
  evidenceChain,
  houses,
  ownerHouses,
  users,
  voteWhiteList,
  votingBallots,
  votingIssues,
  votingOptions,
  votingScope,
  votings,
  votingVoterHouses,
  votingVoters,
} from '../../db/schema';
import { votingOwnerHidden } from '../../db/tables/voting';
import { markRollRosterChanges } from './roster-changes';

export type VotingRow = typeof votings.$inferSelect;
export type VotingIssueRow = typeof votingIssues.$inferSelect;
export type VoterRow = typeof votingVoters.$inferSelect;
export type BallotRow = typeof votingBallots.$inferSelect;
export type ChainRow = typeof evidenceChain.$inferSelect;

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

/** See `castContext`. */
export type CastContextRow = {
  voters: { id: number; voterKey: string; houseCodes: string[]; certified: boolean }[];
  issueKeys: string[];
  userCode: string | null;
  whiteListed: boolean;
  /** The user has a house (any relation) in the vote's community: otherwise the vote is answered as missing. */
  inCommunity: boolean;
};

/** Raw per-issue counts by SQL: one row per (issue, choice or blank, has ballot). */
export type ChoiceAggregateRow = {
  issueKey: string;
  choice: VoteChoice | null;
  hasBallot: boolean;
  /** The voter has a delivery record (FOLLOW_MAJORITY counts only these). */
  delivered: boolean;
  area: number;
  heads: number;
};

/**
 * One json object: the user's voters on the roll of vote `votingId` (by voter key) with their house
 * codes (sorted) and whether the user is a certified owner (OWNER, CORRECT_INFO) of one of their
 * houses, the vote's issue keys, the user's code, whether the user is on the vote's white list and
 * whether they hold any house of the vote's community.
 */
function castContextSql(votingId: SQL, userId: number | Placeholder): SQL {
  return sql`json_build_object(
    'voters', coalesce((select json_agg(json_build_object('id', v.id, 'voterKey', v.voter_key,
        'houseCodes', coalesce((select array_agg(h.house_code order by h.house_code)
          from voting_voter_houses h where h.voter_id = v.id), '{}'),
        'certified', exists (select 1 from voting_voter_houses h
          join owner_houses oh on oh.house_id = h.house_id
          where h.voter_id = v.id and oh.user_id = ${userId} and oh.relation_type = 'OWNER'
            and oh.info_state = 'CORRECT_INFO')) order by v.voter_key)
      from voting_voters v
      where v.voting_id = ${votingId} and v.owner_user_ids @> array[${userId}]::integer[]), '[]'),
    'issueKeys', coalesce((select json_agg(i.issue_key order by i.sort) from voting_issues i
      where i.voting_id = ${votingId}), '[]'),
    'userCode', (select u.user_code from users u where u.id = ${userId}),
    'whiteListed', exists (select 1 from vote_white_list w where w.voting_id = ${votingId} and w.user_id = ${userId}),
    'inCommunity', exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
      where oh.user_id = ${userId} and h.community_id = (select cv.community_id from votings cv where cv.id = ${votingId})))`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The only SQL of the voting area. */
export function createVotingRepository(db: Db) {
  // Every online ballot asks for this first: built once, parsed once per connection.
  const prepareCastTarget = () =>
    db
      .select({
        voting: votings,
        context: sql<CastContextRow>`${castContextSql(sql`${votings.id}`, sql.placeholder('userId'))}`,
      })
      .from(votings)
      .where(eq(votings.votingCode, sql.placeholder('votingCode')))
      .prepare('voting_cast_target');
  let castTargetQuery: ReturnType<typeof prepareCastTarget> | undefined;
  return {
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

    /**
     * What an online ballot of this user needs that does not change while the roll stays frozen, in
     * one statement: the user's voters (by voter key) with their house codes (sorted) and whether
     * the user is a certified owner (OWNER, CORRECT_INFO) of one of their houses, the issue keys,
     * the user's code and whether the user is on the vote's white list.
     */
    async castContext(votingId: number, userId: number): Promise<CastContextRow> {
      const result = await db.execute(sql`select ${castContextSql(sql`${votingId}`, userId)} as "context"`);
      const [row] = (result as unknown as { rows: { context: CastContextRow }[] }).rows;
      if (!row) throw new Error('cast context returned nothing');
      return row.context;
    },

    /** The vote of this code with the user's `castContext` (empty voters until the roll is frozen). */
    async castTarget(
      votingCode: string,
      userId: number,
    ): Promise<{ voting: VotingRow; context: CastContextRow } | undefined> {
      castTargetQuery ??= prepareCastTarget();
      const [row] = await castTargetQuery.execute({ votingCode, userId });
      return row;
    },

    /**
     * Under the vote's lock, in one statement: the chain head, the counted ballots of these voters
     * and which of them gave up voting online.
     */
    async castState(
      votingId: number,
      voterIds: readonly number[],
    ): Promise<{ head: ChainRow | undefined; ballots: BallotRow[]; abandoned: Set<number> }> {
      const ids = sql`array[${sql.join(
        voterIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`;
      const result = await db.execute(sql`
        select
          (select row_to_json(c) from (select seq, type, payload, at, prev, hash from evidence_chain
            where voting_id = ${votingId} order by seq desc limit 1) c) as "head",
          coalesce((select json_agg(json_build_object('id', b.id, 'votingId', b.voting_id,
            'voterId', b.voter_id, 'channel', b.channel, 'userId', b.user_id, 'choices', b.choices,
            'chainHash', b.chain_hash, 'createdAt', b.created_at) order by b.id) from voting_ballots b
            where b.voting_id = ${votingId} and b.voter_id = any(${ids})), '[]') as "ballots",
          coalesce((select json_agg(a.voter_id) from voting_online_abandons a
            where a.voting_id = ${votingId} and a.voter_id = any(${ids})), '[]') as "abandoned"`);
      const [row] = (
        result as unknown as {
          rows: {
            head: Omit<ChainRow, 'id' | 'votingId'> | null;
            ballots: (Omit<BallotRow, 'createdAt'> & { createdAt: string })[];
            abandoned: number[];
          }[];
        }
      ).rows;
      return {
        head: row?.head ? { id: 0, votingId, ...row.head } : undefined,
        ballots: (row?.ballots ?? []).map((ballot) => ({ ...ballot, createdAt: new Date(ballot.createdAt) })),
        abandoned: new Set(row?.abandoned ?? []),
      };
    },

    /** Appends several chain entries (in seq order) in one statement. */
    async appendChainMany(values: readonly (typeof evidenceChain.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(evidenceChain).values([...values]);
    },

    /** Inserts several ballots in one statement. */
    async insertBallots(values: readonly (typeof votingBallots.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(votingBallots).values([...values]);
    },

    async houseCodesOfVoters(voterIds: readonly number[]): Promise<string[]> {
      if (voterIds.length === 0) return [];
      const rows = await db
        .select({ code: votingVoterHouses.houseCode })
        .from(votingVoterHouses)
        .where(inArray(votingVoterHouses.voterId, [...voterIds]))
        .orderBy(asc(votingVoterHouses.houseCode));
      return rows.map((row) => row.code);
    },

    async ballotsOfVoters(voterIds: readonly number[]): Promise<BallotRow[]> {
      if (voterIds.length === 0) return [];
      return db
        .select()
        .from(votingBallots)
        .where(inArray(votingBallots.voterId, [...voterIds]))
        .orderBy(asc(votingBallots.id));
    },

    async ballotsOf(votingId: number) {
      return db
        .select({ voterKey: votingVoters.voterKey, choices: votingBallots.choices })
        .from(votingBallots)
        .innerJoin(votingVoters, eq(votingVoters.id, votingBallots.voterId))
        .where(eq(votingBallots.votingId, votingId));
    },

    async ballotCount(votingId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(votingBallots)
        .where(eq(votingBallots.votingId, votingId));
      return row?.n ?? 0;
    },

    async insertBallot(values: typeof votingBallots.$inferInsert): Promise<BallotRow> {
      const [row] = await db.insert(votingBallots).values(values).returning();
      if (!row) throw new Error('insert ballot returned nothing');
      return row;
    },

    /** Whether this user holds a certified (CORRECT_INFO) owner link to one of these houses. */
    async isCertifiedOwnerOf(userId: number, houseIds: readonly number[]): Promise<boolean> {
      if (houseIds.length === 0) return false;
      const [row] = await db
        .select({ id: ownerHouses.id })
        .from(ownerHouses)
        .where(
          and(
            eq(ownerHouses.userId, userId),
            inArray(ownerHouses.houseId, [...houseIds]),
            eq(ownerHouses.relationType, 'OWNER'),
            eq(ownerHouses.infoState, 'CORRECT_INFO'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async houseIdsOfVoters(voterIds: readonly number[]): Promise<number[]> {
      if (voterIds.length === 0) return [];
      const rows = await db
        .select({ houseId: votingVoterHouses.houseId })
        .from(votingVoterHouses)
        .where(inArray(votingVoterHouses.voterId, [...voterIds]));
      return rows.map((row) => row.houseId);
    },

    /**
     * Per issue, the area and heads of voters by choice (null = blank) and by whether they have a
     * ballot at all: the SQL form of the tally's counting, which must agree with domain `tally`.
     */
    async choiceAggregates(votingId: number): Promise<ChoiceAggregateRow[]> {
      // Voters are first grouped by their whole ballot (few distinct ones in practice), then each
      // group is split per issue: far fewer rows than voters × issues.
      const result = await db.execute(sql`
        with grouped as (
          select b.choices as choices, (b.id is not null) as has_ballot,
                 (b.id is null and d.voter_id is not null) as delivered,
                 coalesce(sum(v.area), 0) as area, count(*) as heads
          from voting_voters v
          left join voting_ballots b on b.voting_id = v.voting_id and b.voter_id = v.id
          left join (select distinct voter_id from voting_deliveries where voting_id = ${votingId}) d
            on d.voter_id = v.id
          where v.voting_id = ${votingId}
          group by b.choices, (b.id is not null), (b.id is null and d.voter_id is not null)
        )
        select i.issue_key as "issueKey",
               g.choices ->> i.issue_key as "choice",
               g.has_ballot as "hasBallot",
               g.delivered as "delivered",
               sum(g.area)::float8 as "area",
               sum(g.heads)::int as "heads"
        from grouped g
        cross join voting_issues i
        where i.voting_id = ${votingId}
        group by i.issue_key, g.choices ->> i.issue_key, g.has_ballot, g.delivered`);
      return (result as unknown as { rows: ChoiceAggregateRow[] }).rows.map((row) => ({
        ...row,
        area: Number(row.area),
        heads: Number(row.heads),
      }));
    },

    async rollTotals(votingId: number): Promise<{ area: number; heads: number }> {
      const [row] = await db
        .select({
          area: sql<number>`coalesce(sum(${votingVoters.area}), 0)::float8`,
          heads: sql<number>`count(*)::int`,
        })
        .from(votingVoters)
        .where(eq(votingVoters.votingId, votingId));
      return { area: Number(row?.area ?? 0), heads: Number(row?.heads ?? 0) };
    },

    // ── evidence chain ──
    async chainHead(votingId: number): Promise<ChainRow | undefined> {
      const [row] = await db
        .select()
        .from(evidenceChain)
        .where(eq(evidenceChain.votingId, votingId))
        .orderBy(desc(evidenceChain.seq))
        .limit(1);
      return row;
    },

    async chainSeqOf(votingId: number, hash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ seq: evidenceChain.seq })
        .from(evidenceChain)
        .where(and(eq(evidenceChain.votingId, votingId), eq(evidenceChain.hash, hash)));
      return row?.seq;
    },

    async appendChain(values: typeof evidenceChain.$inferInsert): Promise<void> {
      await db.insert(evidenceChain).values(values);
    },

    async chainOf(votingId: number): Promise<ChainRow[]> {
      return db
        .select()
        .from(evidenceChain)
        .where(eq(evidenceChain.votingId, votingId))
        .orderBy(asc(evidenceChain.seq));
    },

    // ── settings and white list ──
    async communitySettings(communityId: number) {
      const [row] = await db
        .select()
        .from(communityVotingSettings)
        .where(eq(communityVotingSettings.communityId, communityId));
      return row;
    },

    async saveCommunitySettings(
      communityId: number,
      settings: Omit<typeof communityVotingSettings.$inferInsert, 'communityId'>,
    ) {
      await db
        .insert(communityVotingSettings)
        .values({ communityId, ...settings })
        .onConflictDoUpdate({ target: communityVotingSettings.communityId, set: settings });
    },

    async whiteListed(votingId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: voteWhiteList.id })
        .from(voteWhiteList)
        .where(and(eq(voteWhiteList.votingId, votingId), eq(voteWhiteList.userId, userId)));
      return row !== undefined;
    },

    async whiteListOf(votingId: number) {
      return db
        .select({
          userCode: users.userCode,
          ownerName: users.ownerName,
          mobile: users.mobile,
          createdAt: voteWhiteList.createdAt,
        })
        .from(voteWhiteList)
        .innerJoin(users, eq(users.id, voteWhiteList.userId))
        .where(eq(voteWhiteList.votingId, votingId))
        .orderBy(asc(voteWhiteList.id));
    },

    async addWhiteList(votingId: number, userId: number, createdAt: Date): Promise<void> {
      await db.insert(voteWhiteList).values({ votingId, userId, createdAt }).onConflictDoNothing();
    },

    async deleteWhiteList(votingId: number, userId: number): Promise<number> {
      const rows = await db
        .delete(voteWhiteList)
        .where(and(eq(voteWhiteList.votingId, votingId), eq(voteWhiteList.userId, userId)))
        .returning({ id: voteWhiteList.id });
      return rows.length;
    },

    async userByMobile(mobile: string) {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
      return row;
    },

    async userById(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async findById(votingId: number): Promise<VotingRow | undefined> {
      const [row] = await db.select().from(votings).where(eq(votings.id, votingId));
      return row;
    },

    async userByCode(userCode: string) {
      const [row] = await db.select().from(users).where(eq(users.userCode, userCode));
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
