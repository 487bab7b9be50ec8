import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, govStaff, users } from '../src/db/schema';
import { govActivities } from '../src/db/tables/gov-activity';
import { govInformations } from '../src/db/tables/gov-information';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** govInformation/update, govActivity/update and released files for every target community. */

let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;
let yghyOwner: string;
let xflOwner: string;

type File = { attachmentId: string; pubAttachmentId: string; sourceName: string };
type Information = {
  informationId: string;
  title: string;
  content: string;
  informationType: string;
  attachments: File[];
  communities: { communityInfoCode: string }[];
  readCount: number;
};
type Activity = {
  activityId: string;
  title: string;
  content: string;
  capacity: number;
  place: string;
  signUpCount: number;
  communities: { communityInfoCode: string }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  yghyOwner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
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
  // An owner of 幸福里 only: the second target community of the releases below.
  const [xfl] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'XFL001'));
  const [owner] = await db
    .insert(users)
    .values({ userCode: 'UXFLOWNER', mobile: '13700000003', ownerName: '幸福里业主' })
    .returning();
  await db
    .insert(communityMembers)
    .values({ userId: owner?.id ?? 0, communityId: xfl?.id ?? 0, roles: ['OWNER'] });
  xflOwner = await tokenFor(ctx, '13700000003', { isWxAPP: true });
});

afterAll(async () => {
  await ctx.close();
});

const hours = (n: number) => new Date(ctx.clock.now().getTime() + n * 3_600_000).toISOString();

async function publishInformation(token: string, extra: Record<string, unknown> = {}) {
  const response = await post(
    ctx,
    '/v1/govInformation/add',
    {
      title: '垃圾分类新规解读',
      informationType: 'LIVELIHOOD_POLICY',
      content: '<p>新规自下月起施行</p>',
      communityInfoCodes: ['YGHY001'],
      ...extra,
    },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Information>(response).data;
}

describe('released files reach owners of every target community', () => {
  it('owners of the first and the second target open the file by its public id', async () => {
    const file = await upload(ctx, communityGov, '分类指南.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    const item = await publishInformation(communityGov, {
      attachmentIds: [file.attachmentId],
      communityInfoCodes: ['YGHY001', 'XFL001'],
    });
    for (const token of [yghyOwner, xflOwner]) {
      const detail = await get(ctx, `/v1/govInformation/ownerInfo?informationId=${item.informationId}`, {
        token,
      });
      expect(detail.statusCode).toBe(200);
      const [attachment] = bodyOf<Information>(detail).data.attachments;
      expect(attachment?.sourceName).toBe('分类指南.pdf');
      const download = await get(
        ctx,
        `/v1/api/cos/pubDownload?pubAttachmentId=${attachment?.pubAttachmentId}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    // Jurisdiction staff still download it by attachmentId (it joined the first target community).
    const staffDownload = await get(ctx, `/v1/api/cos/download?attachmentId=${file.attachmentId}`, {
      token: street,
    });
    expect(staffDownload.statusCode).toBe(200);
  });
});

describe('govInformation/update', () => {
  it('edits title, type, sanitised content, files and widens the audience; receipts stay', async () => {
    const first = await upload(ctx, communityGov, '旧附件.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    const item = await publishInformation(communityGov, { attachmentIds: [first.attachmentId] });
    await get(ctx, `/v1/govInformation/ownerInfo?informationId=${item.informationId}`, { token: yghyOwner });
    // A colleague (the street) edits: the office's file may stay, a new file must be the editor's own.
    const added = await upload(ctx, street, '补充说明.pdf', PDF_BYTES, { uploadType: 'TX_GOV_INFORMATION' });
    const response = await post(
      ctx,
      '/v1/govInformation/update',
      {
        informationId: item.informationId,
        title: '垃圾分类新规解读（修订）',
        informationType: 'SERVICE_GUIDE',
        content: '<p>修订<em>内容</em></p><script>alert(1)</script><a href="javascript:x()">链接</a>',
        attachmentIds: [first.attachmentId, added.attachmentId],
        communityInfoCodes: ['YGHY001', 'XFL001'],
      },
      { token: street },
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf<Information>(response).data;
    expect(data.title).toBe('垃圾分类新规解读（修订）');
    expect(data.informationType).toBe('SERVICE_GUIDE');
    expect(data.content).toContain('<em>内容</em>');
    expect(data.content).not.toContain('script');
    expect(data.content).not.toContain('javascript:');
    expect(data.attachments.map((file) => file.sourceName)).toEqual(['旧附件.pdf', '补充说明.pdf']);
    expect(data.communities.map((community) => community.communityInfoCode)).toEqual(['YGHY001', 'XFL001']);
    expect(data.readCount).toBe(1);
    // The newly added community's owners see the edited release and its new file.
    const seen = await get(ctx, `/v1/govInformation/ownerInfo?informationId=${item.informationId}`, {
      token: xflOwner,
    });
    expect(bodyOf<Information>(seen).data.title).toBe('垃圾分类新规解读（修订）');
    const pub = bodyOf<Information>(seen).data.attachments[1]?.pubAttachmentId;
    expect((await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${pub}`)).statusCode).toBe(200);
  });

  it('refuses bad input, narrowing, foreign files, other units and uncertified staff; changes nothing', async () => {
    const item = await publishInformation(communityGov, { communityInfoCodes: ['YGHY001', 'XFL001'] });
    const foreign = await upload(ctx, street, '街道的.pdf', PDF_BYTES, { uploadType: 'TX_GOV_INFORMATION' });
    const valid = {
      informationId: item.informationId,
      title: '新标题',
      informationType: 'OTHER',
      content: '<p>新内容</p>',
      communityInfoCodes: ['YGHY001', 'XFL001'],
    };
    const cases: [string, Record<string, unknown>, number, string][] = [
      [communityGov, { ...valid, title: '' }, 400, '请填写标题'],
      [communityGov, { ...valid, title: '字'.repeat(101) }, 400, '标题不能超过100个字符'],
      [communityGov, { ...valid, informationType: 'NOPE' }, 400, '请选择信息类型'],
      [communityGov, { ...valid, content: '<p> </p>' }, 400, '请输入内容'],
      [communityGov, { ...valid, communityInfoCodes: [] }, 400, '请选择发布范围'],
      [
        communityGov,
        { ...valid, communityInfoCodes: ['YGHY001'] },
        400,
        '已发布的范围不能缩小，请保留原有的小区',
      ],
      [communityGov, { ...valid, attachmentIds: [foreign.attachmentId] }, 400, '附件不存在，请重新上传'],
      [
        communityGov,
        { ...valid, communityInfoCodes: ['YGHY001', 'XFL001', 'OTHER001'] },
        404,
        '小区不存在或不在您的辖区内',
      ],
      [communityGov, { ...valid, informationId: 'NOPE' }, 404, '信息不存在'],
      [outsider, valid, 404, '信息不存在'],
      [uncertified, valid, 403, '请先完成政府认证'],
    ];
    for (const [token, body, status, message] of cases) {
      const response = await post(ctx, '/v1/govInformation/update', body, { token });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await post(ctx, '/v1/govInformation/update', valid)).statusCode).toBe(401);
    expect((await post(ctx, '/v1/govInformation/update', valid, { token: yghyOwner })).statusCode).toBe(401);
    const [row] = await ctx.db.handle.db
      .select()
      .from(govInformations)
      .where(eq(govInformations.informationCode, item.informationId));
    expect(row?.title).toBe('垃圾分类新规解读');
  });

  it('a 社区 office cannot edit what its street published', async () => {
    const item = await publishInformation(street);
    const response = await post(
      ctx,
      '/v1/govInformation/update',
      {
        informationId: item.informationId,
        title: '改',
        informationType: 'OTHER',
        content: '<p>改</p>',
        communityInfoCodes: ['YGHY001'],
      },
      { token: communityGov },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('govActivity/update', () => {
  async function createActivity(extra: Record<string, unknown> = {}) {
    const response = await post(
      ctx,
      '/v1/govActivity/create',
      {
        title: '社区义诊',
        content: '<p>免费测血压</p>',
        place: '党群服务中心',
        startTime: hours(48),
        endTime: hours(50),
        signUpDeadline: hours(24),
        capacity: 3,
        communityInfoCodes: ['YGHY001'],
        ...extra,
      },
      { token: communityGov },
    );
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf<Activity>(response).data;
  }

  const edit = (activity: Activity, extra: Record<string, unknown> = {}) => ({
    activityId: activity.activityId,
    title: '社区义诊（改期）',
    content: '<p>改到周日</p><img src=x onerror=alert(1)>',
    place: '社区卫生服务站',
    startTime: hours(72),
    endTime: hours(75),
    signUpDeadline: hours(60),
    capacity: 5,
    communityInfoCodes: ['YGHY001', 'XFL001'],
    ...extra,
  });

  it('edits time, place, capacity, sanitised content and widens the audience', async () => {
    const activity = await createActivity();
    const response = await post(ctx, '/v1/govActivity/update', edit(activity), { token: street });
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf<Activity>(response).data;
    expect(data.title).toBe('社区义诊（改期）');
    expect(data.place).toBe('社区卫生服务站');
    expect(data.capacity).toBe(5);
    expect(data.content).not.toContain('onerror');
    expect(data.communities.map((community) => community.communityInfoCode)).toEqual(['YGHY001', 'XFL001']);
  });

  it('keeps the capacity at or above the sign-ups; refuses cancelled and ended activities', async () => {
    const activity = await createActivity();
    for (const token of [yghyOwner, await tokenFor(ctx, '13900000002', { isWxAPP: true })]) {
      const signUp = await post(
        ctx,
        '/v1/govActivity/ownerSignUp',
        { activityId: activity.activityId, communityInfoCode: 'YGHY001' },
        { token },
      );
      expect(signUp.statusCode, signUp.body).toBe(200);
    }
    const tooSmall = await post(ctx, '/v1/govActivity/update', edit(activity, { capacity: 1 }), {
      token: communityGov,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(bodyOf(tooSmall).message).toBe('报名人数上限不能少于已报名人数（2人）');
    const exact = await post(ctx, '/v1/govActivity/update', edit(activity, { capacity: 2 }), {
      token: communityGov,
    });
    expect(exact.statusCode).toBe(200);
    expect(bodyOf<Activity>(exact).data.signUpCount).toBe(2);

    const cancelled = await createActivity();
    await post(ctx, '/v1/govActivity/delete', { activityId: cancelled.activityId }, { token: communityGov });
    const refused = await post(ctx, '/v1/govActivity/update', edit(cancelled), { token: communityGov });
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('活动已取消');

    const ended = await createActivity({
      startTime: hours(1),
      endTime: hours(2),
      signUpDeadline: hours(0.5),
    });
    ctx.clock.advance(3 * 3600);
    const late = await post(
      ctx,
      '/v1/govActivity/update',
      edit(ended, { startTime: hours(10), endTime: hours(11), signUpDeadline: hours(9) }),
      { token: communityGov },
    );
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('活动已结束，不能修改');
  });

  it('refuses bad input, narrowing, other units and uncertified staff; changes nothing', async () => {
    const activity = await createActivity({ communityInfoCodes: ['YGHY001', 'XFL001'] });
    const cases: [string, Record<string, unknown>, number, string][] = [
      [communityGov, edit(activity, { title: ' ' }), 400, '请填写活动标题'],
      [communityGov, edit(activity, { place: '' }), 400, '请填写活动地点'],
      [communityGov, edit(activity, { endTime: hours(70) }), 400, '结束时间不能早于开始时间'],
      [communityGov, edit(activity, { signUpDeadline: hours(80) }), 400, '报名截止时间不能晚于活动开始时间'],
      [communityGov, edit(activity, { capacity: 0 }), 400, '请填写1-100000之间的报名人数上限'],
      [communityGov, edit(activity, { startTime: 'tomorrow' }), 400, '请选择活动时间'],
      [
        communityGov,
        edit(activity, { communityInfoCodes: ['XFL001'] }),
        400,
        '已发布的范围不能缩小，请保留原有的小区',
      ],
      [communityGov, edit(activity, { communityInfoCodes: ['OTHER001'] }), 404, '小区不存在或不在您的辖区内'],
      [outsider, edit(activity), 404, '活动不存在'],
      [uncertified, edit(activity), 403, '请先完成政府认证'],
    ];
    for (const [token, body, status, message] of cases) {
      const response = await post(ctx, '/v1/govActivity/update', body, { token });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await post(ctx, '/v1/govActivity/update', edit(activity))).statusCode).toBe(401);
    const [row] = await ctx.db.handle.db
      .select()
      .from(govActivities)
      .where(eq(govActivities.activityCode, activity.activityId));
    expect(row?.title).toBe('社区义诊');
    expect(row?.capacity).toBe(3);
  });
});
