import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  evidenceChain,
  ownerHouses,
  votingBallots,
  votings,
  votingVoterHouses,
  votingVoters,
} from '../../db/schema';
import type { BallotRow, ChainRow, VotingRow } from './repository-rows';

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

/** Casting: the cast context, ballots and the SQL counting of the tally. */
export function createVotingBallotRepository(db: Db) {
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
  };
}
