import type { GovActivityState } from '@gongzhi/domain/gov-activity/gov-activity-api';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Government activity (SPEC §7 govActivity): time, place, capacity, sign-up deadline. */
export const govActivities = pgTable(
  'gov_activities',
  {
    id: serial('id').primaryKey(),
    activityCode: text('activity_code').notNull().unique(),
    publisherUserId: integer('publisher_user_id').references(() => users.id, { onDelete: 'set null' }),
    streetCode: text('street_code').notNull(),
    govCommunityCode: text('gov_community_code'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    place: text('place').notNull(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    signUpDeadline: instant('sign_up_deadline').notNull(),
    capacity: integer('capacity').notNull(),
    state: text('state').$type<GovActivityState>().notNull().default('PUBLISHED'),
    allCommunities: boolean('all_communities').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [index('gov_activities_unit_idx').on(table.streetCode, table.govCommunityCode, table.id)],
);

export const govActivityTargets = pgTable(
  'gov_activity_targets',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => govActivities.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('gov_activity_targets_uq').on(table.activityId, table.communityId),
    index('gov_activity_targets_community_idx').on(table.communityId),
  ],
);

/** An owner's sign-up; cancelling deletes it. */
export const govActivitySignUps = pgTable(
  'gov_activity_sign_ups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => govActivities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('gov_activity_sign_ups_uq').on(table.activityId, table.userId)],
);
