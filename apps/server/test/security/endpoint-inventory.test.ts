import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogEntry } from '../../src/plugins/route-catalog';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  COMMUNITY_NAMED_BUT_NOT_SCOPED,
  MEMBERSHIP_IS_ENOUGH,
  NO_BODY,
  NOT_JSON,
  SPEC_CALLS_NOT_SERVED,
} from './endpoint-exceptions';
import { specCalls } from './spec-calls';

// The endpoint inventory of issue 9: every route the server registers declares who may call it,
// validates its input and states its answer; a new route that forgets one of these fails here and
// must either declare it or be added, with its reason, to ./endpoint-exceptions.ts.

let ctx: TestContext;
let routes: CatalogEntry[];

beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.routeCatalog;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const keyOf = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;

function inputFields(entry: CatalogEntry): string[] {
  const schema = (entry.schema ?? {}) as Record<string, unknown>;
  return [schema.body, schema.querystring, schema.params].flatMap((part) =>
    part instanceof z.ZodObject ? Object.keys(part.shape) : [],
  );
}

/** Routes whose key is not in `allowed`, plus allowed keys that no longer match (stale exceptions). */
function offenders(matching: CatalogEntry[], allowed: Record<string, string>) {
  const keys = matching.map(keyOf);
  return {
    undeclared: keys.filter((key) => !(key in allowed)).sort(),
    stale: Object.keys(allowed)
      .filter((key) => !keys.includes(key))
      .sort(),
  };
}

describe('endpoint inventory', () => {
  it('every route declares its access (public, workbench, owner or any session)', () => {
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter(
      (entry) => !['public', 'web', 'owner', 'session'].includes(entry.meta.auth ?? ''),
    );
    expect(missing.map(keyOf)).toEqual([]);
  });

  it('a route that takes communityInfoCode is community-scoped, or says why not', () => {
    const named = routes.filter((entry) => inputFields(entry).includes('communityInfoCode'));
    const unscoped = named.filter((entry) => !entry.meta.communityScoped);
    expect(offenders(unscoped, COMMUNITY_NAMED_BUT_NOT_SCOPED)).toEqual({ undeclared: [], stale: [] });
  });

  it('a community-scoped route names the operate permissions it needs, or says why membership is enough', () => {
    const scoped = routes.filter((entry) => entry.meta.communityScoped);
    // A scoped route must find its community: the code has to be part of its validated input.
    expect(scoped.filter((entry) => !inputFields(entry).includes('communityInfoCode')).map(keyOf)).toEqual(
      [],
    );
    const withoutPermission = scoped.filter((entry) => !entry.meta.permission?.length);
    expect(offenders(withoutPermission, MEMBERSHIP_IS_ENOUGH)).toEqual({ undeclared: [], stale: [] });
  });

  it('every POST validates a body schema, except uploads and calls without input', () => {
    const posts = routes.filter((entry) => entry.method === 'POST');
    const bodiless = posts.filter((entry) => !(entry.schema as Record<string, unknown> | undefined)?.body);
    expect(offenders(bodiless, NO_BODY)).toEqual({ undeclared: [], stale: [] });
  });

  it('every JSON route states its 200 answer, except files, pages and streams', () => {
    const unstated = routes.filter(
      (entry) => !(entry.schema as { response?: Record<number, unknown> } | undefined)?.response?.[200],
    );
    expect(offenders(unstated, NOT_JSON)).toEqual({ undeclared: [], stale: [] });
  });

  it('serves every call SPEC §7 names', () => {
    const served = new Set(routes.map(keyOf));
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(170);
    const missing = calls
      .map((call) => ({ method: call.method, url: call.path, meta: {}, schema: undefined }))
      .filter((call) => !served.has(keyOf(call)));
    expect(offenders(missing, SPEC_CALLS_NOT_SERVED)).toEqual({ undeclared: [], stale: [] });
  });
});
