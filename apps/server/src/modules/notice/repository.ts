import { and, count, desc, eq, ilike, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/column-ref';
import { communities, users } from '../../db/schema';
import { communityNotices, noticeReads } from '../../db/tables/notice';
import { ownerCountOf } from '../roster/owner-count';

export type NoticeRow = typeof communityNotices.$inferSelect;
export type NewNotice = typeof communityNotices.$inferInsert;

/**
 * Whether the user lives in the community as a tenant or family member and the community does not
 * keep its information for owners only (viewOnlyForOwners NO; docs/contracts/community.md).
 */
const residentOf = (userId: Placeholder | number, communityId: SQL, viewOnlyForOwners: SQL) =>
  sql`(${viewOnlyForOwners} = 'NO' and exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
    where oh.user_id = ${userId} and oh.relation_type in ('TENANT', 'FAMILY_MEMBER') and h.community_id = ${communityId}))`;

/**
 * The owner's opening of a notice in one prepared statement: the receipt is written only for a
 * published notice of a community where the user owns a house. Receipts arrive by the hundred a
 * second when a notice goes out (bench:notice-read-list), and each round trip to the database, and
 * each statement built and planned, cost the server as much as the work itself.
 */
function prepareOpenAsOwner(db: Db) {
  const userId = sql.placeholder('userId');
  const code = sql.placeholder('code');
  const ownsHouseIn = (communityId: SQL) => sql`exists (select 1 from owner_houses oh
    join houses h on h.id = oh.house_id
    where oh.user_id = ${userId} and oh.relation_type = 'OWNER' and h.community_id = ${communityId})`;
  const recorded = db.$with('recorded', { readAt: sql<Date>`read_at` }).as(
    sql`insert into notice_reads (notice_id, user_id, read_at)
      select n.id, ${userId}, ${sql.placeholder('now')} from community_notices n
      where n.community_notice_code = ${code} and n.is_draft = 'NO' and ${ownsHouseIn(sql`n.community_id`)}
      on conflict do nothing returning read_at`,
  );
  return db
    .with(recorded)
    .select({
      notice: communityNotices,
      communityInfoCode: communities.communityInfoCode,
      communityName: communities.communityName,
      isOwner: sql<boolean>`${ownsHouseIn(qualified(communityNotices.communityId))}`,
      // A tenant or family member reads it too unless the community shows its information to owners
      // only (viewOnlyForOwners, SPEC §6); their reading leaves no receipt (the read rate is owners').
      isResident: sql<boolean>`${residentOf(userId, qualified(communityNotices.communityId), qualified(communities.viewOnlyForOwners))}`,
      // The main query sees the receipts from before this statement: a new one comes from `recorded`.
      readAt: sql<Date | string | null>`coalesce((select read_at from recorded),
        (select r.read_at from notice_reads r where r.notice_id = ${qualified(communityNotices.id)} and r.user_id = ${userId}))`,
    })
    .from(communityNotices)
    .innerJoin(communities, eq(communities.id, communityNotices.communityId))
    .where(eq(communityNotices.communityNoticeCode, code))
    .limit(1)
    .prepare('notice_open_as_owner');
}

export function createNoticeRepository(db: Db) {
  let openQuery: ReturnType<typeof prepareOpenAsOwner> | undefined;
  return {
    async insert(row: NewNotice): Promise<NoticeRow> {
      const [inserted] = await db.insert(communityNotices).values(row).returning();
      if (!inserted) throw new Error('notice insert returned nothing');
      return inserted;
    },

    async update(id: number, patch: Partial<NewNotice>): Promise<NoticeRow> {
      const [row] = await db
        .update(communityNotices)
        .set(patch)
        .where(eq(communityNotices.id, id))
        .returning();
      if (!row) throw new Error(`notice ${id} vanished`);
      return row;
    },

    /** Deletes only a notice still in the community (read receipts go with it). */
    async remove(id: number): Promise<void> {
      await db.delete(communityNotices).where(eq(communityNotices.id, id));
    },

    async findByCode(code: string): Promise<NoticeRow | null> {
      const rows = await db
        .select()
        .from(communityNotices)
        .where(eq(communityNotices.communityNoticeCode, code))
        .limit(1);
      return rows[0] ?? null;
    },

    async list(
      communityId: number,
      filter: { page: number; size: number; searchKey?: string; noticeType?: string; isDraft?: 'YES' | 'NO' },
      /** Leave drafts out (callers without NOTICE_MANAGEMENT; with isDraft YES the page is empty). */
      hideDrafts = false,
    ) {
      const where = and(
        eq(communityNotices.communityId, communityId),
        filter.searchKey
          ? ilike(communityNotices.title, `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
        filter.noticeType
          ? eq(communityNotices.noticeType, filter.noticeType as NoticeRow['noticeType'])
          : undefined,
        filter.isDraft ? eq(communityNotices.isDraft, filter.isDraft) : undefined,
        hideDrafts ? eq(communityNotices.isDraft, 'NO') : undefined,
      );
      const [total] = await db.select({ n: count() }).from(communityNotices).where(where);
      const rows = await db
        .select({
          notice: communityNotices,
          creatorName: users.ownerName,
          readCount: sql<number>`(select count(*)::int from notice_reads r where r.notice_id = ${qualified(communityNotices.id)})`,
        })
        .from(communityNotices)
        .leftJoin(users, eq(users.id, communityNotices.createdBy))
        .where(where)
        .orderBy(desc(communityNotices.updatedAt), desc(communityNotices.id))
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size);
      return { total: total?.n ?? 0, rows };
    },

    async creatorName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const rows = await db
        .select({ name: users.ownerName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    async ownerCount(communityId: number): Promise<number> {
      const result = await db.execute(sql`select ${ownerCountOf(communityId)} as n`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    async readCount(noticeId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(noticeReads)
        .where(eq(noticeReads.noticeId, noticeId));
      return row?.n ?? 0;
    },

    /** One page of readers, newest first, with the houses each holds in the notice's community. */
    async readers(
      noticeId: number,
      communityId: number,
      filter: { page: number; size: number; searchKey?: string },
    ) {
      const key = filter.searchKey ? `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%` : null;
      const where = and(
        eq(noticeReads.noticeId, noticeId),
        key ? sql`(${users.ownerName} ilike ${key} or ${users.mobile} ilike ${key})` : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(noticeReads)
        .innerJoin(users, eq(users.id, noticeReads.userId))
        .where(where);
      const rows = await db
        .select({
          userCode: users.userCode,
          ownerName: users.ownerName,
          mobile: users.mobile,
          readAt: noticeReads.readAt,
          houses: sql<
            string[]
          >`coalesce((select array_agg(b.building_name || coalesce(h.unit_no || '单元', '') || h.house_no
              order by b.sort, b.id, h.unit_no, h.house_no)
            from owner_houses oh join houses h on h.id = oh.house_id join buildings b on b.id = h.building_id
            where oh.user_id = ${qualified(noticeReads.userId)} and h.community_id = ${communityId}), '{}')`,
        })
        .from(noticeReads)
        .innerJoin(users, eq(users.id, noticeReads.userId))
        .where(where)
        .orderBy(desc(noticeReads.readAt), desc(noticeReads.id))
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size);
      return { total: total?.n ?? 0, rows };
    },

    /**
     * A notice opened by an owner, with its read receipt recorded the first time. `readAt` is null
     * for anyone but an owner in the notice's community (nothing written), else the time of the
     * first reading.
     */
    async openAsOwner(code: string, userId: number, now: Date) {
      openQuery ??= prepareOpenAsOwner(db);
      const [row] = await openQuery.execute({ code, userId, now });
      if (!row) return null;
      const { isOwner, isResident, readAt, ...found } = row;
      if (isOwner) return { ...found, readAt: new Date(readAt ?? now) };
      return { ...found, readAt: isResident ? now : null };
    },

    /** Published notices of the communities where the user owns a house, newest first. */
    async forOwner(userId: number) {
      return db
        .select({
          notice: communityNotices,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
          readAt: sql<Date | null>`(select r.read_at from notice_reads r where r.notice_id = ${qualified(communityNotices.id)} and r.user_id = ${userId})`,
        })
        .from(communityNotices)
        .innerJoin(communities, eq(communities.id, communityNotices.communityId))
        .where(
          and(
            eq(communityNotices.isDraft, 'NO'),
            isNotNull(communityNotices.releaseDate),
            sql`(exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = ${userId} and oh.relation_type = 'OWNER' and h.community_id = ${qualified(communityNotices.communityId)})
              or ${residentOf(userId, qualified(communityNotices.communityId), qualified(communities.viewOnlyForOwners))})`,
          ),
        )
        .orderBy(desc(communityNotices.releaseDate), desc(communityNotices.id))
        .limit(200);
    },

    async community(communityId: number): Promise<{ communityInfoCode: string; communityName: string }> {
      const rows = await db
        .select({
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(communities)
        .where(eq(communities.id, communityId));
      return rows[0] ?? { communityInfoCode: '', communityName: '' };
    },
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
