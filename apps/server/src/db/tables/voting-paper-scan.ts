import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachments, users, votings, votingVoters } from '../schema';
import { votingPaperEntries } from './voting';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ScanBatchState = 'READING' | 'DONE' | 'FAILED';
export type ScanPageState = 'NEEDS_DECISION' | 'NEEDS_CONFIRMATION' | 'CONFIRMED' | 'FLAGGED' | 'REJECTED';
export type ScanBatchFile = {
  name: string;
  objectKey: string;
  contentType: string;
  size: number;
  /** Pages found at upload (absent in batches stored before it was kept): a resumed job skips a file read whole. */
  pages?: number;
};
/** One issue of a scanned page: the machine's reading and, for doubtful ones, a person's decision. */
export type ScanIssueRow = {
  issueKey: string;
  reading: 'CHOICE' | 'EMPTY' | 'DOUBTFUL';
  option: string | null;
  reason: string | null;
  decision: string | null;
  decidedBy: number | null;
  /** Storage key of the straightened crop of the row (doubtful issues). */
  cropKey: string | null;
};

/** One upload of scans of returned paper ballots (issue #27 item 2), read by a PAPER_SCAN job. */
export const votingScanBatches = pgTable(
  'voting_scan_batches',
  {
    id: serial('id').primaryKey(),
    batchCode: text('batch_code').notNull().unique(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    jobCode: text('job_code'),
    state: text('state').$type<ScanBatchState>().notNull(),
    files: jsonb('files').$type<ScanBatchFile[]>().notNull(),
    pagesTotal: integer('pages_total').notNull().default(0),
    pagesRead: integer('pages_read').notNull().default(0),
    error: text('error'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [index('voting_scan_batches_voting_idx').on(table.votingId)],
);

/** One page of a batch: what the reader saw, its flags, and where the person's work stands. */
export const votingScanPages = pgTable(
  'voting_scan_pages',
  {
    id: serial('id').primaryKey(),
    pageCode: text('page_code').notNull().unique(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => votingScanBatches.id, { onDelete: 'cascade' }),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    fileIndex: integer('file_index').notNull(),
    pageIndex: integer('page_index').notNull(),
    sha256: text('sha256').notNull(),
    pageStatus: text('page_status').notNull(),
    serial: integer('serial'),
    voterKey: text('voter_key'),
    voterId: integer('voter_id').references(() => votingVoters.id, { onDelete: 'set null' }),
    issues: jsonb('issues').$type<ScanIssueRow[]>().notNull(),
    flags: text('flags').array().notNull().default([]),
    state: text('state').$type<ScanPageState>().notNull(),
    entryId: integer('entry_id').references(() => votingPaperEntries.id, { onDelete: 'set null' }),
    duplicateOfPageId: integer('duplicate_of_page_id'),
    /** The page image kept as evidence: a READY, non-public file of the vote's community. */
    imageId: integer('image_id').references(() => attachments.id, { onDelete: 'set null' }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: instant('confirmed_at'),
    reason: text('reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('voting_scan_pages_place_idx').on(table.batchId, table.fileIndex, table.pageIndex),
    index('voting_scan_pages_voting_idx').on(table.votingId, table.state),
    index('voting_scan_pages_voter_idx').on(table.voterId),
  ],
);
