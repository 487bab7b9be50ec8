import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// `myVoting/delete`: an owner takes a closed vote off their own list; the vote itself is untouched.
const C = 'YGHY001';
const HOUR = 3600;

let ctx: TestContext;
let director: string;
let owner1: string;
let owner2: string;
let outsider: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  // A director of another community who owns nothing in 阳光花园.
  outsider = await tokenFor(ctx, '13800000002', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (secondsFromNow: number) =>
  new Date(ctx.clock.now().getTime() + secondsFromNow * 1000).toISOString();

async function createVote(title: string): Promise<string> {
  const response = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title,
      description: '请各位业主投票',
      startDate: at(HOUR),
      endDate: at(2 * HOUR),
      issues: [{ title: '是否同意续聘现物业公司', issueTypeId: 4 }],
    },
    { token: director },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ votingCode: string }>(response).data.votingCode;
}

async function myVotes(token: string): Promise<string[]> {
  const response = await get(ctx, '/v1/owner/votes', { token });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ votingCode: string }[]>(response).data.map((item) => item.votingCode);
}

const hide = (token: string, votingCode: unknown) =>
  post(ctx, '/v1/myVoting/delete', { votingCode }, { token });

describe('POST /v1/myVoting/delete', () => {
  it('refuses while the vote can still be voted on, then hides it for that owner only once it ended', async () => {
    const code = await createVote('关于增设充电桩的表决');
    const early = await hide(owner1, code);
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe('表决当前为“未开始”状态，不能删除');
    expect(await myVotes(owner1)).toContain(code);

    ctx.clock.advance(3 * HOUR);
    const done = await hide(owner1, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(await myVotes(owner1)).not.toContain(code);
    // Another owner still sees it, and so do the staff.
    expect(await myVotes(owner2)).toContain(code);
    const staff = await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${code}`, {
      token: director,
    });
    expect(staff.statusCode).toBe(200);
    // Hiding twice is the same as once.
    expect((await hide(owner1, code)).statusCode).toBe(200);
  });

  it('answers 404 for a vote the owner is not part of, or that does not exist', async () => {
    const code = await createVote('关于外墙维修的表决');
    ctx.clock.advance(3 * HOUR);
    const foreign = await hide(outsider, code);
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign).message).toBe('表决不存在或您无权访问');
    expect((await hide(owner1, 'V-NOT-THERE')).statusCode).toBe(404);
  });

  it('refuses bad input and a missing session', async () => {
    expect((await hide(owner1, '')).statusCode).toBe(400);
    expect((await hide(owner1, 42)).statusCode).toBe(400);
    expect((await post(ctx, '/v1/myVoting/delete', { votingCode: 'V1' })).statusCode).toBe(401);
  });
});
