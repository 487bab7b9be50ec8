import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, downloadJobs } from '../../db/schema';

export type DownloadJobRow = typeof downloadJobs.$inferSelect;
export type DownloadJobWithOutput = DownloadJobRow & { outputAttachmentCode: string | null };

const withOutput = { job: downloadJobs, outputAttachmentCode: attachments.attachmentId };

function flatten(
  rows: { job: DownloadJobRow; outputAttachmentCode: string | null }[],
): DownloadJobWithOutput[] {
  return rows.map((row) => ({ ...row.job, outputAttachmentCode: row.outputAttachmentCode }));
}

/** The only SQL of download jobs: the table is both the list the page shows and the work queue. */
export function createDownloadJobRepository(db: Db) {
  return {
    async insert(row: typeof downloadJobs.$inferInsert): Promise<DownloadJobRow> {
      const [inserted] = await db.insert(downloadJobs).values(row).returning();
      if (!inserted) throw new Error('download job insert returned nothing');
      return inserted;
    },

    async findByCode(jobCode: string): Promise<DownloadJobWithOutput | null> {
      const rows = await db
        .select(withOutput)
        .from(downloadJobs)
        .leftJoin(attachments, eq(attachments.id, downloadJobs.outputAttachmentId))
        .where(eq(downloadJobs.jobCode, jobCode))
        .limit(1);
      return flatten(rows)[0] ?? null;
    },

    async listFor(communityId: number, userId: number, page: number, size: number) {
      const where = and(eq(downloadJobs.communityId, communityId), eq(downloadJobs.createdBy, userId));
      const rows = await db
        .select(withOutput)
        .from(downloadJobs)
        .leftJoin(attachments, eq(attachments.id, downloadJobs.outputAttachmentId))
        .where(where)
        .orderBy(desc(downloadJobs.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(downloadJobs).where(where);
      return { list: flatten(rows), total: total?.value ?? 0 };
    },

    /**
     * Claims the next runnable job for `workerId`: a waiting job whose time has come, or a
     * GENERATING one whose worker stopped beating before `staleBefore` (it died mid-way).
     * FOR UPDATE SKIP LOCKED lets any number of processes on one PostgreSQL claim without
     * blocking or double-running; PGlite accepts the same statement.
     */
    async claimNext(workerId: string, nowDate: Date, staleDate: Date): Promise<DownloadJobRow | null> {
      // Instants travel as ISO text: both drivers bind text, and the fake clock of tests stays in charge.
      const now = sql`${nowDate.toISOString()}::timestamptz`;
      const staleBefore = sql`${staleDate.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        UPDATE ${downloadJobs}
        SET status = 'GENERATING', attempts = attempts + 1, locked_by = ${workerId},
            heartbeat_at = ${now}, started_at = ${now}, progress = 0
        WHERE id = (
          SELECT id FROM ${downloadJobs}
          WHERE (status = 'TO_BE_GENERATED' AND run_after <= ${now})
             OR (status = 'GENERATING' AND heartbeat_at < ${staleBefore})
          ORDER BY run_after, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`);
      const id = (result as { rows: { id?: number }[] }).rows[0]?.id;
      if (id === undefined) return null;
      const rows = await db.select().from(downloadJobs).where(eq(downloadJobs.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Progress and heartbeat; only while this worker still owns the job (a takeover wins). */
    async beat(id: number, workerId: string, now: Date, progress: number): Promise<boolean> {
      const rows = await db
        .update(downloadJobs)
        .set({ heartbeatAt: now, progress })
        .where(
          and(
            eq(downloadJobs.id, id),
            eq(downloadJobs.lockedBy, workerId),
            eq(downloadJobs.status, 'GENERATING'),
          ),
        )
        .returning({ id: downloadJobs.id });
      return rows.length > 0;
    },

    async succeed(id: number, workerId: string, now: Date, outputAttachmentId: number): Promise<boolean> {
      const rows = await db
        .update(downloadJobs)
        .set({ status: 'SUCCESS_GENERATED', progress: 100, finishedAt: now, outputAttachmentId, error: null })
        .where(
          and(
            eq(downloadJobs.id, id),
            eq(downloadJobs.lockedBy, workerId),
            eq(downloadJobs.status, 'GENERATING'),
          ),
        )
        .returning({ id: downloadJobs.id });
      return rows.length > 0;
    },

    /** A failed attempt: back to the queue at `retryAt`, or FAIL_GENERATED when retryAt is null. */
    async fail(id: number, workerId: string, now: Date, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(downloadJobs)
        .set(
          retryAt
            ? { status: 'TO_BE_GENERATED', runAfter: retryAt, error, lockedBy: null, progress: 0 }
            : { status: 'FAIL_GENERATED', finishedAt: now, error, lockedBy: null },
        )
        .where(and(eq(downloadJobs.id, id), eq(downloadJobs.lockedBy, workerId)));
    },

    /** A job taken over after a crash that has no attempts left ends failed instead of running again. */
    async failExhausted(now: Date, staleBefore: Date, error: string): Promise<number> {
      const rows = await db
        .update(downloadJobs)
        .set({ status: 'FAIL_GENERATED', finishedAt: now, error, lockedBy: null })
        .where(
          and(
            eq(downloadJobs.status, 'GENERATING'),
            sql`${downloadJobs.heartbeatAt} < ${staleBefore.toISOString()}::timestamptz`,
            sql`${downloadJobs.attempts} >= ${downloadJobs.maxAttempts}`,
          ),
        )
        .returning({ id: downloadJobs.id });
      return rows.length;
    },
  };
}

export type DownloadJobRepository = ReturnType<typeof createDownloadJobRepository>;
