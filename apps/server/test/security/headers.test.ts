import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../src/plugins/security';
import { PDF_BYTES, upload } from '../support/file-fixtures';
import { createTestContext, get, post, type TestContext, tokenFor } from '../support/test-app';

// Issue 9 item 5, response headers: helmet's CSP, framing, nosniff and referrer policy on
// an HTML page (the SPA shell and a server-filled site page), a JSON answer, an error and a file
// download; the download saves as an attachment whose hostile name cannot break the header.

const dist = mkdtempSync(join(tmpdir(), 'gz-headers-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
mkdirSync(join(dist, 'site-pages', 'information'), { recursive: true });
writeFileSync(
  join(dist, 'site-pages', 'information', 'index.html'),
  '<!doctype html><main><div><!--gz:news--></div><footer><span><!--gz:icp--></span></footer></main>',
);

let ctx: TestContext;
let director: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { WEB_DIST: dist } });
  director = await tokenFor(ctx, '13800000001');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP directives as a map: `script-src` → ["'self'"]. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

/** What every answer carries, whatever its type. */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // No inline script, no eval, no foreign script host: a stored vector that reached the DOM still cannot run.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"]).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  // Over plain HTTP (inject): HSTS only over HTTPS, see transport-headers.test.ts.
  expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('on the SPA shell', async () => {
    const response = await get(ctx, '/manage/notice?communityCode=YGHY001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response);
  });

  it('on a server-filled site page, whose stored news is escaped text', async () => {
    const added = await post(
      ctx,
      '/v1/siteNews/add',
      {
        title: '<script>__xss(1)</script>',
        summary: '"><img src=x onerror=__xss(2)><svg onload=__xss(3)>',
        source: "'-alert(4)-'",
      },
      { token: director },
    );
    expect(added.statusCode).toBe(200);
    const response = await get(ctx, '/information');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response);
    expect(response.body).toContain('&lt;script&gt;__xss(1)&lt;/script&gt;');
    expect(response.body).toContain('&lt;img src=x onerror=__xss(2)&gt;');
    expect(response.body).not.toMatch(/<script|<img|<svg/i);
  });

  it('on a JSON answer and on an error', async () => {
    const list = await get(ctx, '/v1/siteNews/list');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(list);
    const refused = await get(ctx, '/v1/communityNotice/list?communityInfoCode=YGHY001');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(refused);
    // An address no route has (the not-found handler) carries them too.
    const missing = await get(ctx, '/v1/no/such/call');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('carries every header helmet writes, worked out once at start', async () => {
    const expected = helmetHeaders();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    const response = await get(ctx, '/v1/siteNews/list');
    // All but HSTS, which is sent only over HTTPS (transport-headers.test.ts).
    for (const [name, value] of Object.entries(expected))
      expect(response.headers[name]).toBe(name === 'strict-transport-security' ? undefined : value);
  });

  it('on a download: an attachment of its own type, the hostile name encoded', async () => {
    const name = '"><img src=x onerror=__xss(5)>;filename=evil.html.pdf';
    const file = await upload(ctx, director, name, PDF_BYTES, { communityInfoCode: 'YGHY001' });
    const response = await get(ctx, `/v1/api/cos/download?attachmentId=${file.attachmentId}`, {
      token: director,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    // Parsed as a browser does (quoted values kept whole): exactly the two filename parameters, and
    // the exact name comes back from the RFC 5987 one: the name cannot close the quotes or add its own.
    const params = [...disposition.matchAll(/;\s*([a-z*]+)=("(?:[^"\\]|\\.)*"|[^;]*)/gi)].map((match) => ({
      key: match[1],
      value: match[2] ?? '',
    }));
    expect(params.map((param) => param.key)).toEqual(['filename', 'filename*']);
    expect(params[0]?.value).toMatch(/^"[^"]*"$/);
    expect(decodeURIComponent(params[1]?.value.replace(/^UTF-8''/, '') ?? '')).toBe(name);
  });
});
