import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, users } from '../src/db/schema';
import { govComplaints } from '../src/db/tables/complaint';
import { pngBytes, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let owner: string;
let otherOwner: string;
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;

type Complaint = {
  complaintId: string;
  state: string;
  reply: string | null;
  photos: { attachmentId: string }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  otherOwner = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  // A certified government user of another street, and a community of that street with owner 2 in it.
  const db = ctx.db.handle.db;
  const [other] = await db
    .insert(communities)
    .values({
      communityInfoCode: 'OTHER001',
      communityName: '别处小区',
      streetCode: 'ST-OTHER',
      govCommunityCode: 'GC-OTHER',
    })
    .returning();
  const [owner2] = await db.select().from(users).where(eq(users.mobile, '13900000002'));
  await db
    .insert(communityMembers)
    .values({ userId: owner2?.id ?? 0, communityId: other?.id ?? 0, roles: ['OWNER'] });
  const { govStaff } = await import('../src/db/schema');
  const [stranger] = await db
    .insert(users)
    .values({ userCode: 'UOTHERGOV', mobile: '13700000001', ownerName: '外街道' })
    .returning();
  await db
    .insert(govStaff)
    .values({ userId: stranger?.id ?? 0, level: 'STREET', streetCode: 'ST-OTHER', hasGovAuth: 'YES' });
  outsider = await tokenFor(ctx, '13700000001', { adminOwnerType: 'GOV' });
});

afterAll(async () => {
  await ctx.close();
});

let complaintId = '';
let otherComplaintId = '';

describe('owner files a complaint', () => {
  it('creates a HANDLING complaint with photos', async () => {
    const photo = await upload(ctx, owner, '漏水.png', await pngBytes());
    const response = await post(
      ctx,
      '/v1/govComplaint/ownerCreate',
      {
        communityInfoCode: 'YGHY001',
        complaintType: 'PROPERTY_SERVICE',
        content: '3栋电梯多次故障，物业迟迟不修',
        photoIds: [photo.attachmentId],
      },
      { token: owner },
    );
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Complaint>(response).data;
    expect(data.state).toBe('HANDLING');
    expect(data.photos).toHaveLength(1);
    complaintId = data.complaintId;
    const mine = bodyOf<{ list: Complaint[] }>(
      await get(ctx, '/v1/govComplaint/ownerList', { token: owner }),
    ).data;
    expect(mine.list.map((item) => item.complaintId)).toEqual([complaintId, 'QDEMO0001']);
    const other = await post(
      ctx,
      '/v1/govComplaint/ownerCreate',
      { communityInfoCode: 'OTHER001', complaintType: 'OTHER', content: '别处的投诉' },
      { token: otherOwner },
    );
    expect(other.statusCode).toBe(200);
    otherComplaintId = bodyOf<Complaint>(other).data.complaintId;
  });

  it('refuses bad input, foreign photos and other communities; changes nothing', async () => {
    const before = (await ctx.db.handle.db.select().from(govComplaints)).length;
    const foreign = await upload(ctx, otherOwner, '别人.png', await pngBytes());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ communityInfoCode: 'YGHY001', complaintType: 'NOPE', content: '内容' }, 400, '请选择投诉类型'],
      [{ communityInfoCode: 'YGHY001', complaintType: 'OTHER', content: ' ' }, 400, '请填写投诉内容'],
      [
        { communityInfoCode: 'YGHY001', complaintType: 'OTHER', content: '字'.repeat(501) },
        400,
        '投诉内容不能超过500个字符',
      ],
      [
        {
          communityInfoCode: 'YGHY001',
          complaintType: 'OTHER',
          content: '内容',
          photoIds: [foreign.attachmentId],
        },
        400,
        '图片不存在，请重新上传',
      ],
      [
        { communityInfoCode: 'XFL001', complaintType: 'OTHER', content: '内容' },
        404,
        '小区不存在或您不是该小区业主',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(ctx, '/v1/govComplaint/ownerCreate', body, { token: owner });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    const valid = { communityInfoCode: 'YGHY001', complaintType: 'OTHER', content: '内容' };
    expect((await post(ctx, '/v1/govComplaint/ownerCreate', valid)).statusCode).toBe(401);
    expect((await post(ctx, '/v1/govComplaint/ownerCreate', valid, { token: street })).statusCode).toBe(401);
    expect((await ctx.db.handle.db.select().from(govComplaints)).length).toBe(before);
  });
});

describe('government staff handle complaints', () => {
  it('list shows the jurisdiction only; filters by state and type', async () => {
    const list = bodyOf<{ list: Complaint[]; total: number }>(
      await get(ctx, '/v1/govComplaint/list', { token: street }),
    ).data;
    // Newest first: this test's complaint, then the three of the demo data; never another street's.
    expect(list.list[0]?.complaintId).toBe(complaintId);
    expect(list.total).toBe(4);
    expect(list.list.map((item) => item.complaintId)).not.toContain(otherComplaintId);
    const handled = bodyOf<{ total: number }>(
      await get(ctx, '/v1/govComplaint/list?state=HANDLED', { token: street }),
    ).data;
    expect(handled.total).toBe(1);
    const typed = bodyOf<{ total: number }>(
      await get(ctx, '/v1/govComplaint/list?complaintType=PROPERTY_SERVICE&communityInfoCode=YGHY001', {
        token: communityGov,
      }),
    ).data;
    expect(typed.total).toBe(2);
    const outside = await get(ctx, '/v1/govComplaint/list?communityInfoCode=OTHER001', { token: street });
    expect(outside.statusCode).toBe(404);
    expect((await get(ctx, '/v1/govComplaint/list?state=NOPE', { token: street })).statusCode).toBe(400);
  });

  it('uncertified staff get 403, no session 401, outside jurisdiction 404', async () => {
    const refused = await get(ctx, '/v1/govComplaint/list', { token: uncertified });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('请先完成政府认证');
    expect((await get(ctx, '/v1/govComplaint/list')).statusCode).toBe(401);
    expect(
      (await get(ctx, `/v1/govComplaint/info?complaintId=${complaintId}`, { token: outsider })).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/govComplaint/info?complaintId=${otherComplaintId}`, { token: street })).statusCode,
    ).toBe(404);
    const handle = await post(
      ctx,
      '/v1/govComplaint/handle',
      { complaintId, reply: '已处理' },
      { token: outsider },
    );
    expect(handle.statusCode).toBe(404);
  });

  it('staff can open the photos of complaints they handle', async () => {
    const info = bodyOf<Complaint>(
      await get(ctx, `/v1/govComplaint/info?complaintId=${complaintId}`, { token: street }),
    ).data;
    const photo = await get(ctx, `/v1/api/cos/download?attachmentId=${info.photos[0]?.attachmentId}`, {
      token: street,
    });
    expect(photo.statusCode).toBe(200);
  });

  it('handle needs a reply; HANDLING → HANDLED once (409 after); the owner sees the reply', async () => {
    const empty = await post(ctx, '/v1/govComplaint/handle', { complaintId, reply: '' }, { token: street });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toBe('请填写处理回复');
    const done = await post(
      ctx,
      '/v1/govComplaint/handle',
      { complaintId, reply: '已联系物业，电梯将于本周内完成维修' },
      { token: street },
    );
    expect(done.statusCode).toBe(200);
    expect(bodyOf<Complaint>(done).data.state).toBe('HANDLED');
    const again = await post(
      ctx,
      '/v1/govComplaint/handle',
      { complaintId, reply: '再次处理' },
      { token: communityGov },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('该投诉已处理');
    const mine = bodyOf<{ list: Complaint[] }>(
      await get(ctx, '/v1/govComplaint/ownerList', { token: owner }),
    ).data;
    expect(mine.list[0]).toMatchObject({ state: 'HANDLED', reply: '已联系物业，电梯将于本周内完成维修' });
  });
});
