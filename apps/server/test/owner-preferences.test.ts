import type { OwnerPreferencesDto } from '@gongzhi/domain/account/owner-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createTestContext, freshIp, get, type TestContext, tokenFor } from './support/test-app';

// Issue #26 item 4: elder mode is remembered per owner on the server (/v1/owner/preferences).

let ctx: TestContext;
let owner1: string;
let owner2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

function put(body: unknown, token?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/v1/owner/preferences',
    payload: body as object,
    remoteAddress: freshIp(),
    headers: token ? { token } : {},
  });
}

const read = async (token: string) =>
  bodyOf<OwnerPreferencesDto>(await get(ctx, '/v1/owner/preferences', { token })).data;

describe('owner preferences', () => {
  it('reads null before the owner has chosen', async () => {
    expect(await read(owner1)).toEqual({ elderMode: null });
  });

  it("writes the owner's own choice, reads it back, and leaves another owner's untouched", async () => {
    const on = await put({ elderMode: true }, owner1);
    expect(on.statusCode).toBe(200);
    expect(bodyOf<OwnerPreferencesDto>(on).data).toEqual({ elderMode: true });
    expect(await read(owner1)).toEqual({ elderMode: true });
    expect(await read(owner2)).toEqual({ elderMode: null });

    await put({ elderMode: false }, owner2);
    expect(await read(owner2)).toEqual({ elderMode: false });
    expect(await read(owner1)).toEqual({ elderMode: true });

    expect(bodyOf<OwnerPreferencesDto>(await put({ elderMode: false }, owner1)).data.elderMode).toBe(false);
    expect(await read(owner1)).toEqual({ elderMode: false });
  });

  it('survives a new session of the same owner (another phone)', async () => {
    await put({ elderMode: true }, owner1);
    const again = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    expect(await read(again)).toEqual({ elderMode: true });
  });

  it('refuses bad input: not a boolean, missing, null, or an unknown field (no user id from input)', async () => {
    for (const body of [{ elderMode: 'on' }, {}, { elderMode: null }, { elderMode: true, userId: 1 }]) {
      const response = await put(body, owner2);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await read(owner2)).toEqual({ elderMode: false });
  });

  it('refuses callers without an owner session', async () => {
    expect((await get(ctx, '/v1/owner/preferences')).statusCode).toBe(401);
    expect((await put({ elderMode: true })).statusCode).toBe(401);
    const staff = await tokenFor(ctx, '13800000001');
    expect((await get(ctx, '/v1/owner/preferences', { token: staff })).statusCode).toBe(401);
    expect((await put({ elderMode: true }, staff)).statusCode).toBe(401);
  });
});
