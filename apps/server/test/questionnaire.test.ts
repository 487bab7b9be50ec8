import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from '../src/modules/file/exceljs';
import { buildingsOf, DIRECTOR, PROPERTY, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

const C = 'YGHY001';
const HOUR = 3600;

type Option = { optionId: number; content: string; num: number; percentage: string };
type Question = { questionId: number; type: string; options: Option[]; answerNum: number };
type Info = {
  intentionSolicitationId: string;
  isDraft: 'YES' | 'NO';
  state: string;
  stateName: string;
  joinNum: number;
  desc: string;
  tags: { tagId: number; tagName: string }[];
  buildingNames: string[];
  questions: Question[];
  endDate: string | null;
};
type OwnerInfo = {
  state: string;
  canAnswer: boolean;
  cannotAnswerReason: string | null;
  answered: boolean;
  resultsVisible: boolean;
  questions: Question[];
  myAnswer: { answers: { questionId: number; optionIds: number[]; text: string }[] } | null;
};

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
let owner1: string;
let owner2: string;
let owner3: string;
let owner6: string;
let building1: string;
let building2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  preparer = await tokenFor(ctx, XFL_PREPARER);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  owner3 = await tokenFor(ctx, '13900000003', { isWxAPP: true });
  owner6 = await tokenFor(ctx, '13900000006', { isWxAPP: true });
  const buildings = await buildingsOf(ctx, director);
  building1 = buildings.find((building) => building.buildingName === '1栋')?.buildingCode ?? '';
  building2 = buildings.find((building) => building.buildingName === '2栋')?.buildingCode ?? '';
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

function body(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '电梯加装意向调查',
    desc: '拟为1栋加装电梯\n请各位业主填写意向',
    tagIds: [2],
    startDate: at(HOUR),
    endDate: at(7 * 24 * HOUR),
    questions: [
      {
        title: '是否同意加装电梯',
        type: 'SINGLE_CHOICE',
        options: [{ content: '同意' }, { content: '不同意' }, { content: '无所谓' }],
      },
      {
        title: '可接受的分摊方式',
        type: 'MULTIPLE_CHOICE',
        required: false,
        options: [{ content: '按楼层' }, { content: '按面积' }],
      },
      { title: '您的联系方式', type: 'SINGLE_LINE_TEXT', required: false },
      { title: '其他意见', type: 'MULTI_LINE_TEXT', required: false },
    ],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Info> {
  const response = await post(ctx, '/v1/intentionSolicitation/create', body(overrides), { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

async function info(id: string, token = director) {
  return get(ctx, `/v1/intentionSolicitation/info?communityInfoCode=${C}&intentionSolicitationId=${id}`, {
    token,
  });
}

async function total(): Promise<number> {
  const response = await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100`, {
    token: director,
  });
  return bodyOf<{ total: number }>(response).data.total;
}

const ref = (id: string, community = C) => ({ communityInfoCode: community, intentionSolicitationId: id });
const ownerInfo = async (id: string, token: string) =>
  get(ctx, `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${id}`, { token });
const answer = (id: string, token: string, answers: unknown) =>
  post(ctx, '/v1/owner/intentionSolicitation/answer', { intentionSolicitationId: id, answers }, { token });

describe('solicitationTag', () => {
  it('lists the tags and gives one', async () => {
    const list = await get(ctx, '/v1/solicitationTag/list', { token: director });
    expect(list.statusCode).toBe(200);
    expect(bodyOf<{ tagName: string }[]>(list).data.map((tag) => tag.tagName)).toContain('停车管理');
    const one = await get(ctx, '/v1/solicitationTag/info?tagId=4', { token: director });
    expect(bodyOf(one).data).toEqual({ tagId: 4, tagName: '停车管理' });
    expect((await get(ctx, '/v1/solicitationTag/info?tagId=99', { token: director })).statusCode).toBe(404);
    expect((await get(ctx, '/v1/solicitationTag/info?tagId=x', { token: director })).statusCode).toBe(400);
    expect((await get(ctx, '/v1/solicitationTag/list')).statusCode).toBe(401);
  });
});

describe('creating questionnaires', () => {
  it('publishes one that has not started, with tags and the multi-line description', async () => {
    const created = await create();
    expect(created).toMatchObject({ isDraft: 'NO', state: 'NOT_STARTED', stateName: '未开始', joinNum: 0 });
    expect(created.desc).toBe('拟为1栋加装电梯\n请各位业主填写意向');
    expect(created.tags).toEqual([{ tagId: 2, tagName: '设施改造' }]);
    expect(created.questions.map((question) => question.type)).toEqual([
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'SINGLE_LINE_TEXT',
      'MULTI_LINE_TEXT',
    ]);
    expect(created.questions[0]?.options.map((option) => option.percentage)).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it.each<[string, () => Record<string, unknown>, string]>([
    [
      'a choice question without options',
      () => ({ questions: [{ title: '选哪个', type: 'SINGLE_CHOICE', options: [] }] }),
      '单选题和多选题至少需要两个选项',
    ],
    ['no questions', () => ({ questions: [] }), '至少需要一个问题'],
    [
      'a start after the end',
      () => ({ startDate: at(5 * HOUR), endDate: at(2 * HOUR) }),
      '开始时间必须早于结束时间',
    ],
    [
      'an end in the past',
      () => ({ startDate: at(-5 * HOUR), endDate: at(-HOUR) }),
      '结束时间必须晚于当前时间',
    ],
    ['a title over 100 characters', () => ({ title: '长'.repeat(101) }), '问卷标题'],
    ['an unknown tag', () => ({ tagIds: [99] }), '问卷标签不存在'],
    ['an unknown building', () => ({ scopeType: 'BUILDING', buildingCodes: ['NOPE'] }), '所选楼栋不存在'],
    ['an attachment that was never uploaded', () => ({ descFile: ['A0000'] }), '附件不存在或未上传完成'],
    ['an unknown proposal', () => ({ relationProposalId: 'PNOPE' }), '关联的提案不存在'],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides, message) => {
    const before = await total();
    const response = await post(ctx, '/v1/intentionSolicitation/create', body(overrides()), {
      token: director,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).message).toContain(message);
    expect(await total()).toBe(before);
  });

  it('links a proposal of the community', async () => {
    const created = await create({ relationProposalId: 'PDEMO0001' });
    expect(
      bodyOf<{ relationProposalId: string }>(await info(created.intentionSolicitationId)).data
        .relationProposalId,
    ).toBe('PDEMO0001');
  });

  it('lists the seeded demo questionnaires with their derived states and results', async () => {
    const response = await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100`, {
      token: property,
    });
    const rows = bodyOf<{ list: { intentionSolicitationId: string; state: string; joinNum: number }[] }>(
      response,
    ).data.list;
    const byId = new Map(rows.map((row) => [row.intentionSolicitationId, row]));
    // Demo dates are relative to the real seeding day; only the draft's state is clock-independent.
    expect(byId.get('ISDEMO0001')).toMatchObject({ joinNum: 4 });
    expect(byId.get('ISDEMO0002')).toMatchObject({ joinNum: 5 });
    // The draft is the managers' (issue #28 item 2): the view-only property member does not list it.
    expect(byId.has('ISDEMO0003')).toBe(false);
    const managed = await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100`, {
      token: director,
    });
    expect(
      bodyOf<{ list: { intentionSolicitationId: string; state: string; joinNum: number }[] }>(
        managed,
      ).data.list.find((row) => row.intentionSolicitationId === 'ISDEMO0003'),
    ).toMatchObject({ state: 'DRAFT', joinNum: 0 });
    const ended = bodyOf<Info>(await info('ISDEMO0002')).data;
    expect(ended.questions[0]?.options.map((option) => option.percentage)).toEqual(['80.00', '20.00']);
  });

  it('needs a session, INTENTION_MANAGEMENT and membership of the community', async () => {
    expect((await post(ctx, '/v1/intentionSolicitation/create', body())).statusCode).toBe(401);
    expect((await post(ctx, '/v1/intentionSolicitation/create', body(), { token: owner1 })).statusCode).toBe(
      401,
    );
    expect(
      (await post(ctx, '/v1/intentionSolicitation/create', body(), { token: property })).statusCode,
    ).toBe(403);
    // Not a member of 阳光花园: the community is not theirs (404, as the community guard answers).
    expect(
      (await post(ctx, '/v1/intentionSolicitation/create', body(), { token: preparer })).statusCode,
    ).toBe(404);
  });
});

describe('lifecycle', () => {
  it('saves, re-saves and publishes a draft; refuses draft actions on published ones with 409', async () => {
    const saved = await post(
      ctx,
      '/v1/intentionSolicitation/saveDraft',
      {
        communityInfoCode: C,
        title: '停车位改造意见征集',
        questions: [{ title: '选哪个', type: 'SINGLE_CHOICE' }],
      },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Info>(saved).data;
    expect(draft).toMatchObject({ isDraft: 'YES', state: 'DRAFT', endDate: null });

    const resaved = await post(
      ctx,
      '/v1/intentionSolicitation/saveDraft',
      {
        communityInfoCode: C,
        intentionSolicitationId: draft.intentionSolicitationId,
        title: '停车位改造意见征集（修订）',
      },
      { token: director },
    );
    expect(bodyOf<Info>(resaved).data.questions).toEqual([]);

    const published = await create({ intentionSolicitationId: draft.intentionSolicitationId });
    expect(published.intentionSolicitationId).toBe(draft.intentionSolicitationId);
    expect(published.state).toBe('NOT_STARTED');

    const again = await post(
      ctx,
      '/v1/intentionSolicitation/saveDraft',
      { communityInfoCode: C, intentionSolicitationId: draft.intentionSolicitationId, title: 'x' },
      { token: director },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('问卷未开始，不能保存草稿');
    for (const path of ['deleteDraft', 'delete']) {
      const response = await post(
        ctx,
        `/v1/intentionSolicitation/${path}`,
        ref(draft.intentionSolicitationId),
        {
          token: director,
        },
      );
      expect(response.statusCode).toBe(409);
    }
    expect(bodyOf<Info>(await info(draft.intentionSolicitationId)).data.isDraft).toBe('NO');
  });

  it('delays (later only), copies to a new draft, withdraws (kept, WITHDRAWN) and deletes', async () => {
    const created = await create();
    const id = created.intentionSolicitationId;
    const earlier = await post(
      ctx,
      '/v1/intentionSolicitation/delay',
      { ...ref(id), endDate: at(2 * HOUR) },
      { token: director },
    );
    expect(earlier.statusCode).toBe(400);
    expect(bodyOf(earlier).message).toBe('延期后的结束时间必须晚于原结束时间');
    const delayed = await post(
      ctx,
      '/v1/intentionSolicitation/delay',
      { ...ref(id), endDate: at(10 * 24 * HOUR) },
      { token: director },
    );
    expect(delayed.statusCode).toBe(200);
    expect(bodyOf<Info>(delayed).data.endDate).toBe(at(10 * 24 * HOUR));

    const copied = await post(ctx, '/v1/intentionSolicitation/copyToDraft', ref(id), { token: director });
    const copy = bodyOf<Info>(copied).data;
    expect(copy).toMatchObject({ state: 'DRAFT', endDate: null });
    expect(copy.intentionSolicitationId).not.toBe(id);
    expect(copy.questions).toHaveLength(4);

    expect(
      (await post(ctx, '/v1/intentionSolicitation/withdrawal', ref(id), { token: director })).statusCode,
    ).toBe(200);
    // Withdrawn, not a draft again (issue #28): final, corrected through a copy, removed by delete.
    expect(bodyOf<Info>(await info(id)).data).toMatchObject({ state: 'WITHDRAWN', isDraft: 'NO' });
    for (const [path, status] of [
      ['withdrawal', 409],
      ['delay', 409],
      ['deleteDraft', 409],
    ] as const) {
      const response = await post(
        ctx,
        `/v1/intentionSolicitation/${path}`,
        { ...ref(id), endDate: at(20 * 24 * HOUR) },
        { token: director },
      );
      expect(response.statusCode, path).toBe(status);
    }
    const corrected = await post(ctx, '/v1/intentionSolicitation/copyToDraft', ref(id), { token: director });
    expect(bodyOf<Info>(corrected).data.state).toBe('DRAFT');
    await post(
      ctx,
      '/v1/intentionSolicitation/deleteDraft',
      ref(bodyOf<Info>(corrected).data.intentionSolicitationId),
      { token: director },
    );
    expect(
      (await post(ctx, '/v1/intentionSolicitation/delete', ref(id), { token: director })).statusCode,
    ).toBe(200);
    expect((await info(id)).statusCode).toBe(404);
    expect(
      (
        await post(ctx, '/v1/intentionSolicitation/deleteDraft', ref(copy.intentionSolicitationId), {
          token: director,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an object of another community and 403 for a view-only member acting', async () => {
    const created = await create();
    const id = created.intentionSolicitationId;
    const other = await get(
      ctx,
      `/v1/intentionSolicitation/info?communityInfoCode=XFL001&intentionSolicitationId=${id}`,
      { token: director },
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await post(ctx, '/v1/intentionSolicitation/withdrawal', ref(id, 'XFL001'), { token: director }))
        .statusCode,
    ).toBe(404);
    expect((await info(id, property)).statusCode).toBe(200);
    expect(
      (await post(ctx, '/v1/intentionSolicitation/withdrawal', ref(id), { token: property })).statusCode,
    ).toBe(403);
    expect((await info('NOPE')).statusCode).toBe(404);
    expect(
      (await get(ctx, `/v1/intentionSolicitation/info?communityInfoCode=${C}`, { token: director }))
        .statusCode,
    ).toBe(400);
  });
});

describe('owners answer and the director reads the results', () => {
  let id: string;
  let questions: Question[];

  beforeAll(async () => {
    const created = await create({ scopeType: 'BUILDING', buildingCodes: [building1] });
    id = created.intentionSolicitationId;
    questions = created.questions;
    expect(created.buildingNames).toEqual(['1栋']);
  });

  const choice = (question: number, ...options: number[]) => ({
    questionId: questions[question]?.questionId ?? 0,
    optionIds: options.map((option) => questions[question]?.options[option]?.optionId ?? 0),
  });
  const text = (question: number, value: string) => ({
    questionId: questions[question]?.questionId ?? 0,
    text: value,
  });

  it('refuses answers before the start with 409', async () => {
    const list = await get(ctx, '/v1/owner/intentionSolicitation/list', { token: owner1 });
    expect(bodyOf<{ intentionSolicitationId: string; state: string }[]>(list).data).toContainEqual(
      expect.objectContaining({ intentionSolicitationId: id, state: 'NOT_STARTED' }),
    );
    const response = await answer(id, owner1, [choice(0, 0)]);
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('问卷未在进行中，不能作答');
  });

  it('takes one answer per certified owner in scope', async () => {
    ctx.clock.advance(2 * HOUR);
    const before = bodyOf<OwnerInfo>(await ownerInfo(id, owner1)).data;
    expect(before).toMatchObject({ state: 'IN_PROGRESS', canAnswer: true, resultsVisible: false });

    const first = await answer(id, owner1, [
      choice(0, 0),
      choice(1, 0, 1),
      text(2, '13900000001'),
      text(3, '希望尽快\n动工'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf<OwnerInfo>(first).data).toMatchObject({ answered: true, canAnswer: false });
    // Side by side (real concurrency on PostgreSQL): the kept answer count (migration 0020) once
    // deadlocked two answerers who each held a share lock on the questionnaire.
    const together = await Promise.all([
      answer(id, owner2, [choice(0, 0)]),
      answer(id, owner3, [choice(0, 1), text(3, '费用太高')]),
    ]);
    expect(together.map((response) => response.statusCode)).toEqual([200, 200]);

    const twice = await answer(id, owner1, [choice(0, 1)]);
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe('您已提交过本问卷，每位业主只能作答一次');
  });

  it.each<[string, () => unknown[], string]>([
    ['a missing required answer', () => [text(3, '无')], '请回答第1题'],
    ['two options on a single choice', () => [choice(0, 0, 1)], '第1题为单选题，只能选择一个选项'],
    [
      'an option of another question',
      () => [{ questionId: questions[0]?.questionId, optionIds: [questions[1]?.options[0]?.optionId] }],
      '答案与问卷问题不符',
    ],
    [
      'a single-line text over 100 characters',
      () => [choice(0, 0), text(2, '长'.repeat(101))],
      '第3题的回答不能超过100字',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, answers, message) => {
    const owner4 = await tokenFor(ctx, '13900000004', { isWxAPP: true });
    const response = await answer(id, owner4, answers());
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(bodyOf<OwnerInfo>(await ownerInfo(id, owner4)).data.answered).toBe(false);
  });

  it('refuses uncertified owners with 403 and owners outside the scope with 403/404', async () => {
    const uncertified = await answer(id, owner6, [choice(0, 0)]);
    expect(uncertified.statusCode).toBe(403);
    expect(bodyOf(uncertified).message).toBe('请先完成业主认证后再作答');
    expect(bodyOf<OwnerInfo>(await ownerInfo(id, owner6)).data.cannotAnswerReason).toBe(
      '请先完成业主认证后再作答',
    );

    const elsewhere = await create({ scopeType: 'BUILDING', buildingCodes: [building2], startDate: at(60) });
    ctx.clock.advance(120);
    expect((await ownerInfo(elsewhere.intentionSolicitationId, owner2)).statusCode).toBe(404);
    const outside = await answer(elsewhere.intentionSolicitationId, owner2, [choice(0, 0)]);
    expect(outside.statusCode).toBe(403);
    expect(bodyOf(outside).message).toBe('您在本次问卷范围内没有房屋');
    expect((await answer(id, director, [choice(0, 0)])).statusCode).toBe(401);
    expect((await answer('NOPE', owner1, [choice(0, 0)])).statusCode).toBe(404);
  });

  it('gives joinNum, num and percentage with two decimals, and lists the text answers', async () => {
    const result = bodyOf<Info>(await info(id, property)).data;
    expect(result.joinNum).toBe(3);
    expect(result.questions[0]?.options.map((option) => [option.num, option.percentage])).toEqual([
      [2, '66.67'],
      [1, '33.33'],
      [0, '0.00'],
    ]);
    expect(result.questions[1]?.options.map((option) => option.percentage)).toEqual(['33.33', '33.33']);
    expect(result.questions[3]?.answerNum).toBe(2);
    const texts = await get(
      ctx,
      `/v1/intentionSolicitation/textAnswerList?communityInfoCode=${C}&intentionSolicitationId=${id}&questionId=${questions[3]?.questionId}`,
      { token: director },
    );
    expect(
      bodyOf<{ list: { text: string }[] }>(texts)
        .data.list.map((item) => item.text)
        .sort(),
    ).toEqual(['希望尽快\n动工', '费用太高']);
    const list = await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&state=IN_PROGRESS`, {
      token: property,
    });
    const rows = bodyOf<{ list: { intentionSolicitationId: string; joinNum: number; state: string }[] }>(list)
      .data.list;
    expect(rows.every((row) => row.state === 'IN_PROGRESS')).toBe(true);
    expect(rows.find((row) => row.intentionSolicitationId === id)?.joinNum).toBe(3);
  });

  it('exports the results as xlsx through a download job', async () => {
    const created = await post(
      ctx,
      '/v1/downloadJob/create',
      { communityInfoCode: C, kind: 'INTENTION_RESULT_XLSX', params: { intentionSolicitationId: id } },
      { token: property },
    );
    expect(created.statusCode, created.body).toBe(200);
    const job = bodyOf<{ jobId: string; fileName: string }>(created).data;
    expect(job.fileName).toMatch(/^阳光花园-问卷结果-\d{8}\.xlsx$/);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = bodyOf<{ status: string; attachmentId: string }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: property }),
    ).data;
    expect(done.status).toBe('SUCCESS_GENERATED');
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: property,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('统计');
    const values = summary
      ?.getSheetValues()
      .flat()
      .filter((value) => value !== undefined && value !== null);
    expect(values).toContain('66.67%');
    expect(values).toContain('电梯加装意向调查');
    const detail = workbook.getWorksheet('答卷明细');
    expect(detail?.rowCount).toBe(4);
  });

  it('refuses answers after the end with 409 and shows owners the results', async () => {
    ctx.clock.advance(8 * 24 * HOUR);
    // Sessions of a week ago have expired: log in again.
    owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
    director = await tokenFor(ctx, DIRECTOR);
    const late = await answer(id, owner2, [choice(0, 0)]);
    expect(late.statusCode).toBe(409);
    const seen = bodyOf<OwnerInfo>(await ownerInfo(id, owner1)).data;
    expect(seen).toMatchObject({ state: 'ENDED', resultsVisible: true });
    expect(seen.questions[0]?.options[0]?.percentage).toBe('66.67');
    expect(seen.myAnswer?.answers[0]?.optionIds).toEqual([questions[0]?.options[0]?.optionId]);
    expect(
      (
        await post(
          ctx,
          '/v1/intentionSolicitation/delay',
          { ...ref(id), endDate: at(HOUR) },
          { token: director },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await post(ctx, '/v1/intentionSolicitation/delete', ref(id), { token: director })).statusCode,
    ).toBe(200);
    expect((await info(id)).statusCode).toBe(404);
  });
});

describe('drafts belong to INTENTION_MANAGEMENT (issue #28 item 2)', () => {
  it('view-only staff neither list nor open a draft (info, textAnswerList, export): 404 as for a made-up code', async () => {
    // Earlier tests moved the clock on by a week: log in again.
    director = await tokenFor(ctx, DIRECTOR);
    property = await tokenFor(ctx, PROPERTY);
    const saved = await post(
      ctx,
      '/v1/intentionSolicitation/saveDraft',
      body({ title: '尚未发布的问卷草稿' }),
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Info>(saved).data;
    const published = await create({ title: '已发布的问卷（草稿对照）' });
    const gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
    const idsOf = async (token: string, query = '') =>
      bodyOf<{ list: { intentionSolicitationId: string }[] }>(
        await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100${query}`, { token }),
      ).data.list.map((item) => item.intentionSolicitationId);
    expect(await idsOf(director, '&state=DRAFT')).toContain(draft.intentionSolicitationId);
    const textQuestion = draft.questions.find((question) => question.type === 'SINGLE_LINE_TEXT');
    for (const token of [property, gov]) {
      const listed = await idsOf(token);
      expect(listed).toContain(published.intentionSolicitationId);
      expect(listed).not.toContain(draft.intentionSolicitationId);
      expect(await idsOf(token, '&state=DRAFT')).toEqual([]);
      for (const path of ['info', 'textAnswerList']) {
        const url = (id: string) =>
          `/v1/intentionSolicitation/${path}?communityInfoCode=${C}&intentionSolicitationId=${id}&questionId=${textQuestion?.questionId}`;
        const real = await get(ctx, url(draft.intentionSolicitationId), { token });
        const madeUp = await get(ctx, url('IS-NO-SUCH'), { token });
        expect(real.statusCode, `${path}: ${real.body}`).toBe(404);
        expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
      }
      expect((await info(published.intentionSolicitationId, token)).statusCode).toBe(200);
    }
    expect((await info(draft.intentionSolicitationId)).statusCode).toBe(200);
    // The results export (started with the VIEW permission) produces no file of a draft.
    const job = await post(
      ctx,
      '/v1/downloadJob/create',
      {
        communityInfoCode: C,
        kind: 'INTENTION_RESULT_XLSX',
        params: { intentionSolicitationId: draft.intentionSolicitationId },
      },
      { token: property },
    );
    expect(job.statusCode, job.body).toBe(200);
    const { jobId } = bodyOf<{ jobId: string }>(job).data;
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const after = bodyOf<{ status: string; attachmentId: string | null }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${jobId}`, { token: property }),
    ).data;
    expect(after.status).not.toBe('SUCCESS_GENERATED');
    expect(after.attachmentId ?? null).toBeNull();
  });
});

describe('withdrawing keeps the answers (issue #28 item 1)', () => {
  it('staff still read the answers of a withdrawn questionnaire; owners who answered see it withdrawn', async () => {
    director = await tokenFor(ctx, DIRECTOR);
    property = await tokenFor(ctx, PROPERTY);
    owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
    const created = await create({ title: '撤回后保留答卷', startDate: at(-60) });
    const id = created.intentionSolicitationId;
    const [first, , contact] = created.questions;
    const mine = [
      { questionId: first?.questionId, optionIds: [first?.options[1]?.optionId] },
      { questionId: contact?.questionId, text: '撤回前已填写' },
    ];
    const answered = await answer(id, owner1, mine);
    expect(answered.statusCode, answered.body).toBe(200);

    const withdrawn = await post(ctx, '/v1/intentionSolicitation/withdrawal', ref(id), { token: director });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // Staff with the view permission: the state, the count and the statistics are all still there.
    const seen = bodyOf<Info>(await info(id, property)).data;
    expect(seen).toMatchObject({ state: 'WITHDRAWN', stateName: '已撤回', joinNum: 1 });
    expect(seen.questions[0]?.options.map((option) => option.num)).toEqual([0, 1, 0]);
    const texts = await get(
      ctx,
      `/v1/intentionSolicitation/textAnswerList?communityInfoCode=${C}&intentionSolicitationId=${id}&questionId=${contact?.questionId}`,
      { token: property },
    );
    expect(bodyOf<{ list: { text: string }[] }>(texts).data.list.map((item) => item.text)).toEqual([
      '撤回前已填写',
    ]);
    const listed = async (state: string) =>
      bodyOf<{ list: { intentionSolicitationId: string }[] }>(
        await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100&state=${state}`, {
          token: property,
        }),
      ).data.list.map((item) => item.intentionSolicitationId);
    expect(await listed('WITHDRAWN')).toContain(id);
    expect(await listed('IN_PROGRESS')).not.toContain(id);

    // The owner who answered: in their list as withdrawn, their answer shown, nothing to do.
    const ownerList = bodyOf<{ intentionSolicitationId: string; state: string; answered: boolean }[]>(
      await get(ctx, '/v1/owner/intentionSolicitation/list', { token: owner1 }),
    ).data;
    expect(ownerList).toContainEqual(
      expect.objectContaining({ intentionSolicitationId: id, state: 'WITHDRAWN', answered: true }),
    );
    const page = bodyOf<OwnerInfo>(await ownerInfo(id, owner1)).data;
    expect(page).toMatchObject({
      state: 'WITHDRAWN',
      answered: true,
      canAnswer: false,
      cannotAnswerReason: '问卷已撤回，不能作答',
    });
    expect(page.myAnswer?.answers[0]?.optionIds).toEqual([first?.options[1]?.optionId]);
    const change = await post(
      ctx,
      '/v1/owner/intentionSolicitation/changeAnswer',
      { intentionSolicitationId: id, answers: mine },
      { token: owner1 },
    );
    expect(change.statusCode).toBe(409);

    // An owner who had not answered: nothing left to answer, so it is gone from their list.
    const other = bodyOf<{ intentionSolicitationId: string }[]>(
      await get(ctx, '/v1/owner/intentionSolicitation/list', { token: owner2 }),
    ).data;
    expect(other.map((item) => item.intentionSolicitationId)).not.toContain(id);
    expect((await ownerInfo(id, owner2)).statusCode).toBe(404);
    const late = await answer(id, owner2, mine);
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('问卷已撤回，不能作答');
  });
});
