import type { ResultPublicityMode } from '@gongzhi/domain/voting/voting-enums';
import type { DeliveryMethod, PaperEntryState } from '@gongzhi/domain/voting/voting-paper-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, votings, votingVoters } from '../schema';

// Voting tables added after the voting core (issue 5, part 2); the core tables live in ../schema.ts.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Paper ballots as entered by staff (double entry): PENDING after the first entry, COUNTED once a
 * second staff member re-typed the same choices (then a voting_ballots row exists), or set aside.
 */
export const votingPaperEntries = pgTable(
  'voting_paper_entries',
  {
    id: serial('id').primaryKey(),
    entryCode: text('entry_code').notNull().unique(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    choices: jsonb('choices').$type<Record<string, VoteChoice | null>>().notNull(),
    signerName: text('signer_name').notNull(),
    attachments: text('attachments').array().notNull().default([]),
    state: text('state').$type<PaperEntryState>().notNull(),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: instant('entered_at').notNull(),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: instant('confirmed_at'),
    /** The second entry's choices when they differed (MISMATCH). */
    secondChoices: jsonb('second_choices').$type<Record<string, VoteChoice | null>>(),
    reason: text('reason'),
    chainHash: text('chain_hash'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('voting_paper_entries_voting_idx').on(table.votingId, table.state),
    index('voting_paper_entries_voter_idx').on(table.voterId),
  ],
);

/** Owners who gave up online voting to hand in paper (SPEC §7 voteAbandonOnline). */
export const votingOnlineAbandons = pgTable(
  'voting_online_abandons',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('voting_online_abandons_uq').on(table.votingId, table.voterId)],
);

/** Proof that a voter's ballot was delivered (FOLLOW_MAJORITY counts only these). */
export const votingDeliveries = pgTable(
  'voting_deliveries',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    method: text('method').$type<DeliveryMethod>().notNull(),
    deliveredAt: instant('delivered_at').notNull(),
    proofAttachments: text('proof_attachments').array().notNull(),
    remark: text('remark').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('voting_deliveries_voting_idx').on(table.votingId, table.voterId)],
);

/** The published result of a vote (one per vote). */
export const votingResults = pgTable('voting_results', {
  votingId: integer('voting_id')
    .primaryKey()
    .references(() => votings.id, { onDelete: 'cascade' }),
  publicityMode: text('publicity_mode').$type<ResultPublicityMode>().notNull(),
  announce: boolean('announce').notNull(),
  publicityEndDate: instant('publicity_end_date'),
  resultFile: text('result_file'),
  remark: text('remark').notNull().default(''),
  /** The published tally (PublishedIssue[]), as recorded in the RESULT_PUBLISHED entry. */
  issues: jsonb('issues').notNull(),
  ballotCount: integer('ballot_count').notNull(),
  chainHead: text('chain_head').notNull(),
  chainCount: integer('chain_count').notNull(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: instant('published_at').notNull(),
  /** End of the objection period (issue #22 item 4); null for results published before it existed. */
  objectionEndDate: instant('objection_end_date'),
  /** When the result became final (the RESULT_FINAL entry); null while preliminary. */
  finalAt: instant('final_at'),
});

/**
 * Votes an owner removed from their own "my votes" list (`myVoting/delete`). Only the listing
 * changes: the ballots, the roll and the evidence chain stay as they are.
 */
export const votingOwnerHidden = pgTable(
  'voting_owner_hidden',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenAt: instant('hidden_at').notNull(),
  },
  (table) => [uniqueIndex('voting_owner_hidden_uq').on(table.votingId, table.userId)],
);
