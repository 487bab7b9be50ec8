import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusinessCode } from '../src/common/secure-random';
import { attachments, communities, communityMembers, users } from '../src/db/schema';
import { archiveEntries } from '../src/db/tables/archive';
import { DOWNLOAD_GRANT_TTL_SECONDS } from '../src/modules/file/download-grant';
import { LIST_PERMISSIONS } from '../src/modules/file/record-owners';
import { createLocalStorage } from '../src/providers/storage/local-storage';
import { newObjectKey } from '../src/providers/storage/object-key';
import { insertMember } from './support/authorization-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #21 item 2: images and links load with a short-lived grant for one file and one user, never
// with the session token in the URL; the grant opens nothing else.

const HOME = 'YGHY001';
const ARCHIVIST = '13700000131';

type Grant = { attachmentId: string; grant: string; expiresAt: string };

let ctx: TestContext;
let director: string;
let archivist: string;
let archivistId: number;
const files: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  const [home] = await db.select().from(communities).where(eq(communities.communityInfoCode, HOME));
  if (!home) throw new Error('no home community');
  const storage = await createLocalStorage(join(ctx.dataDir, 'files'));
  for (const name of ['甲', '乙']) {
    const code = newBusinessCode('A');
    const objectKey = newObjectKey('grant', 'pdf', ctx.clock.now());
    const source = join(ctx.dataDir, `${code}.pdf`);
    await writeFile(source, `%PDF ${name}`);
    await storage.putFile(objectKey, source, 'application/pdf');
    const [row] = await db
      .insert(attachments)
      .values({
        attachmentId: code,
        pubAttachmentId: newBusinessCode('P'),
        sourceName: `${name}.pdf`,
        contentType: 'application/pdf',
        size: `%PDF ${name}`.length + 2,
        storage: 'local',
        bucket: 'local',
        objectKey,
        status: 'READY',
        isPublic: 'NO',
        communityId: home.id,
      })
      .returning();
    if (!row) throw new Error('attachment not inserted');
    await db.insert(archiveEntries).values({
      archiveId: newBusinessCode('AR'),
      communityId: home.id,
      archiveType: 'ARCHIVE',
      archiveName: `${name}.pdf`,
      isDirectory: 'NO',
      attachmentId: row.id,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    files.push(code);
  }
  director = await tokenFor(ctx, '13800000001');
  await insertMember(ctx, ARCHIVIST, HOME, ['COMMITTEE_MEMBER']);
  const [user] = await db.select().from(users).where(eq(users.mobile, ARCHIVIST));
  archivistId = user?.id ?? 0;
  await setPermissions(['ARCHIVE_VIEW']);
  archivist = await tokenFor(ctx, ARCHIVIST);
}, 120_000);

afterAll(async () => ctx?.close());

async function setPermissions(permissions: string[]) {
  await ctx.db.handle.db
    .update(communityMembers)
    .set({ permissions })
    .where(eq(communityMembers.userId, archivistId));
}

async function grantsFor(token: string | undefined, attachmentIds: string[]) {
  return post(ctx, '/v1/api/cos/downloadGrant', { attachmentIds }, token ? { token } : {});
}

async function grantOf(token: string, attachmentId: string): Promise<string> {
  const response = await grantsFor(token, [attachmentId]);
  expect(response.statusCode, response.body).toBe(200);
  const grant = bodyOf<Grant[]>(response).data?.[0]?.grant;
  if (!grant) throw new Error(`no grant for ${attachmentId}`);
  return grant;
}

const fetchWith = (attachmentId: string, grant: string, extra = '') =>
  get(
    ctx,
    `/v1/api/cos/grantedDownload?attachmentId=${attachmentId}&grant=${encodeURIComponent(grant)}${extra}`,
  );

describe('download grants', () => {
  it('one call grants every readable file of a page, for at most five minutes, and the grant fetches it', async () => {
    const response = await grantsFor(director, files);
    expect(response.statusCode, response.body).toBe(200);
    const grants = bodyOf<Grant[]>(response).data ?? [];
    expect(grants.map((grant) => grant.attachmentId)).toEqual(files);
    for (const grant of grants) {
      const lifetime = (Date.parse(grant.expiresAt) - ctx.clock.now().getTime()) / 1000;
      expect(lifetime).toBeLessThanOrEqual(300);
      expect(grant.grant).not.toContain(director);
    }
    expect(DOWNLOAD_GRANT_TTL_SECONDS).toBeLessThanOrEqual(300);
    const [first] = grants;
    const fetched = await fetchWith(files[0] ?? '', first?.grant ?? '');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toBe('%PDF 甲');
    expect(fetched.headers['cache-control']).toBe('private, no-store');
  });

  it('bad input: no ids, too many ids, a missing grant → 400; no session → 401', async () => {
    expect((await grantsFor(director, [])).statusCode).toBe(400);
    expect(
      (
        await grantsFor(
          director,
          Array.from({ length: 101 }, (_, index) => `A${index}`),
        )
      ).statusCode,
    ).toBe(400);
    expect((await get(ctx, `/v1/api/cos/grantedDownload?attachmentId=${files[0]}`)).statusCode).toBe(400);
    expect((await grantsFor(undefined, files)).statusCode).toBe(401);
  });

  it('files the caller may not read, missing ids and another community’s files get no grant', async () => {
    const foreigner = await tokenFor(ctx, '13800000002');
    const response = await grantsFor(foreigner, [...files, 'NOPE']);
    expect(response.statusCode).toBe(200);
    expect(bodyOf<Grant[]>(response).data).toEqual([]);
  });

  it('a grant for one file does not open another', async () => {
    const grant = await grantOf(director, files[0] ?? '');
    const response = await fetchWith(files[1] ?? '', grant);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('%PDF');
  });

  it('a forged or altered grant is refused', async () => {
    const grant = await grantOf(archivist, files[0] ?? '');
    const [, kind, expires, session, signature] = grant.split('.');
    // The director's user id with the archivist's signature.
    const directorRow = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13800000001'));
    const forged = `${directorRow[0]?.id}.${kind}.${expires}.${session}.${signature}`;
    expect((await fetchWith(files[0] ?? '', forged)).statusCode).toBe(401);
    const stretched = `${archivistId}.${kind}.${Number(expires) + 3600}.${session}.${signature}`;
    expect((await fetchWith(files[0] ?? '', stretched)).statusCode).toBe(401);
    // The director's session under the archivist's signature.
    const [, , , directorSession] = (await grantOf(director, files[0] ?? '')).split('.');
    const moved = `${archivistId}.${kind}.${expires}.${directorSession}.${signature}`;
    expect((await fetchWith(files[0] ?? '', moved)).statusCode).toBe(401);
    expect((await fetchWith(files[0] ?? '', 'garbage')).statusCode).toBe(401);
  });

  it('a grant is bound to its session: refused once that session logs out, while another session of the same user keeps its own', async () => {
    // Two sessions of one user, both opened before the grants (a login moves the test clock).
    const first = await tokenFor(ctx, ARCHIVIST);
    const second = await tokenFor(ctx, ARCHIVIST);
    const fromFirst = await grantOf(first, files[0] ?? '');
    const fromSecond = await grantOf(second, files[0] ?? '');
    expect(fromFirst).not.toContain(first);
    expect((await fetchWith(files[0] ?? '', fromFirst)).statusCode).toBe(200);
    const logout = await post(ctx, '/v1/account/logoutToC', undefined, { token: first });
    expect(logout.statusCode, logout.body).toBe(200);
    const afterLogout = await fetchWith(files[0] ?? '', fromFirst);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.body).not.toContain('%PDF');
    expect(bodyOf(afterLogout).message).toBe('文件链接已过期，请刷新页面后重试');
    expect((await fetchWith(files[0] ?? '', fromSecond)).statusCode).toBe(200);
    await post(ctx, '/v1/account/logoutToC', undefined, { token: second });
    expect((await fetchWith(files[0] ?? '', fromSecond)).statusCode).toBe(401);
  });

  it('an expired grant is refused', async () => {
    const grant = await grantOf(director, files[0] ?? '');
    ctx.clock.advance(DOWNLOAD_GRANT_TTL_SECONDS + 1);
    const response = await fetchWith(files[0] ?? '', grant);
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).message).toBe('文件链接已过期，请刷新页面后重试');
  });

  it('a grant of a user who has since lost the permission is refused (checked again at download)', async () => {
    const grant = await grantOf(archivist, files[0] ?? '');
    expect((await fetchWith(files[0] ?? '', grant)).statusCode).toBe(200);
    await setPermissions(['NOTICE_VIEW']);
    const response = await fetchWith(files[0] ?? '', grant);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('%PDF');
    await setPermissions(['ARCHIVE_VIEW']);
  });

  it('a grant is no session: as `token` header or query on any other call it answers 401', async () => {
    const grant = await grantOf(director, files[0] ?? '');
    const asHeader = await get(ctx, `/v1/archive/list?communityInfoCode=${HOME}&archiveType=ARCHIVE`, {
      token: grant,
    });
    expect(asHeader.statusCode).toBe(401);
    expect(bodyOf(asHeader).data ?? null).toBeNull();
    const onSessionDownload = await get(ctx, `/v1/api/cos/download?attachmentId=${files[0]}`, {
      token: grant,
    });
    expect(onSessionDownload.statusCode).toBe(401);
    const asQuery = await get(
      ctx,
      `/v1/api/cos/download?attachmentId=${files[0]}&token=${encodeURIComponent(grant)}`,
    );
    expect(asQuery.statusCode).toBe(401);
    const grantsWithGrant = await grantsFor(grant, files);
    expect(grantsWithGrant.statusCode).toBe(401);
  });

  it('the session token is no longer taken from the download URL (header only)', async () => {
    const inQuery = await get(ctx, `/v1/api/cos/download?attachmentId=${files[0]}&token=${director}`);
    expect(inQuery.statusCode).toBe(401);
    const inHeader = await get(ctx, `/v1/api/cos/download?attachmentId=${files[0]}`, { token: director });
    expect(inHeader.statusCode).toBe(200);
  });
});

describe('record owners', () => {
  // record-owners.ts copies each area's list permissions (importing the route modules would be a
  // cycle); a list route that changes its permission without the copy fails here.
  it('a file of a record needs exactly the permission of the list that shows the record', () => {
    const listRoutes: Record<keyof typeof LIST_PERMISSIONS, string> = {
      archive: 'GET /v1/archive/list',
      finance: 'GET /v1/financialReport/list',
      meeting: 'GET /v1/meeting/list',
      notice: 'GET /v1/communityNotice/list',
      quickVote: 'GET /v1/issueQuick/list',
      voting: 'GET /v1/voting/votingListWeb',
      proposal: 'GET /v1/proposal/list',
      archiveInbox: 'GET /v1/archive/inbox/list',
      questionnaire: 'GET /v1/intentionSolicitation/list',
      votingPaper: 'GET /v1/votingOHC/offlineVoteList',
      votingDelivery: 'GET /v1/vote/voteDeliveryList',
      votingResult: 'GET /v1/voting/resultInfo',
      proposalFill: 'GET /v1/proposalFill/listByProposal',
      certification: 'GET /v1/owner/certification/search',
      workOrder: 'GET /v1/workOrder/list',
    };
    for (const [area, route] of Object.entries(listRoutes)) {
      const entry = ctx.app.routeCatalog.find(
        (candidate) => `${candidate.method} ${candidate.url}` === route,
      );
      expect(entry, route).toBeDefined();
      expect([...(entry?.meta.permission ?? [])].sort(), area).toEqual(
        [...LIST_PERMISSIONS[area as keyof typeof LIST_PERMISSIONS]].sort(),
      );
    }
  });
});
