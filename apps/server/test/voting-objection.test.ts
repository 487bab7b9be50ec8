import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVoteFile } from '../scripts/verify-vote';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #22 item 4: publishing a result opens an objection period (异议期); the result is
// preliminary until the period is over with no objection open, then final. Each step is a chain entry.
const C = 'YGHY001';
const HOUR = 3600;
const DAY = 24 * HOUR;
const DEPUTY = '13600000001';
/** Owns houses in 阳光花园 but none in the new building the votes below are about. */
const OWNER_ELSEWHERE = '13900000001';
/** A director of another community who owns nothing in 阳光花园. */
const OUTSIDER = '13800000002';

type Period = {
  status: string;
  statusName: string;
  days: number | null;
  endsAt: string | null;
  finalAt: string | null;
  open: boolean;
  objectionCount: number;
  openObjectionCount: number;
};
type Result = {
  publishedAt: string;
  objectionPeriod: Period | null;
  corrections: { kind: string; reason: string; entryId: string | null }[];
};
type Objection = {
  objectionId: string;
  state: string;
  stateName: string;
  reason: string;
  attachments: string[];
  houseNames: string[];
  answer: string | null;
  answeredAt: string | null;
};

let ctx: TestContext;
let director: string;
let deputy: string;
const owners: string[] = [];
let elsewhere: string;
let outsider: string;
let building = '';
const houses: string[] = [];

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function call<T>(url: string, body: Record<string, unknown>, token = director): Promise<T> {
  const response = await post(ctx, url, { communityInfoCode: C, ...body }, { token });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return bodyOf<T>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, DEPUTY);
  await call('/v1/voting/updateSettings', {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
    objectionDays: 3,
  });
  ({ buildingCode: building } = await call<{ buildingCode: string }>('/v1/building/createSimplify', {
    buildingName: '十五号楼',
    buildingAttribute: 'HIGH_RISE',
    unitCount: 1,
    floorCount: 10,
  }));
  for (const n of [1, 2, 3]) {
    const house = await call<{ houseCode: string }>('/v1/house/create', {
      buildingCode: building,
      unitNo: '1',
      floor: 1,
      houseNo: `10${n}`,
      registerArea: 10_000,
    });
    const mobile = `1372200010${n}`;
    await call('/v1/ownerHouse/add', { houseCode: house.houseCode, ownerName: `异议业主${n}`, mobile });
    houses.push(house.houseCode);
  }
}, 120_000);

/** Fresh owner logins for each test: the fake clock runs days ahead and H5 sessions expire. */
async function loginOwners() {
  owners.length = 0;
  for (const n of [1, 2, 3]) owners.push(await tokenFor(ctx, `1372200010${n}`, { isWxAPP: true }));
  elsewhere = await tokenFor(ctx, OWNER_ELSEWHERE, { isWxAPP: true });
  outsider = await tokenFor(ctx, OUTSIDER, { isWxAPP: true });
}

afterAll(async () => {
  await ctx?.close();
});

/** A vote on the new building: two paper ballots (double entry), ended; not yet published. */
async function endedVote(title: string) {
  const { votingCode } = await call<{ votingCode: string }>('/v1/voting/createSimplify', {
    title,
    startDate: at(HOUR),
    endDate: at(2 * DAY),
    scopeType: 'BUILDING',
    buildingCodes: [building],
    issues: [{ title: '是否同意更换单元门禁', issueTypeId: 4 }],
  });
  ctx.clock.advance(2 * HOUR);
  deputy = await tokenFor(ctx, DEPUTY);
  for (const houseCode of houses.slice(0, 2)) {
    for (const token of [director, deputy]) {
      await call(
        '/v1/offlineVote/saveVoteIssueTable',
        { votingCode, houseCode, choices: { '1': 'AGREE' }, signerName: '签字业主' },
        token,
      );
    }
  }
  ctx.clock.advance(2 * DAY);
  director = await tokenFor(ctx, DIRECTOR);
  await loginOwners();
  return votingCode;
}

const publish = (votingCode: string) =>
  call<Result>('/v1/voting/resultPublicity', {
    votingCode,
    publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
    announce: true,
    publicityEndDate: at(10 * DAY),
  });
const resultInfo = async (votingCode: string) =>
  bodyOf<Result>(
    await get(ctx, `/v1/voting/resultInfo?communityInfoCode=${C}&votingCode=${votingCode}`, {
      token: director,
    }),
  ).data;
const object = (token: string, body: Record<string, unknown>) =>
  post(ctx, '/v1/owner/voteObjection', body, { token });
const answer = (token: string, body: Record<string, unknown>, community = C) =>
  post(ctx, '/v1/voting/objectionAnswer', { communityInfoCode: community, ...body }, { token });
const chainTypes = async (votingCode: string) => {
  const response = await get(ctx, `/v1/votePublic/aggregate?votingCode=${votingCode}`);
  expect(response.statusCode, response.body).toBe(200);
  const aggregate = JSON.parse(response.body) as VoteAggregate;
  return { aggregate, types: aggregate.entries.map((entry) => entry.type) };
};

describe('objection period', () => {
  it('preliminary result: owners in scope object, the committee answers once, the result becomes final', async () => {
    const votingCode = await endedVote('十五号楼门禁表决');
    const [first, second, third] = owners as [string, string, string];
    const early = await object(first, { votingCode, reason: '票数不对' });
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe('表决结果尚未公示，不能提出异议');

    const published = await publish(votingCode);
    expect(published.objectionPeriod).toMatchObject({
      status: 'PRELIMINARY',
      statusName: '初步结果',
      days: 3,
      open: true,
      objectionCount: 0,
      finalAt: null,
    });
    expect(published.objectionPeriod?.endsAt).toBe(
      new Date(new Date(published.publishedAt).getTime() + 3 * DAY * 1000).toISOString(),
    );

    // Raising: with an uploaded file; refusals for everything else.
    const proof = await upload(ctx, first, '异议材料.pdf', PDF_BYTES);
    const raised = await object(first, {
      votingCode,
      reason: '101 室的纸质票签字不是本人',
      attachments: [proof.attachmentId],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const mine = bodyOf<Objection>(raised).data;
    expect(mine).toMatchObject({ state: 'OPEN', stateName: '待答复', attachments: [proof.attachmentId] });
    expect(mine.houseNames.join()).toContain('十五号楼');
    const refusals: [string, Record<string, unknown>, number, string | null][] = [
      [elsewhere, { votingCode, reason: '我不在范围内' }, 403, '您在本次表决范围内没有房屋，不能提出异议'],
      [outsider, { votingCode, reason: '别的小区' }, 404, null],
      [second, { votingCode: 'NO-SUCH-VOTE', reason: '不存在' }, 404, null],
      [second, { votingCode, reason: '   ' }, 400, null],
      [
        second,
        { votingCode, reason: '附件是编的', attachments: ['MADE-UP'] },
        400,
        '异议附件须为您已上传完成的文件',
      ],
    ];
    for (const [token, body, status, message] of refusals) {
      const response = await object(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(bodyOf(response).message).toBe(message);
    }
    expect((await post(ctx, '/v1/owner/voteObjection', { votingCode, reason: 'x' })).statusCode).toBe(401);
    const other = await object(second, { votingCode, reason: '计票口径有误' });
    expect(other.statusCode, other.body).toBe(200);
    const otherId = bodyOf<Objection>(other).data.objectionId;

    // The committee lists both with the objectors; another community's staff cannot answer.
    const list = await get(ctx, `/v1/voting/objectionList?communityInfoCode=${C}&votingCode=${votingCode}`, {
      token: director,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = bodyOf<(Objection & { ownerName: string; mobile: string })[]>(list).data;
    expect(listed.map((item) => [item.ownerName, item.state])).toEqual([
      ['异议业主1', 'OPEN'],
      ['异议业主2', 'OPEN'],
    ]);
    const foreign = await tokenFor(ctx, OUTSIDER);
    const rejectBody = {
      votingCode,
      objectionId: mine.objectionId,
      decision: 'REJECTED',
      answer: '经核对签字为本人',
    };
    // Another community's staff, through their own community or ours: refused, nothing answered.
    expect((await answer(foreign, rejectBody, 'XFL001')).statusCode).toBe(403);
    expect((await answer(foreign, rejectBody)).statusCode).toBe(404);
    expect((await answer(director, { ...rejectBody, answer: '' })).statusCode).toBe(400);
    expect((await answer(director, { ...rejectBody, decision: 'MAYBE' })).statusCode).toBe(400);
    expect((await answer(director, { ...rejectBody, objectionId: 'OB-NONE' })).statusCode).toBe(404);

    const rejected = await answer(director, rejectBody);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(bodyOf<Objection>(rejected).data).toMatchObject({ state: 'REJECTED', answer: '经核对签字为本人' });
    const twice = await answer(deputy, { ...rejectBody, decision: 'ACCEPTED' });
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe('该异议已答复，不能重复答复');

    // The objector sees the answer; the other owner sees only their own objection.
    const own = await get(ctx, `/v1/owner/voteObjections?votingCode=${votingCode}`, { token: first });
    expect(own.statusCode, own.body).toBe(200);
    expect(bodyOf<Objection[]>(own).data).toMatchObject([{ state: 'REJECTED', answer: '经核对签字为本人' }]);
    const others = bodyOf<Objection[]>(
      await get(ctx, `/v1/owner/voteObjections?votingCode=${votingCode}`, { token: second }),
    ).data;
    expect(others.map((item) => item.objectionId)).toEqual([otherId]);
    expect(
      (await get(ctx, `/v1/owner/voteObjections?votingCode=${votingCode}`, { token: outsider })).statusCode,
    ).toBe(404);

    // The period ends with one objection open: no more objections, and the result stays preliminary.
    ctx.clock.advance(3 * DAY);
    const late = await object(third, { votingCode, reason: '太晚了' });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('异议期已结束，不能再提出异议');
    expect(await ctx.app.votingObjections.sweep()).toBe(0);
    expect((await resultInfo(votingCode)).objectionPeriod).toMatchObject({
      status: 'PRELIMINARY',
      open: false,
      objectionCount: 2,
      openObjectionCount: 1,
    });

    // Accepting the last one is a correction; with none open the result is final at once.
    const accepted = await answer(director, {
      votingCode,
      objectionId: otherId,
      decision: 'ACCEPTED',
      answer: '计票口径说明有误，已在公示中更正',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const final = await resultInfo(votingCode);
    expect(final.objectionPeriod).toMatchObject({
      status: 'FINAL',
      statusName: '最终结果',
      openObjectionCount: 0,
    });
    expect(final.objectionPeriod?.finalAt).not.toBeNull();
    expect(final.corrections).toMatchObject([
      { kind: 'OBJECTION_ACCEPTED', reason: '计票口径说明有误，已在公示中更正', entryId: otherId },
    ]);
    const publicInfo = bodyOf<{ result: Result }>(
      await get(ctx, `/v1/votePublic/info?votingCode=${votingCode}`),
    ).data;
    expect(publicInfo.result.objectionPeriod).toMatchObject({ status: 'FINAL', objectionCount: 2 });

    // Each step is a chain entry, after the publication; the chain and the result still verify.
    const { aggregate, types } = await chainTypes(votingCode);
    const tail = types.slice(types.indexOf('RESULT_PUBLISHED') + 1);
    expect(tail).toEqual([
      'OBJECTION_RAISED',
      'OBJECTION_RAISED',
      'OBJECTION_ANSWERED',
      'OBJECTION_ANSWERED',
      'CORRECTION',
      'RESULT_FINAL',
    ]);
    expect(JSON.stringify(aggregate.entries)).not.toContain('签字不是本人');
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: true,
      resultMatches: true,
      ballotCount: 2,
    });
    // `npm run verify-vote` accepts the new entry kinds too.
    const file = join(mkdtempSync(join(tmpdir(), 'objection-')), 'aggregate.json');
    writeFileSync(file, JSON.stringify(aggregate));
    expect(await verifyVoteFile(file, () => undefined, [])).toBe(0);
    expect(await ctx.app.votingObjections.sweep()).toBe(0);
  });

  it('becomes final by the sweep when the period ends without objections, once', async () => {
    const votingCode = await endedVote('十五号楼绿化表决');
    await publish(votingCode);
    ctx.clock.advance(3 * DAY - 60);
    expect(await ctx.app.votingObjections.sweep()).toBe(0);
    ctx.clock.advance(60);
    const [first] = owners as [string];
    expect((await object(first, { votingCode, reason: '到期' })).statusCode).toBe(409);
    expect(await ctx.app.votingObjections.sweep()).toBe(1);
    expect(await ctx.app.votingObjections.sweep()).toBe(0);
    expect((await resultInfo(votingCode)).objectionPeriod).toMatchObject({
      status: 'FINAL',
      objectionCount: 0,
    });
    const { types } = await chainTypes(votingCode);
    expect(types.filter((type) => type === 'RESULT_FINAL')).toHaveLength(1);
  });

  it('is not offered before publication and limits open objections per owner', async () => {
    const votingCode = await endedVote('十五号楼停车表决');
    expect((await call<Result>('/v1/voting/resultPreview', { votingCode })).objectionPeriod).toBeNull();
    await publish(votingCode);
    const [, , third] = owners as [string, string, string];
    for (const n of [1, 2, 3]) {
      expect((await object(third, { votingCode, reason: `第${n}条异议` })).statusCode).toBe(200);
    }
    const fourth = await object(third, { votingCode, reason: '第4条异议' });
    expect(fourth.statusCode).toBe(409);
    expect(bodyOf(fourth).message).toContain('等待答复');
  });
});
