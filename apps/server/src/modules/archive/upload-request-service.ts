import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { archiveMessages } from '@gongzhi/domain/archive/archive-api';
import {
  type ArchiveInboxItemDto,
  type ArchiveInboxListDto,
  type archiveInboxDeleteInput,
  type archiveInboxFileInput,
  type archiveInboxListInput,
  checkUploadRequestExpiry,
  type UploadRequestDto,
  type UploadRequestPublicDto,
  type uploadRequestCreateInput,
  uploadRequestMessages,
  uploadRequestPath,
  uploadRequestRefusal,
  uploadRequestState,
  type uploadRequestSubmitInput,
} from '@gongzhi/domain/archive/upload-request';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode, newOpaqueToken } from '../../common/secure-random';
import type { Db } from '../../db/client';
import { attachments, communities, users } from '../../db/schema';
import { archiveEntries, archiveInbox, archiveUploadRequests } from '../../db/tables/archive';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccess } from '../community/access-service';
import { createArchiveRepository } from './repository';

type Deps = { db: Db; clock: Clock; storage: Pick<StorageProvider, 'remove'> };

type RequestRow = typeof archiveUploadRequests.$inferSelect;

/** Who sees the uploader's full mobile in the inbox: staff who manage owners; others see it masked. */
const FULL_MOBILE = ['HOUSE_OWNER_MANAGEMENT'] as const;

/**
 * Phone upload requests and the archive inbox (issue #28 item 3; docs/contracts/workgroup.md).
 * Staff calls take a {@link CommunityAccess} already checked for ARCHIVE_MANAGEMENT by the route;
 * the phone calls take the request code, which is random and checked here.
 */
export function createUploadRequestService(deps: Deps) {
  const { db, clock } = deps;

  async function requestByCode(requestCode: string): Promise<RequestRow | null> {
    const rows = await db
      .select()
      .from(archiveUploadRequests)
      .where(eq(archiveUploadRequests.requestCode, requestCode))
      .limit(1);
    return rows[0] ?? null;
  }

  /** An open request, or the refusal the phone shows (410 for a closed one, 404 for none). */
  async function requireOpen(requestCode: string): Promise<RequestRow> {
    const row = requestCode ? await requestByCode(requestCode) : null;
    if (!row) throw new AppError(404, uploadRequestMessages.unknown);
    const refusal = uploadRequestRefusal(uploadRequestState(row, clock.now()));
    if (refusal) throw new AppError(410, refusal);
    return row;
  }

  async function requireInbox(access: CommunityAccess, inboxId: string, source: Db = db) {
    const rows = await source
      .select()
      .from(archiveInbox)
      .where(and(eq(archiveInbox.inboxId, inboxId), eq(archiveInbox.communityId, access.community.id)))
      .limit(1);
    const row = rows[0];
    if (!row || row.filedAt) throw new AppError(404, uploadRequestMessages.inboxNotFound);
    return row;
  }

  return {
    async create(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof uploadRequestCreateInput>,
    ): Promise<UploadRequestDto> {
      const now = clock.now();
      const expiresAt = new Date(input.expiresAt);
      const refusal = checkUploadRequestExpiry(expiresAt, now);
      if (refusal) throw new AppError(400, refusal);
      const [row] = await db
        .insert(archiveUploadRequests)
        .values({
          // 32 random bytes: the link is the only credential besides the phone's own login.
          requestCode: `UR${newOpaqueToken()}`,
          communityId: access.community.id,
          purpose: input.purpose,
          expiresAt,
          createdBy: actor.userId,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('upload request insert returned nothing');
      const list = await this.list(access);
      const found = list.find((item) => item.requestCode === row.requestCode);
      if (!found) throw new Error('created upload request not listed');
      return found;
    },

    async list(access: CommunityAccess): Promise<UploadRequestDto[]> {
      const fileCount = sql<number>`(select count(*)::int from archive_inbox i where i.request_id = ${archiveUploadRequests.id})`;
      const rows = await db
        .select({ request: archiveUploadRequests, creatorName: users.ownerName, fileCount })
        .from(archiveUploadRequests)
        .leftJoin(users, eq(users.id, archiveUploadRequests.createdBy))
        .where(eq(archiveUploadRequests.communityId, access.community.id))
        .orderBy(desc(archiveUploadRequests.createdAt), desc(archiveUploadRequests.id));
      const now = clock.now();
      return rows.map(({ request, creatorName, fileCount }) => ({
        requestCode: request.requestCode,
        purpose: request.purpose,
        expiresAt: request.expiresAt.toISOString(),
        state: uploadRequestState(request, now),
        path: uploadRequestPath(request.requestCode),
        creatorName: creatorName ?? null,
        gmtCreate: request.createdAt.toISOString(),
        fileCount,
      }));
    },

    async revoke(access: CommunityAccess, requestCode: string): Promise<null> {
      const row = await requestByCode(requestCode);
      if (!row || row.communityId !== access.community.id)
        throw new AppError(404, uploadRequestMessages.requestNotFound);
      if (!row.revokedAt)
        await db
          .update(archiveUploadRequests)
          .set({ revokedAt: clock.now() })
          .where(eq(archiveUploadRequests.id, row.id));
      return null;
    },

    /** GET (public): what the phone page shows for a code, or the refusal. */
    async publicInfo(requestCode: string): Promise<UploadRequestPublicDto> {
      const row = await requireOpen(requestCode);
      const [community] = await db
        .select({ communityName: communities.communityName })
        .from(communities)
        .where(eq(communities.id, row.communityId));
      return {
        requestCode: row.requestCode,
        communityName: community?.communityName ?? '',
        purpose: row.purpose,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The phone hands over files it uploaded (its own, READY, not yet handed over): each lands in
     * the request's community inbox with the session's mobile, and joins that community.
     */
    async submit(actor: Actor, input: z.infer<typeof uploadRequestSubmitInput>): Promise<{ count: number }> {
      const request = await requireOpen(input.request);
      const codes = [...new Set(input.attachmentIds)];
      return db.transaction(async (tx) => {
        const files = await tx.select().from(attachments).where(inArray(attachments.attachmentId, codes));
        const taken = await tx
          .select({ attachmentId: archiveInbox.attachmentId })
          .from(archiveInbox)
          .where(
            inArray(
              archiveInbox.attachmentId,
              files.map((file) => file.id),
            ),
          );
        const usable = files.filter(
          (file) =>
            file.status === 'READY' &&
            file.uploaderUserId === actor.userId &&
            !taken.some((row) => row.attachmentId === file.id),
        );
        if (files.length === 0 || usable.length !== codes.length)
          throw new AppError(400, uploadRequestMessages.fileUnusable);
        const now = clock.now();
        await tx.insert(archiveInbox).values(
          usable.map((file) => ({
            inboxId: newBusinessCode('AI'),
            requestId: request.id,
            communityId: request.communityId,
            attachmentId: file.id,
            uploaderUserId: actor.userId,
            uploaderMobile: actor.mobile,
            createdAt: now,
          })),
        );
        await tx
          .update(attachments)
          .set({ communityId: request.communityId })
          .where(
            inArray(
              attachments.id,
              usable.map((file) => file.id),
            ),
          );
        return { count: usable.length };
      });
    },

    async inbox(
      access: CommunityAccess,
      input: z.infer<typeof archiveInboxListInput>,
    ): Promise<ArchiveInboxListDto> {
      const rows = await db
        .select({
          item: archiveInbox,
          requestCode: archiveUploadRequests.requestCode,
          purpose: archiveUploadRequests.purpose,
          attachmentId: attachments.attachmentId,
          sourceName: attachments.sourceName,
          contentType: attachments.contentType,
          size: attachments.size,
          archiveId: archiveEntries.archiveId,
          archiveType: archiveEntries.archiveType,
        })
        .from(archiveInbox)
        .innerJoin(archiveUploadRequests, eq(archiveUploadRequests.id, archiveInbox.requestId))
        .innerJoin(attachments, eq(attachments.id, archiveInbox.attachmentId))
        .leftJoin(archiveEntries, eq(archiveEntries.id, archiveInbox.archiveEntryId))
        .where(
          and(
            eq(archiveInbox.communityId, access.community.id),
            input.filed === 'YES' ? isNotNull(archiveInbox.filedAt) : isNull(archiveInbox.filedAt),
          ),
        )
        .orderBy(desc(archiveInbox.createdAt), desc(archiveInbox.id));
      const full = hasAnyPermission(access.permissions, FULL_MOBILE);
      const list: ArchiveInboxItemDto[] = rows.map((row) => ({
        inboxId: row.item.inboxId,
        requestCode: row.requestCode,
        purpose: row.purpose,
        uploaderMobile: full ? row.item.uploaderMobile : maskMobile(row.item.uploaderMobile),
        file: {
          attachmentId: row.attachmentId,
          sourceName: row.sourceName,
          contentType: row.contentType,
          size: row.size,
        },
        gmtCreate: row.item.createdAt.toISOString(),
        filed: row.item.filedAt ? 'YES' : 'NO',
        archiveId: row.archiveId ?? null,
        archiveType: row.archiveType ?? null,
      }));
      return { list, total: list.length };
    },

    /** Files an inbox item as an archive entry of a category (root or a folder of it). */
    async file(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof archiveInboxFileInput>,
    ): Promise<{ archiveId: string }> {
      return db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        const repo = createArchiveRepository(tx);
        const item = await requireInbox(access, input.inboxId, tx);
        let parentId: number | null = null;
        if (input.parentId) {
          const parent = await repo.findByArchiveId(input.parentId);
          if (!parent || parent.communityId !== access.community.id)
            throw new AppError(404, archiveMessages.parentNotFound);
          if (parent.isDirectory !== 'YES') throw new AppError(400, archiveMessages.parentNotDirectory);
          if (parent.archiveType !== input.archiveType) throw new AppError(400, archiveMessages.typeMismatch);
          parentId = parent.id;
        }
        const [file] = await tx
          .select({ sourceName: attachments.sourceName })
          .from(attachments)
          .where(eq(attachments.id, item.attachmentId));
        const level = { communityId: access.community.id, archiveType: input.archiveType, parentId };
        const now = clock.now();
        const [entry] = await repo.insert([
          {
            archiveId: newBusinessCode('AR'),
            communityId: access.community.id,
            archiveType: input.archiveType,
            parentId,
            archiveName: file?.sourceName ?? item.inboxId,
            isDirectory: 'NO',
            attachmentId: item.attachmentId,
            sort: await repo.nextSort(level),
            creatorUserId: actor.userId,
            createdAt: now,
            updatedAt: now,
          },
        ]);
        if (!entry) throw new Error('archive insert returned nothing');
        await tx
          .update(archiveInbox)
          .set({ filedAt: now, archiveEntryId: entry.id })
          .where(eq(archiveInbox.id, item.id));
        return { archiveId: entry.archiveId };
      });
    },

    /** Deletes an unfiled inbox item with its file. */
    async remove(access: CommunityAccess, input: z.infer<typeof archiveInboxDeleteInput>): Promise<null> {
      const item = await requireInbox(access, input.inboxId);
      const [file] = await db
        .delete(attachments)
        .where(eq(attachments.id, item.attachmentId))
        .returning({ objectKey: attachments.objectKey });
      if (file) await deps.storage.remove(file.objectKey).catch(() => undefined);
      return null;
    },
  };
}

export type UploadRequestService = ReturnType<typeof createUploadRequestService>;
