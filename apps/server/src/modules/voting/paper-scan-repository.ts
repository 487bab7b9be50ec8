import type { ScanPageFilter } from '@gongzhi/domain/voting/voting-paper-scan-api';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, users, votingVoters } from '../../db/schema';
import { votingPaperEntries } from '../../db/tables/voting';
import { type ScanPageState, votingScanBatches, votingScanPages } from '../../db/tables/voting-paper-scan';

export type ScanBatchRow = typeof votingScanBatches.$inferSelect;
export type ScanPageRow = typeof votingScanPages.$inferSelect;
export type ScanPageInsert = typeof votingScanPages.$inferInsert;

const FILTER_STATES: Record<Exclude<ScanPageFilter, 'ALL'>, ScanPageState[]> = {
  NEEDS_DECISION: ['NEEDS_DECISION'],
  NEEDS_CONFIRMATION: ['NEEDS_CONFIRMATION'],
  FLAGGED: ['FLAGGED'],
  DONE: ['CONFIRMED', 'REJECTED'],
};

export type ScanCounts = Record<ScanPageState, number>;

/** The SQL of scanned paper ballots: batches (one upload each) and their pages. */
export function createPaperScanRepository(db: Db) {
  return {
    async insertBatch(row: typeof votingScanBatches.$inferInsert) {
      const [inserted] = await db.insert(votingScanBatches).values(row).returning();
      if (!inserted) throw new Error('scan batch not inserted');
      return inserted;
    },

    async updateBatch(id: number, patch: Partial<typeof votingScanBatches.$inferInsert>) {
      await db.update(votingScanBatches).set(patch).where(eq(votingScanBatches.id, id));
    },

    async batchByCode(batchCode: string) {
      const [row] = await db
        .select()
        .from(votingScanBatches)
        .where(eq(votingScanBatches.batchCode, batchCode));
      return row;
    },

    async batchesOf(votingId: number) {
      return db
        .select()
        .from(votingScanBatches)
        .where(eq(votingScanBatches.votingId, votingId))
        .orderBy(desc(votingScanBatches.id));
    },

    async batchesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(votingScanBatches)
        .where(inArray(votingScanBatches.id, [...ids]));
    },

    /** Pages per state for each batch. */
    async countsOf(batchIds: readonly number[]): Promise<Map<number, ScanCounts>> {
      const result = new Map<number, ScanCounts>();
      if (batchIds.length === 0) return result;
      const rows = await db
        .select({ batchId: votingScanPages.batchId, state: votingScanPages.state, n: count() })
        .from(votingScanPages)
        .where(inArray(votingScanPages.batchId, [...batchIds]))
        .groupBy(votingScanPages.batchId, votingScanPages.state);
      for (const row of rows) {
        const counts = result.get(row.batchId) ?? {
          NEEDS_DECISION: 0,
          NEEDS_CONFIRMATION: 0,
          CONFIRMED: 0,
          FLAGGED: 0,
          REJECTED: 0,
        };
        counts[row.state] = row.n;
        result.set(row.batchId, counts);
      }
      return result;
    },

    /** Where the pages already read of a batch are (a restarted job skips them). */
    async placesRead(batchId: number): Promise<Set<string>> {
      const rows = await db
        .select({ fileIndex: votingScanPages.fileIndex, pageIndex: votingScanPages.pageIndex })
        .from(votingScanPages)
        .where(eq(votingScanPages.batchId, batchId));
      return new Set(rows.map((row) => `${row.fileIndex}/${row.pageIndex}`));
    },

    async insertPage(row: ScanPageInsert) {
      const [inserted] = await db.insert(votingScanPages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async updatePage(id: number, patch: Partial<ScanPageInsert>) {
      const [row] = await db.update(votingScanPages).set(patch).where(eq(votingScanPages.id, id)).returning();
      if (!row) throw new Error('scan page vanished');
      return row;
    },

    async pageByCode(votingId: number, pageCode: string) {
      const [row] = await db
        .select()
        .from(votingScanPages)
        .where(and(eq(votingScanPages.votingId, votingId), eq(votingScanPages.pageCode, pageCode)));
      return row;
    },

    async pagesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(votingScanPages)
        .where(inArray(votingScanPages.id, [...ids]));
    },

    async pages(
      votingId: number,
      filter: ScanPageFilter,
      batchId: number | null,
      page: number,
      size: number,
    ): Promise<{ rows: ScanPageRow[]; total: number }> {
      const conditions: SQL[] = [eq(votingScanPages.votingId, votingId)];
      if (filter !== 'ALL') conditions.push(inArray(votingScanPages.state, FILTER_STATES[filter]));
      if (batchId !== null) conditions.push(eq(votingScanPages.batchId, batchId));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(votingScanPages).where(where);
      const rows = await db
        .select()
        .from(votingScanPages)
        .where(where)
        .orderBy(asc(votingScanPages.batchId), asc(votingScanPages.fileIndex), asc(votingScanPages.pageIndex))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    /** The earliest page of this voter that still stands (not rejected), other than `exceptId`. */
    async standingPageOfVoter(votingId: number, voterId: number, exceptId: number) {
      const [row] = await db
        .select()
        .from(votingScanPages)
        .where(
          and(
            eq(votingScanPages.votingId, votingId),
            eq(votingScanPages.voterId, voterId),
            ne(votingScanPages.state, 'REJECTED'),
            ne(votingScanPages.id, exceptId),
          ),
        )
        .orderBy(asc(votingScanPages.id))
        .limit(1);
      return row;
    },

    async voterByKey(votingId: number, voterKey: string) {
      const [row] = await db
        .select()
        .from(votingVoters)
        .where(and(eq(votingVoters.votingId, votingId), eq(votingVoters.voterKey, voterKey)));
      return row;
    },

    /** Pages waiting for confirmation whose entry was settled elsewhere (typed second entry, cancel). */
    async settledWaitingPages(votingId: number) {
      return db
        .select({ page: votingScanPages, entry: votingPaperEntries })
        .from(votingScanPages)
        .innerJoin(votingPaperEntries, eq(votingPaperEntries.id, votingScanPages.entryId))
        .where(
          and(
            eq(votingScanPages.votingId, votingId),
            eq(votingScanPages.state, 'NEEDS_CONFIRMATION'),
            ne(votingPaperEntries.state, 'PENDING'),
          ),
        );
    },

    async entriesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(votingPaperEntries)
        .where(inArray(votingPaperEntries.id, [...ids]));
    },

    async attachmentById(id: number) {
      const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
      return row;
    },

    async insertAttachment(row: typeof attachments.$inferInsert) {
      const [inserted] = await db.insert(attachments).values(row).returning();
      if (!inserted) throw new Error('attachment not inserted');
      return inserted;
    },

    async userNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, ownerName: users.ownerName, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.ownerName ?? row.mobile]));
    },
  };
}

export type PaperScanRepository = ReturnType<typeof createPaperScanRepository>;
