import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * SPEC §3 gives quick resolutions a joinDate like questionnaires (issue #28 item 7): on the staff
 * side it is when the latest answer came in, null before the first; list and info carry it.
 */

const C = 'YGHY001';
const HOUR = 3600;
let ctx: TestContext;
let director: string;
let owner1: string;
let owner2: string;

type Item = { issueQuickId: string; joinNum: number; joinDate: string | null };

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const info = async (id: string) =>
  bodyOf<Item>(
    await get(ctx, `/v1/issueQuick/info?communityInfoCode=${C}&issueQuickId=${id}`, { token: director }),
  ).data;
const listed = async (id: string) =>
  bodyOf<{ list: Item[] }>(
    await get(ctx, `/v1/issueQuick/list?communityInfoCode=${C}&page=1&size=100`, { token: director }),
  ).data.list.find((item) => item.issueQuickId === id);

describe('quick resolution joinDate (staff side)', () => {
  it('is null before the first answer, then the time of the latest answer, in info and list', async () => {
    const created = await post(
      ctx,
      '/v1/issueQuick/create',
      {
        communityInfoCode: C,
        title: '关于增设快递柜的快速决议',
        startDate: at(HOUR),
        endDate: at(72 * HOUR),
      },
      { token: director },
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = bodyOf<Item>(created).data.issueQuickId;
    expect(bodyOf<Item>(created).data.joinDate).toBeNull();
    expect((await listed(id))?.joinDate).toBeNull();

    ctx.clock.advance(2 * HOUR);
    const first = ctx.clock.now().toISOString();
    const answer1 = await post(
      ctx,
      '/v1/owner/issueQuick/answer',
      { issueQuickId: id, choice: 'AGREE' },
      { token: owner1 },
    );
    expect(answer1.statusCode, answer1.body).toBe(200);
    expect((await info(id)).joinDate).toBe(first);

    ctx.clock.advance(HOUR);
    const latest = ctx.clock.now().toISOString();
    const answer2 = await post(
      ctx,
      '/v1/owner/issueQuick/answer',
      { issueQuickId: id, choice: 'DISAGREE' },
      { token: owner2 },
    );
    expect(answer2.statusCode, answer2.body).toBe(200);
    expect(await info(id)).toMatchObject({ joinNum: 2, joinDate: latest });
    expect(await listed(id)).toMatchObject({ joinNum: 2, joinDate: latest });
  });
});
