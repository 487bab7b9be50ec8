import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, govStaff, users } from '../src/db/schema';
import { govInformationReads, govInformations } from '../src/db/tables/gov-information';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let owner: string;
let owner2: string;
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;

type Information = {
  informationId: string;
  title: string;
  content: string;
  communities: { communityInfoCode: string }[];
  attachments: { attachmentId: string }[];
  readCount: number;
  ownerCount: number;
  read?: boolean;
};
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
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

const count = async () => (await ctx.db.handle.db.select().from(govInformations)).length;
let informationId = '';

describe('government information release', () => {
  it('publishes sanitised rich text with attachments to chosen communities', async () => {
    const file = await upload(ctx, communityGov, '政策解读.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    const response = await post(
      ctx,
      '/v1/govInformation/add',
      {
        title: '关于开展老旧小区加装电梯意愿摸查的通知',
        informationType: 'LIVELIHOOD_POLICY',
        content:
          '<p>请各位业主<strong>积极参与</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        attachmentIds: [file.attachmentId],
        communityInfoCodes: ['YGHY001'],
      },
      { token: communityGov },
    );
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Information>(response).data;
    expect(data.content).toContain('<strong>积极参与</strong>');
    expect(data.content).not.toContain('script');
    expect(data.content).not.toContain('onerror');
    expect(data.attachments.map((item) => item.attachmentId)).toEqual([file.attachmentId]);
    expect(data.communities.map((item) => item.communityInfoCode)).toEqual(['YGHY001']);
    expect(data.readCount).toBe(0);
    expect(data.ownerCount).toBeGreaterThan(0);
    informationId = data.informationId;
  });

  it('publishes to every community of the jurisdiction', async () => {
    const response = await post(
      ctx,
      '/v1/govInformation/add',
      {
        title: '街道办事指南',
        informationType: 'SERVICE_GUIDE',
        content: '<p>指南</p>',
        allCommunities: true,
      },
      { token: street },
    );
    expect(response.statusCode).toBe(200);
    const codes = bodyOf<Information>(response).data.communities.map((item) => item.communityInfoCode);
    expect(codes).toContain('YGHY001');
    expect(codes).not.toContain('OTHER001');
  });

  it('refuses bad input, foreign files and communities outside the jurisdiction; changes nothing', async () => {
    const before = await count();
    const foreign = await upload(ctx, street, '别人.pdf', PDF_BYTES, { uploadType: 'TX_GOV_INFORMATION' });
    const valid = {
      title: '标题',
      informationType: 'OTHER',
      content: '<p>内容</p>',
      communityInfoCodes: ['YGHY001'],
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, title: ' ' }, 400, '请填写标题'],
      [{ ...valid, title: '字'.repeat(101) }, 400, '标题不能超过100个字符'],
      [{ ...valid, informationType: 'NOPE' }, 400, '请选择信息类型'],
      [{ ...valid, content: '<p><br></p>' }, 400, '请输入内容'],
      [{ ...valid, communityInfoCodes: [] }, 400, '请选择发布范围'],
      [{ ...valid, attachmentIds: [foreign.attachmentId] }, 400, '附件不存在，请重新上传'],
      [{ ...valid, communityInfoCodes: ['OTHER001'] }, 404, '小区不存在或不在您的辖区内'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(ctx, '/v1/govInformation/add', body, { token: communityGov });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await post(ctx, '/v1/govInformation/add', valid)).statusCode).toBe(401);
    const refused = await post(ctx, '/v1/govInformation/add', valid, { token: uncertified });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('请先完成政府认证');
    expect((await post(ctx, '/v1/govInformation/add', valid, { token: owner })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('lists with filters inside the jurisdiction only', async () => {
    const all = bodyOf<Page<Information>>(await get(ctx, '/v1/govInformation/list', { token: street })).data;
    expect(all.list.map((item) => item.informationId)).toContain(informationId);
    const typed = bodyOf<Page<Information>>(
      await get(ctx, '/v1/govInformation/list?informationType=SERVICE_GUIDE', { token: street }),
    ).data;
    expect(typed.list.every((item) => item.title !== '关于开展老旧小区加装电梯意愿摸查的通知')).toBe(true);
    const titled = bodyOf<Page<Information>>(
      await get(ctx, `/v1/govInformation/list?title=${encodeURIComponent('意愿摸查')}`, { token: street }),
    ).data;
    expect(titled.list.map((item) => item.informationId)).toEqual([informationId]);
    const byCommunity = bodyOf<Page<Information>>(
      await get(ctx, '/v1/govInformation/list?communityInfoCode=XFL001', { token: street }),
    ).data;
    expect(byCommunity.list.map((item) => item.informationId)).not.toContain(informationId);
    // The community office does not see what the street published.
    const communityList = bodyOf<Page<Information>>(
      await get(ctx, '/v1/govInformation/list', { token: communityGov }),
    ).data;
    expect(communityList.list.map((item) => item.title)).not.toContain('街道办事指南');
    expect(
      (await get(ctx, '/v1/govInformation/list?communityInfoCode=OTHER001', { token: street })).statusCode,
    ).toBe(404);
    const outside = bodyOf<Page<Information>>(
      await get(ctx, '/v1/govInformation/list', { token: outsider }),
    ).data;
    expect(outside.total).toBe(0);
    expect(
      (await get(ctx, '/v1/govInformation/list?informationType=NOPE', { token: street })).statusCode,
    ).toBe(400);
    expect((await get(ctx, '/v1/govInformation/list', { token: uncertified })).statusCode).toBe(403);
    expect((await get(ctx, '/v1/govInformation/list')).statusCode).toBe(401);
  });

  it('detail is 404 outside the jurisdiction', async () => {
    const info = await get(ctx, `/v1/govInformation/info?informationId=${informationId}`, { token: street });
    expect(info.statusCode).toBe(200);
    expect(bodyOf<Information>(info).data.attachments).toHaveLength(1);
    const outside = await get(ctx, `/v1/govInformation/info?informationId=${informationId}`, {
      token: outsider,
    });
    expect(outside.statusCode).toBe(404);
    expect(bodyOf(outside).message).toBe('信息不存在');
    expect((await get(ctx, '/v1/govInformation/info?informationId=NOPE', { token: street })).statusCode).toBe(
      404,
    );
  });
});

describe('owners read information', () => {
  it('owners of the target communities see it; reading records one receipt', async () => {
    const mine = bodyOf<Page<Information>>(
      await get(ctx, '/v1/govInformation/ownerList', { token: owner }),
    ).data;
    const item = mine.list.find((entry) => entry.informationId === informationId);
    expect(item?.read).toBe(false);
    for (let i = 0; i < 2; i++) {
      const detail = await get(ctx, `/v1/govInformation/ownerInfo?informationId=${informationId}`, {
        token: owner,
      });
      expect(detail.statusCode).toBe(200);
      expect(bodyOf<Information>(detail).data.read).toBe(true);
    }
    // The street staff (jurisdiction) can open the attachment an office colleague uploaded.
    const info = bodyOf<Information>(
      await get(ctx, `/v1/govInformation/info?informationId=${informationId}`, { token: street }),
    ).data;
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${info.attachments[0]?.attachmentId}`, {
      token: street,
    });
    expect(file.statusCode).toBe(200);
    const [row] = await ctx.db.handle.db
      .select()
      .from(govInformations)
      .where(eq(govInformations.informationCode, informationId));
    const reads = await ctx.db.handle.db
      .select()
      .from(govInformationReads)
      .where(eq(govInformationReads.informationId, row?.id ?? 0));
    expect(reads).toHaveLength(1);
    const readList = bodyOf<{
      list: { ownerName: string; mobile: string }[];
      readCount: number;
      ownerCount: number;
    }>(
      await get(ctx, `/v1/govInformation/readList?informationId=${informationId}`, { token: communityGov }),
    ).data;
    expect(readList.readCount).toBe(1);
    expect(readList.list).toHaveLength(1);
    expect(readList.list[0]?.mobile).toBe('139****0001');
    expect(readList.ownerCount).toBeGreaterThanOrEqual(1);
  });

  it('owners outside the target communities get 404; staff tokens get 401', async () => {
    const foreignOwner = await tokenFor(ctx, '13700000002', { isWxAPP: true });
    const refused = await get(ctx, `/v1/govInformation/ownerInfo?informationId=${informationId}`, {
      token: foreignOwner,
    });
    expect(refused.statusCode).toBe(404);
    expect((await get(ctx, '/v1/govInformation/ownerList', { token: street })).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govInformation/ownerList')).statusCode).toBe(401);
    expect(
      (await get(ctx, '/v1/govInformation/ownerList?communityInfoCode=OTHER001', { token: owner2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/govInformation/readList?informationId=${informationId}`, { token: outsider }))
        .statusCode,
    ).toBe(404);
  });

  it('delete removes the information and its receipts; outsiders get 404', async () => {
    expect(
      (await post(ctx, '/v1/govInformation/delete', { informationId }, { token: outsider })).statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, '/v1/govInformation/delete', { informationId }, { token: uncertified })).statusCode,
    ).toBe(403);
    const done = await post(ctx, '/v1/govInformation/delete', { informationId }, { token: street });
    expect(done.statusCode).toBe(200);
    expect(
      (await get(ctx, `/v1/govInformation/info?informationId=${informationId}`, { token: street }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, '/v1/govInformation/delete', { informationId }, { token: street })).statusCode,
    ).toBe(404);
  });
});
