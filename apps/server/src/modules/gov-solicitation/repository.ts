import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, users } from '../../db/schema';
import { govSolicitations, govSolicitationTargets } from '../../db/tables/gov-solicitation';
import { intentionSolicitations } from '../../db/tables/questionnaire';
import type { Jurisdiction } from '../community/repository';
import { stateCondition } from '../questionnaire/repository';

export type GovSolicitationRow = typeof govSolicitations.$inferSelect;

/** The government side of opinion collection: the unit and audience of GOV questionnaires. */
export function createGovSolicitationRepository(db: Db) {
  return {
    /** Records (or, for a re-saved draft, replaces) the unit and targets of a questionnaire. */
    async saveAudience(row: GovSolicitationRow, communityIds: readonly number[]) {
      await db
        .insert(govSolicitations)
        .values(row)
        .onConflictDoUpdate({
          target: govSolicitations.solicitationId,
          set: { allCommunities: row.allCommunities },
        });
      await db
        .delete(govSolicitationTargets)
        .where(eq(govSolicitationTargets.solicitationId, row.solicitationId));
      if (communityIds.length > 0)
        await db
          .insert(govSolicitationTargets)
          .values(communityIds.map((communityId) => ({ solicitationId: row.solicitationId, communityId })));
    },

    async audienceOf(solicitationId: number) {
      const [unit] = await db
        .select()
        .from(govSolicitations)
        .where(eq(govSolicitations.solicitationId, solicitationId));
      const targets = await db
        .select({
          communityId: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(govSolicitationTargets)
        .innerJoin(communities, eq(communities.id, govSolicitationTargets.communityId))
        .where(eq(govSolicitationTargets.solicitationId, solicitationId))
        .orderBy(communities.id);
      return unit ? { unit, targets } : null;
    },

    async publisherName(userId: number | null) {
      if (userId === null) return null;
      const [row] = await db.select({ name: users.ownerName }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    /** The unit's questionnaires (a street sees its 社区's too), newest first. */
    async list(
      scope: Jurisdiction,
      filter: { state?: QuestionnaireDisplayState; searchKey?: string },
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        scope.level === 'STREET'
          ? eq(govSolicitations.streetCode, scope.streetCode)
          : eq(govSolicitations.govCommunityCode, scope.govCommunityCode ?? ''),
        filter.state ? stateCondition(intentionSolicitations, filter.state, now) : undefined,
        filter.searchKey
          ? ilike(intentionSolicitations.title, `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
        sql`${intentionSolicitations.publisherKind} = 'GOV'`,
      );
      const base = () =>
        db
          .select({ row: intentionSolicitations })
          .from(intentionSolicitations)
          .innerJoin(govSolicitations, eq(govSolicitations.solicitationId, intentionSolicitations.id));
      const [total] = await db
        .select({ n: count() })
        .from(intentionSolicitations)
        .innerJoin(govSolicitations, eq(govSolicitations.solicitationId, intentionSolicitations.id))
        .where(where);
      const rows = await base()
        .where(where)
        .orderBy(desc(intentionSolicitations.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows: rows.map((item) => item.row), total: total?.n ?? 0 };
    },
  };
}

export type GovSolicitationRepository = ReturnType<typeof createGovSolicitationRepository>;
