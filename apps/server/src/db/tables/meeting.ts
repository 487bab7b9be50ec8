import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A workgroup meeting (SPEC §3 Meeting). Its display state is derived (domain meeting-status.ts)
 * from isDraft, isValid and the dates, never stored.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    meetingCode: text('meeting_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    meetingName: text('meeting_name').notNull(),
    address: text('address').notNull().default(''),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    content: text('content').notNull().default(''),
    isDraft: text('is_draft').$type<'YES' | 'NO'>().notNull(),
    isValid: text('is_valid').$type<'YES' | 'NO'>().notNull().default('YES'),
    /** users.id of the attendees, in the order chosen. */
    attendeeUserIds: integer('attendee_user_ids').array().notNull().default([]),
    /** Attachment codes (attachments.attachment_id). */
    materialIds: text('material_ids').array().notNull().default([]),
    minutes: text('minutes'),
    minuteAttachmentIds: text('minute_attachment_ids').array().notNull().default([]),
    minutesAt: instant('minutes_at'),
    minutesUserId: integer('minutes_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('meetings_community_idx').on(table.communityId, table.startDate)],
);
