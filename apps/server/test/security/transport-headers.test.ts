import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/common/envelope';
import { votings } from '../../src/db/schema';
import { CONTENT_ENCODING_MESSAGES } from '../../src/plugins/content-encoding';
import { helmetHeaders } from '../../src/plugins/security';
import { databaseDigest } from '../support/db-digest';
import { PDF_BYTES, upload } from '../support/file-fixtures';
import { bodyOf, createTestContext, freshIp, get, type TestContext, tokenFor } from '../support/test-app';

// Issue 21 item 8: API answers are never stored by a browser or proxy (no-store), HSTS only on an
// answer to HTTPS (directly or as a trusted proxy says), and a body whose Content-Encoding lies
// is a 400.

const dist = mkdtempSync(join(tmpdir(), 'gz-transport-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');

let plain: TestContext;
let proxied: TestContext;
let director: string;
beforeAll(async () => {
  plain = await createTestContext({
    env: { WEB_DIST: dist },
    // A public call answering 200 with data, as the vote aggregate does for an announced vote.
    extraRoutes: (app) => {
      app.get('/v1/probe/publicData', { config: { auth: 'public' } }, async () => ok({ ballots: [] }));
    },
  });
  proxied = await createTestContext({ env: { WEB_DIST: dist, TRUST_PROXY: 'true' } });
  director = await tokenFor(plain, '13800000001');
}, 180_000);
afterAll(async () => {
  await plain?.close();
  await proxied?.close();
  rmSync(dist, { recursive: true, force: true });
});

const HSTS = 'strict-transport-security';

describe('HSTS', () => {
  it('is not sent over plain HTTP, on the API or on a page', async () => {
    for (const url of ['/v1/siteNews/list', '/manage/notice', '/assets/app-1a2b3c.js']) {
      const response = await get(plain, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers[HSTS], url).toBeUndefined();
      // The rest of helmet's headers stay.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is not sent when X-Forwarded-Proto says https but no proxy is trusted', async () => {
    const response = await plain.app.inject({
      method: 'GET',
      url: '/v1/siteNews/list',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers[HSTS]).toBeUndefined();
  });

  it('is sent, as helmet words it, when the trusted proxy says the request came over HTTPS', async () => {
    const https = await proxied.app.inject({
      method: 'GET',
      url: '/v1/siteNews/list',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers[HSTS]).toBe(helmetHeaders()[HSTS]);
    expect(String(https.headers[HSTS])).toMatch(/max-age=\d+/);
    const http = await proxied.app.inject({
      method: 'GET',
      url: '/v1/siteNews/list',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers[HSTS]).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers that need a session, their refusals and errors', async () => {
    const list = await get(plain, '/v1/communityNotice/list?communityInfoCode=YGHY001', { token: director });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const roster = await get(plain, '/v1/house/listByCommunity?communityInfoCode=YGHY001', {
      token: director,
    });
    expect(roster.headers['cache-control']).toBe('no-store');
    const refused = await get(plain, '/v1/communityNotice/list?communityInfoCode=YGHY001');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const bad = await get(plain, '/v1/building/list?communityInfoCode=YGHY001&page=0', { token: director });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the public vote aggregate', async () => {
    // The demo data has no announced vote (voting-paper.test.ts walks one there): its answers for
    // every vote there is and a made-up code, then a public call answering 200 with data.
    const codes = (await plain.db.handle.db.select({ code: votings.votingCode }).from(votings)).map(
      (row) => row.code,
    );
    for (const code of [...codes, 'VNOSUCHVOTE']) {
      const response = await get(plain, `/v1/votePublic/aggregate?votingCode=${code}`);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control'], code).toBe('no-store');
    }
    const open = await get(plain, '/v1/probe/publicData');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
  });

  it('leaves a private download private and static files their own caching', async () => {
    const file = await upload(plain, director, 'a.pdf', PDF_BYTES, { communityInfoCode: 'YGHY001' });
    const download = await get(plain, `/v1/api/cos/download?attachmentId=${file.attachmentId}`, {
      token: director,
    });
    expect(download.statusCode).toBe(200);
    expect(String(download.headers['cache-control'])).toContain('no-store');
    const asset = await get(plain, '/assets/app-1a2b3c.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await get(plain, '/manage/notice');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Encoding of a request body', () => {
  const send = (payload: string | Buffer, encoding: string) =>
    plain.app.inject({
      method: 'POST',
      url: '/v1/siteNews/add',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding, token: director },
      payload,
      remoteAddress: freshIp(),
    });
  const digest = () => databaseDigest(plain.db.handle.db, { skip: ['sessions'] });
  const news = JSON.stringify({ title: '压缩请求', summary: '摘要', source: '来源' });

  it('claims gzip but is plain JSON: 400 with a clear message, nothing stored', async () => {
    const before = await digest();
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP']) {
      const response = await send(news, encoding);
      expect(response.statusCode, encoding).toBe(400);
      expect(bodyOf(response).message).toBe(CONTENT_ENCODING_MESSAGES.notCompressed);
    }
    expect(await digest()).toEqual(before);
  });

  it('an encoding the server does not speak: 415', async () => {
    const response = await send(news, 'compress');
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response).message).toBe(CONTENT_ENCODING_MESSAGES.unsupported);
  });

  it('a body really compressed with gzip is read', async () => {
    const response = await send(gzipSync(news), 'gzip');
    expect(response.statusCode).toBe(200);
    const identity = await send(news, 'identity');
    expect(identity.statusCode).toBe(200);
  });

  it('a compressed body larger than the body limit once decompressed is refused (413)', async () => {
    const bomb = gzipSync(JSON.stringify({ title: 'x'.repeat(5 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await send(bomb, 'gzip');
    expect(response.statusCode).toBe(413);
  });

  it('a GET that names an encoding but has no body is answered as usual', async () => {
    const response = await plain.app.inject({
      method: 'GET',
      url: '/v1/siteNews/list',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
  });
});
