import { MESSAGES } from '@gongzhi/domain/common/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../src/common/envelope';
import { SERVER_MESSAGES } from '../src/common/server-messages';
import { communities, communityMembers, users } from '../src/db/schema';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;

// Probe routes in the shape later modules use: the guard reads `communityInfoCode` from query or body.
beforeAll(async () => {
  ctx = await createTestContext({
    extraRoutes: (app) => {
      const query = { querystring: z.object({ communityInfoCode: z.string() }) };
      app.get(
        '/v1/probe/view',
        {
          config: { auth: 'web', communityScoped: true, permission: ['VOTING_VIEW', 'OHC_VIEW'] },
          schema: query,
        },
        async (request) => ok({ roles: request.communityAccess?.roles ?? [] }),
      );
      app.get(
        '/v1/probe/manage',
        { config: { auth: 'web', communityScoped: true, permission: ['VOTING_MANAGEMENT'] }, schema: query },
        async () => ok('managed'),
      );
      app.post(
        '/v1/probe/certified',
        {
          config: {
            auth: 'web',
            communityScoped: true,
            permission: ['NOTICE_MANAGEMENT'],
            requireCommunityCert: true,
          },
          schema: { body: z.object({ communityInfoCode: z.string() }) },
        },
        async () => ok('certified'),
      );
      app.get(
        '/v1/probe/gov-only',
        { config: { auth: 'web', webKind: 'GOV', communityScoped: true }, schema: query },
        async () => ok('gov'),
      );
    },
  });
});
afterAll(() => ctx.close());

describe('community access guard', () => {
  it('lets staff into their own community with a held permission', async () => {
    const token = await tokenFor(ctx, '13800000003');
    const response = await get(ctx, '/v1/probe/view?communityInfoCode=YGHY001', { token });
    expect(bodyOf(response)).toEqual({ code: 200, message: 'success', data: { roles: ['PROPERTY_MEMBER'] } });
  });

  it('answers 404 for a community that is not the actor’s, and for one that does not exist', async () => {
    const token = await tokenFor(ctx, '13800000003');
    const other = await get(ctx, '/v1/probe/view?communityInfoCode=XFL001', { token });
    const missing = await get(ctx, '/v1/probe/view?communityInfoCode=NOPE999', { token });
    expect(bodyOf(other)).toEqual({ code: 404, message: SERVER_MESSAGES.communityNotFound, data: null });
    expect(bodyOf(missing)).toEqual(bodyOf(other));
  });

  it('answers 403 with the spec message when the permission is missing', async () => {
    const token = await tokenFor(ctx, '13800000003');
    const response = await get(ctx, '/v1/probe/manage?communityInfoCode=YGHY001', { token });
    expect(bodyOf(response)).toEqual({ code: 403, message: MESSAGES.noPermission, data: null });
  });

  it('answers 403 with the certification message in an uncertified community', async () => {
    const token = await tokenFor(ctx, '13800000001');
    const certified = await post(ctx, '/v1/probe/certified', { communityInfoCode: 'YGHY001' }, { token });
    expect(bodyOf(certified).data).toBe('certified');
    const uncertified = await post(ctx, '/v1/probe/certified', { communityInfoCode: 'XFL001' }, { token });
    expect(bodyOf(uncertified)).toEqual({ code: 403, message: MESSAGES.communityNotCertified, data: null });
  });

  it('uses stored permissions instead of the role defaults when a member has them', async () => {
    const token = await tokenFor(ctx, '13800000001');
    const db = ctx.db.handle.db;
    const [director] = await db.select().from(users).where(eq(users.mobile, '13800000001'));
    const [xfl] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'XFL001'));
    await db
      .update(communityMembers)
      .set({ permissions: ['OHC_VIEW'] })
      .where(
        and(eq(communityMembers.userId, director?.id ?? 0), eq(communityMembers.communityId, xfl?.id ?? 0)),
      );
    expect((await get(ctx, '/v1/probe/view?communityInfoCode=XFL001', { token })).statusCode).toBe(200);
    expect((await get(ctx, '/v1/probe/manage?communityInfoCode=XFL001', { token })).statusCode).toBe(403);
    expect((await get(ctx, '/v1/probe/manage?communityInfoCode=YGHY001', { token })).statusCode).toBe(200);
  });

  it('lets government staff into communities of their jurisdiction with their view permissions', async () => {
    const token = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
    const view = await get(ctx, '/v1/probe/view?communityInfoCode=TYXQ001', { token });
    expect(bodyOf(view).data).toEqual({ roles: ['GOV_MEMBER'] });
    expect((await get(ctx, '/v1/probe/manage?communityInfoCode=TYXQ001', { token })).statusCode).toBe(403);
    expect((await get(ctx, '/v1/probe/gov-only?communityInfoCode=TYXQ001', { token })).statusCode).toBe(200);
  });

  it('keeps community sessions out of government routes and owner sessions out of all', async () => {
    const community = await tokenFor(ctx, '13800000001');
    expect(
      (await get(ctx, '/v1/probe/gov-only?communityInfoCode=YGHY001', { token: community })).statusCode,
    ).toBe(401);
    const owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    const response = await get(ctx, '/v1/probe/view?communityInfoCode=YGHY001', { token: owner });
    expect(response.statusCode).toBe(401);
  });

  it('needs a community code', async () => {
    const token = await tokenFor(ctx, '13800000001');
    const response = await post(ctx, '/v1/probe/certified', { other: 1 }, { token });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a community code holding a NUL with 400 before it reaches the database', async () => {
    const token = await tokenFor(ctx, '13800000001');
    const response = await post(
      ctx,
      '/v1/probe/certified',
      { communityInfoCode: 'YGHY\u0000001' },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(SERVER_MESSAGES.nulCharacter);
  });

  it('refuses at startup a permission check on a route that is not community scoped', async () => {
    await expect(
      createTestContext({
        extraRoutes: (app) => {
          app.get('/v1/probe/bad', { config: { auth: 'web', permission: ['OHC_VIEW'] } }, async () =>
            ok(null),
          );
        },
      }),
    ).rejects.toThrow(/communityScoped/);
  });
});
