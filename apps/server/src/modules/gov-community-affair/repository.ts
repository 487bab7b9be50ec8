import type { AffairKind } from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { sql } from 'drizzle-orm';
import { lazilyBy } from '../../common/lazily';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';

export type Period = { from: Date; to: Date } | null;

/**
 * What the state of an item is derived from, plus its participation. Times are epoch milliseconds
 * (the domain's state rules take them as they are).
 */
export type AffairRow = {
  id: string;
  title: string;
  communityId: number;
  storedState: string | null;
  isDraft: 'YES' | 'NO';
  startMs: number | null;
  endMs: number | null;
  pdEndMs: number | null;
  participantCount: number;
  eligibleCount: number | null;
};

/** The columns each kind keeps its parts in (plain SQL: the table and column names of the schema). */
type AffairSource = {
  table: string;
  code: string;
  storedState: string;
  isDraft: string;
  pdEnd: string;
  participants: string;
  eligible: string;
  /** Items the board leaves out (drafts). */
  published: string;
};

const SOURCES: Record<AffairKind, AffairSource> = {
  VOTING: {
    table: 'votings',
    code: 'voting_code',
    storedState: 'voting_state',
    isDraft: `'NO'`,
    pdEnd: 'pd_end_date',
    participants: 'ballot_count',
    eligible: 'voter_count',
    published: `voting_state <> 'DRAFT'`,
  },
  ISSUE_QUICK: {
    table: 'issue_quicks',
    code: 'issue_quick_code',
    storedState: 'null',
    isDraft: 'is_draft',
    pdEnd: 'null',
    participants: 'answer_count',
    eligible: 'null',
    // Withdrawn items (issue #28) keep their answers but are off the board, as drafts.
    published: `is_draft = 'NO' and withdrawn_at is null`,
  },
  INTENTION: {
    table: 'intention_solicitations',
    code: 'solicitation_code',
    storedState: 'null',
    isDraft: 'is_draft',
    pdEnd: 'null',
    participants: 'answer_count',
    eligible: 'null',
    published: `is_draft = 'NO' and withdrawn_at is null`,
  },
  PROPOSAL: {
    table: 'proposals',
    code: 'proposal_code',
    storedState: 'null',
    isDraft: `'NO'`,
    pdEnd: 'null',
    participants: 'fill_count',
    eligible: 'null',
    published: 'true',
  },
};

const epochMs = (column: string) =>
  column === 'null' ? 'null::float8' : `(extract(epoch from ${column}) * 1000)::float8`;

/** An item runs in the period when its window [start, end) meets [from, to); missing dates are open. */
const OVERLAPS_PERIOD = sql`and (start_date is null or start_date < ${sql.placeholder('to')}::timestamptz)
    and (end_date is null or end_date > ${sql.placeholder('from')}::timestamptz)`;

/**
 * Reads of the government's community-affair board (one query per kind). Participation comes from
 * the counts kept on each item by triggers (migration 0020), not from counting ballots and answers.
 * The rows come back as the driver gives them, times as epoch numbers: a jurisdiction has a
 * thousand items or more, and mapping each through the query builder's column decoders and Date
 * parsing cost more than the query itself (bench:gov-board). Prepared per kind and period shape.
 */
export function createGovCommunityAffairRepository(db: Db) {
  function affairsStatement(kind: AffairKind, inPeriod: boolean) {
    const source = SOURCES[kind];
    // One array parameter, not one per community: building a statement of 200 parameters cost more
    // in the query builder than PostgreSQL spends on it.
    return preparedSql<AffairRow>(
      db,
      `gov_affairs_${kind.toLowerCase()}_${inPeriod ? 'period' : 'all'}`,
      sql`select ${sql.raw(source.code)} as id, title, community_id as "communityId",
          ${sql.raw(source.storedState)} as "storedState", ${sql.raw(source.isDraft)} as "isDraft",
          ${sql.raw(epochMs('start_date'))} as "startMs", ${sql.raw(epochMs('end_date'))} as "endMs",
          ${sql.raw(epochMs(source.pdEnd))} as "pdEndMs",
          ${sql.raw(source.participants)} as "participantCount", ${sql.raw(source.eligible)}::int as "eligibleCount"
        from ${sql.raw(source.table)}
        where community_id = any(${sql.placeholder('ids')}::int[]) and ${sql.raw(source.published)}
          ${inPeriod ? OVERLAPS_PERIOD : sql``}`,
    );
  }
  // Both period shapes of a kind, made on the kind's first use.
  const statementsOf = lazilyBy((kind: AffairKind) => ({
    all: affairsStatement(kind, false),
    period: affairsStatement(kind, true),
  }));

  return {
    /** The published items of one kind in the communities, running in the period. */
    async affairs(kind: AffairKind, communityIds: readonly number[], period: Period): Promise<AffairRow[]> {
      if (communityIds.length === 0) return [];
      return statementsOf(kind)[period ? 'period' : 'all']({
        ids: `{${communityIds.join(',')}}`,
        from: period?.from.toISOString(),
        to: period?.to.toISOString(),
      });
    },
  };
}

export type GovCommunityAffairRepository = ReturnType<typeof createGovCommunityAffairRepository>;
