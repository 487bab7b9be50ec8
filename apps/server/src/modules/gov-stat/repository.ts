import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { qualified } from '../../db/column-ref';
import { govComplaints } from '../../db/tables/complaint';
import { govInformationReads, govInformations, govInformationTargets } from '../../db/tables/gov-information';
import type { Jurisdiction } from '../community/repository';
import type { Period } from '../gov-community-affair/repository';
import { ownerCountWhere } from '../roster/owner-count';

function within(column: PgColumn, period: Period): SQL | undefined {
  if (!period) return undefined;
  return and(gte(column, period.from), lt(column, period.to));
}

/** Reads of the work statistics: complaints and releases with their receipts. */
export function createGovStatRepository(db: Db) {
  return {
    /** Complaints filed in the period in the communities. */
    async complaints(communityIds: readonly number[], period: Period) {
      if (communityIds.length === 0) return [];
      return db
        .select({
          communityId: govComplaints.communityId,
          complaintType: govComplaints.complaintType,
          state: govComplaints.state,
          createdAt: govComplaints.createdAt,
          handledAt: govComplaints.handledAt,
        })
        .from(govComplaints)
        .where(
          and(inArray(govComplaints.communityId, [...communityIds]), within(govComplaints.createdAt, period)),
        );
    },

    /**
     * Releases the staff member sees (their unit, and a street its 社区's), published in the period,
     * optionally only those released to one community; with read receipts and target owners, both
     * counted within that community when one is given.
     */
    async releases(scope: Jurisdiction, period: Period, communityId?: number) {
      const unit =
        scope.level === 'STREET'
          ? eq(govInformations.streetCode, scope.streetCode)
          : eq(govInformations.govCommunityCode, scope.govCommunityCode ?? '');
      const target =
        communityId === undefined
          ? undefined
          : sql`exists (select 1 from ${govInformationTargets} where ${govInformationTargets.informationId} = ${govInformations.id} and ${govInformationTargets.communityId} = ${communityId})`;
      const rows = await db
        .select({
          id: govInformations.id,
          informationId: govInformations.informationCode,
          title: govInformations.title,
          informationType: govInformations.informationType,
          createdAt: govInformations.createdAt,
        })
        .from(govInformations)
        .where(and(unit, within(govInformations.createdAt, period), target));
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const reads = await db
        .select({ informationId: govInformationReads.informationId, value: sql<number>`count(*)::int` })
        .from(govInformationReads)
        .where(
          and(
            inArray(govInformationReads.informationId, ids),
            communityId === undefined ? undefined : eq(govInformationReads.communityId, communityId),
          ),
        )
        .groupBy(govInformationReads.informationId);
      // Owners of each release's target communities (roster/owner-count.ts), counted once each.
      const targetCommunity = communityId === undefined ? sql`` : sql` and t.community_id = ${communityId}`;
      const owners = await db
        .select({
          informationId: govInformations.id,
          value: ownerCountWhere(
            (houseCommunity) =>
              sql`${houseCommunity} in (select t.community_id from gov_information_targets t
                where t.information_id = ${qualified(govInformations.id)}${targetCommunity})`,
          ),
        })
        .from(govInformations)
        .where(inArray(govInformations.id, ids));
      const readOf = new Map(reads.map((row) => [row.informationId, row.value]));
      const ownersOf = new Map(owners.map((row) => [row.informationId, row.value]));
      return rows.map((row) => ({
        ...row,
        readCount: readOf.get(row.id) ?? 0,
        ownerCount: ownersOf.get(row.id) ?? 0,
      }));
    },
  };
}
