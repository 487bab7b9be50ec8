import { votingBoardBucket } from '@gongzhi/domain/gov-board/gov-board-api';
import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { effectiveVotingState } from '@gongzhi/domain/voting/voting-lifecycle';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { lazily, lazilyBy } from '../../common/lazily';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';
import { govStaff, govUnits, users } from '../../db/schema';
import type { Jurisdiction } from '../community/repository';
import { ownerCountOf } from '../roster/owner-count';

export type CommunityFigures = {
  id: number;
  communityInfoCode: string;
  communityName: string;
  hasAuth: 'YES' | 'NO';
  experienceTag: 'YES' | 'NO';
  organisationState: string | null;
  address: string | null;
  buildingCount: number;
  houseCount: number;
  ownerCount: number;
  certifiedHouseCount: number;
};

/** Street or 社区 office, all its communities or one: each has its own prepared statements. */
type FiguresShape = `${'street' | 'office'}_${'all' | 'one'}`;

type VoteRow = {
  communityId: number;
  votingState: string;
  startDate: number | null;
  endDate: number | null;
  pdEndDate: number | null;
};

export type ActivityCounts = {
  communityId: number;
  votingCount: number;
  votingInProgress: number;
  votingFinished: number;
  complaintCount: number;
  complaintHandling: number;
};

/** Aggregates of the government data board, one grouped query per figure (no per-community loop). */
export function createGovBoardRepository(db: Db) {
  // The member list is read on every dashboard opening: prepared once per connection.
  const membersWhere = (where: SQL | undefined, name: string) =>
    lazily(() =>
      db
        .select({
          ownerName: users.ownerName,
          mobile: users.mobile,
          level: govStaff.level,
          unitName: sql<string>`coalesce(${govUnits.name}, '')`,
          position: govStaff.position,
          hasGovAuth: govStaff.hasGovAuth,
        })
        .from(govStaff)
        .innerJoin(users, eq(users.id, govStaff.userId))
        .leftJoin(
          govUnits,
          eq(govUnits.code, sql`coalesce(${govStaff.govCommunityCode}, ${govStaff.streetCode})`),
        )
        .where(where)
        .orderBy(asc(govStaff.level), asc(govStaff.id))
        .prepare(name),
    );
  const streetMembers = membersWhere(eq(govStaff.streetCode, sql.placeholder('code')), 'gov_street_members');
  const communityOfficeMembers = membersWhere(
    and(eq(govStaff.govCommunityCode, sql.placeholder('code')), isNotNull(govStaff.govCommunityCode)),
    'gov_community_office_members',
  );

  /**
   * The roster recount and the figures of the jurisdiction's communities, prepared per shape: street
   * or 社区 office, all its communities or one. The recount refreshes community_roster_stats for the
   * communities whose roster changed since their last count (db/tables/roster.ts); the version stored
   * is the one the statement's snapshot saw, so a write landing during the recount keeps the row
   * stale for the next reader. The figures come back as raw rows: a street has hundreds of
   * communities, and the query builder's per-column decoding of them cost more than the statement.
   */
  const figuresOf = lazilyBy((shape: FiguresShape) => {
    const column = shape.startsWith('street') ? sql.raw('c.street_code') : sql.raw('c.gov_community_code');
    const inScope = sql`${column} = ${sql.placeholder('scopeCode')}
      ${shape.endsWith('one') ? sql`and c.community_info_code = ${sql.placeholder('communityInfoCode')}` : sql``}`;
    const recount = preparedSql<never>(
      db,
      `gov_board_recount_${shape}`,
      sql`insert into community_roster_stats as s
          (community_id, version, computed_version, building_count, house_count, owner_count, certified_house_count)
        select c.id, coalesce(old.version, 0), coalesce(old.version, 0),
          (select count(*) from buildings b where b.community_id = c.id),
          (select count(*) from houses h where h.community_id = c.id),
          ${ownerCountOf(sql.raw('c.id'))},
          (select count(distinct oh.house_id) from owner_houses oh join houses h on h.id = oh.house_id
            where h.community_id = c.id and oh.info_state = 'CORRECT_INFO')
        from communities c left join community_roster_stats old on old.community_id = c.id
        where ${inScope} and (old.community_id is null or old.computed_version <> old.version)
        order by c.id
        on conflict (community_id) do update set computed_version = excluded.computed_version,
          building_count = excluded.building_count, house_count = excluded.house_count,
          owner_count = excluded.owner_count, certified_house_count = excluded.certified_house_count`,
    );
    const read = preparedSql<CommunityFigures>(
      db,
      `gov_board_figures_${shape}`,
      sql`select c.id, c.community_info_code as "communityInfoCode",
          c.community_name as "communityName", c.has_auth as "hasAuth", c.experience_tag as "experienceTag",
          c.organisation_state as "organisationState", c.address,
          coalesce(s.building_count, 0)::int as "buildingCount", coalesce(s.house_count, 0)::int as "houseCount",
          coalesce(s.owner_count, 0)::int as "ownerCount",
          coalesce(s.certified_house_count, 0)::int as "certifiedHouseCount"
        from communities c left join community_roster_stats s on s.community_id = c.id
        where ${inScope}
        order by c.id`,
    );
    return { recount, read };
  });

  // States are judged by the clock (effectiveVotingState), so each vote is read, not counted in SQL;
  // raw rows with epoch times, as the domain rules take them. One array parameter for the
  // communities, not one each (building 200 parameters cost more than the statement).
  const votesOf = lazily(() =>
    preparedSql<VoteRow>(
      db,
      'gov_board_votes',
      sql`select community_id as "communityId", voting_state as "votingState",
          (extract(epoch from start_date) * 1000)::float8 as "startDate",
          (extract(epoch from end_date) * 1000)::float8 as "endDate",
          (extract(epoch from pd_end_date) * 1000)::float8 as "pdEndDate"
        from votings where community_id = any(${sql.placeholder('ids')}::int[]) and voting_state <> 'DRAFT'`,
    ),
  );
  const complaintsOf = lazily(() =>
    preparedSql<{ communityId: number; total: number; handling: number }>(
      db,
      'gov_board_complaints',
      sql`select community_id as "communityId", count(*)::int as total,
          (count(*) filter (where state = 'HANDLING'))::int as handling
        from gov_complaints where community_id = any(${sql.placeholder('ids')}::int[])
        group by community_id`,
    ),
  );

  return {
    /** The jurisdiction's communities (optionally one) with roster figures, recounted where stale. */
    async communityFigures(scope: Jurisdiction, communityInfoCode?: string): Promise<CommunityFigures[]> {
      const statements = figuresOf(
        `${scope.level === 'STREET' ? 'street' : 'office'}_${communityInfoCode ? 'one' : 'all'}`,
      );
      const params = {
        scopeCode: scope.level === 'STREET' ? scope.streetCode : (scope.govCommunityCode ?? ''),
        communityInfoCode,
      };
      await statements.recount(params);
      return statements.read(params);
    },

    /** Votes and complaints per community of the given ids. */
    async activityCounts(communityIds: readonly number[], now: Date): Promise<Map<number, ActivityCounts>> {
      const result = new Map<number, ActivityCounts>();
      if (communityIds.length === 0) return result;
      for (const id of communityIds)
        result.set(id, {
          communityId: id,
          votingCount: 0,
          votingInProgress: 0,
          votingFinished: 0,
          complaintCount: 0,
          complaintHandling: 0,
        });
      const ids = `{${communityIds.join(',')}}`;
      for (const row of await votesOf()({ ids })) {
        const entry = result.get(row.communityId);
        if (!entry) continue;
        entry.votingCount += 1;
        const bucket = votingBoardBucket(
          effectiveVotingState({ ...row, votingState: row.votingState as VotingState }, now),
        );
        if (bucket === 'IN_PROGRESS') entry.votingInProgress += 1;
        if (bucket === 'FINISHED') entry.votingFinished += 1;
      }
      for (const row of await complaintsOf()({ ids })) {
        const entry = result.get(row.communityId);
        if (!entry) continue;
        entry.complaintCount = row.total;
        entry.complaintHandling = row.handling;
      }
      return result;
    },

    /** Government staff of the jurisdiction: the whole street for street staff, else their 社区. */
    async members(scope: Jurisdiction) {
      if (scope.level === 'STREET') return streetMembers().execute({ code: scope.streetCode });
      return communityOfficeMembers().execute({ code: scope.govCommunityCode ?? '' });
    },
  };
}

export type GovBoardRepository = ReturnType<typeof createGovBoardRepository>;
