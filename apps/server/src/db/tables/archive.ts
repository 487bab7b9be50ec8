import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { attachments, communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One entry of a community's archive tree (SPEC §3 Archive entry): a folder or a file, under a
 * category root (parentId null) or a folder. Deleting a folder deletes its subtree (cascade); the
 * service refuses it unless the folder is empty or the caller confirmed.
 */
export const archiveEntries = pgTable(
  'archive_entries',
  {
    id: serial('id').primaryKey(),
    archiveId: text('archive_id').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    archiveType: text('archive_type').$type<ArchiveCategory>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => archiveEntries.id, { onDelete: 'cascade' }),
    archiveName: text('archive_name').notNull(),
    isDirectory: text('is_directory').$type<'YES' | 'NO'>().notNull(),
    /** The file of a file entry; null for folders. */
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('archive_entries_level_idx').on(table.communityId, table.archiveType, table.parentId),
    index('archive_entries_parent_idx').on(table.parentId),
  ],
);
