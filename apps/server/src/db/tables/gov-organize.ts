import type { GovLevel } from '@gongzhi/domain/account/account-enums';
import type { GovJoinRecordState } from '@gongzhi/domain/gov-organize/gov-join-review';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachments, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A government unit's own profile (SPEC §7 govOrganize); one row per unit, made on the first save. */
export const govOrganizations = pgTable('gov_organizations', {
  id: serial('id').primaryKey(),
  /** The 社区 code, or the street code for a street office (as gov_basic_settings). */
  unitCode: text('unit_code').notNull().unique(),
  level: text('level').$type<GovLevel>().notNull(),
  streetCode: text('street_code').notNull(),
  govCommunityCode: text('gov_community_code'),
  organizeName: text('organize_name').notNull(),
  address: text('address').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  intro: text('intro').notNull().default(''),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: instant('updated_at').notNull(),
});

/** A government organisation's application to join the platform (SPEC §7 govJoinRecord/submit). */
export const govJoinRecords = pgTable(
  'gov_join_records',
  {
    id: serial('id').primaryKey(),
    joinRecordCode: text('join_record_code').notNull().unique(),
    organizeName: text('organize_name').notNull(),
    level: text('level').$type<GovLevel>().notNull(),
    region: text('region').notNull(),
    /** The place of the public join form ('' on applications made before it asked). */
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    street: text('street').notNull().default(''),
    /** The 社区's name; '' for a street office. */
    community: text('community').notNull().default(''),
    contactName: text('contact_name').notNull(),
    position: text('position').notNull().default(''),
    mobile: text('mobile').notNull(),
    remark: text('remark').notNull().default(''),
    /** The logged-in submitter, when there is one (the form is public). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
    /** PENDING until a platform operator approves or refuses it (ours, docs/contracts/government.md). */
    state: text('state').$type<GovJoinRecordState>().notNull().default('PENDING'),
    reviewRemark: text('review_remark').notNull().default(''),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    /** The gov_units code an approval opened (or joined, when a unit of that name already existed). */
    unitCode: text('unit_code'),
  },
  (table) => [
    index('gov_join_records_created_idx').on(table.createdAt),
    index('gov_join_records_state_idx').on(table.state, table.createdAt),
    index('gov_join_records_place_idx').on(table.level, table.street, table.community),
    // One waiting application per place: two racing submissions cannot both pass the duplicate check.
    uniqueIndex('gov_join_records_pending_place_uq')
      .on(table.level, table.province, table.city, table.district, table.street, table.community)
      .where(sql`${table.state} = 'PENDING' and ${table.street} <> ''`),
  ],
);

/**
 * A proof file uploaded through the public join form, bound to the phone whose SMS code vouched
 * for the upload; an application takes it (join_record_id) once. The attachment has no uploader
 * and no community, so the file routes serve it to nobody; operators read it through the review.
 */
export const govJoinProofs = pgTable(
  'gov_join_proofs',
  {
    id: serial('id').primaryKey(),
    attachmentId: integer('attachment_id')
      .notNull()
      .unique()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    joinRecordId: integer('join_record_id').references(() => govJoinRecords.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('gov_join_proofs_mobile_idx').on(table.mobile, table.joinRecordId),
    index('gov_join_proofs_record_idx').on(table.joinRecordId),
  ],
);
