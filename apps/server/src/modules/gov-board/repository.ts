import { VOTING_FINISHED, VOTING_IN_PROGRESS } from '@gongzhi/domain/gov-board/gov-board-api';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, govStaff, govUnits, users, votings } from '../../db/schema';
import { govComplaints } from '../../db/tables/complaint';
import type { Jurisdiction } from '../community/repository';

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

export type ActivityCounts = {
  communityId: number;
  votingCount: number;
  votingInProgress: number;
  votingFinished: number;
  complaintCount: number;
  complaintHandling: number;
};

function inList(values: readonly string[]) {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

// Qualified by hand: drizzle leaves columns of a one-table select unqualified, which subqueries would capture.
const CID = sql.raw('"communities"."id"');

/** Aggregates of the government data board, one grouped query per figure (no per-community loop). */
export function createGovBoardRepository(db: Db) {
  function scopeFilter(scope: Jurisdiction) {
    if (scope.level === 'STREET') return eq(communities.streetCode, scope.streetCode);
    return eq(communities.govCommunityCode, scope.govCommunityCode ?? '');
  }

  return {
    /** The jurisdiction's communities (optionally one) with roster figures. */
    async communityFigures(scope: Jurisdiction, communityInfoCode?: string): Promise<CommunityFigures[]> {
      const where = and(
        scopeFilter(scope),
        communityInfoCode ? eq(communities.communityInfoCode, communityInfoCode) : undefined,
      );
      return db
        .select({
          id: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
          hasAuth: communities.hasAuth,
          experienceTag: communities.experienceTag,
          organisationState: communities.organisationState,
          address: communities.address,
          buildingCount: sql<number>`(select count(*) from buildings b where b.community_id = ${CID})::int`,
          houseCount: sql<number>`(select count(*) from houses h where h.community_id = ${CID})::int`,
          ownerCount: sql<number>`(select count(distinct oh.user_id) from owner_houses oh join houses h on h.id = oh.house_id where h.community_id = ${CID} and oh.relation_type = 'OWNER')::int`,
          certifiedHouseCount: sql<number>`(select count(distinct oh.house_id) from owner_houses oh join houses h on h.id = oh.house_id where h.community_id = ${CID} and oh.info_state = 'CORRECT_INFO')::int`,
        })
        .from(communities)
        .where(where)
        .orderBy(asc(communities.id));
    },

    /** Votes and complaints per community of the given ids. */
    async activityCounts(communityIds: readonly number[]): Promise<Map<number, ActivityCounts>> {
      const result = new Map<number, ActivityCounts>();
      if (communityIds.length === 0) return result;
      const ids = [...communityIds];
      for (const id of ids)
        result.set(id, {
          communityId: id,
          votingCount: 0,
          votingInProgress: 0,
          votingFinished: 0,
          complaintCount: 0,
          complaintHandling: 0,
        });
      const voteRows = await db
        .select({
          communityId: votings.communityId,
          total: sql<number>`(count(*) filter (where ${votings.votingState} <> 'DRAFT'))::int`,
          inProgress: sql<number>`(count(*) filter (where ${votings.votingState} in (${inList(VOTING_IN_PROGRESS)})))::int`,
          finished: sql<number>`(count(*) filter (where ${votings.votingState} in (${inList(VOTING_FINISHED)})))::int`,
        })
        .from(votings)
        .where(inArray(votings.communityId, ids))
        .groupBy(votings.communityId);
      for (const row of voteRows) {
        const entry = result.get(row.communityId);
        if (!entry) continue;
        entry.votingCount = row.total;
        entry.votingInProgress = row.inProgress;
        entry.votingFinished = row.finished;
      }
      const complaintRows = await db
        .select({
          communityId: govComplaints.communityId,
          total: sql<number>`count(*)::int`,
          handling: sql<number>`(count(*) filter (where ${govComplaints.state} = 'HANDLING'))::int`,
        })
        .from(govComplaints)
        .where(inArray(govComplaints.communityId, ids))
        .groupBy(govComplaints.communityId);
      for (const row of complaintRows) {
        const entry = result.get(row.communityId);
        if (!entry) continue;
        entry.complaintCount = row.total;
        entry.complaintHandling = row.handling;
      }
      return result;
    },

    /** Government staff of the jurisdiction: the whole street for street staff, else their 社区. */
    async members(scope: Jurisdiction) {
      const where =
        scope.level === 'STREET'
          ? eq(govStaff.streetCode, scope.streetCode)
          : and(
              eq(govStaff.govCommunityCode, scope.govCommunityCode ?? ''),
              isNotNull(govStaff.govCommunityCode),
            );
      return db
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
        .orderBy(asc(govStaff.level), asc(govStaff.id));
    },
  };
}

export type GovBoardRepository = ReturnType<typeof createGovBoardRepository>;
