import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, communityMembers, users } from '../../db/schema';
import { meetings } from '../../db/tables/meeting';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeetingRow = typeof meetings.$inferInsert;

/** The only SQL of workgroup meetings. */
export function createMeetingRepository(db: Db) {
  return {
    async findByCode(meetingCode: string): Promise<MeetingRow | null> {
      const rows = await db.select().from(meetings).where(eq(meetings.meetingCode, meetingCode)).limit(1);
      return rows[0] ?? null;
    },

    /** Every meeting of the community (the list filters by derived state in memory). */
    async all(communityId: number) {
      return db
        .select({ meeting: meetings, creatorName: users.ownerName })
        .from(meetings)
        .leftJoin(users, eq(users.id, meetings.creatorUserId))
        .where(eq(meetings.communityId, communityId))
        .orderBy(sql`coalesce(${meetings.startDate}, ${meetings.createdAt}) desc`, desc(meetings.id));
    },

    async insert(row: NewMeetingRow): Promise<MeetingRow> {
      const [created] = await db.insert(meetings).values(row).returning();
      if (!created) throw new Error('meeting insert returned nothing');
      return created;
    },

    async update(id: number, patch: Partial<NewMeetingRow>): Promise<MeetingRow> {
      const [updated] = await db.update(meetings).set(patch).where(eq(meetings.id, id)).returning();
      if (!updated) throw new Error('meeting update returned nothing');
      return updated;
    },

    async remove(id: number): Promise<void> {
      await db.delete(meetings).where(eq(meetings.id, id));
    },

    async userName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const rows = await db
        .select({ name: users.ownerName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    /** Members of the community among the given user codes, with their roles. */
    async membersByCodes(communityId: number, userCodes: readonly string[]) {
      if (userCodes.length === 0) return [];
      return db
        .select({
          id: users.id,
          userCode: users.userCode,
          ownerName: users.ownerName,
          roles: communityMembers.roles,
        })
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(and(eq(communityMembers.communityId, communityId), inArray(users.userCode, [...userCodes])));
    },

    async membersByIds(communityId: number, userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          userCode: users.userCode,
          ownerName: users.ownerName,
          roles: communityMembers.roles,
        })
        .from(users)
        .leftJoin(
          communityMembers,
          and(eq(communityMembers.userId, users.id), eq(communityMembers.communityId, communityId)),
        )
        .where(inArray(users.id, [...userIds]));
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
        .where(and(inArray(attachments.id, [...ids]), sql`${attachments.communityId} is null`));
    },
  };
}

export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
