import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, houses, ownerHouses, users } from '../src/db/schema';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * SPEC §3 Community votingRoleTypes (issue #28 item 7: always [] before): every community lists each
 * role once with owners enabled; the community admin switches tenants and family members on, and
 * then they answer the community's questionnaires (owners alone vote and pass quick resolutions).
 */

const C = 'YGHY001';
const HOUR = 3600;
const SETTINGS = '/v1/communityInfo/updateSettings';

type Role = { communityInfoVotingRoleType: string; isEnable: string };

let ctx: TestContext;
let admin: string;
let director: string;
let tenant: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  admin = await tokenFor(ctx, '13600000001');
  director = await tokenFor(ctx, '13800000001');
  // A certified tenant of one 阳光花园 house, owner of nothing.
  tenant = await tokenFor(ctx, '13722220009', { isWxAPP: true });
  const [tenantUser] = await db.select().from(users).where(eq(users.mobile, '13722220009'));
  const [yghy] = await db.select().from(communities).where(eq(communities.communityInfoCode, C));
  const [house] = await db
    .select()
    .from(houses)
    .where(eq(houses.communityId, yghy?.id ?? 0))
    .limit(1);
  await db.insert(ownerHouses).values({
    userId: tenantUser?.id ?? 0,
    houseId: house?.id ?? 0,
    relationType: 'TENANT',
    infoState: 'CORRECT_INFO',
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

const flags = (votingRoleTypes?: Role[]) => ({
  communityInfoCode: C,
  allowOwnerMotion: 'YES',
  viewOnlyForOwners: 'NO',
  ...(votingRoleTypes ? { votingRoleTypes } : {}),
});

async function rolesInLoginInfo(token: string): Promise<Role[]> {
  const response = await get(ctx, '/v1/account/loginInfoToC', { token });
  expect(response.statusCode, response.body).toBe(200);
  const info = bodyOf<{ communities: { communityInfoCode: string; votingRoleTypes: Role[] }[] }>(
    response,
  ).data;
  return info.communities.find((item) => item.communityInfoCode === C)?.votingRoleTypes ?? [];
}

describe('votingRoleTypes', () => {
  it('lists every role once with owners enabled, never []', async () => {
    expect(await rolesInLoginInfo(director)).toEqual([
      { communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' },
      { communityInfoVotingRoleType: 'TENANT', isEnable: 'NO' },
      { communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'NO' },
    ]);
    const settings = bodyOf<{ votingRoleTypes: Role[] }>(
      await get(ctx, `/v1/communityInfo/settings?communityInfoCode=${C}`, { token: director }),
    ).data;
    expect(settings.votingRoleTypes.map((role) => role.isEnable)).toEqual(['YES', 'NO', 'NO']);
  });

  it('refuses switching owners off, with its Chinese message', async () => {
    const response = await post(
      ctx,
      SETTINGS,
      flags([{ communityInfoVotingRoleType: 'OWNER', isEnable: 'NO' }]),
      { token: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toContain('业主始终参与表决和问卷，不能关闭');
  });

  it('lets tenants answer questionnaires only once the community asks them', async () => {
    const created = await post(
      ctx,
      '/v1/intentionSolicitation/create',
      {
        communityInfoCode: C,
        title: '小区环境满意度调查',
        startDate: at(60),
        endDate: at(48 * HOUR),
        questions: [
          { title: '是否满意', type: 'SINGLE_CHOICE', options: [{ content: '满意' }, { content: '不满意' }] },
        ],
      },
      { token: director },
    );
    expect(created.statusCode, created.body).toBe(200);
    const info = bodyOf<{
      intentionSolicitationId: string;
      questions: { questionId: number; options: { optionId: number }[] }[];
    }>(created).data;
    const id = info.intentionSolicitationId;
    ctx.clock.advance(120);
    tenant = await tokenFor(ctx, '13722220009', { isWxAPP: true });
    const listed = async () =>
      bodyOf<{ intentionSolicitationId: string }[]>(
        await get(ctx, '/v1/owner/intentionSolicitation/list', { token: tenant }),
      ).data.some((item) => item.intentionSolicitationId === id);
    const answer = () =>
      post(
        ctx,
        '/v1/owner/intentionSolicitation/answer',
        {
          intentionSolicitationId: id,
          answers: [
            {
              questionId: info.questions[0]?.questionId,
              optionIds: [info.questions[0]?.options[0]?.optionId],
            },
          ],
        },
        { token: tenant },
      );

    expect(await listed()).toBe(false);
    expect((await answer()).statusCode).toBe(403);

    const saved = await post(
      ctx,
      SETTINGS,
      flags([{ communityInfoVotingRoleType: 'TENANT', isEnable: 'YES' }]),
      { token: admin },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      bodyOf<{ votingRoleTypes: Role[] }>(saved).data.votingRoleTypes.map((role) => role.isEnable),
    ).toEqual(['YES', 'YES', 'NO']);
    expect((await rolesInLoginInfo(director))[1]).toEqual({
      communityInfoVotingRoleType: 'TENANT',
      isEnable: 'YES',
    });
    expect(await listed()).toBe(true);
    const answered = await answer();
    expect(answered.statusCode, answered.body).toBe(200);

    // Left out, the setting stays as it is.
    const kept = await post(ctx, SETTINGS, flags(), { token: admin });
    expect(bodyOf<{ votingRoleTypes: Role[] }>(kept).data.votingRoleTypes[1]?.isEnable).toBe('YES');
  });
});
