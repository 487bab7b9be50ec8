import type { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Government information release (SPEC §7 govInformation); owned by the publisher's unit. */
export const govInformations = pgTable(
  'gov_informations',
  {
    id: serial('id').primaryKey(),
    informationCode: text('information_code').notNull().unique(),
    publisherUserId: integer('publisher_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The publishing unit: a street (govCommunityCode null) or a 社区. */
    streetCode: text('street_code').notNull(),
    govCommunityCode: text('gov_community_code'),
    title: text('title').notNull(),
    informationType: text('information_type').$type<GovInformationType>().notNull(),
    content: text('content').notNull(),
    coverId: text('cover_id'),
    attachmentIds: text('attachment_ids').array().notNull().default([]),
    allCommunities: boolean('all_communities').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('gov_informations_unit_idx').on(table.streetCode, table.govCommunityCode, table.id)],
);

/** The communities an information is released to (resolved at publication). */
export const govInformationTargets = pgTable(
  'gov_information_targets',
  {
    informationId: integer('information_id')
      .notNull()
      .references(() => govInformations.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('gov_information_targets_uq').on(table.informationId, table.communityId),
    index('gov_information_targets_community_idx').on(table.communityId),
  ],
);

/** One read receipt per owner and information (the first read counts). */
export const govInformationReads = pgTable(
  'gov_information_reads',
  {
    id: serial('id').primaryKey(),
    informationId: integer('information_id')
      .notNull()
      .references(() => govInformations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (table) => [uniqueIndex('gov_information_reads_uq').on(table.informationId, table.userId)],
);
