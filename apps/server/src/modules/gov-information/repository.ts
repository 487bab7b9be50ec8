import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, users } from '../../db/schema';
import { govInformationReads, govInformations, govInformationTargets } from '../../db/tables/gov-information';
import type { Jurisdiction } from '../community/repository';

export type InformationRow = typeof govInformations.$inferSelect;

export type InformationFilter = {
  scope?: Jurisdiction;
  communityIds?: number[];
  title?: string;
  informationType?: InformationRow['informationType'];
  communityId?: number;
};

export function createGovInformationRepository(db: Db) {
  function whereOf(filter: InformationFilter) {
    const scope = filter.scope;
    const targetIds = filter.communityId !== undefined ? [filter.communityId] : filter.communityIds;
    return and(
      scope
        ? scope.level === 'STREET'
          ? eq(govInformations.streetCode, scope.streetCode)
          : eq(govInformations.govCommunityCode, scope.govCommunityCode ?? '')
        : undefined,
      filter.title ? ilike(govInformations.title, `%${filter.title.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      filter.informationType ? eq(govInformations.informationType, filter.informationType) : undefined,
      targetIds
        ? targetIds.length === 0
          ? sql`false`
          : sql`exists (select 1 from ${govInformationTargets} where ${govInformationTargets.informationId} = ${govInformations.id} and ${inArray(govInformationTargets.communityId, targetIds)})`
        : undefined,
    );
  }

  return {
    async list(filter: InformationFilter, page: number, size: number) {
      const where = whereOf(filter);
      const rows = await db
        .select({ information: govInformations, publisherName: users.ownerName })
        .from(govInformations)
        .leftJoin(users, eq(users.id, govInformations.publisherUserId))
        .where(where)
        .orderBy(desc(govInformations.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(govInformations).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async find(informationCode: string) {
      const rows = await db
        .select({ information: govInformations, publisherName: users.ownerName })
        .from(govInformations)
        .leftJoin(users, eq(users.id, govInformations.publisherUserId))
        .where(eq(govInformations.informationCode, informationCode))
        .limit(1);
      return rows[0] ?? null;
    },

    async targets(informationId: number) {
      return db
        .select({
          communityId: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(govInformationTargets)
        .innerJoin(communities, eq(communities.id, govInformationTargets.communityId))
        .where(eq(govInformationTargets.informationId, informationId))
        .orderBy(communities.id);
    },

    async insert(row: typeof govInformations.$inferInsert, communityIds: number[]) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(govInformations).values(row).returning();
        if (!inserted) throw new Error('insert returned nothing');
        await tx
          .insert(govInformationTargets)
          .values(communityIds.map((communityId) => ({ informationId: inserted.id, communityId })));
        return inserted;
      });
    },

    /** An edit: new values and the target communities (existing ones are kept). */
    async update(id: number, patch: Partial<typeof govInformations.$inferInsert>, communityIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.update(govInformations).set(patch).where(eq(govInformations.id, id));
        if (communityIds.length === 0) return;
        await tx
          .insert(govInformationTargets)
          .values(communityIds.map((communityId) => ({ informationId: id, communityId })))
          .onConflictDoNothing();
      });
    },

    async remove(id: number) {
      await db.delete(govInformations).where(eq(govInformations.id, id));
    },

    async readCount(informationId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(govInformationReads)
        .where(eq(govInformationReads.informationId, informationId));
      return row?.value ?? 0;
    },

    async reads(informationId: number, page: number, size: number) {
      return db
        .select({
          ownerName: users.ownerName,
          mobile: users.mobile,
          communityName: communities.communityName,
          readAt: govInformationReads.readAt,
        })
        .from(govInformationReads)
        .innerJoin(users, eq(users.id, govInformationReads.userId))
        .innerJoin(communities, eq(communities.id, govInformationReads.communityId))
        .where(eq(govInformationReads.informationId, informationId))
        .orderBy(desc(govInformationReads.readAt), desc(govInformationReads.id))
        .limit(size)
        .offset((page - 1) * size);
    },

    /** Records the first read only. */
    async recordRead(row: typeof govInformationReads.$inferInsert) {
      await db.insert(govInformationReads).values(row).onConflictDoNothing();
    },

    async hasRead(informationId: number, userId: number) {
      const rows = await db
        .select({ id: govInformationReads.id })
        .from(govInformationReads)
        .where(
          and(eq(govInformationReads.informationId, informationId), eq(govInformationReads.userId, userId)),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type GovInformationRepository = ReturnType<typeof createGovInformationRepository>;
