import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, pngBytes, upload } from './support/file-fixtures';
import { buildingsOf, DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * Issue 6 follow-ups: files of questions and options (named, checked, claimed for the community) and
 * owners changing their answer until the questionnaire ends.
 */

const C = 'YGHY001';
const HOUR = 3600;

type File = { attachmentId: string; sourceName: string };
type Option = { optionId: number; num: number; percentage: string; descFile: string[] };
type Question = { questionId: number; descFile: string[]; options: Option[] };
type Info = {
  intentionSolicitationId: string;
  descFile: string[];
  questions: Question[];
  files: File[];
  joinNum: number;
};
type OwnerInfo = {
  answered: boolean;
  canAnswer: boolean;
  canChange: boolean;
  files: File[];
  myAnswer: { joinDate: string; answers: { questionId: number; optionIds: number[]; text: string }[] } | null;
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
  const buildings = await buildingsOf(ctx, director);
  building2 = buildings.find((building) => building.buildingName === '2栋')?.buildingCode ?? '';
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

function body(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '绿化改造意向',
    startDate: at(60),
    endDate: at(48 * HOUR),
    questions: [
      {
        title: '选择改造方案',
        type: 'SINGLE_CHOICE',
        options: [{ content: '方案一' }, { content: '方案二' }],
      },
      { title: '其他意见', type: 'SINGLE_LINE_TEXT', required: false },
    ],
    ...overrides,
  };
}

const create = (payload: Record<string, unknown>, token = director) =>
  post(ctx, '/v1/intentionSolicitation/create', payload, { token });
const ownerInfo = async (id: string, token: string) =>
  bodyOf<OwnerInfo>(
    await get(ctx, `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${id}`, { token }),
  ).data;
const answer = (id: string, token: string, answers: unknown) =>
  post(ctx, '/v1/owner/intentionSolicitation/answer', { intentionSolicitationId: id, answers }, { token });
const change = (id: string, token: string, answers: unknown) =>
  post(
    ctx,
    '/v1/owner/intentionSolicitation/changeAnswer',
    { intentionSolicitationId: id, answers },
    { token },
  );

describe('files of a questionnaire, its questions and options', () => {
  it('stores them and gives every file with its real name', async () => {
    const desc = await upload(ctx, director, '改造说明.pdf', PDF_BYTES, { communityInfoCode: C });
    const plan = await upload(ctx, director, '方案一效果图.png', await pngBytes());
    const question = await upload(ctx, director, '平面图.pdf', PDF_BYTES);
    const response = await create(
      body({
        descFile: [desc.attachmentId],
        questions: [
          {
            title: '选择改造方案',
            type: 'SINGLE_CHOICE',
            descFile: [question.attachmentId],
            options: [{ content: '方案一', descFile: [plan.attachmentId] }, { content: '方案二' }],
          },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const info = bodyOf<Info>(response).data;
    expect(info.questions[0]?.descFile).toEqual([question.attachmentId]);
    expect(info.questions[0]?.options[0]?.descFile).toEqual([plan.attachmentId]);
    expect(info.files.map((file) => file.sourceName)).toEqual([
      '改造说明.pdf',
      '平面图.pdf',
      '方案一效果图.png',
    ]);

    // The director's own uploads became the community's: other staff can open them now.
    const opened = await get(ctx, `/v1/api/cos/download?attachmentId=${plan.attachmentId}`, {
      token: property,
    });
    expect(opened.statusCode).toBe(200);

    ctx.clock.advance(120);
    const seen = await ownerInfo(info.intentionSolicitationId, owner1);
    expect(seen.files.map((file) => file.sourceName)).toContain('方案一效果图.png');
  });

  it('refuses a file someone else uploaded and has not given to the community, storing nothing', async () => {
    const foreign = await upload(ctx, property, '别人的文件.pdf', PDF_BYTES);
    const before = bodyOf<{ total: number }>(
      await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}`, { token: director }),
    ).data.total;
    const response = await create(
      body({
        questions: [
          {
            title: '选择改造方案',
            type: 'SINGLE_CHOICE',
            options: [{ content: '方案一', descFile: [foreign.attachmentId] }, { content: '方案二' }],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe('附件不存在或未上传完成');
    const after = bodyOf<{ total: number }>(
      await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}`, { token: director }),
    ).data.total;
    expect(after).toBe(before);
  });

  it('refuses more than nine files on one option with 400', async () => {
    const response = await create(
      body({
        questions: [
          {
            title: '选择改造方案',
            type: 'SINGLE_CHOICE',
            options: [
              { content: '方案一', descFile: Array.from({ length: 10 }, (_, i) => `A${i}`) },
              { content: '方案二' },
            ],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe('最多只能上传9个文件');
  });
});

describe('changing an answer before the end', () => {
  let id: string;
  let questions: Question[];

  beforeAll(async () => {
    const created = await create(body());
    expect(created.statusCode, created.body).toBe(200);
    const info = bodyOf<Info>(created).data;
    id = info.intentionSolicitationId;
    questions = info.questions;
    ctx.clock.advance(120);
  });

  const pick = (option: number) => ({
    questionId: questions[0]?.questionId ?? 0,
    optionIds: [questions[0]?.options[option]?.optionId ?? 0],
  });
  const results = async () =>
    bodyOf<Info>(
      await get(ctx, `/v1/intentionSolicitation/info?communityInfoCode=${C}&intentionSolicitationId=${id}`, {
        token: director,
      }),
    ).data;

  it('refuses a change before any answer with 409', async () => {
    const response = await change(id, owner1, [pick(0)]);
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('您尚未提交本问卷，请先作答');
    expect((await ownerInfo(id, owner1)).answered).toBe(false);
  });

  it('replaces the answer, and the results follow', async () => {
    expect((await answer(id, owner1, [pick(0)])).statusCode).toBe(200);
    expect((await answer(id, owner2, [pick(0)])).statusCode).toBe(200);
    const first = await ownerInfo(id, owner1);
    expect(first).toMatchObject({ answered: true, canAnswer: false, canChange: true });

    ctx.clock.advance(60);
    const response = await change(id, owner1, [
      pick(1),
      { questionId: questions[1]?.questionId ?? 0, text: ' 希望多种树 ' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const changed = bodyOf<OwnerInfo>(response).data;
    expect(changed.myAnswer?.answers).toEqual([
      { questionId: questions[0]?.questionId, optionIds: [questions[0]?.options[1]?.optionId], text: '' },
      { questionId: questions[1]?.questionId, optionIds: [], text: '希望多种树' },
    ]);
    expect(Date.parse(changed.myAnswer?.joinDate ?? '')).toBeGreaterThan(
      Date.parse(first.myAnswer?.joinDate ?? ''),
    );

    const info = await results();
    expect(info.joinNum).toBe(2);
    expect(info.questions[0]?.options.map((option) => [option.num, option.percentage])).toEqual([
      [1, '50.00'],
      [1, '50.00'],
    ]);
  });

  it.each<[string, () => unknown[], string]>([
    ['a missing required answer', () => [], '请回答第1题'],
    [
      'an option of no question',
      () => [{ questionId: questions[0]?.questionId, optionIds: [999_999] }],
      '答案与问卷问题不符',
    ],
    [
      'a text over 100 characters',
      () => [pick(0), { questionId: questions[1]?.questionId, text: '长'.repeat(101) }],
      '第2题的回答不能超过100字',
    ],
  ])('refuses %s with 400 and keeps the old answer', async (_name, answers, message) => {
    const response = await change(id, owner1, answers());
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    const kept = await ownerInfo(id, owner1);
    expect(kept.myAnswer?.answers[0]?.optionIds).toEqual([questions[0]?.options[1]?.optionId]);
  });

  it('refuses owners outside the scope with 403, an uncertified non-answerer with 409, other sessions with 401/404', async () => {
    const elsewhere = bodyOf<Info>(
      await create(body({ scopeType: 'BUILDING', buildingCodes: [building2], startDate: at(30) })),
    ).data;
    ctx.clock.advance(60);
    const outside = await change(elsewhere.intentionSolicitationId, owner2, [pick(0)]);
    expect(outside.statusCode).toBe(403);
    expect(bodyOf(outside).message).toBe('您在本次问卷范围内没有房屋');
    const uncertified = await change(id, owner6, [pick(0)]);
    expect(uncertified.statusCode).toBe(409);
    expect((await change(id, director, [pick(0)])).statusCode).toBe(401);
    expect((await change('NOPE', owner1, [pick(0)])).statusCode).toBe(404);
    expect((await change(id, owner1, 'x')).statusCode).toBe(400);
  });

  it('refuses a change after the end with 409 and keeps the answer', async () => {
    ctx.clock.advance(49 * HOUR);
    owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    const response = await change(id, owner1, [pick(0)]);
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('问卷未在进行中，不能修改答案');
    const ended = await ownerInfo(id, owner1);
    expect(ended.canChange).toBe(false);
    expect(ended.myAnswer?.answers[0]?.optionIds).toEqual([questions[0]?.options[1]?.optionId]);
  });
});
