import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { NOTICE_MESSAGES } from './notice-messages';

export type LinkedAttachment = {
  attachmentId: string;
  pubAttachmentId: string;
  sourceName: string;
  contentType: string;
  size: number;
};

const columns = {
  attachmentId: attachments.attachmentId,
  pubAttachmentId: attachments.pubAttachmentId,
  sourceName: attachments.sourceName,
  contentType: attachments.contentType,
  size: attachments.size,
};

/**
 * Checks attachment codes a notice or report refers to: each must be an uploaded (READY) file of
 * this community or of the caller. Answers 400 otherwise, before anything is written.
 */
export async function requireAttachments(
  db: Db,
  codes: readonly string[],
  communityId: number,
  userId: number,
): Promise<void> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  const rows = await db
    .select({
      code: attachments.attachmentId,
      communityId: attachments.communityId,
      uploader: attachments.uploaderUserId,
    })
    .from(attachments)
    .where(and(inArray(attachments.attachmentId, unique), eq(attachments.status, 'READY')));
  const ok = rows.filter((row) => row.communityId === communityId || row.uploader === userId);
  if (ok.length !== unique.length) throw new AppError(400, NOTICE_MESSAGES.attachmentInvalid);
}

/** The attachments behind codes, in the order given (codes whose file is gone are skipped). */
export async function attachmentsOf(db: Db, codes: readonly string[]): Promise<LinkedAttachment[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(attachments)
    .where(inArray(attachments.attachmentId, [...codes]));
  return codes.flatMap((code) => rows.filter((row) => row.attachmentId === code));
}
