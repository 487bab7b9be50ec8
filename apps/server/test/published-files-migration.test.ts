import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, communities, votings } from '../src/db/schema';
import { issueQuicks } from '../src/db/tables/quick-vote';
import { createTestContext, type TestContext } from './support/test-app';

/** Migration 0019 publishes the files of items published before publication made files public. */
const MIGRATION = readFileSync(
  join(import.meta.dirname, '../src/db/migrations/0019_published_items_files.sql'),
  'utf8',
);

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

describe('migration 0019: files of already published items', () => {
  it('makes public the files of published votes and owner quick resolutions, not of drafts or sign sheets', async () => {
    const db = ctx.db.handle.db;
    const [community] = await db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, 'YGHY001'));
    const communityId = community?.id ?? 0;
    const codes = ['MIG-VOTE', 'MIG-DRAFT', 'MIG-QUICK', 'MIG-SIGN'];
    await db.insert(attachments).values(
      codes.map((code) => ({
        attachmentId: code,
        pubAttachmentId: `P-${code}`,
        sourceName: `${code}.pdf`,
        contentType: 'application/pdf',
        size: 10,
        storage: 'local' as const,
        bucket: 'files',
        objectKey: `x/${code}`,
        status: 'READY' as const,
        communityId,
      })),
    );
    const at = new Date('2026-01-01T00:00:00Z');
    const vote = (votingCode: string, votingState: 'PROCESSING' | 'DRAFT', file: string) => ({
      votingCode,
      communityId,
      title: votingCode,
      votingState,
      materialAttachments: [file],
      settings: {
        nonResponsePolicy: 'NOT_PARTICIPATED' as const,
        followMajorityOffered: false,
        blankCountsAsParticipation: true,
        proxyVoting: false,
      },
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(votings)
      .values([vote('MIGV1', 'PROCESSING', 'MIG-VOTE'), vote('MIGV2', 'DRAFT', 'MIG-DRAFT')]);
    await db.insert(issueQuicks).values({
      issueQuickCode: 'MIGQ1',
      communityId,
      title: 'MIGQ1',
      isDraft: 'NO',
      participantType: 'OWNER',
      descFile: ['MIG-QUICK'],
      signAttachment: ['MIG-SIGN'],
      createdAt: at,
      updatedAt: at,
    });

    for (const statement of MIGRATION.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db
      .select({ code: attachments.attachmentId, isPublic: attachments.isPublic })
      .from(attachments)
      .where(inArray(attachments.attachmentId, codes));
    expect(Object.fromEntries(rows.map((row) => [row.code, row.isPublic]))).toEqual({
      'MIG-VOTE': 'YES',
      'MIG-DRAFT': 'NO',
      'MIG-QUICK': 'YES',
      'MIG-SIGN': 'NO',
    });
  });
});
