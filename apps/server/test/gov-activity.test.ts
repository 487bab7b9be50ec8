import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, govStaff, users } from '../src/db/schema';
import { govActivities, govActivitySignUps } from '../src/db/tables/gov-activity';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let owners: string[];
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;
let stranger: string;

type Activity = {
  activityId: string;
  state: string;
  signUpState: string;
  signUpCount: number;
  capacity: number;
  signedUp?: boolean;
  content: string;
};
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  ctx = await createTestContext();
  owners = [];
  for (const mobile of ['13900000001', '13900000002', '13900000003', '13900000004'])
    owners.push(await tokenFor(ctx, mobile, { isWxAPP: true }));
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  const db = ctx.db.handle.db;
  await db.insert(communities).values({
    communityInfoCode: 'OTHER001',
    communityName: '别处小区',
    streetCode: 'ST-OTHER',
    govCommunityCode: 'GC-OTHER',
  });
  const [other] = await db
    .insert(users)
    .values({ userCode: 'UOTHERGOV', mobile: '13700000001', ownerName: '外街道' })
    .returning();
  await db
    .insert(govStaff)
    .values({ userId: other?.id ?? 0, level: 'STREET', streetCode: 'ST-OTHER', hasGovAuth: 'YES' });
  outsider = await tokenFor(ctx, '13700000001', { adminOwnerType: 'GOV' });
  stranger = await tokenFor(ctx, '13700000002', { isWxAPP: true });
});

afterAll(async () => {
  await ctx.close();
});

const hours = (n: number) => new Date(ctx.clock.now().getTime() + n * 3_600_000).toISOString();
function activityBody(extra: Record<string, unknown> = {}) {
  return {
    title: '社区义诊活动',
    content: '<p>免费测量血压血糖</p><script>x()</script>',
    place: '桃源社区党群服务中心',
    startTime: hours(48),
    endTime: hours(50),
    signUpDeadline: hours(24),
    capacity: 2,
    communityInfoCodes: ['YGHY001'],
    ...extra,
  };
}
const count = async () => (await ctx.db.handle.db.select().from(govActivities)).length;
let activityId = '';

describe('government activities', () => {
  it('creates an activity with sanitised content', async () => {
    const response = await post(ctx, '/v1/govActivity/create', activityBody(), { token: communityGov });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Activity>(response).data;
    expect(data.content).toBe('<p>免费测量血压血糖</p>');
    expect(data.signUpState).toBe('OPEN');
    expect(data.signUpCount).toBe(0);
    activityId = data.activityId;
  });

  it('refuses bad input and communities outside the jurisdiction; changes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [activityBody({ title: '' }), 400, '请填写活动标题'],
      [activityBody({ place: ' ' }), 400, '请填写活动地点'],
      [activityBody({ capacity: 0 }), 400, '请填写1-100000之间的报名人数上限'],
      [activityBody({ startTime: 'tomorrow' }), 400, '请选择活动时间'],
      [activityBody({ endTime: hours(47) }), 400, '结束时间不能早于开始时间'],
      [activityBody({ signUpDeadline: hours(49) }), 400, '报名截止时间不能晚于活动开始时间'],
      [activityBody({ communityInfoCodes: [] }), 400, '请选择发布范围'],
      [activityBody({ communityInfoCodes: ['OTHER001'] }), 404, '小区不存在或不在您的辖区内'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(ctx, '/v1/govActivity/create', body, { token: communityGov });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await post(ctx, '/v1/govActivity/create', activityBody())).statusCode).toBe(401);
    const refused = await post(ctx, '/v1/govActivity/create', activityBody(), { token: uncertified });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('请先完成政府认证');
    expect(await count()).toBe(before);
  });

  it('lists and shows inside the jurisdiction only', async () => {
    const list = bodyOf<Page<Activity>>(await get(ctx, '/v1/govActivity/list', { token: street })).data;
    expect(list.list.map((item) => item.activityId)).toContain(activityId);
    const outside = bodyOf<Page<Activity>>(await get(ctx, '/v1/govActivity/list', { token: outsider })).data;
    expect(outside.total).toBe(0);
    expect(
      (await get(ctx, `/v1/govActivity/info?activityId=${activityId}`, { token: outsider })).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/govActivity/info?activityId=${activityId}`, { token: street })).statusCode,
    ).toBe(200);
    expect((await get(ctx, '/v1/govActivity/list', { token: uncertified })).statusCode).toBe(403);
    expect((await get(ctx, '/v1/govActivity/list')).statusCode).toBe(401);
  });
});

describe('owners sign up', () => {
  const signUp = (token: string, id = activityId, communityInfoCode = 'YGHY001') =>
    post(ctx, '/v1/govActivity/ownerSignUp', { activityId: id, communityInfoCode }, { token });

  it('capacity holds under concurrent sign-ups; twice is 409', async () => {
    const mine = bodyOf<Page<Activity>>(
      await get(ctx, '/v1/govActivity/ownerList', { token: owners[0] ?? '' }),
    ).data;
    expect(mine.list.find((item) => item.activityId === activityId)?.signedUp).toBe(false);
    const results = await Promise.all(owners.slice(0, 3).map((token) => signUp(token)));
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 409]);
    const refused = results.find((response) => response.statusCode === 409);
    expect(refused && bodyOf(refused).message).toBe('报名名额已满');
    const signed = results.find((response) => response.statusCode === 200);
    expect(signed && bodyOf<Activity>(signed).data.signedUp).toBe(true);
    const winner = owners[results.findIndex((response) => response.statusCode === 200)] ?? '';
    const twice = await signUp(winner);
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe('您已报名该活动');
    const [row] = await ctx.db.handle.db
      .select()
      .from(govActivities)
      .where(eq(govActivities.activityCode, activityId));
    const rows = await ctx.db.handle.db
      .select()
      .from(govActivitySignUps)
      .where(eq(govActivitySignUps.activityId, row?.id ?? 0));
    expect(rows).toHaveLength(2);
    const list = bodyOf<Page<{ mobile: string }>>(
      await get(ctx, `/v1/govActivity/signUpList?activityId=${activityId}`, { token: street }),
    ).data;
    expect(list.total).toBe(2);
    expect(list.list[0]?.mobile).toMatch(/^139\*\*\*\*000\d$/);
    expect(
      (await get(ctx, `/v1/govActivity/signUpList?activityId=${activityId}`, { token: outsider })).statusCode,
    ).toBe(404);

    // Cancelling frees a place for someone else.
    const cancel = await post(ctx, '/v1/govActivity/ownerCancelSignUp', { activityId }, { token: winner });
    expect(cancel.statusCode).toBe(200);
    expect(bodyOf<Activity>(cancel).data.signedUp).toBe(false);
    const again = await post(ctx, '/v1/govActivity/ownerCancelSignUp', { activityId }, { token: winner });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('您尚未报名该活动');
    expect((await signUp(owners[3] ?? '')).statusCode).toBe(200);
  });

  it('owners of other communities get 404; wrong community 404; staff tokens 401', async () => {
    expect((await signUp(stranger)).statusCode).toBe(404);
    expect((await signUp(owners[0] ?? '', activityId, 'XFL001')).statusCode).toBe(404);
    expect((await signUp(street)).statusCode).toBe(401);
    expect(
      (await post(ctx, '/v1/govActivity/ownerSignUp', { activityId, communityInfoCode: 'YGHY001' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(ctx, '/v1/govActivity/ownerSignUp', { activityId: '' }, { token: owners[0] ?? '' }))
        .statusCode,
    ).toBe(400);
  });

  it('after the deadline sign-up is 409; a cancelled activity refuses sign-ups', async () => {
    const late = bodyOf<Activity>(
      await post(ctx, '/v1/govActivity/create', activityBody({ capacity: 10, signUpDeadline: hours(1) }), {
        token: street,
      }),
    ).data;
    ctx.clock.advance(2 * 3600);
    const closed = await signUp(owners[0] ?? '', late.activityId);
    expect(closed.statusCode).toBe(409);
    expect(bodyOf(closed).message).toBe('报名已截止');

    const open = bodyOf<Activity>(
      await post(ctx, '/v1/govActivity/create', activityBody({ capacity: 10 }), { token: street }),
    ).data;
    expect(
      (await post(ctx, '/v1/govActivity/delete', { activityId: open.activityId }, { token: outsider }))
        .statusCode,
    ).toBe(404);
    const cancelled = await post(
      ctx,
      '/v1/govActivity/delete',
      { activityId: open.activityId },
      { token: street },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(bodyOf<Activity>(cancelled).data.state).toBe('CANCELLED');
    const twice = await post(
      ctx,
      '/v1/govActivity/delete',
      { activityId: open.activityId },
      { token: street },
    );
    expect(twice.statusCode).toBe(409);
    const refused = await signUp(owners[0] ?? '', open.activityId);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('活动已取消');
    const [row] = await ctx.db.handle.db
      .select()
      .from(govActivities)
      .where(eq(govActivities.activityCode, open.activityId));
    expect(row?.state).toBe('CANCELLED');
  });
});
