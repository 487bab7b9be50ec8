import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { communities } from '../schema';

/**
 * Roster figures per community, kept for the government board: counting the owners of a street's
 * 600,000 houses on every board call takes seconds. Statement triggers on buildings, houses and
 * owner_houses (migration 0018) bump `version` of every community a write touches; a reader
 * recomputes the communities whose `computed_version` lags, storing the version its own snapshot
 * saw, so a write that lands during the recount leaves the row stale for the next reader.
 */
export const communityRosterStats = pgTable('community_roster_stats', {
  communityId: integer('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  computedVersion: bigint('computed_version', { mode: 'number' }).notNull().default(0),
  buildingCount: integer('building_count').notNull().default(0),
  houseCount: integer('house_count').notNull().default(0),
  ownerCount: integer('owner_count').notNull().default(0),
  certifiedHouseCount: integer('certified_house_count').notNull().default(0),
});
