import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { buildings, communities, users } from '../schema';

/** The buildings a work-group member looks after (updateMemberArea). */
export const workgroupMemberAreas = pgTable(
  'workgroup_member_areas',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workgroup_member_areas_uq').on(table.communityId, table.userId, table.buildingId),
    index('workgroup_member_areas_building_idx').on(table.buildingId),
  ],
);
