import { MESSAGES } from '@gongzhi/domain/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/common/app-error';
import { envelope, ok } from '../src/common/envelope';
import { bodyOf, createTestContext, get, post, type TestContext } from './support/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    extraRoutes: (app) => {
      app.get('/v1/test/boom', { config: { auth: 'public' } }, async () => {
        throw new Error('secret internal detail');
      });
      app.get('/v1/test/refuse', { config: { auth: 'public' } }, async () => {
        throw new AppError(409, '已存在', 100001);
      });
      app.post(
        '/v1/test/echo',
        {
          config: { auth: 'public' },
          schema: {
            body: z.object({ name: z.string().max(3), nested: z.object({ count: z.number().int() }) }),
            response: { 200: envelope(z.object({ name: z.string() })) },
          },
        },
        async (request) => ok({ name: (request.body as { name: string }).name, leaked: 'column' }),
      );
    },
  });
});
afterAll(() => ctx.close());

describe('envelope and error mapping', () => {
  it('maps an unexpected throw to 500 未知错误, logs the stack and leaks nothing', async () => {
    const response = await get(ctx, '/v1/test/boom');
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({ code: 500, message: MESSAGES.unknownError, data: null });
    expect(response.body).not.toContain('secret internal detail');
    const logged = ctx.logs.find((line) => line.includes('secret internal detail'));
    expect(logged).toBeDefined();
    expect(logged).toContain('platform.test.ts');
  });

  it('answers an AppError with its status and business code', async () => {
    const response = await get(ctx, '/v1/test/refuse');
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toEqual({ code: 100001, message: '已存在', data: null });
  });

  it('answers validation errors with 400 and a Chinese message naming the field', async () => {
    const response = await post(ctx, '/v1/test/echo', { name: 'abcd', nested: { count: 1 } });
    expect(response.statusCode).toBe(400);
    const body = bodyOf(response);
    expect(body.code).toBe(400);
    expect(body.message.startsWith('name：')).toBe(true);
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);

    const nested = bodyOf(await post(ctx, '/v1/test/echo', { name: 'ab', nested: { count: 1.5 } }));
    expect(nested.message.startsWith('nested.count：')).toBe(true);
  });

  it('shows the custom messages of domain schemas as written', async () => {
    const response = await post(ctx, '/v1/account/sendMobileCode', { mobile: '12345' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: 400, message: MESSAGES.mobileInvalid, data: null });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/account/sendMobileCode',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).code).toBe(400);
    expect(bodyOf(response).message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('strips fields the response schema does not declare', async () => {
    const response = await post(ctx, '/v1/test/echo', { name: 'ab', nested: { count: 2 } });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 200, message: 'success', data: { name: 'ab' } });
  });

  it('answers unknown /v1 paths with a 404 envelope', async () => {
    for (const url of ['/v1/nothing/here', '/v1', '/kb/none.json']) {
      const response = await get(ctx, url);
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({ code: 404, message: MESSAGES.notFound, data: null });
    }
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/v1/account/sendMobileCode' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(bodyOf(wrongMethod).code).toBe(404);
  });
});

describe('request id, security headers, health', () => {
  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await get(ctx, '/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await get(ctx, '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a CSP that allows inline styles and data: images but no insecure upgrade', async () => {
    const response = await get(ctx, '/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src[^;]*data:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports the database in /healthz', async () => {
    const response = await get(ctx, '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('lists every /v1 route with its declared access', () => {
    const v1 = ctx.app.routeCatalog.filter((route) => route.url.startsWith('/v1'));
    expect(v1.length).toBeGreaterThanOrEqual(9);
    for (const route of v1) expect(['public', 'web', 'owner', 'session']).toContain(route.meta.auth);
  });

  it('refuses at startup a /v1 route that declares no access', async () => {
    await expect(
      createTestContext({
        extraRoutes: (app) => {
          app.get('/v1/test/undeclared', async () => ok(null));
        },
      }),
    ).rejects.toThrow(/declares no config.auth/);
  });
});
