import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createTestContext, get, type TestContext } from './support/test-app';

const dist = mkdtempSync(join(tmpdir(), 'gz-web-'));
mkdirSync(join(dist, 'assets'));
const indexHtml = `<!doctype html><div id="root">SPA</div>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(join(dist, 'index.html'), indexHtml);
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(indexHtml));
// The owner H5's own entry (issue #25).
const ownerHtml = `<!doctype html><div id="root">OWNER</div>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(join(dist, 'owner.html'), ownerHtml);
writeFileSync(join(dist, 'owner.html.br'), brotliCompressSync(ownerHtml));
writeFileSync(join(dist, 'owner.html.gz'), gzipSync(ownerHtml));
// index.html with the workbench skeleton drawn in (issue #24 item 3).
const workbenchHtml = `<!doctype html><div id="root">WORKBENCH</div>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(join(dist, 'workbench.html'), workbenchHtml);
writeFileSync(join(dist, 'workbench.html.br'), brotliCompressSync(workbenchHtml));
writeFileSync(join(dist, 'workbench.html.gz'), gzipSync(workbenchHtml));
writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
const bigAsset = `console.log(${JSON.stringify('共治'.repeat(2000))});`;
writeFileSync(join(dist, 'assets', 'big-4d5e6f.js'), bigAsset);
writeFileSync(join(dist, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(bigAsset));
writeFileSync(join(dist, 'assets', 'big-4d5e6f.js.gz'), gzipSync(bigAsset));

let ctx: TestContext;
let bare: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { WEB_DIST: dist } });
  bare = await createTestContext({ env: { WEB_DIST: join(dist, 'missing') } });
});
afterAll(async () => {
  await ctx.close();
  await bare.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / and for deep links, never cached', async () => {
    for (const url of ['/', '/login', '/join']) {
      const response = await get(ctx, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('SPA');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the workbench page, its skeleton drawn, for /manage and /government deep links', async () => {
    for (const url of [
      '/manage',
      '/manage/vote?communityCode=YGHY001',
      '/government/',
      '/government/board',
    ]) {
      const response = await get(ctx, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('WORKBENCH');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/managers', '/governmental']) {
      expect((await get(ctx, url)).body, url).not.toContain('WORKBENCH');
    }
  });

  it('serves the owner entry for /owner and every owner deep link, never cached, compressed', async () => {
    for (const url of [
      '/owner',
      '/owner/',
      '/owner/scan-login?loginKey=abc',
      '/owner/votes/V001',
      `/owner/proposals/P1?to=${encodeURIComponent('/owner/votes/V001')}`,
      '/owner/no-such-page',
    ]) {
      const response = await get(ctx, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('OWNER');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const compressed = await fetchAs(url, 'br, gzip');
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(ownerHtml);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get(ctx, '/assets/app-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await get(ctx, '/favicon.svg');
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  const fetchAs = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file to browsers that accept it, cached for a year', async () => {
    const response = await fetchAs('/assets/big-4d5e6f.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bigAsset);
  });

  it('sends the gzip file to browsers that accept gzip but not brotli', async () => {
    const response = await fetchAs('/assets/big-4d5e6f.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(bigAsset);
  });

  it('sends the plain file when the browser accepts neither', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await fetchAs('/assets/big-4d5e6f.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.body, accept).toBe(bigAsset);
    }
  });

  it('sends the page of a deep link compressed too, and never cached', async () => {
    for (const [url, page] of [
      ['/', indexHtml],
      ['/join', indexHtml],
      ['/manage/vote', workbenchHtml],
    ] as const) {
      const response = await fetchAs(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers a missing asset 404 instead of the page', async () => {
    const response = await get(ctx, '/assets/gone-000.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SPA');
  });

  it('keeps API paths out of the fallback', async () => {
    const api = await get(ctx, '/v1/unknown/call');
    expect(api.statusCode).toBe(404);
    expect(bodyOf(api).code).toBe(404);
    expect((await get(ctx, '/healthz')).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers an address no area owns 404, with the SPA (and its not-found page) when no site page was prerendered', async () => {
    for (const url of ['/nothing-here', '/ownerless', '/mobile/anything', '/case/x/y', '/en/nowhere']) {
      const response = await get(ctx, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('SPA');
    }
    for (const url of [
      '/manage/unknown-page',
      '/government',
      '/owner/x',
      '/join',
      '/introduce',
      '/mobile/policy',
    ]) {
      expect((await get(ctx, url)).statusCode, url).toBe(200);
    }
  });

  it('says so when the web app is not built', async () => {
    const response = await get(bare, '/manage');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect(bodyOf(await get(bare, '/v1/unknown')).code).toBe(404);
  });
});
