import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, communities, govStaff, houses, ownerHouses, users } from '../src/db/schema';
import { intentionSolicitations } from '../src/db/tables/questionnaire';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** Government opinion collection (gov/intentionSolicitation/*) and owners answering it in the H5. */

let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;
let director: string;
let yghyOwner: string;
let xflOwner: string;

type Option = { optionId: number; num: number; percentage: string };
type Question = { questionId: number; options: Option[] };
type Info = {
  intentionSolicitationId: string;
  isDraft: 'YES' | 'NO';
  state: string;
  title: string;
  joinNum: number;
  questions: Question[];
  communities: { communityInfoCode: string }[];
  ownerCount: number;
  publisherName: string | null;
};
type Page<T> = { list: T[]; total: number };
type OwnerItem = { intentionSolicitationId: string; communityInfoCode: string };

const HOUR = 3_600_000;
const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();

function body(extra: Record<string, unknown> = {}) {
  return {
    title: '老旧小区改造意见征集',
    desc: '请各位业主提出意见',
    startDate: at(1),
    endDate: at(24 * 7),
    questions: [
      {
        title: '是否支持加装电梯',
        type: 'SINGLE_CHOICE',
        options: [{ content: '支持' }, { content: '不支持' }],
      },
      { title: '其他建议', type: 'MULTI_LINE_TEXT', required: false },
    ],
    communityInfoCodes: ['YGHY001', 'XFL001'],
    ...extra,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, DIRECTOR);
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
  // A certified owner of a house in 幸福里 (the second target community) only.
  const [xfl] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'XFL001'));
  const [building] = await db
    .insert(buildings)
    .values({
      buildingCode: 'BXFLT1',
      communityId: xfl?.id ?? 0,
      buildingName: '1栋',
      buildingAttribute: 'HIGH_RISE',
    })
    .returning();
  const [house] = await db
    .insert(houses)
    .values({
      houseCode: 'HXFLT1',
      communityId: xfl?.id ?? 0,
      buildingId: building?.id ?? 0,
      floor: 1,
      houseNo: '101',
    })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({ userCode: 'UXFLOWNER', mobile: '13700000003', ownerName: '幸福里业主' })
    .returning();
  await db.insert(ownerHouses).values({
    userId: owner?.id ?? 0,
    houseId: house?.id ?? 0,
    ownerHouseContactId: 'OHXFLT1',
    relationType: 'OWNER',
    infoState: 'CORRECT_INFO',
  });
  xflOwner = await tokenFor(ctx, '13700000003', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const count = async () => (await ctx.db.handle.db.select().from(intentionSolicitations)).length;
let published: Info;

describe('publishing', () => {
  it('a draft is saved, then published to the chosen communities of the jurisdiction', async () => {
    const draft = await post(
      ctx,
      '/v1/gov/intentionSolicitation/saveDraft',
      { title: '草稿问卷', communityInfoCodes: ['YGHY001'] },
      { token: street },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const saved = bodyOf<Info>(draft).data;
    expect(saved.isDraft).toBe('YES');
    expect(saved.state).toBe('DRAFT');
    const create = await post(
      ctx,
      '/v1/gov/intentionSolicitation/create',
      body({ intentionSolicitationId: saved.intentionSolicitationId }),
      { token: street },
    );
    expect(create.statusCode, create.body).toBe(200);
    published = bodyOf<Info>(create).data;
    expect(published.intentionSolicitationId).toBe(saved.intentionSolicitationId);
    expect(published.isDraft).toBe('NO');
    expect(published.state).toBe('NOT_STARTED');
    expect(published.communities.map((item) => item.communityInfoCode)).toEqual(['YGHY001', 'XFL001']);
    expect(published.ownerCount).toBeGreaterThan(0);
    expect(published.publisherName).not.toBeNull();
    // Published once: publishing or re-saving it again is refused.
    const again = await post(
      ctx,
      '/v1/gov/intentionSolicitation/saveDraft',
      body({ intentionSolicitationId: saved.intentionSolicitationId }),
      { token: street },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('问卷未开始，不能保存草稿');
  });

  it('refuses bad input, foreign files, outside communities and uncertified staff; stores nothing', async () => {
    const before = await count();
    const foreign = await upload(ctx, communityGov, '别人的.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ title: ' ' }), 400, '请填写问卷标题'],
      [body({ questions: [] }), 400, '至少需要一个问题'],
      [
        body({ questions: [{ title: '单选', type: 'SINGLE_CHOICE', options: [{ content: '仅一个' }] }] }),
        400,
        '单选题和多选题至少需要两个选项',
      ],
      [body({ startDate: at(48), endDate: at(24) }), 400, '开始时间必须早于结束时间'],
      [body({ startDate: at(-48), endDate: at(-24) }), 400, '结束时间必须晚于当前时间'],
      [body({ endDate: 'soon' }), 400, '请选择开始时间和结束时间'],
      [body({ communityInfoCodes: [] }), 400, '请选择发布范围'],
      [body({ descFile: [foreign.attachmentId] }), 400, '附件不存在，请重新上传'],
      [body({ communityInfoCodes: ['YGHY001', 'OTHER001'] }), 404, '小区不存在或不在您的辖区内'],
      [body({ intentionSolicitationId: 'NOPE' }), 404, '问卷不存在'],
    ];
    for (const [input, status, message] of cases) {
      const response = await post(ctx, '/v1/gov/intentionSolicitation/create', input, { token: street });
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    const refused = await post(ctx, '/v1/gov/intentionSolicitation/create', body(), { token: uncertified });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('请先完成政府认证');
    const draftRefused = await post(
      ctx,
      '/v1/gov/intentionSolicitation/saveDraft',
      { title: 'x' },
      { token: street },
    );
    expect(bodyOf(draftRefused).message).toBe('请选择发布范围');
    expect((await post(ctx, '/v1/gov/intentionSolicitation/create', body())).statusCode).toBe(401);
    expect(
      (await post(ctx, '/v1/gov/intentionSolicitation/create', body(), { token: director })).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx, '/v1/gov/intentionSolicitation/create', body(), { token: yghyOwner })).statusCode,
    ).toBe(401);
    // Another unit cannot publish a draft it cannot see.
    const outsiderDraft = await post(
      ctx,
      '/v1/gov/intentionSolicitation/create',
      body({ intentionSolicitationId: published.intentionSolicitationId }),
      { token: outsider },
    );
    expect(outsiderDraft.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('lists and jurisdiction', () => {
  it('webList shows the unit’s questionnaires; a street sees its 社区’s, not the other way round', async () => {
    const mine = await post(ctx, '/v1/gov/intentionSolicitation/create', body({ title: '社区自己的问卷' }), {
      token: communityGov,
    });
    expect(mine.statusCode).toBe(200);
    const streetList = bodyOf<Page<Info>>(
      await get(ctx, '/v1/gov/intentionSolicitation/webList', { token: street }),
    ).data;
    expect(streetList.list.map((item) => item.title)).toEqual(
      expect.arrayContaining(['老旧小区改造意见征集', '社区自己的问卷']),
    );
    const officeList = bodyOf<Page<Info>>(
      await get(ctx, '/v1/gov/intentionSolicitation/webList', { token: communityGov }),
    ).data;
    expect(officeList.list.map((item) => item.title)).toEqual(['社区自己的问卷']);
    const searched = bodyOf<Page<Info>>(
      await get(
        ctx,
        `/v1/gov/intentionSolicitation/webList?searchKey=${encodeURIComponent('改造')}&state=NOT_STARTED`,
        {
          token: street,
        },
      ),
    ).data;
    expect(searched.list.map((item) => item.intentionSolicitationId)).toEqual([
      published.intentionSolicitationId,
    ]);
    expect(
      bodyOf<Page<Info>>(await get(ctx, '/v1/gov/intentionSolicitation/webList', { token: outsider })).data
        .total,
    ).toBe(0);
    expect(
      (await get(ctx, '/v1/gov/intentionSolicitation/webList?state=NOPE', { token: street })).statusCode,
    ).toBe(400);
    expect((await get(ctx, '/v1/gov/intentionSolicitation/webList', { token: uncertified })).statusCode).toBe(
      403,
    );
    expect((await get(ctx, '/v1/gov/intentionSolicitation/webList')).statusCode).toBe(401);
  });

  it('info is 404 outside the unit; community staff do not see it among their questionnaires', async () => {
    const id = published.intentionSolicitationId;
    expect(
      (await get(ctx, `/v1/gov/intentionSolicitation/info?intentionSolicitationId=${id}`, { token: street }))
        .statusCode,
    ).toBe(200);
    for (const token of [outsider, communityGov]) {
      const refused = await get(ctx, `/v1/gov/intentionSolicitation/info?intentionSolicitationId=${id}`, {
        token,
      });
      expect(refused.statusCode).toBe(404);
      expect(bodyOf(refused).message).toBe('问卷不存在');
    }
    const communityList = bodyOf<Page<{ intentionSolicitationId: string }>>(
      await get(ctx, '/v1/intentionSolicitation/list?communityInfoCode=YGHY001', { token: director }),
    ).data;
    expect(communityList.list.map((item) => item.intentionSolicitationId)).not.toContain(id);
    const communityInfo = await get(
      ctx,
      `/v1/intentionSolicitation/info?communityInfoCode=YGHY001&intentionSolicitationId=${id}`,
      { token: director },
    );
    expect(communityInfo.statusCode).toBe(404);
    const withdraw = await post(
      ctx,
      '/v1/intentionSolicitation/withdrawal',
      { communityInfoCode: 'YGHY001', intentionSolicitationId: id },
      { token: director },
    );
    expect(withdraw.statusCode).toBe(404);
  });
});

describe('owners answer in the H5', () => {
  it('owners of each target community see and answer it; results reach the government', async () => {
    ctx.clock.advance(2 * 3600);
    const id = published.intentionSolicitationId;
    for (const [token, community] of [
      [yghyOwner, 'YGHY001'],
      [xflOwner, 'XFL001'],
    ] as const) {
      const list = bodyOf<OwnerItem[]>(
        await get(ctx, '/v1/owner/intentionSolicitation/list', { token }),
      ).data;
      const item = list.find((entry) => entry.intentionSolicitationId === id);
      expect(item?.communityInfoCode).toBe(community);
      const info = bodyOf<Info>(
        await get(ctx, `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${id}`, { token }),
      ).data;
      const [first] = info.questions;
      const answer = await post(
        ctx,
        '/v1/owner/intentionSolicitation/answer',
        {
          intentionSolicitationId: id,
          answers: [{ questionId: first?.questionId, optionIds: [first?.options[0]?.optionId] }],
        },
        { token },
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const results = bodyOf<Info>(
      await get(ctx, `/v1/gov/intentionSolicitation/info?intentionSolicitationId=${id}`, { token: street }),
    ).data;
    expect(results.joinNum).toBe(2);
    expect(results.questions[0]?.options[0]).toMatchObject({ num: 2, percentage: '100.00' });
  });

  it('owners outside the target communities neither see nor answer it', async () => {
    const onlyXfl = bodyOf<Info>(
      await post(
        ctx,
        '/v1/gov/intentionSolicitation/create',
        body({ title: '仅幸福里', startDate: at(0.01), communityInfoCodes: ['XFL001'] }),
        {
          token: street,
        },
      ),
    ).data;
    ctx.clock.advance(60);
    const list = bodyOf<OwnerItem[]>(
      await get(ctx, '/v1/owner/intentionSolicitation/list', { token: yghyOwner }),
    ).data;
    expect(list.map((item) => item.intentionSolicitationId)).not.toContain(onlyXfl.intentionSolicitationId);
    const info = await get(
      ctx,
      `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${onlyXfl.intentionSolicitationId}`,
      { token: yghyOwner },
    );
    expect(info.statusCode).toBe(404);
    const answer = await post(
      ctx,
      '/v1/owner/intentionSolicitation/answer',
      {
        intentionSolicitationId: onlyXfl.intentionSolicitationId,
        answers: [
          {
            questionId: onlyXfl.questions[0]?.questionId,
            optionIds: [onlyXfl.questions[0]?.options[0]?.optionId],
          },
        ],
      },
      { token: yghyOwner },
    );
    expect(answer.statusCode).toBe(403);
    expect(bodyOf(answer).message).toBe('您在本次问卷范围内没有房屋');
  });
});
