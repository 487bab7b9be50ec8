import type { ObjectionState } from '@gongzhi/domain/voting/objection';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, votings, votingVoters } from '../schema';

// Objections to a preliminary result (issue #22 item 4; domain: voting/objection.ts).

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const votingObjections = pgTable(
  'voting_objections',
  {
    id: serial('id').primaryKey(),
    objectionCode: text('objection_code').notNull(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    /** The objector's first voter on the frozen roll (its pseudonymous reference goes into the chain). */
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    state: text('state').$type<ObjectionState>().notNull().default('OPEN'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: instant('answered_at'),
    createdAt: instant('created_at').notNull(),
    /** The OBJECTION_RAISED chain entry's hash. */
    chainHash: text('chain_hash').notNull(),
  },
  (table) => [
    uniqueIndex('voting_objections_code_uq').on(table.objectionCode),
    index('voting_objections_voting_idx').on(table.votingId, table.state),
  ],
);
