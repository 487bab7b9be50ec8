import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';

/**
 * Files of an item published to owners: notices and finance reports, government information and
 * solicitations, votes, quick resolutions, questionnaires and proposals. The private download route
 * admits only the uploader and the staff of the file's community (DESIGN §6), and owners must not
 * get general access to community files (certification photos live there too). So what is published
 * to owners becomes public instead: readable by its unguessable `pubAttachmentId`, which owners
 * receive with the item and open through GET /v1/api/cos/pubDownload.
 *
 * With `communityId`, files not yet given to any community also join it, so its staff can download
 * them by `attachmentId`. Callers name only files they have checked the item may carry.
 */
export async function publishAttachments(
  db: Db,
  codes: readonly string[],
  options: { communityId?: number } = {},
): Promise<void> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  await db.update(attachments).set({ isPublic: 'YES' }).where(inArray(attachments.attachmentId, unique));
  if (options.communityId === undefined) return;
  await db
    .update(attachments)
    .set({ communityId: options.communityId })
    .where(and(inArray(attachments.attachmentId, unique), isNull(attachments.communityId)));
}
