import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { attachments, communities, users } from '../../db/schema';
import { govComplaints } from '../../db/tables/complaint';
import type { Jurisdiction } from '../community/repository';

export type ComplaintRow = typeof govComplaints.$inferSelect;
export type ComplaintView = {
  complaint: ComplaintRow;
  communityInfoCode: string;
  communityName: string;
  streetCode: string | null;
  govCommunityCode: string | null;
  ownerName: string | null;
  mobile: string;
  handlerName: string | null;
};

const handlers = alias(users, 'handlers');

export type ComplaintFilter = {
  scope?: Jurisdiction;
  userId?: number;
  communityInfoCode?: string;
  state?: ComplaintRow['state'];
  complaintType?: ComplaintRow['complaintType'];
};

export function createComplaintRepository(db: Db) {
  const columns = {
    complaint: govComplaints,
    communityInfoCode: communities.communityInfoCode,
    communityName: communities.communityName,
    streetCode: communities.streetCode,
    govCommunityCode: communities.govCommunityCode,
    ownerName: users.ownerName,
    mobile: users.mobile,
    handlerName: handlers.ownerName,
  };

  function whereOf(filter: ComplaintFilter) {
    const scope = filter.scope;
    return and(
      scope
        ? scope.level === 'STREET'
          ? eq(communities.streetCode, scope.streetCode)
          : eq(communities.govCommunityCode, scope.govCommunityCode ?? '')
        : undefined,
      filter.userId !== undefined ? eq(govComplaints.userId, filter.userId) : undefined,
      filter.communityInfoCode ? eq(communities.communityInfoCode, filter.communityInfoCode) : undefined,
      filter.state ? eq(govComplaints.state, filter.state) : undefined,
      filter.complaintType ? eq(govComplaints.complaintType, filter.complaintType) : undefined,
    );
  }

  function base() {
    return db
      .select(columns)
      .from(govComplaints)
      .innerJoin(communities, eq(communities.id, govComplaints.communityId))
      .innerJoin(users, eq(users.id, govComplaints.userId))
      .leftJoin(handlers, eq(handlers.id, govComplaints.handlerUserId));
  }

  return {
    async list(filter: ComplaintFilter, page: number, size: number) {
      const where = whereOf(filter);
      const rows = await base()
        .where(where)
        .orderBy(desc(govComplaints.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db
        .select({ value: count() })
        .from(govComplaints)
        .innerJoin(communities, eq(communities.id, govComplaints.communityId))
        .where(where);
      return { rows: rows as ComplaintView[], total: total?.value ?? 0 };
    },

    async find(complaintCode: string): Promise<ComplaintView | null> {
      const rows = await base().where(eq(govComplaints.complaintCode, complaintCode)).limit(1);
      return (rows[0] as ComplaintView | undefined) ?? null;
    },

    async insert(row: typeof govComplaints.$inferInsert): Promise<ComplaintRow> {
      const [inserted] = await db.insert(govComplaints).values(row).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    /** HANDLING → HANDLED once; null when it was already handled. */
    async handle(id: number, patch: { reply: string; handlerUserId: number; handledAt: Date }) {
      const rows = await db
        .update(govComplaints)
        .set({ ...patch, state: 'HANDLED' })
        .where(and(eq(govComplaints.id, id), eq(govComplaints.state, 'HANDLING')))
        .returning({ id: govComplaints.id });
      return rows.length > 0;
    },

    async attachmentsByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    async attachToCommunity(codes: readonly string[], communityId: number) {
      if (codes.length === 0) return;
      await db
        .update(attachments)
        .set({ communityId })
        .where(and(inArray(attachments.attachmentId, [...codes]), sql`${attachments.communityId} is null`));
    },
  };
}

export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;
