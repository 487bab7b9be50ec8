import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, upload } from './support/file-fixtures';
import { DIRECTOR, okData, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let owner: string;
let director: string;
let property: string;
let propertyId: string;

type Order = {
  workOrderId: string;
  state: string;
  mobile: string;
  photos: unknown[];
  assigneeName: string | null;
  reply: string | null;
};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  const members = await okData<{ userId: string; ownerName: string }[]>(
    await get(ctx, '/v1/owner/committee/member?communityInfoCode=YGHY001', { token: director }),
  );
  propertyId = members.find((member) => member.ownerName === '王强')?.userId ?? '';
});
afterAll(async () => ctx.close());

async function file(body: Record<string, unknown>, token = owner) {
  return post(
    ctx,
    '/v1/owner/workOrder/create',
    { communityInfoCode: 'YGHY001', workOrderType: 'REPAIR', ...body },
    { token },
  );
}

describe('work orders', () => {
  it('an owner files a request with a photo; staff assign and close it; a closed order is final', async () => {
    const photo = await upload(ctx, owner, '漏水.png', await pngBytes());
    const created = await okData<Order>(
      await file({ content: '3栋2单元楼道顶棚漏水', location: '3栋2单元', photoIds: [photo.attachmentId] }),
    );
    expect(created).toMatchObject({ state: 'PENDING', mobile: '13900000001' });
    expect(created.photos).toHaveLength(1);
    const page = await okData<{ list: Order[]; total: number }>(
      await get(ctx, '/v1/workOrder/list?communityInfoCode=YGHY001', { token: property }),
    );
    // Two demo orders (阳光花园) plus this one, newest first.
    expect(page.total).toBe(3);
    expect(page.list[0]?.mobile).toBe('139****0001');
    expect(page.list.map((order) => order.state)).toEqual(['PENDING', 'CLOSED', 'PENDING']);
    // Staff may open the owner's photo once filed.
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${photo.attachmentId}`, { token: property }))
        .statusCode,
    ).toBe(200);
    const assigned = await okData<Order>(
      await post(
        ctx,
        '/v1/workOrder/assign',
        { communityInfoCode: 'YGHY001', workOrderId: created.workOrderId, assigneeUserId: propertyId },
        { token: director },
      ),
    );
    expect(assigned).toMatchObject({ state: 'PROCESSING', assigneeName: '王强' });
    const closed = await okData<Order>(
      await post(
        ctx,
        '/v1/workOrder/close',
        { communityInfoCode: 'YGHY001', workOrderId: created.workOrderId, reply: '已更换防水层' },
        { token: property },
      ),
    );
    expect(closed).toMatchObject({ state: 'CLOSED', reply: '已更换防水层' });
    const again = await post(
      ctx,
      '/v1/workOrder/close',
      { communityInfoCode: 'YGHY001', workOrderId: created.workOrderId, reply: '再次' },
      { token: property },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('工单“已办结”，不能办结');
    const mine = await okData<Order[]>(await get(ctx, '/v1/owner/workOrder/list', { token: owner }));
    expect(mine[0]?.reply).toBe('已更换防水层');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await okData<Order[]>(await get(ctx, '/v1/owner/workOrder/list', { token: owner }));
    const empty = await file({ content: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toBe('请填写问题描述');
    const foreignPhoto = await upload(ctx, director, 'x.png', await pngBytes());
    const stolen = await file({ content: '漏水', photoIds: [foreignPhoto.attachmentId] });
    expect(stolen.statusCode).toBe(400);
    const order = await okData<Order>(await file({ content: '电梯异响' }));
    const badAssignee = await post(
      ctx,
      '/v1/workOrder/assign',
      { communityInfoCode: 'YGHY001', workOrderId: order.workOrderId, assigneeUserId: 'nobody' },
      { token: director },
    );
    expect(badAssignee.statusCode).toBe(400);
    const noReply = await post(
      ctx,
      '/v1/workOrder/close',
      { communityInfoCode: 'YGHY001', workOrderId: order.workOrderId, reply: '' },
      { token: director },
    );
    expect(noReply.statusCode).toBe(400);
    const after = await okData<Order[]>(await get(ctx, '/v1/owner/workOrder/list', { token: owner }));
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.state).toBe('PENDING');
  });

  it('answers 401, 403 and 404', async () => {
    expect((await get(ctx, '/v1/workOrder/list?communityInfoCode=YGHY001')).statusCode).toBe(401);
    // An owner session is not a workbench session.
    expect(
      (await get(ctx, '/v1/workOrder/list?communityInfoCode=YGHY001', { token: owner })).statusCode,
    ).toBe(401);
    // 体验小区 has no open work orders.
    const closedService = await get(ctx, '/v1/workOrder/list?communityInfoCode=TYXQ001', { token: director });
    expect(closedService.statusCode).toBe(403);
    expect(bodyOf(closedService).message).toBe('本小区未开通小区服务');
    const notResident = await file({ content: '漏水', communityInfoCode: 'TYXQ001' });
    expect(notResident.statusCode).toBe(403);
    const mine = await okData<Order[]>(await get(ctx, '/v1/owner/workOrder/list', { token: owner }));
    const other = await post(
      ctx,
      '/v1/workOrder/close',
      { communityInfoCode: 'TYXQ001', workOrderId: mine[0]?.workOrderId, reply: 'x' },
      { token: director },
    );
    expect(other.statusCode).toBe(403);
    const unknown = await post(
      ctx,
      '/v1/workOrder/close',
      { communityInfoCode: 'YGHY001', workOrderId: 'W-none', reply: 'x' },
      { token: director },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
