import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, communities, downloadLogs } from '../../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

/** The only SQL of attachments and the download log. */
export function createFileRepository(db: Db) {
  return {
    async insert(row: NewAttachment): Promise<AttachmentRow> {
      const [inserted] = await db.insert(attachments).values(row).returning();
      if (!inserted) throw new Error('attachment insert returned nothing');
      return inserted;
    },

    async findByAttachmentId(attachmentId: string): Promise<AttachmentRow | null> {
      const rows = await db
        .select()
        .from(attachments)
        .where(eq(attachments.attachmentId, attachmentId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByPubId(pubAttachmentId: string): Promise<AttachmentRow | null> {
      const rows = await db
        .select()
        .from(attachments)
        .where(eq(attachments.pubAttachmentId, pubAttachmentId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: number): Promise<AttachmentRow | null> {
      const rows = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async communityCodeOf(communityId: number): Promise<string | null> {
      const rows = await db
        .select({ code: communities.communityInfoCode })
        .from(communities)
        .where(eq(communities.id, communityId))
        .limit(1);
      return rows[0]?.code ?? null;
    },

    /**
     * Takes a pending upload for one PUT: only a PENDING row inside its validity moves to
     * UPLOADING, atomically, so a second PUT with the same URL finds nothing to claim.
     */
    async claimUpload(attachmentId: string, now: Date): Promise<AttachmentRow | null> {
      const rows = await db
        .update(attachments)
        .set({ status: 'UPLOADING' })
        .where(
          and(
            eq(attachments.attachmentId, attachmentId),
            eq(attachments.status, 'PENDING'),
            gt(attachments.uploadExpiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    async markReady(id: number, now: Date): Promise<AttachmentRow> {
      const [row] = await db
        .update(attachments)
        .set({ status: 'READY', readyAt: now })
        .where(eq(attachments.id, id))
        .returning();
      if (!row) throw new Error(`attachment ${id} vanished`);
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(attachments).where(eq(attachments.id, id));
    },

    async logDownload(entry: typeof downloadLogs.$inferInsert): Promise<void> {
      await db.insert(downloadLogs).values(entry);
    },

    /** Upload slots never used (or abandoned mid-way) well after their URL expired. */
    async deleteStalePending(before: Date): Promise<AttachmentRow[]> {
      return db
        .delete(attachments)
        .where(
          and(inArray(attachments.status, ['PENDING', 'UPLOADING']), lt(attachments.uploadExpiresAt, before)),
        )
        .returning();
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
