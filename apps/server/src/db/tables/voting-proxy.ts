import type { ProxySource } from '@gongzhi/domain/voting/proxy';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, votings, votingVoters } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Proxy authorisations (委托投票, issue #22 item 5; packages/domain/src/voting/proxy.ts): one per
 * principal voter and vote while active. The proxy is named by mobile (they may have no account
 * yet); once they cast, `castAt` / `castHash` tie the authorisation to the ballot it produced.
 */
export const votingProxies = pgTable(
  'voting_proxies',
  {
    id: serial('id').primaryKey(),
    proxyCode: text('proxy_code').notNull().unique(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    principalVoterId: integer('principal_voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    /** The owner who signed on the H5, or whom staff named on the paper letter. */
    principalUserId: integer('principal_user_id').references(() => users.id, { onDelete: 'set null' }),
    principalName: text('principal_name').notNull(),
    proxyMobile: text('proxy_mobile').notNull(),
    proxyName: text('proxy_name').notNull(),
    proxyRelation: text('proxy_relation').notNull(),
    source: text('source').$type<ProxySource>().notNull(),
    /** Attachment code of the signature image (SIGNED). */
    signatureFile: text('signature_file'),
    /** Attachment code of the scanned 授权委托书 (PAPER), a file of the vote's community. */
    paperFile: text('paper_file'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    castAt: instant('cast_at'),
    /** The BALLOT_CAST chain hash of the ballot the proxy cast (= voting_ballots.chain_hash). */
    castHash: text('cast_hash'),
  },
  (table) => [
    // The database keeps the rule too: two racing appointments cannot both be active.
    uniqueIndex('voting_proxies_active_uq')
      .on(table.votingId, table.principalVoterId)
      .where(sql`${table.revokedAt} is null`),
    index('voting_proxies_mobile_idx').on(table.votingId, table.proxyMobile),
  ],
);
