import type { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An owner's complaint to the government (SPEC §3, §4: HANDLING → HANDLED with a reply). */
export const govComplaints = pgTable(
  'gov_complaints',
  {
    id: serial('id').primaryKey(),
    complaintCode: text('complaint_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    complaintType: text('complaint_type').$type<ComplaintType>().notNull(),
    content: text('content').notNull(),
    /** Attachment codes of the photos. */
    photoIds: text('photo_ids').array().notNull().default([]),
    contactMobile: text('contact_mobile'),
    state: text('state').$type<ComplaintState>().notNull().default('HANDLING'),
    reply: text('reply'),
    handlerUserId: integer('handler_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    handledAt: instant('handled_at'),
  },
  (table) => [
    index('gov_complaints_community_idx').on(table.communityId, table.state, table.id),
    index('gov_complaints_user_idx').on(table.userId, table.id),
  ],
);
