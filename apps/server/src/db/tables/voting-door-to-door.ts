import type { VisitMark } from '@gongzhi/domain/voting/door-to-door';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users, votings, votingVoters } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Visit marks of door-to-door lists (扫楼清单, issue #26 item 2; packages/domain/src/voting/door-to-door.ts):
 * one row per visit a volunteer marks on a voter of the vote. A ballot left (BALLOT_LEFT) is also a
 * delivery record of the vote (voting_deliveries), written in the same transaction.
 */
export const votingVisitMarks = pgTable(
  'voting_visit_marks',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    /** The house the volunteer marked (one of the voter's houses). */
    houseCode: text('house_code').notNull(),
    mark: text('mark').$type<VisitMark>().notNull(),
    remark: text('remark').notNull().default(''),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: instant('marked_at').notNull(),
  },
  (table) => [index('voting_visit_marks_voting_idx').on(table.votingId, table.voterId)],
);
