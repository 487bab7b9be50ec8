import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { votings } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Why a head was stamped: a result publication, or the daily stamp of a running vote. */
export type TimestampReason = 'PUBLICATION' | 'DAILY';

/**
 * RFC 3161 time-stamp tokens on vote chain heads (issue #22 item 8), and the failed attempts (token
 * null, `error` set) that the sweep retries and the pages show. Rows are only ever inserted. One
 * token per head: a second instance racing on the same head inserts nothing.
 */
export const votingTimestamps = pgTable(
  'voting_timestamps',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id),
    headHash: text('head_hash').notNull(),
    headSeq: integer('head_seq').notNull(),
    reason: text('reason').$type<TimestampReason>().notNull(),
    /** The TSA's address as configured. */
    tsa: text('tsa').notNull(),
    /** The TimeStampToken, DER, base64; null for a failed attempt. */
    token: text('token'),
    genTime: instant('gen_time'),
    /** The TSTInfo serial number, hex. */
    serial: text('serial'),
    /** Why the attempt failed (Chinese, shown on the pages). */
    error: text('error'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('voting_timestamps_voting_idx').on(table.votingId, table.createdAt),
    uniqueIndex('voting_timestamps_head_uq')
      .on(table.votingId, table.headHash)
      .where(sql`${table.token} is not null`),
  ],
);
