import { defaultPermissionsFor, hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/common/server-messages';
import type { CatalogEntry } from '../../src/plugins/route-catalog';
import { bodyOf, createTestContext, freshIp, type TestContext, tokenFor } from '../support/test-app';

// Issue 9, the authorization matrix: every route the server registers, called by each kind of
// caller it must refuse, answers exactly as the rules say (401, 403 with the SPEC message, 404) and
// carries no data. The routes come from the live route table, so a new route is covered the day it
// is added. The checks run before input validation (plugins/auth.ts, community-guard.ts), so a
// minimal input naming the community is enough.

const HOME = 'YGHY001';
const OTHER = 'XFL001';

let ctx: TestContext;
let routes: CatalogEntry[];
const tokens: Record<string, string> = {};
const figures = { calls: 0, routes: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.routeCatalog.filter(
    (entry) => entry.meta.auth !== 'public' && entry.url.startsWith('/v1'),
  );
  figures.routes = routes.length;
  tokens.owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  // Director of every demo community.
  tokens.director = await tokenFor(ctx, '13800000001');
  // Preparatory-group member of XFL001 only.
  tokens.foreigner = await tokenFor(ctx, '13800000002');
  // Property member of YGHY001: holds the property role's default permissions only.
  tokens.property = await tokenFor(ctx, '13800000003');
  tokens.gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
}, 180_000);

afterAll(async () => {
  // The figures of the matrix, for the closing note.
  console.log(`authorization matrix: ${figures.calls} refused calls over ${figures.routes} routes`);
  await ctx?.close();
});

function call(entry: CatalogEntry, token: string | undefined, community = HOME) {
  figures.calls += 1;
  const url = entry.url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'communityInfoCode' ? community : 'x',
  );
  const headers = token ? { token } : {};
  if (entry.method === 'GET' || entry.method === 'DELETE') {
    return ctx.app.inject({
      method: entry.method,
      url: `${url}?communityInfoCode=${community}`,
      headers,
      remoteAddress: freshIp(),
    });
  }
  return ctx.app.inject({
    method: entry.method as 'POST',
    url: `${url}?communityInfoCode=${community}`,
    payload: { communityInfoCode: community },
    headers,
    remoteAddress: freshIp(),
  });
}

/** The refusal every cell expects: status, the SPEC message, and no data. */
function refusal(response: LightMyRequestResponse) {
  const body = bodyOf<unknown>(response);
  return { status: response.statusCode, message: body.message, data: body.data ?? null };
}

const unauthenticated = (message: string) => ({ status: 401, message, data: null });

describe('authorization matrix', () => {
  it('anonymous callers get 401 on every non-public route', async () => {
    for (const entry of routes) {
      const response = await call(entry, undefined);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.loginRequired),
      );
    }
  });

  it('an owner-H5 session gets 401 on every workbench route', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'web')) {
      const response = await call(entry, tokens.owner);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a workbench session gets 401 on every owner-H5 route', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'owner')) {
      const response = await call(entry, tokens.director);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a government session gets 401 on community-workbench routes, and a community session on government ones', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'web')) {
      const kind = entry.meta.webKind ?? 'ANY';
      if (kind === 'ANY') continue;
      const token = kind === 'COMMUNITY' ? tokens.gov : tokens.director;
      const response = await call(entry, token);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a member of another community, and anyone naming a community that does not exist, get 404', async () => {
    const scoped = routes.filter((route) => route.meta.communityScoped);
    expect(scoped.length).toBeGreaterThan(100);
    for (const entry of scoped) {
      const foreign = await call(entry, tokens.foreigner, HOME);
      expect(refusal(foreign), `${entry.method} ${entry.url}`).toEqual({
        status: 404,
        message: SERVER_MESSAGES.communityNotFound,
        data: null,
      });
      const missing = await call(entry, tokens.director, 'NOPE000');
      expect(refusal(missing), `${entry.method} ${entry.url}`).toEqual({
        status: 404,
        message: SERVER_MESSAGES.communityNotFound,
        data: null,
      });
    }
  });

  it('a member without the route’s permission gets 403 with the SPEC message', async () => {
    const held = defaultPermissionsFor(['PROPERTY_MEMBER']);
    const gated = routes.filter(
      (route) =>
        route.meta.communityScoped &&
        route.meta.permission?.length &&
        !hasAnyPermission(held, route.meta.permission),
    );
    expect(gated.length).toBeGreaterThan(30);
    for (const entry of gated) {
      const response = await call(entry, tokens.property, HOME);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual({
        status: 403,
        message: MESSAGES.noPermission,
        data: null,
      });
    }
  });

  it('the same member is let past the guard where they hold the permission (the matrix is not refusing everything)', async () => {
    const held = defaultPermissionsFor(['PROPERTY_MEMBER']);
    const allowed = routes.filter(
      (route) =>
        route.method === 'GET' &&
        route.meta.communityScoped &&
        route.meta.permission?.length &&
        hasAnyPermission(held, route.meta.permission),
    );
    expect(allowed.length).toBeGreaterThan(0);
    for (const entry of allowed) {
      const response = await call(entry, tokens.property, HOME);
      // Past the guard: either an answer or a refusal of the (minimal) input — never 401/403/404-community.
      expect([401, 403], `${entry.method} ${entry.url}`).not.toContain(response.statusCode);
      // Exports answer with the file itself.
      if (String(response.headers['content-type']).startsWith('application/json'))
        expect(bodyOf(response).message).not.toBe(SERVER_MESSAGES.communityNotFound);
    }
  });

  it('the other community exists: its own member passes the same guard there', async () => {
    const entry = routes.find((route) => route.url === '/v1/communityInfo/info');
    expect(entry).toBeDefined();
    if (!entry) return;
    const response = await call(entry, tokens.foreigner, OTHER);
    expect(response.statusCode).toBe(200);
  });
});
