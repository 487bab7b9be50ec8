import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { communities } from '../schema';
import { intentionSolicitations } from './questionnaire';

/**
 * Government opinion collection (SPEC §7 gov/intentionSolicitation): a questionnaire of the
 * questionnaire tables (publisher_kind GOV) plus the publishing unit and its target communities.
 */
export const govSolicitations = pgTable(
  'gov_solicitations',
  {
    solicitationId: integer('solicitation_id')
      .primaryKey()
      .references(() => intentionSolicitations.id, { onDelete: 'cascade' }),
    /** The publishing unit: a street (govCommunityCode null) or a 社区. */
    streetCode: text('street_code').notNull(),
    govCommunityCode: text('gov_community_code'),
    allCommunities: boolean('all_communities').notNull().default(false),
  },
  (table) => [index('gov_solicitations_unit_idx').on(table.streetCode, table.govCommunityCode)],
);

/** The communities whose owners are asked. */
export const govSolicitationTargets = pgTable(
  'gov_solicitation_targets',
  {
    solicitationId: integer('solicitation_id')
      .notNull()
      .references(() => intentionSolicitations.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.solicitationId, table.communityId] }),
    index('gov_solicitation_targets_community_idx').on(table.communityId),
  ],
);
