import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { buildingsOf, DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

const C = 'YGHY001';
const HOUR = 3600;

type Result = {
  choice: string;
  heads: number;
  area: number;
  headsPercentage: string;
  areaPercentage: string;
};
type Info = {
  issueQuickId: string;
  state: string;
  isDraft: string;
  participantType: string;
  joinNum: number;
  signAttachment: string[];
  mvcFile: string[];
  files: { attachmentId: string; sourceName: string }[];
  total: { heads: number; area: number };
  participating: { heads: number; area: number };
  results: Result[];
  myChoice: string | null;
  canAnswer: boolean;
  endDate: string | null;
};

let ctx: TestContext;
let director: string;
let property: string;
let owner1: string;
let owner2: string;
let owner6: string;
let building2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  owner6 = await tokenFor(ctx, '13900000006', { isWxAPP: true });
  building2 =
    (await buildingsOf(ctx, director)).find((building) => building.buildingName === '2栋')?.buildingCode ??
    '';
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const ref = (id: string, community = C) => ({ communityInfoCode: community, issueQuickId: id });

function body(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '关于更换小区门禁系统的快速决议',
    desc: '现有门禁老化，拟更换为人脸识别门禁',
    startDate: at(HOUR),
    endDate: at(3 * 24 * HOUR),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Info> {
  const response = await post(ctx, '/v1/issueQuick/create', body(overrides), { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

const info = (id: string, token = director) =>
  get(ctx, `/v1/issueQuick/info?communityInfoCode=${C}&issueQuickId=${id}`, { token });
const ownerAnswer = (id: string, token: string, choice = 'AGREE') =>
  post(ctx, '/v1/owner/issueQuick/answer', { issueQuickId: id, choice }, { token });

describe('quick resolutions', () => {
  it('publishes an owners’ resolution with a sign sheet and refuses bad input with 400', async () => {
    const sheet = await upload(ctx, director, '签字表.pdf', PDF_BYTES, { communityInfoCode: C });
    const created = await create({ signAttachment: [sheet.attachmentId] });
    expect(created).toMatchObject({ state: 'NOT_STARTED', participantType: 'OWNER', joinNum: 0 });
    expect(created.signAttachment).toEqual([sheet.attachmentId]);
    expect(created.files.map((file) => file.sourceName)).toEqual(['签字表.pdf']);
    expect(created.total.heads).toBeGreaterThan(0);

    for (const overrides of [
      { startDate: at(5 * HOUR), endDate: at(HOUR) },
      { startDate: at(-5 * HOUR), endDate: at(-HOUR) },
      { title: '' },
      { participantType: 'NOBODY' },
      { scopeType: 'BUILDING', buildingCodes: ['NOPE'] },
      { mvcFile: ['A0000'] },
    ]) {
      const response = await post(ctx, '/v1/issueQuick/create', body(overrides), { token: director });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(bodyOf(response).message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const list = await get(ctx, `/v1/issueQuick/list?communityInfoCode=${C}&state=NOT_STARTED`, {
      token: property,
    });
    expect(
      bodyOf<{ list: { issueQuickId: string }[] }>(list).data.list.map((item) => item.issueQuickId),
    ).toContain(created.issueQuickId);
  });

  it('shows the seeded demo resolutions with results by heads and area', async () => {
    const demo = bodyOf<Info>(await info('IQDEMO0001')).data;
    // Demo dates are relative to the real seeding day, so the state depends on the fake clock: not checked.
    expect(demo).toMatchObject({ participantType: 'OWNER', joinNum: 4 });
    expect(demo.results.map((row) => row.heads)).toEqual([2, 1, 1]);
    expect(demo.participating.area).toBeGreaterThan(0);
  });

  it('needs a session and QUICK_ISSUE_MANAGEMENT; 404 for another community', async () => {
    const created = await create();
    expect((await post(ctx, '/v1/issueQuick/create', body())).statusCode).toBe(401);
    expect((await post(ctx, '/v1/issueQuick/create', body(), { token: property })).statusCode).toBe(403);
    expect(
      (await post(ctx, '/v1/issueQuick/withdrawal', ref(created.issueQuickId), { token: property }))
        .statusCode,
    ).toBe(403);
    expect((await info(created.issueQuickId, property)).statusCode).toBe(200);
    expect(
      (
        await get(ctx, `/v1/issueQuick/info?communityInfoCode=XFL001&issueQuickId=${created.issueQuickId}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('runs the draft lifecycle with 409 for actions of another state', async () => {
    const saved = await post(
      ctx,
      '/v1/issueQuick/saveDraft',
      { communityInfoCode: C, title: '草稿决议' },
      { token: director },
    );
    const draft = bodyOf<Info>(saved).data;
    expect(draft).toMatchObject({ state: 'DRAFT', isDraft: 'YES' });
    expect(
      (await post(ctx, '/v1/issueQuick/delete', ref(draft.issueQuickId), { token: director })).statusCode,
    ).toBe(409);
    expect(
      (
        await post(
          ctx,
          '/v1/issueQuick/delay',
          { ...ref(draft.issueQuickId), endDate: at(HOUR) },
          { token: director },
        )
      ).statusCode,
    ).toBe(409);
    const published = await create({ issueQuickId: draft.issueQuickId });
    expect(published.issueQuickId).toBe(draft.issueQuickId);
    const copy = bodyOf<Info>(
      await post(ctx, '/v1/issueQuick/copyToDraft', ref(draft.issueQuickId), { token: director }),
    ).data;
    expect(copy.state).toBe('DRAFT');
    const delayed = await post(
      ctx,
      '/v1/issueQuick/delay',
      { ...ref(draft.issueQuickId), endDate: at(5 * 24 * HOUR) },
      { token: director },
    );
    expect(bodyOf<Info>(delayed).data.endDate).toBe(at(5 * 24 * HOUR));
    expect(
      (await post(ctx, '/v1/issueQuick/withdrawal', ref(draft.issueQuickId), { token: director })).statusCode,
    ).toBe(200);
    // WITHDRAWN, not a draft again (issue #28): removed by delete, not deleteDraft.
    expect(bodyOf<Info>(await info(draft.issueQuickId)).data).toMatchObject({
      state: 'WITHDRAWN',
      isDraft: 'NO',
    });
    expect(
      (await post(ctx, '/v1/issueQuick/deleteDraft', ref(draft.issueQuickId), { token: director }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(ctx, '/v1/issueQuick/delete', ref(draft.issueQuickId), { token: director })).statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, '/v1/issueQuick/deleteDraft', ref(copy.issueQuickId), { token: director })).statusCode,
    ).toBe(200);
    expect((await info(draft.issueQuickId)).statusCode).toBe(404);
  });

  it('owners answer once while in progress; results by heads and area', async () => {
    const created = await create({ startDate: at(60) });
    const id = created.issueQuickId;
    expect((await ownerAnswer(id, owner1)).statusCode).toBe(409);
    ctx.clock.advance(120);
    const list = await get(ctx, '/v1/owner/issueQuick/list', { token: owner1 });
    expect(bodyOf<{ issueQuickId: string }[]>(list).data.map((item) => item.issueQuickId)).toContain(id);
    expect((await ownerAnswer(id, owner1, 'AGREE')).statusCode).toBe(200);
    expect((await ownerAnswer(id, owner2, 'DISAGREE')).statusCode).toBe(200);
    const twice = await ownerAnswer(id, owner1, 'ABSTAIN');
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe('您已表决，每人只能表决一次');
    const uncertified = await ownerAnswer(id, owner6);
    expect(uncertified.statusCode).toBe(403);
    expect((await ownerAnswer(id, owner2, 'MAYBE')).statusCode).toBe(400);
    expect((await ownerAnswer(id, director)).statusCode).toBe(401);

    const result = bodyOf<Info>(await info(id, property)).data;
    expect(result.participating.heads).toBe(2);
    const agree = result.results.find((row) => row.choice === 'AGREE');
    const disagree = result.results.find((row) => row.choice === 'DISAGREE');
    expect(agree?.heads).toBe(1);
    // Owner 1 also holds a villa: more area than owner 2.
    expect(agree?.area).toBeGreaterThan(disagree?.area ?? 0);
    expect(result.participating.area).toBe((agree?.area ?? 0) + (disagree?.area ?? 0));
    expect(agree?.headsPercentage).toBe('50.00');
    expect(Number(agree?.areaPercentage) + Number(disagree?.areaPercentage)).toBeCloseTo(100, 1);

    const outside = await create({ scopeType: 'BUILDING', buildingCodes: [building2], startDate: at(60) });
    ctx.clock.advance(120);
    expect((await ownerAnswer(outside.issueQuickId, owner1)).statusCode).toBe(403);
    expect(
      (await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${outside.issueQuickId}`, { token: owner1 }))
        .statusCode,
    ).toBe(404);
  });

  it('workgroup members answer on the workbench; owners cannot', async () => {
    const created = await create({ participantType: 'WORKGROUP', startDate: at(60) });
    ctx.clock.advance(120);
    expect(created.total.heads).toBeGreaterThan(0);
    const answered = await post(
      ctx,
      '/v1/issueQuick/answer',
      { ...ref(created.issueQuickId), choice: 'AGREE' },
      { token: director },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(bodyOf<Info>(answered).data).toMatchObject({ myChoice: 'AGREE', canAnswer: false, joinNum: 1 });
    expect(
      (
        await post(
          ctx,
          '/v1/issueQuick/answer',
          { ...ref(created.issueQuickId), choice: 'AGREE' },
          { token: director },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await post(
          ctx,
          '/v1/issueQuick/answer',
          { ...ref(created.issueQuickId), choice: 'AGREE' },
          { token: property },
        )
      ).statusCode,
    ).toBe(403);
    expect((await ownerAnswer(created.issueQuickId, owner1)).statusCode).toBe(403);
  });

  it('adds the sign sheet after the end and deletes an ended resolution', async () => {
    const created = await create({ startDate: at(60), endDate: at(2 * HOUR) });
    ctx.clock.advance(3 * HOUR);
    const sheet = await upload(ctx, director, '签字表.pdf', PDF_BYTES, { communityInfoCode: C });
    const updated = await post(
      ctx,
      '/v1/issueQuick/updateAttachment',
      { ...ref(created.issueQuickId), signAttachment: [sheet.attachmentId], mvcFile: [] },
      { token: director },
    );
    expect(bodyOf<Info>(updated).data).toMatchObject({
      state: 'ENDED',
      signAttachment: [sheet.attachmentId],
    });
    expect(
      (await post(ctx, '/v1/issueQuick/withdrawal', ref(created.issueQuickId), { token: director }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(ctx, '/v1/issueQuick/delete', ref(created.issueQuickId), { token: director })).statusCode,
    ).toBe(200);
  });
});

describe('drafts belong to QUICK_ISSUE_MANAGEMENT (issue #28 item 2)', () => {
  it('view-only staff neither list nor open a draft: 404 as for a made-up code', async () => {
    const saved = await post(ctx, '/v1/issueQuick/saveDraft', body({ title: '尚未发布的快速决议草稿' }), {
      token: director,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Info>(saved).data;
    const published = await create({ title: '已发布的快速决议（草稿对照）' });
    const gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
    const idsOf = async (token: string, query = '') =>
      bodyOf<{ list: { issueQuickId: string }[] }>(
        await get(ctx, `/v1/issueQuick/list?communityInfoCode=${C}&size=100${query}`, { token }),
      ).data.list.map((item) => item.issueQuickId);
    expect(await idsOf(director, '&state=DRAFT')).toContain(draft.issueQuickId);
    for (const token of [property, gov]) {
      const listed = await idsOf(token);
      expect(listed).toContain(published.issueQuickId);
      expect(listed).not.toContain(draft.issueQuickId);
      expect(await idsOf(token, '&state=DRAFT')).toEqual([]);
      const real = await info(draft.issueQuickId, token);
      const madeUp = await info('IQ-NO-SUCH', token);
      expect(real.statusCode, real.body).toBe(404);
      expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
      expect((await info(published.issueQuickId, token)).statusCode).toBe(200);
    }
    expect((await info(draft.issueQuickId)).statusCode).toBe(200);
  });
});

describe('withdrawing keeps the answers (issue #28 item 1)', () => {
  it('staff still read the results of a withdrawn resolution; owners who answered see it withdrawn', async () => {
    const created = await create({ title: '撤回后保留表决', startDate: at(-60) });
    const id = created.issueQuickId;
    const answered = await ownerAnswer(id, owner1, 'DISAGREE');
    expect(answered.statusCode, answered.body).toBe(200);
    const withdrawn = await post(ctx, '/v1/issueQuick/withdrawal', ref(id), { token: director });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const seen = bodyOf<Info>(await info(id, property)).data;
    expect(seen).toMatchObject({ state: 'WITHDRAWN', joinNum: 1, participating: { heads: 1 } });
    expect(seen.results.find((result) => result.choice === 'DISAGREE')?.heads).toBe(1);
    const listed = async (state: string) =>
      bodyOf<{ list: { issueQuickId: string }[] }>(
        await get(ctx, `/v1/issueQuick/list?communityInfoCode=${C}&size=100&state=${state}`, {
          token: property,
        }),
      ).data.list.map((item) => item.issueQuickId);
    expect(await listed('WITHDRAWN')).toContain(id);
    expect(await listed('IN_PROGRESS')).not.toContain(id);

    const mine = bodyOf<{ issueQuickId: string; state: string; answered: boolean }[]>(
      await get(ctx, '/v1/owner/issueQuick/list', { token: owner1 }),
    ).data;
    expect(mine).toContainEqual(
      expect.objectContaining({ issueQuickId: id, state: 'WITHDRAWN', answered: true }),
    );
    const page = await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${id}`, { token: owner1 });
    expect(bodyOf(page).data).toMatchObject({
      state: 'WITHDRAWN',
      myChoice: 'DISAGREE',
      canAnswer: false,
      cannotAnswerReason: '快速决议已撤回，不能表决',
    });

    const others = bodyOf<{ issueQuickId: string }[]>(
      await get(ctx, '/v1/owner/issueQuick/list', { token: owner2 }),
    ).data;
    expect(others.map((item) => item.issueQuickId)).not.toContain(id);
    expect(
      (await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${id}`, { token: owner2 })).statusCode,
    ).toBe(404);
    const late = await ownerAnswer(id, owner2);
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('快速决议已撤回，不能表决');
  });
});
