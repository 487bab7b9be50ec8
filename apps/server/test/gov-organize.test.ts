import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { govStaff, govUnits, users } from '../src/db/schema';
import { govOrganizations } from '../src/db/tables/gov-organize';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** govOrganize/info, update; owner/updateGovInfo. */

let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let reviewing: string;
let director: string;
let owner: string;

type Organize = {
  level: string;
  streetName: string;
  govCommunityName: string | null;
  organizeName: string;
  address: string;
  contactPhone: string;
  intro: string;
  communityCount: number;
  gmtModified: string | null;
};

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  reviewing = await tokenFor(ctx, '13800000008', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, '13800000001');
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  const db = ctx.db.handle.db;
  await db.insert(govUnits).values([
    { code: 'ST-OTHER', name: '别处街道', level: 'STREET' },
    { code: 'GC-OTHER', name: '别处社区', level: 'COMMUNITY', parentCode: 'ST-OTHER' },
  ]);
});

afterAll(async () => {
  await ctx.close();
});

const profile = {
  organizeName: '桃源社区居民委员会',
  address: '深圳市南山区桃源路100号',
  contactName: '陈静',
  contactPhone: '0755-26000000',
  intro: '服务辖区内三个小区。',
};

describe('govOrganize', () => {
  it('info answers the unit with defaults before the first save', async () => {
    const response = await get(ctx, '/v1/govOrganize/info', { token: communityGov });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Organize>(response).data;
    expect(data.level).toBe('COMMUNITY');
    expect(data.organizeName).toBe(data.govCommunityName);
    expect(data.address).toBe('');
    expect(data.communityCount).toBe(3);
    expect(data.gmtModified).toBeNull();
    // Uncertified staff may read their unit's profile.
    expect((await get(ctx, '/v1/govOrganize/info', { token: uncertified })).statusCode).toBe(200);
  });

  it('certified staff save their own unit; the street has its own profile', async () => {
    const saved = await post(ctx, '/v1/govOrganize/update', profile, { token: communityGov });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf<Organize>(saved).data).toMatchObject({ ...profile, level: 'COMMUNITY' });
    const again = bodyOf<Organize>(await get(ctx, '/v1/govOrganize/info', { token: communityGov })).data;
    expect(again.organizeName).toBe('桃源社区居民委员会');
    expect(again.gmtModified).not.toBeNull();
    const streetInfo = bodyOf<Organize>(await get(ctx, '/v1/govOrganize/info', { token: street })).data;
    expect(streetInfo.level).toBe('STREET');
    expect(streetInfo.organizeName).toBe(streetInfo.streetName);
    expect(streetInfo.address).toBe('');
  });

  it('refuses bad input, uncertified staff and non-government sessions; changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...profile, organizeName: ' ' }, '请填写机构名称'],
      [{ ...profile, address: '址'.repeat(101) }, '办公地址不能超过100个字符'],
      [{ ...profile, contactName: '' }, '请填写联系人'],
      [{ ...profile, contactPhone: '12345' }, '请填写正确的联系电话'],
      [{ ...profile, intro: '介'.repeat(501) }, '机构简介不能超过500个字符'],
    ];
    for (const [body, message] of cases) {
      const response = await post(ctx, '/v1/govOrganize/update', body, { token: street });
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    const refused = await post(ctx, '/v1/govOrganize/update', profile, { token: uncertified });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('请先完成政府认证');
    expect((await post(ctx, '/v1/govOrganize/update', profile, { token: director })).statusCode).toBe(401);
    expect((await post(ctx, '/v1/govOrganize/update', profile, { token: owner })).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govOrganize/info')).statusCode).toBe(401);
    const rows = await ctx.db.handle.db.select().from(govOrganizations);
    expect(rows).toHaveLength(1);
  });
});

// govJoinRecord/submit (the public join form) is tested in gov-join-form.test.ts.

describe('owner/updateGovInfo', () => {
  it('an uncertified user moves to another unit of a street; the street alone makes a street unit', async () => {
    const response = await post(
      ctx,
      '/v1/owner/updateGovInfo',
      { streetCode: 'ST-OTHER', govCommunityCode: 'GC-OTHER' },
      { token: uncertified },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf(response).data).toEqual({
      streetName: '别处街道',
      streetCode: 'ST-OTHER',
      govCommunityName: '别处社区',
      govCommunityCode: 'GC-OTHER',
    });
    const [user] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13800000007'));
    const [staff] = await ctx.db.handle.db
      .select()
      .from(govStaff)
      .where(eq(govStaff.userId, user?.id ?? 0));
    expect(staff).toMatchObject({ level: 'COMMUNITY', streetCode: 'ST-OTHER', govCommunityCode: 'GC-OTHER' });
    const toStreet = await post(
      ctx,
      '/v1/owner/updateGovInfo',
      { streetCode: 'ST-OTHER' },
      { token: uncertified },
    );
    expect(bodyOf<{ govCommunityCode: string | null }>(toStreet).data.govCommunityCode).toBeNull();
  });

  it('refuses unknown or mismatched units, certified and reviewing users; changes nothing', async () => {
    const [user] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13800000005'));
    const before = await ctx.db.handle.db
      .select()
      .from(govStaff)
      .where(eq(govStaff.userId, user?.id ?? 0));
    const bad: [Record<string, unknown>, string][] = [
      [{ streetCode: 'NOPE' }, '所选街道或社区不存在'],
      [{ streetCode: 'GC-OTHER' }, '所选街道或社区不存在'],
      [{ streetCode: 'ST-OTHER', govCommunityCode: 'NOPE' }, '所选街道或社区不存在'],
      [{ streetCode: '' }, '请填写所属街道'],
    ];
    for (const [body, message] of bad) {
      const response = await post(ctx, '/v1/owner/updateGovInfo', body, { token: uncertified });
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    // A 社区 of another street does not belong to this one.
    const [nanshan] = await ctx.db.handle.db.select().from(govUnits).where(eq(govUnits.level, 'STREET'));
    const mismatch = await post(
      ctx,
      '/v1/owner/updateGovInfo',
      { streetCode: nanshan?.code, govCommunityCode: 'GC-OTHER' },
      { token: uncertified },
    );
    expect(mismatch.statusCode).toBe(400);
    for (const token of [communityGov, reviewing]) {
      const locked = await post(ctx, '/v1/owner/updateGovInfo', { streetCode: 'ST-OTHER' }, { token });
      expect(locked.statusCode).toBe(409);
      expect(bodyOf(locked).message).toBe('您已提交政府认证，所属单位不能修改');
    }
    expect(
      (await post(ctx, '/v1/owner/updateGovInfo', { streetCode: 'ST-OTHER' }, { token: director }))
        .statusCode,
    ).toBe(401);
    expect((await post(ctx, '/v1/owner/updateGovInfo', { streetCode: 'ST-OTHER' })).statusCode).toBe(401);
    const after = await ctx.db.handle.db
      .select()
      .from(govStaff)
      .where(eq(govStaff.userId, user?.id ?? 0));
    expect(after).toEqual(before);
  });
});
