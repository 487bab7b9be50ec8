import type { GovCertificationReviewState } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Platform operators (ours): staff of the platform who review government certification applications. */
export const platformOperators = pgTable('platform_operators', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** A government staff member's certification application (SPEC §3, §4). */
export const govCertifications = pgTable(
  'gov_certifications',
  {
    id: serial('id').primaryKey(),
    applicationCode: text('application_code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fillOwnerName: text('fill_owner_name').notNull(),
    fillCardNo: text('fill_card_no').notNull(),
    position: text('position').notNull(),
    /** Attachment codes (attachments.attachment_id), uploaded as TX_GOV_INFORMATION. */
    proveFileIds: text('prove_file_ids').array().notNull(),
    state: text('state').$type<GovCertificationReviewState>().notNull().default('REVIEWING'),
    rejectReason: text('reject_reason'),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    index('gov_certifications_state_idx').on(table.state, table.id),
    index('gov_certifications_user_idx').on(table.userId, table.id),
  ],
);

/** Basic settings of one government unit (street office or 社区), SPEC §3. */
export const govBasicSettings = pgTable('gov_basic_settings', {
  id: serial('id').primaryKey(),
  /** The unit the settings belong to: the 社区 code, or the street code for street staff. */
  unitCode: text('unit_code').notNull().unique(),
  streetCode: text('street_code').notNull(),
  govCommunityCode: text('gov_community_code'),
  address: text('address').notNull(),
  serviceDate: text('service_date').notNull(),
  contactWay: text('contact_way').notNull(),
  isOpenYellowPage: text('is_open_yellow_page').$type<'YES' | 'NO'>().notNull().default('NO'),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: instant('updated_at').notNull(),
});
