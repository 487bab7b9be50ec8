import type {
  CommunityOrganisationType,
  CommunityRegistrationKind,
  CommunityRegistrationState,
  OrgChangeType,
} from '@gongzhi/domain/community/community-registration';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A community's application to its government unit (docs/contracts/community.md): a new community
 * (REGISTER), the certification of one that exists (CERTIFY_EXISTING) or an organisation change
 * (ORG_CHANGE). A rejected application is fixed and resubmitted in place, back to REVIEWING.
 */
export const communityRegistrations = pgTable(
  'community_registrations',
  {
    id: serial('id').primaryKey(),
    registrationCode: text('registration_code').notNull().unique(),
    kind: text('kind').$type<CommunityRegistrationKind>().notNull(),
    registrantUserId: integer('registrant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The community, when it exists (CERTIFY_EXISTING, ORG_CHANGE, or a REGISTER once approved). */
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    /**
     * Which community the application is about, for "one pending application per user and community":
     * the community id when it exists, else the normalised name under its street.
     */
    communityKey: text('community_key').notNull(),
    communityName: text('community_name').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    address: text('address').notNull(),
    streetCode: text('street_code').notNull(),
    govCommunityCode: text('gov_community_code'),
    organisationType: text('organisation_type').$type<CommunityOrganisationType>().notNull(),
    changeType: text('change_type').$type<OrgChangeType>(),
    roleType: text('role_type').notNull(),
    proveFileIds: text('prove_file_ids').array().notNull(),
    state: text('state').$type<CommunityRegistrationState>().notNull().default('REVIEWING'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    /** 1 on the first submission, +1 on each resubmission after a rejection. */
    submitCount: integer('submit_count').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    submittedAt: instant('submitted_at').notNull(),
  },
  (table) => [
    index('community_registrations_street_idx').on(table.streetCode, table.state),
    index('community_registrations_gov_community_idx').on(table.govCommunityCode, table.state),
    index('community_registrations_registrant_idx').on(table.registrantUserId),
    // The database keeps the rule too: two racing submissions cannot both be pending.
    uniqueIndex('community_registrations_pending_uq')
      .on(table.registrantUserId, table.communityKey)
      .where(sql`${table.state} = 'REVIEWING'`),
  ],
);
