import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, govStaff, users } from '../src/db/schema';
import { govSolicitations, govSolicitationTargets } from '../src/db/tables/gov-solicitation';
import { intentionAnswers, intentionSolicitations } from '../src/db/tables/questionnaire';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** Withdraw, delay, delete and deleteDraft of government questionnaires (gov/intentionSolicitation/*). */

let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let outsider: string;
let director: string;
let owner: string;

type Option = { optionId: number };
type Info = {
  intentionSolicitationId: string;
  isDraft: 'YES' | 'NO';
  state: string;
  endDate: string | null;
  joinNum: number;
  questions: { questionId: number; options: Option[] }[];
};

const HOUR = 3_600_000;
const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();
const URL = '/v1/gov/intentionSolicitation';

function body(extra: Record<string, unknown> = {}) {
  return {
    title: '垃圾分类意见征集',
    startDate: at(1),
    endDate: at(24),
    questions: [
      {
        title: '是否支持定时定点投放',
        type: 'SINGLE_CHOICE',
        options: [{ content: '支持' }, { content: '不支持' }],
      },
    ],
    communityInfoCodes: ['YGHY001'],
    ...extra,
  };
}

async function publish(token: string, extra: Record<string, unknown> = {}): Promise<Info> {
  const response = await post(ctx, `${URL}/create`, body(extra), { token });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

async function draft(token: string): Promise<Info> {
  const response = await post(
    ctx,
    `${URL}/saveDraft`,
    { title: '草稿', communityInfoCodes: ['YGHY001'] },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

async function rowOf(code: string) {
  const [row] = await ctx.db.handle.db
    .select()
    .from(intentionSolicitations)
    .where(eq(intentionSolicitations.solicitationCode, code));
  return row ?? null;
}

async function info(code: string, token = street) {
  return get(ctx, `${URL}/info?intentionSolicitationId=${code}`, { token });
}

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, DIRECTOR);
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
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
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('withdrawal', () => {
  it('withdraws a running questionnaire and keeps its answers (issue #28)', async () => {
    const item = await publish(street, { startDate: at(0.01) });
    ctx.clock.advance(120);
    const question = item.questions[0];
    const answer = await post(
      ctx,
      '/v1/owner/intentionSolicitation/answer',
      {
        intentionSolicitationId: item.intentionSolicitationId,
        answers: [{ questionId: question?.questionId, optionIds: [question?.options[0]?.optionId] }],
      },
      { token: owner },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await rowOf(item.intentionSolicitationId);
    const answers = () =>
      ctx.db.handle.db
        .select()
        .from(intentionAnswers)
        .where(eq(intentionAnswers.solicitationId, row?.id ?? 0));
    expect((await answers()).length).toBe(1);

    const response = await post(
      ctx,
      `${URL}/withdrawal`,
      { intentionSolicitationId: item.intentionSolicitationId },
      { token: street },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf(response).code).toBe(200);
    const after = bodyOf<Info>(await info(item.intentionSolicitationId)).data;
    expect(after).toMatchObject({ isDraft: 'NO', state: 'WITHDRAWN', joinNum: 1 });
    expect((await answers()).length).toBe(1);
    // The owner who answered sees it withdrawn.
    const list = bodyOf<{ intentionSolicitationId: string; state: string }[]>(
      await get(ctx, '/v1/owner/intentionSolicitation/list', { token: owner }),
    ).data;
    expect(list).toContainEqual(
      expect.objectContaining({ intentionSolicitationId: item.intentionSolicitationId, state: 'WITHDRAWN' }),
    );
    // A withdrawn questionnaire cannot be withdrawn again.
    const again = await post(
      ctx,
      `${URL}/withdrawal`,
      { intentionSolicitationId: item.intentionSolicitationId },
      { token: street },
    );
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('问卷已撤回，不能撤回');
  });
});

describe('delay', () => {
  it('moves the end later and keeps the rest', async () => {
    const item = await publish(street);
    const end = at(48);
    const response = await post(
      ctx,
      `${URL}/delay`,
      { intentionSolicitationId: item.intentionSolicitationId, endDate: end },
      { token: street },
    );
    expect(response.statusCode, response.body).toBe(200);
    const delayed = bodyOf<Info>(response).data;
    expect(Date.parse(delayed.endDate ?? '')).toBe(Date.parse(end));
    expect(delayed.state).toBe('NOT_STARTED');
  });

  it('refuses an end that is not later, in the past or malformed; changes nothing', async () => {
    const item = await publish(street);
    const before = await rowOf(item.intentionSolicitationId);
    const cases: [unknown, number, string][] = [
      [item.endDate, 400, '延期后的结束时间必须晚于原结束时间'],
      [at(12), 400, '延期后的结束时间必须晚于原结束时间'],
      [at(-1), 400, '结束时间必须晚于当前时间'],
      ['tomorrow', 400, '请选择开始时间和结束时间'],
      [undefined, 400, '请选择开始时间和结束时间'],
    ];
    for (const [endDate, status, message] of cases) {
      const response = await post(
        ctx,
        `${URL}/delay`,
        { intentionSolicitationId: item.intentionSolicitationId, endDate },
        { token: street },
      );
      expect(response.statusCode, message).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await rowOf(item.intentionSolicitationId))?.endDate).toEqual(before?.endDate);
  });

  it('refuses drafts and ended questionnaires', async () => {
    const saved = await draft(street);
    const refusedDraft = await post(
      ctx,
      `${URL}/delay`,
      { intentionSolicitationId: saved.intentionSolicitationId, endDate: at(100) },
      { token: street },
    );
    expect(refusedDraft.statusCode).toBe(409);
    expect(bodyOf(refusedDraft).message).toBe('问卷草稿，不能延期');
    const item = await publish(street, { startDate: at(0.01), endDate: at(0.02) });
    ctx.clock.advance(120);
    const ended = await post(
      ctx,
      `${URL}/delay`,
      { intentionSolicitationId: item.intentionSolicitationId, endDate: at(100) },
      { token: street },
    );
    expect(ended.statusCode).toBe(409);
    expect(bodyOf(ended).message).toBe('问卷已结束，不能延期');
  });
});

describe('delete and deleteDraft', () => {
  it('deletes an ended questionnaire with its audience; not a running one', async () => {
    const item = await publish(street, { startDate: at(0.01), endDate: at(0.02) });
    const running = await post(
      ctx,
      `${URL}/delete`,
      { intentionSolicitationId: item.intentionSolicitationId },
      { token: street },
    );
    expect(running.statusCode).toBe(409);
    expect(bodyOf(running).message).toBe('问卷未开始，不能删除');
    ctx.clock.advance(120);
    const row = await rowOf(item.intentionSolicitationId);
    const response = await post(
      ctx,
      `${URL}/delete`,
      { intentionSolicitationId: item.intentionSolicitationId },
      { token: street },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(item.intentionSolicitationId)).toBeNull();
    const db = ctx.db.handle.db;
    expect(
      await db
        .select()
        .from(govSolicitations)
        .where(eq(govSolicitations.solicitationId, row?.id ?? 0)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(govSolicitationTargets)
        .where(eq(govSolicitationTargets.solicitationId, row?.id ?? 0)),
    ).toEqual([]);
    expect((await info(item.intentionSolicitationId)).statusCode).toBe(404);
  });

  it('deleteDraft deletes drafts only; delete refuses drafts', async () => {
    const saved = await draft(street);
    const wrong = await post(
      ctx,
      `${URL}/delete`,
      { intentionSolicitationId: saved.intentionSolicitationId },
      { token: street },
    );
    expect(wrong.statusCode).toBe(409);
    expect(bodyOf(wrong).message).toBe('问卷草稿，不能删除');
    const published = await publish(street);
    const notDraft = await post(
      ctx,
      `${URL}/deleteDraft`,
      { intentionSolicitationId: published.intentionSolicitationId },
      { token: street },
    );
    expect(notDraft.statusCode).toBe(409);
    expect(bodyOf(notDraft).message).toBe('问卷未开始，不能删除草稿');
    const response = await post(
      ctx,
      `${URL}/deleteDraft`,
      { intentionSolicitationId: saved.intentionSolicitationId },
      { token: street },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(saved.intentionSolicitationId)).toBeNull();
  });
});

describe('permissions and jurisdiction', () => {
  it('a street manages its 社区’s questionnaires; the 社区 not the street’s; other units never', async () => {
    const own = await publish(communityGov, { title: '社区问卷' });
    const byStreet = await post(
      ctx,
      `${URL}/delay`,
      { intentionSolicitationId: own.intentionSolicitationId, endDate: at(72) },
      { token: street },
    );
    expect(byStreet.statusCode, byStreet.body).toBe(200);

    const streets = await publish(street, { title: '街道问卷' });
    const before = await rowOf(streets.intentionSolicitationId);
    const calls: [string, Record<string, unknown>][] = [
      ['withdrawal', {}],
      ['delay', { endDate: at(96) }],
      ['delete', {}],
      ['deleteDraft', {}],
    ];
    for (const [call, extra] of calls) {
      const input = { intentionSolicitationId: streets.intentionSolicitationId, ...extra };
      for (const token of [communityGov, outsider]) {
        const refused = await post(ctx, `${URL}/${call}`, input, { token });
        expect(refused.statusCode, `${call}`).toBe(404);
        expect(bodyOf(refused).message).toBe('问卷不存在');
      }
      const uncertifiedCall = await post(ctx, `${URL}/${call}`, input, { token: uncertified });
      expect(uncertifiedCall.statusCode).toBe(403);
      expect(bodyOf(uncertifiedCall).message).toBe('请先完成政府认证');
      expect((await post(ctx, `${URL}/${call}`, input)).statusCode).toBe(401);
      expect((await post(ctx, `${URL}/${call}`, input, { token: director })).statusCode).toBe(401);
      expect((await post(ctx, `${URL}/${call}`, input, { token: owner })).statusCode).toBe(401);
      const unknown = await post(
        ctx,
        `${URL}/${call}`,
        { ...input, intentionSolicitationId: 'NOPE' },
        { token: street },
      );
      expect(unknown.statusCode).toBe(404);
      const missing = await post(ctx, `${URL}/${call}`, {}, { token: street });
      expect(missing.statusCode).toBe(400);
    }
    expect(await rowOf(streets.intentionSolicitationId)).toEqual(before);
  });

  it('community staff cannot reach a government questionnaire through the community calls', async () => {
    const item = await publish(street, { title: '不可见' });
    const before = await rowOf(item.intentionSolicitationId);
    for (const call of ['withdrawal', 'delete', 'deleteDraft']) {
      const response = await post(
        ctx,
        `/v1/intentionSolicitation/${call}`,
        { communityInfoCode: 'YGHY001', intentionSolicitationId: item.intentionSolicitationId },
        { token: director },
      );
      expect(response.statusCode).toBe(404);
    }
    const delay = await post(
      ctx,
      '/v1/intentionSolicitation/delay',
      {
        communityInfoCode: 'YGHY001',
        intentionSolicitationId: item.intentionSolicitationId,
        endDate: at(100),
      },
      { token: director },
    );
    expect(delay.statusCode).toBe(404);
    expect(await rowOf(item.intentionSolicitationId)).toEqual(before);
  });
});
