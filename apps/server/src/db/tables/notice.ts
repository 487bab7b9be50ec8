import type { FinanceAccountType } from '@gongzhi/domain/finance/finance-enums';
import type { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A community notice (SPEC §3 Notice); drafts have no release date. Content is sanitised HTML. */
export const communityNotices = pgTable(
  'community_notices',
  {
    id: serial('id').primaryKey(),
    communityNoticeCode: text('community_notice_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    noticeType: text('notice_type').$type<NoticeType>().notNull(),
    content: text('content').notNull().default(''),
    /** Attachment codes (SPEC §3 material). */
    material: text('material').array().notNull().default([]),
    publicityDate: date('publicity_date', { mode: 'string' }),
    financeAccountType: text('finance_account_type').$type<FinanceAccountType>(),
    otherTypeName: text('other_type_name'),
    isDraft: text('is_draft').$type<'YES' | 'NO'>().notNull().default('NO'),
    releaseDate: instant('release_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('community_notices_community_idx').on(table.communityId, table.isDraft, table.id)],
);

/** One owner's first reading of a notice; the unique key makes recording idempotent. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => communityNotices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (table) => [
    uniqueIndex('notice_reads_notice_user_uq').on(table.noticeId, table.userId),
    index('notice_reads_notice_read_idx').on(table.noticeId, table.readAt, table.id),
  ],
);
