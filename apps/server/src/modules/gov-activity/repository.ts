import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, users } from '../../db/schema';
import { govActivities, govActivitySignUps, govActivityTargets } from '../../db/tables/gov-activity';
import type { Jurisdiction } from '../community/repository';

export type ActivityRow = typeof govActivities.$inferSelect;
export type ActivityFilter = { scope?: Jurisdiction; communityIds?: number[]; title?: string };

export function createGovActivityRepository(db: Db) {
  function whereOf(filter: ActivityFilter) {
    const scope = filter.scope;
    const ids = filter.communityIds;
    return and(
      scope
        ? scope.level === 'STREET'
          ? eq(govActivities.streetCode, scope.streetCode)
          : eq(govActivities.govCommunityCode, scope.govCommunityCode ?? '')
        : undefined,
      filter.title ? ilike(govActivities.title, `%${filter.title.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      ids
        ? ids.length === 0
          ? sql`false`
          : sql`exists (select 1 from ${govActivityTargets} where ${govActivityTargets.activityId} = ${govActivities.id} and ${inArray(govActivityTargets.communityId, ids)})`
        : undefined,
    );
  }

  const select = () =>
    db
      .select({ activity: govActivities, publisherName: users.ownerName })
      .from(govActivities)
      .leftJoin(users, eq(users.id, govActivities.publisherUserId));

  return {
    async list(filter: ActivityFilter, page: number, size: number) {
      const where = whereOf(filter);
      const rows = await select()
        .where(where)
        .orderBy(desc(govActivities.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(govActivities).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async find(activityCode: string) {
      const rows = await select().where(eq(govActivities.activityCode, activityCode)).limit(1);
      return rows[0] ?? null;
    },

    async targets(activityId: number) {
      return db
        .select({
          communityId: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(govActivityTargets)
        .innerJoin(communities, eq(communities.id, govActivityTargets.communityId))
        .where(eq(govActivityTargets.activityId, activityId))
        .orderBy(communities.id);
    },

    async insert(row: typeof govActivities.$inferInsert, communityIds: number[]) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(govActivities).values(row).returning();
        if (!inserted) throw new Error('insert returned nothing');
        await tx
          .insert(govActivityTargets)
          .values(communityIds.map((communityId) => ({ activityId: inserted.id, communityId })));
        return inserted;
      });
    },

    /**
     * An edit under the same row lock as sign-ups, so a lowered capacity is checked against the
     * sign-ups that really exist. Returns the refusal, or null when saved; targets are only added.
     */
    async update(
      id: number,
      patch: Partial<typeof govActivities.$inferInsert>,
      communityIds: number[],
      check: (locked: ActivityRow, signUpCount: number) => string | null,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(govActivities).where(eq(govActivities.id, id)).for('update');
        if (!locked) throw new Error('activity vanished');
        const [taken] = await tx
          .select({ value: count() })
          .from(govActivitySignUps)
          .where(eq(govActivitySignUps.activityId, id));
        const refusal = check(locked, taken?.value ?? 0);
        if (refusal) return refusal;
        await tx.update(govActivities).set(patch).where(eq(govActivities.id, id));
        if (communityIds.length > 0)
          await tx
            .insert(govActivityTargets)
            .values(communityIds.map((communityId) => ({ activityId: id, communityId })))
            .onConflictDoNothing();
        return null;
      });
    },

    /** PUBLISHED → CANCELLED once; false when it was already cancelled. */
    async cancel(id: number, at: Date) {
      const rows = await db
        .update(govActivities)
        .set({ state: 'CANCELLED', cancelledAt: at })
        .where(and(eq(govActivities.id, id), eq(govActivities.state, 'PUBLISHED')))
        .returning({ id: govActivities.id });
      return rows.length > 0;
    },

    async signUpCount(activityId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(govActivitySignUps)
        .where(eq(govActivitySignUps.activityId, activityId));
      return row?.value ?? 0;
    },

    async signedUp(activityId: number, userId: number) {
      const rows = await db
        .select({ id: govActivitySignUps.id })
        .from(govActivitySignUps)
        .where(and(eq(govActivitySignUps.activityId, activityId), eq(govActivitySignUps.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async signUps(activityId: number, page: number, size: number) {
      return db
        .select({
          ownerName: users.ownerName,
          mobile: users.mobile,
          communityName: communities.communityName,
          createdAt: govActivitySignUps.createdAt,
        })
        .from(govActivitySignUps)
        .innerJoin(users, eq(users.id, govActivitySignUps.userId))
        .innerJoin(communities, eq(communities.id, govActivitySignUps.communityId))
        .where(eq(govActivitySignUps.activityId, activityId))
        .orderBy(govActivitySignUps.id)
        .limit(size)
        .offset((page - 1) * size);
    },

    /**
     * Signs up under a lock on the activity row, so concurrent sign-ups cannot exceed the capacity.
     * Returns the refusal reason, or null when signed up.
     */
    async signUp(
      activityId: number,
      row: { userId: number; communityId: number; createdAt: Date },
      check: (locked: ActivityRow, signUpCount: number) => string | null,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(govActivities)
          .where(eq(govActivities.id, activityId))
          .for('update');
        if (!locked) throw new Error('activity vanished');
        const mine = await tx
          .select({ id: govActivitySignUps.id })
          .from(govActivitySignUps)
          .where(
            and(eq(govActivitySignUps.activityId, activityId), eq(govActivitySignUps.userId, row.userId)),
          )
          .limit(1);
        if (mine.length > 0) return 'duplicate';
        const [taken] = await tx
          .select({ value: count() })
          .from(govActivitySignUps)
          .where(eq(govActivitySignUps.activityId, activityId));
        const refusal = check(locked, taken?.value ?? 0);
        if (refusal) return refusal;
        const inserted = await tx
          .insert(govActivitySignUps)
          .values({ activityId, ...row })
          .onConflictDoNothing()
          .returning({ id: govActivitySignUps.id });
        return inserted.length > 0 ? null : 'duplicate';
      });
    },

    async cancelSignUp(activityId: number, userId: number) {
      const rows = await db
        .delete(govActivitySignUps)
        .where(and(eq(govActivitySignUps.activityId, activityId), eq(govActivitySignUps.userId, userId)))
        .returning({ id: govActivitySignUps.id });
      return rows.length > 0;
    },
  };
}
