import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { platformOperators } from '../src/db/tables/gov-settings';
import { createPlatformOperatorRepository } from '../src/modules/platform-operator/repository';
import {
  bodyOf,
  createTestContext,
  get,
  post,
  sendCode,
  type TestContext,
  tokenFor,
} from './support/test-app';

/** platformOperator/list, add, remove (ours, docs/contracts/platform-operator.md). */

type Operator = { userId: string; name: string | null; mobile: string; gmtCreate: string; isSelf: boolean };

const NOT_OPERATOR = '该功能仅限平台运营人员使用';
// Demo: 13800000009 is the platform operator; the director 13800000001 is one as well (site leads).
const OPERATOR = '13800000009';
const DIRECTOR = '13800000001';

let ctx: TestContext;
let operator: string;
let director: string;
let preparer: string;
let govStaff: string;
let owner: string;

async function operatorMobiles(): Promise<string[]> {
  const rows = await ctx.db.handle.db
    .select({ mobile: users.mobile })
    .from(platformOperators)
    .innerJoin(users, eq(users.id, platformOperators.userId));
  return rows.map((row) => row.mobile).sort();
}

async function userOf(mobile: string) {
  const [row] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await tokenFor(ctx, OPERATOR);
  director = await tokenFor(ctx, DIRECTOR);
  preparer = await tokenFor(ctx, '13800000002');
  govStaff = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('platformOperator/list', () => {
  it('lists the operators with full mobiles, the caller marked', async () => {
    const response = await get(ctx, '/v1/platformOperator/list', { token: operator });
    expect(response.statusCode, response.body).toBe(200);
    const list = bodyOf<Operator[]>(response).data;
    expect(list.map((item) => item.mobile).sort()).toEqual([DIRECTOR, OPERATOR]);
    const self = list.find((item) => item.mobile === OPERATOR);
    expect(self).toMatchObject({ name: '平台运营-孟洁', isSelf: true });
    expect(self?.userId).toMatch(/^[A-Za-z0-9]+$/);
    expect(list.find((item) => item.mobile === DIRECTOR)?.isSelf).toBe(false);
  });

  it('refuses anyone else: 403 for workbench sessions, 401 for owner sessions and none', async () => {
    for (const token of [preparer, govStaff]) {
      const refused = await get(ctx, '/v1/platformOperator/list', { token });
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused).message).toBe(NOT_OPERATOR);
    }
    expect((await get(ctx, '/v1/platformOperator/list', { token: owner })).statusCode).toBe(401);
    expect((await get(ctx, '/v1/platformOperator/list')).statusCode).toBe(401);
  });
});

describe('the first operator of a deployment (made by npm run admin, no community)', () => {
  it('logs in on the community workbench without any community and uses the operator calls', async () => {
    // What `npm run admin -- create-operator` does (operator-admin.ts), on this database.
    await createPlatformOperatorRepository(ctx.db.handle.db).addByMobile('13712340000', '赵六', 'UFIRSTOP');
    const response = await post(ctx, '/v1/account/mobileLogin', {
      mobile: '13712340000',
      verificationCode: await sendCode(ctx, '13712340000'),
      adminOwnerType: 'COMMUNITY',
    });
    expect(response.statusCode, response.body).toBe(200);
    const info = bodyOf<{ token: string; ownerName: string; communities: unknown[] }>(response).data;
    expect(info).toMatchObject({ ownerName: '赵六', communities: [] });
    expect(bodyOf(await get(ctx, '/v1/govAuth/operator', { token: info.token })).data).toEqual({
      isOperator: 'YES',
    });
    const list = await get(ctx, '/v1/platformOperator/list', { token: info.token });
    expect(list.statusCode).toBe(200);
    expect(bodyOf<Operator[]>(list).data.find((item) => item.isSelf)?.mobile).toBe('13712340000');
    expect(
      (await post(ctx, '/v1/platformOperator/remove', { mobile: '13712340000' }, { token: operator }))
        .statusCode,
    ).toBe(200);
  });
});

describe('platformOperator/add', () => {
  it('makes a new phone a user with that name and an operator', async () => {
    expect(await userOf('13712345678')).toBeUndefined();
    const response = await post(
      ctx,
      '/v1/platformOperator/add',
      { mobile: '13712345678', name: ' 李四 ' },
      { token: operator },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf(response).message).toBe('已添加平台运营人员');
    expect(bodyOf<Operator>(response).data).toMatchObject({
      mobile: '13712345678',
      name: '李四',
      isSelf: false,
    });
    expect((await userOf('13712345678'))?.ownerName).toBe('李四');
    expect(await operatorMobiles()).toContain('13712345678');
  });

  it('adds an existing account under the name it already has', async () => {
    const before = await userOf('13800000003');
    const response = await post(
      ctx,
      '/v1/platformOperator/add',
      { mobile: '13800000003', name: '别的名字' },
      { token: director },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf<Operator>(response).data.name).toBe(before?.ownerName);
    expect((await userOf('13800000003'))?.ownerName).toBe(before?.ownerName);
    // The new operator may use the operator calls at once.
    const added = await tokenFor(ctx, '13800000003');
    expect((await get(ctx, '/v1/platformOperator/list', { token: added })).statusCode).toBe(200);
  });

  it('an operator already on the list is a 409 that changes nothing', async () => {
    const before = await operatorMobiles();
    const response = await post(
      ctx,
      '/v1/platformOperator/add',
      { mobile: DIRECTOR, name: '张三' },
      { token: operator },
    );
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('该手机号已是平台运营人员');
    expect(await operatorMobiles()).toEqual(before);
  });

  it('refuses a malformed mobile or a missing name and writes nothing', async () => {
    const before = await operatorMobiles();
    for (const [body, message] of [
      [{ mobile: '1371234567', name: '王五' }, '请输入正确的手机号'],
      [{ mobile: '23712345678', name: '王五' }, '请输入正确的手机号'],
      [{ mobile: '13712345679', name: '   ' }, '请填写姓名'],
      [{ mobile: '13712345679' }, '请填写姓名'],
    ] as const) {
      const response = await post(ctx, '/v1/platformOperator/add', body, { token: operator });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    expect(await operatorMobiles()).toEqual(before);
    expect(await userOf('13712345679')).toBeUndefined();
  });

  it('refuses non-operators (403) and writes nothing', async () => {
    const response = await post(
      ctx,
      '/v1/platformOperator/add',
      { mobile: '13712345670', name: '王五' },
      { token: preparer },
    );
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).message).toBe(NOT_OPERATOR);
    const fromGov = await post(
      ctx,
      '/v1/platformOperator/add',
      { mobile: '13712345670', name: '王五' },
      { token: govStaff },
    );
    expect(fromGov.statusCode).toBe(403);
    expect(await userOf('13712345670')).toBeUndefined();
  });
});

describe('platformOperator/remove', () => {
  it('an operator cannot remove themself', async () => {
    const response = await post(
      ctx,
      '/v1/platformOperator/remove',
      { mobile: OPERATOR },
      { token: operator },
    );
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('不能移除自己的平台运营身份，请由其他平台运营人员操作');
    expect(await operatorMobiles()).toContain(OPERATOR);
  });

  it('a phone that is not an operator answers 404; a malformed one 400', async () => {
    const unknown = await post(
      ctx,
      '/v1/platformOperator/remove',
      { mobile: '13800000002' },
      { token: operator },
    );
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown).message).toBe('该手机号不是平台运营人员');
    const malformed = await post(ctx, '/v1/platformOperator/remove', { mobile: '138' }, { token: operator });
    expect(malformed.statusCode).toBe(400);
    expect(bodyOf(malformed).message).toBe('请输入正确的手机号');
  });

  it('refuses non-operators (403)', async () => {
    const response = await post(
      ctx,
      '/v1/platformOperator/remove',
      { mobile: DIRECTOR },
      { token: preparer },
    );
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).message).toBe(NOT_OPERATOR);
    expect(await operatorMobiles()).toContain(DIRECTOR);
  });

  it('removes another operator, who loses the operator calls at once; the account stays', async () => {
    const response = await post(
      ctx,
      '/v1/platformOperator/remove',
      { mobile: '13712345678' },
      { token: operator },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf(response).message).toBe('已移除平台运营人员');
    expect(await operatorMobiles()).not.toContain('13712345678');
    expect(await userOf('13712345678')).toBeDefined();
    const removedStaff = await post(
      ctx,
      '/v1/platformOperator/remove',
      { mobile: '13800000003' },
      { token: director },
    );
    expect(removedStaff.statusCode).toBe(200);
    const formerToken = await tokenFor(ctx, '13800000003');
    expect((await get(ctx, '/v1/platformOperator/list', { token: formerToken })).statusCode).toBe(403);
  });

  it('two operators removing each other at once leave one operator, never none', async () => {
    expect(await operatorMobiles()).toEqual([DIRECTOR, OPERATOR]);
    const [first, second] = await Promise.all([
      post(ctx, '/v1/platformOperator/remove', { mobile: DIRECTOR }, { token: operator }),
      post(ctx, '/v1/platformOperator/remove', { mobile: OPERATOR }, { token: director }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The loser either was no longer an operator when asking (403) or would remove the last one (409).
    expect([403, 409]).toContain(statuses[1]);
    const loser = first.statusCode === 200 ? second : first;
    if (loser.statusCode === 409)
      expect(bodyOf(loser).message).toBe('至少需要保留一名平台运营人员，不能移除最后一名');
    expect(await operatorMobiles()).toHaveLength(1);
  });
});
