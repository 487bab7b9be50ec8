import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, users } from '../../db/schema';
import { archiveEntries } from '../../db/tables/archive';

export type ArchiveRow = typeof archiveEntries.$inferSelect;
export type NewArchiveRow = typeof archiveEntries.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;

export type ArchiveListRow = ArchiveRow & {
  parentCode: string | null;
  childCount: number;
  creatorName: string | null;
  file: Pick<AttachmentRow, 'attachmentId' | 'sourceName' | 'contentType' | 'size'> | null;
};

export type ArchiveLevel = { communityId: number; archiveType: ArchiveCategory; parentId: number | null };

function levelWhere(level: ArchiveLevel): SQL | undefined {
  return and(
    eq(archiveEntries.communityId, level.communityId),
    eq(archiveEntries.archiveType, level.archiveType),
    level.parentId === null ? isNull(archiveEntries.parentId) : eq(archiveEntries.parentId, level.parentId),
  );
}

/** The only SQL of the archive tree. */
export function createArchiveRepository(db: Db) {
  return {
    async findByArchiveId(archiveId: string): Promise<ArchiveRow | null> {
      const rows = await db
        .select()
        .from(archiveEntries)
        .where(eq(archiveEntries.archiveId, archiveId))
        .limit(1);
      return rows[0] ?? null;
    },

    async listLevel(level: ArchiveLevel): Promise<ArchiveListRow[]> {
      const children = sql<number>`(select count(*)::int from archive_entries c where c.parent_id = ${archiveEntries.id})`;
      const parentCode = sql<
        string | null
      >`(select p.archive_id from archive_entries p where p.id = ${archiveEntries.parentId})`;
      const rows = await db
        .select({
          entry: archiveEntries,
          parentCode,
          childCount: children,
          creatorName: users.ownerName,
          attachmentId: attachments.attachmentId,
          sourceName: attachments.sourceName,
          contentType: attachments.contentType,
          size: attachments.size,
        })
        .from(archiveEntries)
        .leftJoin(users, eq(users.id, archiveEntries.creatorUserId))
        .leftJoin(attachments, eq(attachments.id, archiveEntries.attachmentId))
        .where(levelWhere(level))
        .orderBy(asc(archiveEntries.sort), asc(archiveEntries.id));
      return rows.map((row) => ({
        ...row.entry,
        parentCode: row.parentCode,
        childCount: row.childCount,
        creatorName: row.creatorName,
        file:
          row.attachmentId && row.sourceName && row.contentType && row.size !== null
            ? {
                attachmentId: row.attachmentId,
                sourceName: row.sourceName,
                contentType: row.contentType,
                size: row.size,
              }
            : null,
      }));
    },

    /** The folder and its ancestors, root first. */
    async pathOf(id: number): Promise<{ id: number; archiveId: string; archiveName: string }[]> {
      const result = await db.execute(sql`
        with recursive up(id, archive_id, archive_name, parent_id, depth) as (
          select id, archive_id, archive_name, parent_id, 0 from archive_entries where id = ${id}
          union all
          select e.id, e.archive_id, e.archive_name, e.parent_id, up.depth + 1
          from archive_entries e join up on e.id = up.parent_id
          where up.depth < 1000
        )
        select id, archive_id, archive_name from up order by depth desc`);
      const rows = (result as unknown as { rows: { id: number; archive_id: string; archive_name: string }[] })
        .rows;
      return rows.map((row) => ({
        id: Number(row.id),
        archiveId: row.archive_id,
        archiveName: row.archive_name,
      }));
    },

    async folderNameTaken(level: ArchiveLevel, name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: archiveEntries.id })
        .from(archiveEntries)
        .where(
          and(levelWhere(level), eq(archiveEntries.isDirectory, 'YES'), eq(archiveEntries.archiveName, name)),
        );
      return rows.some((row) => row.id !== exceptId);
    },

    async nextSort(level: ArchiveLevel): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`coalesce(max(${archiveEntries.sort}), 0)::int` })
        .from(archiveEntries)
        .where(levelWhere(level));
      return (row?.value ?? 0) + 1;
    },

    async levelIds(level: ArchiveLevel): Promise<{ id: number; archiveId: string }[]> {
      return db
        .select({ id: archiveEntries.id, archiveId: archiveEntries.archiveId })
        .from(archiveEntries)
        .where(levelWhere(level));
    },

    async insert(rows: NewArchiveRow[]): Promise<ArchiveRow[]> {
      if (rows.length === 0) return [];
      return db.insert(archiveEntries).values(rows).returning();
    },

    async update(id: number, patch: Partial<NewArchiveRow>): Promise<void> {
      await db.update(archiveEntries).set(patch).where(eq(archiveEntries.id, id));
    },

    async setSorts(order: readonly number[], now: Date): Promise<void> {
      for (const [index, id] of order.entries()) {
        await db
          .update(archiveEntries)
          .set({ sort: index + 1, updatedAt: now })
          .where(eq(archiveEntries.id, id));
      }
    },

    async childCount(id: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(archiveEntries)
        .where(eq(archiveEntries.parentId, id));
      return row?.value ?? 0;
    },

    /** Deletes the entry; its subtree goes with it (ON DELETE CASCADE). */
    async remove(id: number): Promise<void> {
      await db.delete(archiveEntries).where(eq(archiveEntries.id, id));
    },

    async typeCounts(communityId: number) {
      return db
        .select({
          archiveType: archiveEntries.archiveType,
          num: sql<number>`(count(*) filter (where ${archiveEntries.isDirectory} = 'NO'))::int`,
          directoryNum: sql<number>`(count(*) filter (where ${archiveEntries.isDirectory} = 'YES'))::int`,
        })
        .from(archiveEntries)
        .where(eq(archiveEntries.communityId, communityId))
        .groupBy(archiveEntries.archiveType);
    },

    async attachmentsByCodes(codes: readonly string[]): Promise<AttachmentRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    /** Files filed in the archive join its community, so every member with access may open them. */
    async attachToCommunity(ids: readonly number[], communityId: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(attachments)
        .set({ communityId })
        .where(and(inArray(attachments.id, [...ids]), isNull(attachments.communityId)));
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
