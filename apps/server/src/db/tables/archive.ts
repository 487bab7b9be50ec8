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

/**
 * A phone upload request (issue #28 item 3): staff of a community ask for files through the link
 * /mobile/uploadfile?request=CODE. The code is random (unguessable); the link takes files until
 * `expiresAt` unless revoked.
 */
export const archiveUploadRequests = pgTable(
  'archive_upload_requests',
  {
    id: serial('id').primaryKey(),
    requestCode: text('request_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('archive_upload_requests_community_idx').on(table.communityId)],
);

/**
 * A file that arrived through an upload request: the community's archive inbox. Staff file it
 * (an archive entry pointing at the same attachment; `archiveEntryId` set) or delete it.
 */
export const archiveInbox = pgTable(
  'archive_inbox',
  {
    id: serial('id').primaryKey(),
    inboxId: text('inbox_id').notNull().unique(),
    requestId: integer('request_id')
      .notNull()
      .references(() => archiveUploadRequests.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .unique()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's mobile when the file arrived (the verified phone of their session). */
    uploaderMobile: text('uploader_mobile').notNull(),
    createdAt: instant('created_at').notNull(),
    filedAt: instant('filed_at'),
    archiveEntryId: integer('archive_entry_id').references(() => archiveEntries.id, { onDelete: 'set null' }),
  },
  (table) => [index('archive_inbox_community_idx').on(table.communityId, table.filedAt)],
);
