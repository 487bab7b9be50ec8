import { newBusinessCode } from '../../src/common/secure-random';
import { votingScanBatches, votingScanPages } from '../../src/db/tables/voting-paper-scan';
import type { TestContext } from './test-app';

/**
 * A finished scan batch of `votingId` holding one unreadable page whose image is the attachment
 * `imageId` (issue #27): the record that makes a file a scanned ballot page for the files area.
 */
export async function insertFlaggedScanPage(
  ctx: TestContext,
  page: { votingId: number; uploadedBy: number; imageId: number },
): Promise<void> {
  const db = ctx.db.handle.db;
  const now = ctx.clock.now();
  const [batch] = await db
    .insert(votingScanBatches)
    .values({
      batchCode: newBusinessCode('SB'),
      votingId: page.votingId,
      uploadedBy: page.uploadedBy,
      state: 'DONE',
      files: [],
      createdAt: now,
    })
    .returning();
  if (!batch) throw new Error('scan batch not inserted');
  await db.insert(votingScanPages).values({
    pageCode: newBusinessCode('SP'),
    batchId: batch.id,
    votingId: page.votingId,
    fileIndex: 0,
    pageIndex: 0,
    sha256: '0'.repeat(64),
    pageStatus: 'no-code',
    issues: [],
    flags: ['UNREADABLE'],
    state: 'FLAGGED',
    imageId: page.imageId,
    createdAt: now,
    updatedAt: now,
  });
}
