import type { AffairKind } from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { votings } from '../../db/schema';
import { proposals } from '../../db/tables/proposal';
import { intentionSolicitations } from '../../db/tables/questionnaire';
import { issueQuicks } from '../../db/tables/quick-vote';

export type Period = { from: Date; to: Date } | null;

/** What the state of an item is derived from, plus its participation. */
export type AffairRow = {
  id: string;
  title: string;
  communityId: number;
  storedState: string | null;
  isDraft: 'YES' | 'NO';
  startDate: Date | null;
  endDate: Date | null;
  pdEndDate: Date | null;
  participantCount: number;
  eligibleCount: number | null;
};

/** An item runs in the period when its window [start, end) meets [from, to); missing dates are open. */
function overlaps(start: PgColumn, end: PgColumn, period: Period): SQL | undefined {
  if (!period) return undefined;
  return and(or(isNull(start), lt(start, period.to)), or(isNull(end), gt(end, period.from)));
}

/**
 * Reads of the government's community-affair board (one query per kind). Participation comes from
 * the counts kept on each item by triggers (migration 0020), not from counting ballots and answers.
 */
export function createGovCommunityAffairRepository(db: Db) {
  const readers: Record<AffairKind, (ids: number[], period: Period) => Promise<AffairRow[]>> = {
    VOTING: (ids, period) =>
      db
        .select({
          id: votings.votingCode,
          title: votings.title,
          communityId: votings.communityId,
          storedState: votings.votingState,
          isDraft: sql<'YES' | 'NO'>`'NO'`,
          startDate: votings.startDate,
          endDate: votings.endDate,
          pdEndDate: votings.pdEndDate,
          participantCount: votings.ballotCount,
          eligibleCount: votings.voterCount,
        })
        .from(votings)
        .where(
          and(
            inArray(votings.communityId, ids),
            ne(votings.votingState, 'DRAFT'),
            overlaps(votings.startDate, votings.endDate, period),
          ),
        ),
    ISSUE_QUICK: (ids, period) =>
      db
        .select({
          id: issueQuicks.issueQuickCode,
          title: issueQuicks.title,
          communityId: issueQuicks.communityId,
          storedState: sql<string | null>`null`,
          isDraft: issueQuicks.isDraft,
          startDate: issueQuicks.startDate,
          endDate: issueQuicks.endDate,
          pdEndDate: sql<Date | null>`null`,
          participantCount: issueQuicks.answerCount,
          eligibleCount: sql<number | null>`null`,
        })
        .from(issueQuicks)
        .where(
          and(
            inArray(issueQuicks.communityId, ids),
            eq(issueQuicks.isDraft, 'NO'),
            overlaps(issueQuicks.startDate, issueQuicks.endDate, period),
          ),
        ),
    INTENTION: (ids, period) =>
      db
        .select({
          id: intentionSolicitations.solicitationCode,
          title: intentionSolicitations.title,
          communityId: intentionSolicitations.communityId,
          storedState: sql<string | null>`null`,
          isDraft: intentionSolicitations.isDraft,
          startDate: intentionSolicitations.startDate,
          endDate: intentionSolicitations.endDate,
          pdEndDate: sql<Date | null>`null`,
          participantCount: intentionSolicitations.answerCount,
          eligibleCount: sql<number | null>`null`,
        })
        .from(intentionSolicitations)
        .where(
          and(
            inArray(intentionSolicitations.communityId, ids),
            eq(intentionSolicitations.isDraft, 'NO'),
            overlaps(intentionSolicitations.startDate, intentionSolicitations.endDate, period),
          ),
        ),
    PROPOSAL: (ids, period) =>
      db
        .select({
          id: proposals.proposalCode,
          title: proposals.title,
          communityId: proposals.communityId,
          storedState: sql<string | null>`null`,
          isDraft: sql<'YES' | 'NO'>`'NO'`,
          startDate: proposals.startDate,
          endDate: proposals.endDate,
          pdEndDate: sql<Date | null>`null`,
          participantCount: proposals.fillCount,
          eligibleCount: sql<number | null>`null`,
        })
        .from(proposals)
        .where(
          and(inArray(proposals.communityId, ids), overlaps(proposals.startDate, proposals.endDate, period)),
        ),
  };

  return {
    /** The published items of one kind in the communities, running in the period. */
    async affairs(kind: AffairKind, communityIds: readonly number[], period: Period): Promise<AffairRow[]> {
      if (communityIds.length === 0) return [];
      return readers[kind]([...communityIds], period);
    },
  };
}

export type GovCommunityAffairRepository = ReturnType<typeof createGovCommunityAffairRepository>;
