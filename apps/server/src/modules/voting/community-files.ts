import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import { claimAttachments, usableAttachmentCount } from '../questionnaire/repository';

/**
 * Every attachment code a voting call takes must be an uploaded (READY) file of the vote's community,
 * or the caller's own upload not yet given to a community (issue #22 item 7): a made-up code or
 * another community's file answers 400 with `message`, which names the field. Lists are all checked
 * before any is claimed; the caller's files then join the community so its staff can open them.
 */
export async function requireCommunityFiles(
  db: Db,
  communityId: number,
  userId: number,
  lists: readonly (readonly [codes: readonly string[] | undefined, message: string])[],
) {
  for (const [codes, message] of lists) {
    if (!codes || codes.length === 0) continue;
    const check = await usableAttachmentCount(db, communityId, userId, codes);
    if (check.found !== check.unique) throw new AppError(400, message);
  }
  await claimAttachments(
    db,
    communityId,
    lists.flatMap(([codes]) => codes ?? []),
  );
}
