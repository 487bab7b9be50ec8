import type { WorkOrderState } from '@gongzhi/domain/estate/work-order';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, communities, communityMembers, houses, ownerHouses, users } from '../../db/schema';
import { workOrders } from '../../db/tables/estate';

export type WorkOrderRow = typeof workOrders.$inferSelect;

/** The only SQL of community-service work orders. */
export function createEstateRepository(db: Db) {
  return {
    async findCommunity(communityInfoCode: string) {
      const rows = await db
        .select()
        .from(communities)
        .where(eq(communities.communityInfoCode, communityInfoCode))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether the user is bound to a house of the community (owner, tenant or family). */
    async livesIn(userId: number, communityId: number): Promise<boolean> {
      const rows = await db
        .select({ id: ownerHouses.id })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .where(and(eq(ownerHouses.userId, userId), eq(houses.communityId, communityId)))
        .limit(1);
      return rows.length > 0;
    },

    async findByCode(code: string): Promise<WorkOrderRow | null> {
      const rows = await db.select().from(workOrders).where(eq(workOrders.workOrderCode, code)).limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof workOrders.$inferInsert): Promise<WorkOrderRow> {
      const [created] = await db.insert(workOrders).values(row).returning();
      if (!created) throw new Error('work order insert returned nothing');
      return created;
    },

    async update(id: number, patch: Partial<typeof workOrders.$inferInsert>): Promise<WorkOrderRow> {
      const [updated] = await db.update(workOrders).set(patch).where(eq(workOrders.id, id)).returning();
      if (!updated) throw new Error('work order update returned nothing');
      return updated;
    },

    async list(
      filter: { communityId?: number; ownerUserId?: number; state?: WorkOrderState },
      page: number,
      size: number,
    ) {
      const where = and(
        filter.communityId !== undefined ? eq(workOrders.communityId, filter.communityId) : undefined,
        filter.ownerUserId !== undefined ? eq(workOrders.ownerUserId, filter.ownerUserId) : undefined,
        filter.state ? eq(workOrders.state, filter.state) : undefined,
      );
      const [total] = await db.select({ value: count() }).from(workOrders).where(where);
      const rows = await db
        .select()
        .from(workOrders)
        .where(where)
        .orderBy(desc(workOrders.id))
        .limit(size)
        .offset((page - 1) * size);
      return { total: total?.value ?? 0, rows };
    },

    async usersByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, userCode: users.userCode, ownerName: users.ownerName, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async memberByCode(communityId: number, userCode: string) {
      const rows = await db
        .select({ id: users.id, roles: communityMembers.roles })
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(and(eq(communityMembers.communityId, communityId), eq(users.userCode, userCode)))
        .limit(1);
      return rows[0] ?? null;
    },

    async attachmentsByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    async attachToCommunity(ids: readonly number[], communityId: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(attachments)
        .set({ communityId })
        .where(inArray(attachments.id, [...ids]));
    },
  };
}

export type EstateRepository = ReturnType<typeof createEstateRepository>;
