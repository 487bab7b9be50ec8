import type { CustomerIdentity } from '@gongzhi/domain/site/customer-clue';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Leads left on the public site's contact form (SPEC §7 customerClue/add). */
export const customerClues = pgTable(
  'customer_clues',
  {
    id: serial('id').primaryKey(),
    clueCode: text('clue_code').notNull().unique(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    identity: text('identity').$type<CustomerIdentity>().notNull(),
    communityName: text('community_name').notNull(),
    city: text('city'),
    content: text('content'),
    source: text('source').$type<'CONTACT_PAGE' | 'OTHER'>().notNull(),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('customer_clues_created_idx').on(table.createdAt)],
);

/** News of the public site's /information page. */
export const siteNews = pgTable(
  'site_news',
  {
    id: serial('id').primaryKey(),
    newsCode: text('news_code').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('site_news_published_idx').on(table.publishedAt)],
);
