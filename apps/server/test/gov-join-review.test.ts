import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { govStaff, govUnits, users } from '../src/db/schema';
import { govJoinRecords } from '../src/db/tables/gov-organize';
import { submitJoin } from './support/gov-join';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** govJoinRecord/list and review (platform operators), govUnit/list (the unit choice). */

let ctx: TestContext;
let operator: string;
let street: string;
let communityGov: string;
let uncertified: string;
let owner: string;
let pending: string[];

type Item = {
  joinRecordId: string;
  organizeName: string;
  state: string;
  reviewRemark: string;
  reviewerName: string | null;
  gmtReview: string | null;
  unitCode: string | null;
  unitName: string | null;
};
type Page<T> = { list: T[]; total: number };

/** The three applications of the suite: two streets and a 社区, each at its own place. */
const application = (organizeName: string, level = 'STREET') => ({
  organizeName,
  level,
  street: level === 'STREET' ? organizeName.replace('办事处', '') : '招商街道',
  community: level === 'COMMUNITY' ? organizeName.replace('居委会', '') : '',
});

async function stored(code: string) {
  const [row] = await ctx.db.handle.db
    .select()
    .from(govJoinRecords)
    .where(eq(govJoinRecords.joinRecordCode, code));
  return row;
}

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await tokenFor(ctx, '13800000009');
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  pending = [];
  for (const [index, name] of ['前海街道办事处', '蛇口街道办事处', '招商社区居委会'].entries()) {
    const response = await submitJoin(ctx, application(name, index === 2 ? 'COMMUNITY' : 'STREET'), {
      ip: `10.9.0.${index + 1}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    pending.push(bodyOf<{ joinRecordId: string }>(response).data.joinRecordId);
  }
  await ctx.db.handle.db.insert(govUnits).values([
    { code: 'ST-OTHER', name: '别处街道', level: 'STREET' },
    { code: 'GC-OTHER', name: '别处社区', level: 'COMMUNITY', parentCode: 'ST-OTHER' },
  ]);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('govJoinRecord/list', () => {
  it('operators list applications newest first, filter by state and search', async () => {
    const all = bodyOf<Page<Item>>(await get(ctx, '/v1/govJoinRecord/list', { token: operator })).data;
    expect(all.total).toBe(3);
    expect(all.list.map((item) => item.organizeName)).toEqual([
      '招商社区居委会',
      '蛇口街道办事处',
      '前海街道办事处',
    ]);
    expect(all.list.every((item) => item.state === 'PENDING' && item.gmtReview === null)).toBe(true);
    const searched = bodyOf<Page<Item>>(
      await get(ctx, `/v1/govJoinRecord/list?searchKey=${encodeURIComponent('蛇口')}`, { token: operator }),
    ).data;
    expect(searched.list.map((item) => item.joinRecordId)).toEqual([pending[1]]);
    const approved = bodyOf<Page<Item>>(
      await get(ctx, '/v1/govJoinRecord/list?state=APPROVED', { token: operator }),
    ).data;
    expect(approved.total).toBe(0);
    expect((await get(ctx, '/v1/govJoinRecord/list?state=NOPE', { token: operator })).statusCode).toBe(400);
  });

  it('refuses everyone but platform operators', async () => {
    for (const token of [street, communityGov]) {
      const refused = await get(ctx, '/v1/govJoinRecord/list', { token });
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused).message).toBe('该功能仅限平台运营人员使用');
    }
    expect((await get(ctx, '/v1/govJoinRecord/list', { token: owner })).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govJoinRecord/list')).statusCode).toBe(401);
  });
});

describe('govJoinRecord/review', () => {
  it('approves a pending application once', async () => {
    const id = pending[0] ?? '';
    const response = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: id, decision: 'APPROVE', reviewRemark: '已电话联系' },
      { token: operator },
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = bodyOf<Item>(response).data;
    expect(item).toMatchObject({ state: 'APPROVED', reviewRemark: '已电话联系' });
    expect(item.reviewerName).not.toBeNull();
    expect(item.gmtReview).not.toBeNull();
    // Approval opened the street and the contact's uncertified government account.
    expect(item.unitName).toBe('前海街道办事处');
    const [unit] = await ctx.db.handle.db
      .select()
      .from(govUnits)
      .where(eq(govUnits.code, item.unitCode ?? ''));
    expect(unit).toMatchObject({ name: '前海街道办事处', level: 'STREET', parentCode: null });
    const [contact] = await ctx.db.handle.db
      .select({ ownerName: users.ownerName, staff: govStaff })
      .from(users)
      .innerJoin(govStaff, eq(govStaff.userId, users.id))
      .where(eq(users.mobile, '13612345678'));
    expect(contact?.ownerName).toBe('王强');
    expect(contact?.staff).toMatchObject({
      level: 'STREET',
      streetCode: item.unitCode,
      govCommunityCode: null,
      hasGovAuth: 'NO',
    });
    const contactToken = await tokenFor(ctx, '13612345678', { adminOwnerType: 'GOV' });
    const profile = await get(ctx, '/v1/govOrganize/info', { token: contactToken });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(bodyOf(profile).data).toMatchObject({ level: 'STREET', streetCode: item.unitCode });
    const again = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: id, decision: 'REFUSE', reviewRemark: '改主意' },
      { token: operator },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('该入驻申请已处理，不能重复审核');
    expect((await stored(id))?.state).toBe('APPROVED');
  });

  it('refuses with a reason; without one it changes nothing', async () => {
    const id = pending[1] ?? '';
    const before = await stored(id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ joinRecordId: id, decision: 'REFUSE' }, 400, '请填写拒绝原因'],
      [{ joinRecordId: id, decision: 'REFUSE', reviewRemark: '   ' }, 400, '请填写拒绝原因'],
      [{ joinRecordId: id, decision: 'MAYBE' }, 400, '请选择审核结果'],
      [
        { joinRecordId: id, decision: 'REFUSE', reviewRemark: '长'.repeat(201) },
        400,
        '审核意见不能超过200个字符',
      ],
      [{ joinRecordId: 'GJNOPE', decision: 'APPROVE' }, 404, '入驻申请不存在'],
    ];
    for (const [input, status, message] of cases) {
      const response = await post(ctx, '/v1/govJoinRecord/review', input, { token: operator });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect(await stored(id)).toEqual(before);
    const refused = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: id, decision: 'REFUSE', reviewRemark: '不在服务区域' },
      { token: operator },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(bodyOf<Item>(refused).data).toMatchObject({ state: 'REFUSED', reviewRemark: '不在服务区域' });
  });

  it('only operators decide; government staff change nothing', async () => {
    const id = pending[2] ?? '';
    const before = await stored(id);
    for (const token of [street, communityGov, uncertified]) {
      const refused = await post(
        ctx,
        '/v1/govJoinRecord/review',
        { joinRecordId: id, decision: 'APPROVE' },
        { token },
      );
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused).message).toBe('该功能仅限平台运营人员使用');
    }
    expect(
      (
        await post(
          ctx,
          '/v1/govJoinRecord/review',
          { joinRecordId: id, decision: 'APPROVE' },
          { token: owner },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx, '/v1/govJoinRecord/review', { joinRecordId: id, decision: 'APPROVE' })).statusCode,
    ).toBe(401);
    expect(await stored(id)).toEqual(before);
  });
});

describe('govJoinRecord/review of a 社区', () => {
  it('needs a known street, refuses a contact who is already government staff, and opens the 社区', async () => {
    const id = pending[2] ?? '';
    const before = await stored(id);
    const unitsBefore = await ctx.db.handle.db.select().from(govUnits);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ joinRecordId: id, decision: 'APPROVE' }, 400, '请选择该社区所属的街道'],
      [{ joinRecordId: id, decision: 'APPROVE', parentStreetCode: 'ST-NOPE' }, 400, '所选街道不存在'],
      [{ joinRecordId: id, decision: 'APPROVE', parentStreetCode: 'GC-OTHER' }, 400, '所选街道不存在'],
      // Its contact (13612345678) became street staff when the first application was approved.
      [
        { joinRecordId: id, decision: 'APPROVE', parentStreetCode: 'ST-OTHER' },
        409,
        '该联系人手机号已是政府人员账号，请核对后再审核',
      ],
    ];
    for (const [input, status, message] of cases) {
      const response = await post(ctx, '/v1/govJoinRecord/review', input, { token: operator });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect(await stored(id)).toEqual(before);
    expect(await ctx.db.handle.db.select().from(govUnits)).toEqual(unitsBefore);

    const submitted = await submitJoin(
      ctx,
      { ...application('海滨社区居委会', 'COMMUNITY'), contactName: '李敏', mobile: '13612340000' },
      { ip: '10.9.0.9' },
    );
    const fresh = bodyOf<{ joinRecordId: string }>(submitted).data.joinRecordId;
    const approved = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: fresh, decision: 'APPROVE', parentStreetCode: 'ST-OTHER' },
      { token: operator },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const item = bodyOf<Item>(approved).data;
    expect(item).toMatchObject({ state: 'APPROVED', unitName: '海滨社区居委会' });
    const [unit] = await ctx.db.handle.db
      .select()
      .from(govUnits)
      .where(eq(govUnits.code, item.unitCode ?? ''));
    expect(unit).toMatchObject({ level: 'COMMUNITY', parentCode: 'ST-OTHER' });
    const [staff] = await ctx.db.handle.db
      .select({ staff: govStaff })
      .from(govStaff)
      .innerJoin(users, eq(users.id, govStaff.userId))
      .where(eq(users.mobile, '13612340000'));
    expect(staff?.staff).toMatchObject({
      level: 'COMMUNITY',
      streetCode: 'ST-OTHER',
      govCommunityCode: item.unitCode,
      hasGovAuth: 'NO',
    });
  });
});

describe('govUnit/list', () => {
  it('lists the streets with their 社区 for government staff', async () => {
    const response = await get(ctx, '/v1/govUnit/list', { token: uncertified });
    expect(response.statusCode, response.body).toBe(200);
    const units =
      bodyOf<{ streetCode: string; streetName: string; communities: { govCommunityCode: string }[] }[]>(
        response,
      ).data;
    const nanshan = units.find((unit) => unit.streetCode === 'ST-NANSHAN');
    expect(nanshan?.streetName).toBe('南山街道');
    expect(nanshan?.communities.map((item) => item.govCommunityCode)).toContain('GC-TAOYUAN');
    // 别处街道 holds its own 社区 and the one an approval opened under it above.
    expect(units.find((unit) => unit.streetCode === 'ST-OTHER')?.communities).toContainEqual({
      govCommunityCode: 'GC-OTHER',
      govCommunityName: '别处社区',
    });
  });

  it('is for government staff and platform operators only', async () => {
    expect((await get(ctx, '/v1/govUnit/list', { token: operator })).statusCode).toBe(200);
    const member = await tokenFor(ctx, '13600000001');
    const refused = await get(ctx, '/v1/govUnit/list', { token: member });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('该功能仅限平台运营人员使用');
    expect((await get(ctx, '/v1/govUnit/list', { token: owner })).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govUnit/list')).statusCode).toBe(401);
  });
});
