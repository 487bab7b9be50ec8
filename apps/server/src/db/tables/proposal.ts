import type { CreatorType, SignType } from '@gongzhi/domain/proposal/proposal-api';
import type { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachments, communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Proposals (SPEC §3): the display state (not started, in progress, ended) is derived from the dates
 * on read, never stored. Attachment lists hold the opaque attachment ids. Templates are a catalogue
 * in code (modules/proposal/proposal-templates.ts), so `templateId` is that catalogue's id.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    proposalCode: text('proposal_code').notNull().unique(),
    /** Kept by triggers on proposal_fills (migration 0020): boards read it, not count(*). */
    fillCount: integer('fill_count').notNull().default(0),
    /** The sign_seq of the latest signature (migration 0023); never goes back, unlike fill_count. */
    lastSignSeq: integer('last_sign_seq').notNull().default(0),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    proposalType: text('proposal_type').$type<ProposalType>().notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    materialAttachments: text('material_attachments').array().notNull().default([]),
    signAttachment: text('sign_attachment').array().notNull().default([]),
    templateId: text('template_id'),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    creatorType: text('creator_type').$type<CreatorType>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('proposals_community_idx').on(table.communityId, table.id)],
);

/** One owner's signature on a proposal (proposalFill): one per owner per proposal. */
export const proposalFills = pgTable(
  'proposal_fills',
  {
    id: serial('id').primaryKey(),
    fillCode: text('fill_code').notNull().unique(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signType: text('sign_type').$type<SignType>().notNull(),
    signImageId: integer('sign_image_id').references(() => attachments.id, { onDelete: 'set null' }),
    signName: text('sign_name'),
    /** The name the owner signed as (certified name), kept as at signing. */
    ownerName: text('owner_name').notNull(),
    /** The signer's certified houses in the community at signing (houses.id). */
    houseIds: integer('house_ids').array().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    /**
     * 1, 2, 3… per proposal in commit order, set at commit by the counting trigger (migration 0023):
     * a reader that has seen up to n never misses a signature by asking for those after n.
     */
    signSeq: integer('sign_seq'),
  },
  (table) => [
    uniqueIndex('proposal_fills_proposal_user_uq').on(table.proposalId, table.userId),
    index('proposal_fills_proposal_idx').on(table.proposalId, table.id),
    // Partial: a signature is inserted without its place and given it at commit, and the first
    // version's entry would sit in every later scan until vacuum.
    index('proposal_fills_proposal_seq_idx')
      .on(table.proposalId, table.signSeq)
      .where(sql`${table.signSeq} is not null`),
  ],
);
