import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, communities } from '../src/db/schema';
import { DIRECTOR, PROPERTY, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

const C = 'YGHY001';
const HOUR = 3600;

type Info = {
  votingCode: string;
  votingState: string;
  issues: { issueKey: string; issueOptions: { choice: string }[] }[];
  ballotCount: number;
  rollFrozen: boolean;
  votingIssueStatistics: {
    issueKey: string;
    total: { area: number; heads: number };
    participating: { area: number; heads: number };
    agree: { area: number; heads: number };
    quorum: boolean;
    passed: boolean;
  }[];
  chain: { head: string; count: number };
};

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
let owner1: string;
let owner2: string;
let owner6: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  preparer = await tokenFor(ctx, XFL_PREPARER);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  owner6 = await tokenFor(ctx, '13900000006', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function at(secondsFromNow: number): string {
  return new Date(ctx.clock.now().getTime() + secondsFromNow * 1000).toISOString();
}

function voteBody(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '关于选聘物业服务企业的表决',
    description: '请各位业主投票',
    startDate: at(HOUR),
    endDate: at(7 * 24 * HOUR),
    issues: [
      { title: '是否同意续聘现物业公司', issueTypeId: 4 },
      { title: '是否同意筹集维修资金', issueTypeId: 6 },
    ],
    ...overrides,
  };
}

async function createVote(overrides: Record<string, unknown> = {}): Promise<Info> {
  const response = await post(ctx, '/v1/voting/createSimplify', voteBody(overrides), { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

async function info(votingCode: string): Promise<Info> {
  const response = await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${votingCode}`, {
    token: director,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Info>(response).data;
}

const ref = (votingCode: string, community = C) => ({ communityInfoCode: community, votingCode });

describe('GET /v1/issueType/list', () => {
  it('lists the ten issue types with their legal rules', async () => {
    const response = await get(ctx, `/v1/issueType/list?communityInfoCode=${C}`, { token: property });
    expect(response.statusCode).toBe(200);
    const list = bodyOf<{ issueTypeId: number; votingRuleParam: string[] }[]>(response).data;
    expect(list).toHaveLength(10);
    expect(list[5]?.votingRuleParam).toEqual(['3/4', '3/4', 'GREATER_THAN_OR_EQUAL']);
  });
  it('bad input, no token, uncertified community', async () => {
    expect((await get(ctx, '/v1/issueType/list', { token: director })).statusCode).toBe(400);
    expect((await get(ctx, `/v1/issueType/list?communityInfoCode=${C}`)).statusCode).toBe(401);
    expect(
      (await get(ctx, '/v1/issueType/list?communityInfoCode=XFL001', { token: preparer })).statusCode,
    ).toBe(403);
  });
});

describe('creating votes', () => {
  it('publishes a vote that has not started', async () => {
    const vote = await createVote();
    expect(vote.votingState).toBe('HAS_NOT_STARTED');
    expect(vote.issues.map((issue) => issue.issueKey)).toEqual(['1', '2']);
    expect(vote.issues[0]?.issueOptions.map((option) => option.choice)).toEqual([
      'AGREE',
      'DISAGREE',
      'ABSTAIN',
    ]);
    expect(vote.rollFrozen).toBe(false);
  });
  it.each<[string, Record<string, unknown>]>([
    ['end before start', { startDate: '2026-04-02T00:00:00.000Z', endDate: '2026-04-01T00:00:00.000Z' }],
    ['end in the past', { startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-01-02T00:00:00.000Z' }],
    ['no issues', { issues: [] }],
    ['unknown issue type', { issues: [{ title: 'x', issueTypeId: 11 }] }],
    [
      'float ratio',
      { issues: [{ title: 'x', issueTypeId: 1, votingRuleParam: ['0.5', '1/2', 'GREATER_THAN'] }] },
    ],
    [
      'below the legal floor',
      { issues: [{ title: 'x', issueTypeId: 6, votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'] }] },
    ],
    ['unknown building', { scopeType: 'BUILDING', buildingCodes: ['NOPE'] }],
    ['empty building scope', { scopeType: 'BUILDING', buildingCodes: [] }],
  ])('refuses %s with 400', async (_name, overrides) => {
    const response = await post(ctx, '/v1/voting/createSimplify', voteBody(overrides), { token: director });
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).message).toMatch(/[\u4e00-\u9fa5]/);
  });
  it('needs VOTING_MANAGEMENT and community certification', async () => {
    expect((await post(ctx, '/v1/voting/createSimplify', voteBody(), { token: property })).statusCode).toBe(
      403,
    );
    const other = await post(ctx, '/v1/voting/createSimplify', voteBody({ communityInfoCode: 'XFL001' }), {
      token: preparer,
    });
    expect(other.statusCode).toBe(403);
    expect(
      (
        await post(ctx, '/v1/voting/createSimplify', voteBody({ communityInfoCode: 'NONE' }), {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('drafts and copies', () => {
  it('saves, re-saves, reads, copies and deletes a draft', async () => {
    const saved = await post(
      ctx,
      '/v1/voting/createDraft',
      { communityInfoCode: C, title: '草稿' },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Info>(saved).data;
    expect(draft.votingState).toBe('DRAFT');
    const resaved = await post(
      ctx,
      '/v1/voting/createDraft',
      {
        communityInfoCode: C,
        votingCode: draft.votingCode,
        title: '草稿2',
        issues: [{ title: 'q', issueTypeId: 1 }],
      },
      { token: director },
    );
    expect(bodyOf<Info>(resaved).data.issues).toHaveLength(1);
    const read = await get(
      ctx,
      `/v1/voting/draftInfo?communityInfoCode=${C}&votingCode=${draft.votingCode}`,
      { token: director },
    );
    expect(read.statusCode).toBe(200);
    const copy = await post(ctx, '/v1/voting/createCopy', ref(draft.votingCode), { token: director });
    expect(copy.statusCode).toBe(200);
    expect(bodyOf<Info>(copy).data.votingCode).not.toBe(draft.votingCode);
    expect(
      (await post(ctx, '/v1/voting/deleteDraft', ref(draft.votingCode), { token: director })).statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, '/v1/voting/deleteDraft', ref(draft.votingCode), { token: director })).statusCode,
    ).toBe(404);
  });
  it('refuses draft actions on published votes, bad input and strangers', async () => {
    const vote = await createVote();
    const read = await get(ctx, `/v1/voting/draftInfo?communityInfoCode=${C}&votingCode=${vote.votingCode}`, {
      token: director,
    });
    expect(read.statusCode).toBe(409);
    const del = await post(ctx, '/v1/voting/deleteDraft', ref(vote.votingCode), { token: director });
    expect(del.statusCode).toBe(409);
    expect(bodyOf(del).message).toContain('删除草稿');
    const resave = await post(
      ctx,
      '/v1/voting/createDraft',
      { communityInfoCode: C, votingCode: vote.votingCode, title: 'x' },
      { token: director },
    );
    expect(resave.statusCode).toBe(409);
    expect(
      (await post(ctx, '/v1/voting/createDraft', { communityInfoCode: C, title: '' }, { token: director }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(ctx, '/v1/voting/createCopy', { communityInfoCode: C }, { token: director })).statusCode,
    ).toBe(400);
    expect(
      (await post(ctx, '/v1/voting/createDraft', { communityInfoCode: C, title: 'x' }, { token: property }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, '/v1/voting/createCopy', ref(vote.votingCode), { token: property })).statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, '/v1/voting/createCopy', ref(vote.votingCode, 'TYXQ001'), { token: director }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(ctx, `/v1/voting/draftInfo?communityInfoCode=TYXQ001&votingCode=${vote.votingCode}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('lifecycle actions', () => {
  it('withdraws before the start, terminates after it, and says why not otherwise', async () => {
    const first = await createVote();
    const second = await createVote();
    const early = await post(ctx, '/v1/voting/terminate', ref(first.votingCode), { token: director });
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe('表决当前为“未开始”状态，不能终止');
    expect(
      (await post(ctx, '/v1/voting/withdrawal', ref(first.votingCode), { token: director })).statusCode,
    ).toBe(200);
    expect((await info(first.votingCode)).votingState).toBe('ABANDONED');
    expect(
      (await post(ctx, '/v1/voting/withdrawal', ref(first.votingCode), { token: director })).statusCode,
    ).toBe(409);

    ctx.clock.advance(2 * HOUR);
    expect((await info(second.votingCode)).votingState).toBe('PROCESSING');
    const late = await post(ctx, '/v1/voting/withdrawal', ref(second.votingCode), { token: director });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('表决当前为“进行中”状态，不能撤回');
    expect(
      (await post(ctx, '/v1/voting/terminate', ref(second.votingCode), { token: director })).statusCode,
    ).toBe(200);
    const terminated = await info(second.votingCode);
    expect(terminated.votingState).toBe('TERMINATE');
    expect(terminated.rollFrozen).toBe(true);
  });
  it('delays and updates edge info while open, refuses bad dates', async () => {
    const vote = await createVote();
    const delay = await post(
      ctx,
      '/v1/voting/delay',
      { ...ref(vote.votingCode), endDate: at(10 * 24 * HOUR) },
      { token: director },
    );
    expect(delay.statusCode, delay.body).toBe(200);
    const earlier = await post(
      ctx,
      '/v1/voting/delay',
      { ...ref(vote.votingCode), endDate: at(2 * HOUR) },
      { token: director },
    );
    expect(earlier.statusCode).toBe(400);
    expect(
      (await post(ctx, '/v1/voting/delay', { ...ref(vote.votingCode), endDate: 'soon' }, { token: director }))
        .statusCode,
    ).toBe(400);
    const edge = await post(
      ctx,
      '/v1/voting/updateEdgeInfo',
      { ...ref(vote.votingCode), title: '新标题' },
      { token: director },
    );
    expect(edge.statusCode).toBe(200);
    expect(bodyOf<{ title: string }>(edge).data.title).toBe('新标题');
    expect(
      (
        await post(
          ctx,
          '/v1/voting/updateEdgeInfo',
          { ...ref(vote.votingCode), title: '' },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    for (const path of ['delay', 'updateEdgeInfo', 'withdrawal', 'terminate']) {
      const body = { ...ref(vote.votingCode), endDate: at(20 * 24 * HOUR), title: 't' };
      expect((await post(ctx, `/v1/voting/${path}`, body, { token: property })).statusCode).toBe(403);
      expect(
        (
          await post(
            ctx,
            `/v1/voting/${path}`,
            { ...body, communityInfoCode: 'TYXQ001' },
            { token: director },
          )
        ).statusCode,
      ).toBe(404);
    }
    // Sessions expire after 7 idle days, so this vote ends within hours.
    const short = await createVote({ startDate: at(60), endDate: at(2 * HOUR) });
    ctx.clock.advance(3 * HOUR);
    const ended = await post(
      ctx,
      '/v1/voting/delay',
      { ...ref(short.votingCode), endDate: at(24 * HOUR) },
      { token: director },
    );
    expect(ended.statusCode).toBe(409);
    expect(bodyOf(ended).message).toBe('表决当前为“投票已结束”状态，不能延期');
    expect(
      (
        await post(
          ctx,
          '/v1/voting/updateEdgeInfo',
          { ...ref(short.votingCode), title: 'x' },
          { token: director },
        )
      ).statusCode,
    ).toBe(409);
  });
});

describe('lists and scope', () => {
  it('lists votes with derived states and filters', async () => {
    const vote = await createVote({ title: '列表测试' });
    const response = await get(
      ctx,
      `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=100&searchKey=列表`,
      { token: property },
    );
    expect(response.statusCode).toBe(200);
    const page = bodyOf<{ list: { votingCode: string; votingState: string }[]; total: number }>(
      response,
    ).data;
    expect(page.list.map((item) => item.votingCode)).toContain(vote.votingCode);
    const filtered = await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&votingState=ABANDONED`, {
      token: property,
    });
    expect(
      bodyOf<{ list: { votingState: string }[] }>(filtered).data.list.every(
        (item) => item.votingState === 'ABANDONED',
      ),
    ).toBe(true);
    expect(
      (
        await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&votingState=NOPE`, {
          token: property,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await get(ctx, '/v1/voting/votingListWeb?communityInfoCode=XFL001', { token: preparer })).statusCode,
    ).toBe(403);
  });
  it('shows the scope of a vote and previews one', async () => {
    const buildings = await get(ctx, `/v1/building/list?communityInfoCode=${C}&page=1&size=100`, {
      token: director,
    });
    const list = bodyOf<{ list: { buildingCode: string; houseCount: number }[] }>(buildings).data.list;
    const first = list[0];
    if (!first) throw new Error('no buildings');
    const vote = await createVote({ scopeType: 'BUILDING', buildingCodes: [first.buildingCode] });
    const summary = await get(
      ctx,
      `/v1/voting/votingScopeSimplify?communityInfoCode=${C}&votingCode=${vote.votingCode}`,
      { token: property },
    );
    expect(summary.statusCode).toBe(200);
    const data = bodyOf<{ houseCount: number; totalHeads: number; totalArea: number }>(summary).data;
    expect(data.houseCount).toBe(first.houseCount);
    expect(data.totalHeads).toBeGreaterThan(0);
    const buildingList = await get(
      ctx,
      `/v1/voting/votingScopeBuildingList?communityInfoCode=${C}&votingCode=${vote.votingCode}`,
      { token: property },
    );
    expect(bodyOf<{ buildingCode: string }[]>(buildingList).data.map((row) => row.buildingCode)).toEqual([
      first.buildingCode,
    ]);
    const houses = await get(
      ctx,
      `/v1/voting/votingScopeHouseList?communityInfoCode=${C}&votingCode=${vote.votingCode}&buildingCode=${first.buildingCode}`,
      { token: property },
    );
    expect(bodyOf<unknown[]>(houses).data).toHaveLength(first.houseCount);
    const outside = list[1]?.buildingCode ?? 'NOPE';
    expect(
      (
        await get(
          ctx,
          `/v1/voting/votingScopeHouseList?communityInfoCode=${C}&votingCode=${vote.votingCode}&buildingCode=${outside}`,
          { token: property },
        )
      ).statusCode,
    ).toBe(404);
    const preview = await post(
      ctx,
      '/v1/voting/votingScopeHouseInfo',
      { communityInfoCode: C, scopeType: 'BUILDING', buildingCodes: [first.buildingCode] },
      { token: director },
    );
    expect(bodyOf<{ totalArea: number }>(preview).data.totalArea).toBe(data.totalArea);
    expect(
      (
        await post(
          ctx,
          '/v1/voting/votingScopeHouseInfo',
          { communityInfoCode: C, scopeType: 'HOUSE' },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(ctx, '/v1/voting/votingScopeHouseInfo', { communityInfoCode: C }, { token: property }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          ctx,
          `/v1/voting/votingScopeSimplify?communityInfoCode=TYXQ001&votingCode=${vote.votingCode}`,
          { token: director },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/voting/votingScopeBuildingList?communityInfoCode=${C}`, { token: director }))
        .statusCode,
    ).toBe(400);
  });
});

describe('owner ballots, statistics and the evidence chain', () => {
  let vote: Info;
  beforeAll(async () => {
    vote = await createVote({
      endDate: at(3 * 24 * HOUR),
      issues: [{ title: '是否同意续聘', issueTypeId: 4 }],
    });
  });
  const cast = (token: string, choices: Record<string, string | null> = { '1': 'AGREE' }) =>
    post(ctx, '/v1/owner/castVote', { votingCode: vote.votingCode, choices }, { token });

  it('refuses ballots before the start, then the roster may not lose a house in scope', async () => {
    const early = await cast(owner1);
    expect(early.statusCode).toBe(409);
    const votes = await get(ctx, '/v1/owner/votes', { token: owner1 });
    expect(bodyOf<{ votingCode: string }[]>(votes).data.map((item) => item.votingCode)).toContain(
      vote.votingCode,
    );
    const houses = await get(ctx, `/v1/building/list?communityInfoCode=${C}&page=1&size=100`, {
      token: director,
    });
    const building = bodyOf<{ list: { buildingCode: string }[] }>(houses).data.list[0];
    const refused = await post(
      ctx,
      '/v1/building/delete',
      { communityInfoCode: C, buildingCode: building?.buildingCode },
      { token: director },
    );
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toContain('正在被进行中的表决');
  });

  it('takes one ballot per voter and gives a receipt', async () => {
    ctx.clock.advance(2 * HOUR);
    const infoBefore = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote.votingCode}`, { token: owner1 });
    expect(infoBefore.statusCode, infoBefore.body).toBe(200);
    expect(bodyOf<{ canVote: boolean; myHouseCodes: string[] }>(infoBefore).data.canVote).toBe(true);
    expect(bodyOf<{ myHouseCodes: string[] }>(infoBefore).data.myHouseCodes).toHaveLength(2);

    const response = await cast(owner1);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = bodyOf<{ ballotHash: string; houseCodes: string[] }>(response).data;
    expect(receipt.ballotHash).toMatch(/^[0-9a-f]{64}$/);
    expect(receipt.houseCodes).toHaveLength(2);
    const again = await cast(owner1, { '1': 'DISAGREE' });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toContain('已投票');

    const mine = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote.votingCode}`, { token: owner1 });
    expect(bodyOf<{ myBallot: { ballotHash: string; seq: number } }>(mine).data.myBallot).toMatchObject({
      ballotHash: receipt.ballotHash,
      seq: 1,
    });
  });

  it('refuses bad choices, uncertified owners unless white-listed, and workbench tokens', async () => {
    expect((await cast(owner2, {})).statusCode).toBe(400);
    expect((await cast(owner2, { '1': 'FOLLOW_MAJORITY' })).statusCode).toBe(400);
    expect((await cast(owner2, { '1': 'MAYBE' })).statusCode).toBe(400);
    expect((await cast(owner2, { '9': 'AGREE' })).statusCode).toBe(400);
    expect((await cast(director)).statusCode).toBe(401);
    const uncertified = await cast(owner6);
    expect(uncertified.statusCode).toBe(403);
    expect(bodyOf(uncertified).message).toContain('认证');

    const add = await post(
      ctx,
      '/v1/voteWhiteList/add',
      { ...ref(vote.votingCode), mobile: '13900000006' },
      { token: director },
    );
    expect(add.statusCode, add.body).toBe(200);
    const list = await get(
      ctx,
      `/v1/voteWhiteList/list?communityInfoCode=${C}&votingCode=${vote.votingCode}`,
      { token: property },
    );
    const entries = bodyOf<{ userId: string; mobile: string }[]>(list).data;
    expect(entries.map((entry) => entry.mobile)).toEqual(['13900000006']);
    expect((await cast(owner6, { '1': 'DISAGREE' })).statusCode).toBe(200);
    expect(
      (
        await post(
          ctx,
          '/v1/voteWhiteList/add',
          { ...ref(vote.votingCode), mobile: '123' },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/voteWhiteList/add',
          { ...ref(vote.votingCode), mobile: '13911112222' },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/voteWhiteList/add',
          { ...ref(vote.votingCode), mobile: '13900000007' },
          { token: property },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/v1/voteWhiteList/add',
          { ...ref(vote.votingCode, 'TYXQ001'), mobile: '13900000007' },
          { token: director },
        )
      ).statusCode,
    ).toBe(404);
    const userId = entries[0]?.userId ?? '';
    expect(
      (await post(ctx, '/v1/voteWhiteList/delete', { ...ref(vote.votingCode), userId }, { token: property }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, '/v1/voteWhiteList/delete', { ...ref(vote.votingCode), userId }, { token: director }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, '/v1/voteWhiteList/delete', { ...ref(vote.votingCode), userId }, { token: director }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(ctx, `/v1/voteWhiteList/list?communityInfoCode=TYXQ001&votingCode=${vote.votingCode}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('100 concurrent submissions of one owner leave one ballot', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => cast(owner2, { '1': 'AGREE' })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const result =
      (await ctx.db.handle.db.execute(sql`select count(*)::int as n from voting_ballots b join votings v on v.id = b.voting_id
        where v.voting_code = ${vote.votingCode} and b.user_id = (select id from users where mobile = '13900000002')`)) as unknown as {
        rows: { n: number }[];
      };
    const [row] = result.rows;
    expect(row?.n).toBe(1);
  });

  it('co-owners vote once: the first ballot stands and the other is told so', async () => {
    for (const mobile of ['13900000019', '13900000020']) {
      const add = await post(
        ctx,
        '/v1/voteWhiteList/add',
        { ...ref(vote.votingCode), mobile },
        { token: director },
      );
      expect(add.statusCode).toBe(200);
    }
    const first = await tokenFor(ctx, '13900000019', { isWxAPP: true });
    const second = await tokenFor(ctx, '13900000020', { isWxAPP: true });
    expect((await cast(first, { '1': 'ABSTAIN' })).statusCode).toBe(200);
    const refused = await cast(second, { '1': 'AGREE' });
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toContain('共有人');
  });

  it('statistics count the ballots by the voter roll', async () => {
    const data = await info(vote.votingCode);
    expect(data.ballotCount).toBe(4);
    const [issue] = data.votingIssueStatistics;
    expect(issue?.participating.heads).toBe(4);
    expect(issue?.agree.heads).toBe(2);
    expect(issue?.quorum).toBe(false);
    expect(issue?.passed).toBe(false);
    // ROLL_FROZEN + four ballots.
    expect(data.chain.count).toBe(5);
  });

  it('verifies the chain; direct SQL changes are refused, and tampering is found', async () => {
    const url = `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${vote.votingCode}`;
    const good = bodyOf<{ valid: boolean; count: number; head: string }>(
      await get(ctx, url, { token: property }),
    ).data;
    expect(good).toMatchObject({ valid: true, count: 5, firstBadIndex: null });
    const db = ctx.db.handle.db;
    const votingId = sql`(select id from votings where voting_code = ${vote.votingCode})`;
    await expect(
      db.execute(sql`update evidence_chain set type = 'X' where voting_id = ${votingId}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from evidence_chain where voting_id = ${votingId}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update voting_ballots set choices = '{"1":"DISAGREE"}' where voting_id = ${votingId}`),
    ).rejects.toThrow();
    // Someone with the power to switch triggers off edits entry 2: verification stops there.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update evidence_chain set payload = jsonb_set(payload, '{choices,1}', '"ABSTAIN"')
        where voting_id = ${votingId} and seq = 2`);
    });
    const bad = bodyOf<{ valid: boolean; firstBadIndex: number; head: string }>(
      await get(ctx, url, { token: property }),
    ).data;
    expect(bad.valid).toBe(false);
    expect(bad.firstBadIndex).toBe(2);
    expect(
      (await get(ctx, `/v1/voting/verifyChain?communityInfoCode=${C}`, { token: property })).statusCode,
    ).toBe(400);
    expect(
      (
        await get(ctx, `/v1/voting/verifyChain?communityInfoCode=TYXQ001&votingCode=${vote.votingCode}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(ctx, `/v1/voting/verifyChain?communityInfoCode=XFL001&votingCode=${vote.votingCode}`, {
          token: preparer,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('owner calls: unknown votes and bad input', async () => {
    expect((await get(ctx, '/v1/owner/voteInfo?votingCode=NOPE', { token: owner1 })).statusCode).toBe(404);
    expect((await get(ctx, '/v1/owner/voteInfo', { token: owner1 })).statusCode).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/owner/castVote',
          { votingCode: 'NOPE', choices: { '1': 'AGREE' } },
          { token: owner1 },
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/owner/votes')).statusCode).toBe(401);
    ctx.clock.advance(4 * 24 * HOUR);
    expect((await cast(owner1)).statusCode).toBe(409);
    expect((await info(vote.votingCode)).votingState).toBe('VOTING_HAS_ENDED');
  });

  it('infoSimplify: bad input, permission, other community', async () => {
    expect(
      (await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}`, { token: director })).statusCode,
    ).toBe(400);
    expect(
      (
        await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=XFL001&votingCode=${vote.votingCode}`, {
          token: preparer,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=TYXQ001&votingCode=${vote.votingCode}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('community voting settings', () => {
  const defaults = {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
    proxyMaxPrincipals: 3,
    objectionDays: 7,
    deemedTowardQuorum: false,
    localRule: null,
  };
  it('reads the defaults, saves changes that new votes copy, and checks input and permission', async () => {
    const read = await get(ctx, `/v1/voting/settings?communityInfoCode=${C}`, { token: property });
    expect(read.statusCode).toBe(200);
    expect(bodyOf(read).data).toEqual(defaults);
    const changed = { ...defaults, nonResponsePolicy: 'FOLLOW_MAJORITY', followMajorityOffered: true };
    const saved = await post(
      ctx,
      '/v1/voting/updateSettings',
      { communityInfoCode: C, ...changed },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved).data).toEqual(changed);
    const vote = await createVote();
    expect(vote.issues[0]?.issueOptions.map((option) => option.choice)).toEqual([
      'AGREE',
      'DISAGREE',
      'ABSTAIN',
      'FOLLOW_MAJORITY',
    ]);
    const bad = await post(
      ctx,
      '/v1/voting/updateSettings',
      { communityInfoCode: C, ...changed, nonResponsePolicy: 'IGNORE' },
      { token: director },
    );
    expect(bad.statusCode).toBe(400);
    // The objection period (issue #22 item 4): 1 to 60 whole days.
    for (const objectionDays of [0, 61, 2.5]) {
      const refused = await post(
        ctx,
        '/v1/voting/updateSettings',
        { communityInfoCode: C, ...changed, objectionDays },
        { token: director },
      );
      expect(refused.statusCode, `${objectionDays}`).toBe(400);
    }
    expect(
      (
        await post(
          ctx,
          '/v1/voting/updateSettings',
          { communityInfoCode: C, ...changed },
          { token: property },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get(ctx, '/v1/voting/settings?communityInfoCode=XFL001', { token: preparer })).statusCode,
    ).toBe(403);
    expect(
      (await get(ctx, '/v1/voting/settings?communityInfoCode=NONE', { token: director })).statusCode,
    ).toBe(404);
  });
});

describe('every workbench call: bad input, permission, other community', () => {
  // [method, path, needs VOTING_MANAGEMENT]
  const ROUTES: ['GET' | 'POST', string, boolean][] = [
    ['GET', '/v1/voting/infoSimplify', false],
    ['GET', '/v1/voting/draftInfo', true],
    ['GET', '/v1/voting/votingScopeSimplify', false],
    ['GET', '/v1/voting/votingScopeBuildingList', false],
    ['GET', '/v1/voting/votingScopeHouseList', false],
    ['GET', '/v1/voting/verifyChain', false],
    ['GET', '/v1/voteWhiteList/list', false],
    ['POST', '/v1/voting/createCopy', true],
    ['POST', '/v1/voting/deleteDraft', true],
    ['POST', '/v1/voting/updateEdgeInfo', true],
    ['POST', '/v1/voting/delay', true],
    ['POST', '/v1/voting/withdrawal', true],
    ['POST', '/v1/voting/terminate', true],
    ['POST', '/v1/voteWhiteList/add', true],
    ['POST', '/v1/voteWhiteList/delete', true],
  ];
  let votingCode: string;
  beforeAll(async () => {
    votingCode = (await createVote()).votingCode;
  });
  const call = (method: 'GET' | 'POST', path: string, params: Record<string, string>, token: string) =>
    method === 'GET'
      ? get(ctx, `${path}?${new URLSearchParams(params).toString()}`, { token })
      : post(ctx, path, params, { token });

  it.each(ROUTES)('%s %s', async (method, path, manage) => {
    // Missing votingCode.
    expect((await call(method, path, { communityInfoCode: C }, director)).statusCode).toBe(400);
    const full = {
      communityInfoCode: C,
      votingCode,
      buildingCode: 'YGHY001-B01',
      endDate: at(30 * 24 * HOUR),
      mobile: '13900000007',
      userId: 'U0',
    };
    // Uncertified community and, for actions, a member without VOTING_MANAGEMENT.
    expect((await call(method, path, { ...full, communityInfoCode: 'XFL001' }, preparer)).statusCode).toBe(
      403,
    );
    if (manage) expect((await call(method, path, full, property)).statusCode).toBe(403);
    // A vote of another community, and a community that is not the caller's.
    expect((await call(method, path, { ...full, communityInfoCode: 'TYXQ001' }, director)).statusCode).toBe(
      404,
    );
    expect((await call(method, path, { ...full, communityInfoCode: 'NONE' }, director)).statusCode).toBe(404);
  });

  const settings = {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
  };
  // POST bodies are validated before the community guard runs, so the 404/403 probes send valid ones.
  it.each<['GET' | 'POST', string, boolean, () => Record<string, unknown>]>([
    ['GET', '/v1/issueType/list', false, () => ({})],
    ['GET', '/v1/voting/votingListWeb', false, () => ({})],
    ['GET', '/v1/voting/settings', false, () => ({})],
    ['POST', '/v1/voting/createSimplify', true, () => voteBody()],
    ['POST', '/v1/voting/createDraft', true, () => ({ title: '草稿' })],
    ['POST', '/v1/voting/votingScopeHouseInfo', true, () => ({})],
    ['POST', '/v1/voting/updateSettings', true, () => settings],
  ])('%s %s (community calls)', async (method, path, manage, body) => {
    const send = (community: string | undefined, token: string) =>
      method === 'GET'
        ? get(ctx, community ? `${path}?communityInfoCode=${community}` : path, { token })
        : post(ctx, path, { ...body(), communityInfoCode: community }, { token });
    expect((await send(undefined, director)).statusCode).toBe(400);
    expect((await send('NONE', director)).statusCode).toBe(404);
    expect((await send('XFL001', preparer)).statusCode).toBe(403);
    if (manage) expect((await send(C, property)).statusCode).toBe(403);
  });
});

describe('ballots cast together (one transaction per burst of a vote)', () => {
  let vote: Info;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    vote = await createVote({ issues: [{ title: '是否同意增设充电桩', issueTypeId: 4 }] });
    tokens = {};
    for (const mobile of ['13900000003', '13900000004', '13900000005'])
      tokens[mobile] = await tokenFor(ctx, mobile, { isWxAPP: true });
    ctx.clock.advance(2 * HOUR);
  });
  const cast = (token: string, choices: Record<string, string | null>) =>
    post(ctx, '/v1/owner/castVote', { votingCode: vote.votingCode, choices }, { token });
  const chain = async () =>
    bodyOf<{ valid: boolean; count: number }>(
      await get(ctx, `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${vote.votingCode}`, {
        token: director,
      }),
    ).data;

  it('answers each ballot of a burst on its own: refused ones write nothing, the rest are chained in order', async () => {
    const [a, b, c, aAgain, uncertified, badChoice] = await Promise.all([
      cast(tokens['13900000003'] ?? '', { '1': 'AGREE' }),
      cast(tokens['13900000004'] ?? '', { '1': 'DISAGREE' }),
      cast(tokens['13900000005'] ?? '', { '1': 'ABSTAIN' }),
      cast(tokens['13900000003'] ?? '', { '1': 'DISAGREE' }),
      cast(owner6, { '1': 'AGREE' }),
      cast(tokens['13900000004'] ?? '', { '9': 'AGREE' }),
    ]);
    // The same owner twice in one burst: exactly one ballot stands, the other is told so.
    expect([a?.statusCode, aAgain?.statusCode].sort()).toEqual([200, 409]);
    expect(b?.statusCode, b?.body).toBe(200);
    expect(c?.statusCode, c?.body).toBe(200);
    expect(uncertified?.statusCode).toBe(403);
    expect(badChoice?.statusCode).toBe(400);
    const receipts = [a, aAgain, b, c]
      .filter((response) => response?.statusCode === 200)
      .map((response) => bodyOf<{ ballotHash: string; seq: number }>(response as never).data);
    // ROLL_FROZEN is entry 0: the three ballots take three distinct places after it.
    expect(receipts.map((receipt) => receipt.seq).sort()).toEqual([1, 2, 3]);
    expect(new Set(receipts.map((receipt) => receipt.ballotHash)).size).toBe(3);
    expect(await chain()).toMatchObject({ valid: true, count: 4 });
    const data = await info(vote.votingCode);
    expect(data.ballotCount).toBe(3);
  });

  it('a burst whose every ballot is refused leaves the ballots and the chain as they were', async () => {
    const responses = await Promise.all([
      cast(tokens['13900000003'] ?? '', { '1': 'AGREE' }),
      cast(tokens['13900000005'] ?? '', { '1': 'AGREE' }),
      cast(owner6, { '1': 'AGREE' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([409, 409, 403]);
    expect(await chain()).toMatchObject({ valid: true, count: 4 });
    expect((await info(vote.votingCode)).ballotCount).toBe(3);
  });
});

describe('vote materials', () => {
  it('refuses unknown materials and files of another community with 400, creating nothing', async () => {
    const db = ctx.db.handle.db;
    const [other] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.communityInfoCode, 'TYXQ001'));
    await db.insert(attachments).values({
      attachmentId: 'VOTE-MAT-OTHER',
      pubAttachmentId: 'P-VOTE-MAT-OTHER',
      sourceName: '别处材料.pdf',
      contentType: 'application/pdf',
      size: 10,
      storage: 'local',
      bucket: 'files',
      objectKey: 'x/VOTE-MAT-OTHER',
      status: 'READY',
      communityId: other?.id ?? 0,
    });
    const count = async () =>
      bodyOf<{ total: number }>(
        await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=10`, { token: director }),
      ).data.total;
    const before = await count();
    for (const materialAttachments of [['NOPE'], ['VOTE-MAT-OTHER']]) {
      const response = await post(ctx, '/v1/voting/createSimplify', voteBody({ materialAttachments }), {
        token: director,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(bodyOf(response).message).toBe('表决材料不存在或未上传完成');
    }
    expect(await count()).toBe(before);
  });
});

describe('drafts belong to VOTING_MANAGEMENT (issue #28 item 2)', () => {
  it('a building admin and government staff neither list nor open a draft: 404 as for a made-up code', async () => {
    director = await tokenFor(ctx, DIRECTOR);
    const saved = await post(
      ctx,
      '/v1/voting/createDraft',
      { communityInfoCode: C, title: '尚未发布的表决草稿' },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Info>(saved).data;
    const viewers = [
      await tokenFor(ctx, '13600000004'),
      await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' }),
    ];
    const codesOf = async (token: string, query = '') =>
      bodyOf<{ list: { votingCode: string }[]; total: number }>(
        await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&size=100${query}`, { token }),
      ).data;
    expect((await codesOf(director)).list.map((item) => item.votingCode)).toContain(draft.votingCode);
    for (const token of viewers) {
      const page = await codesOf(token);
      expect(page.list.map((item) => item.votingCode)).not.toContain(draft.votingCode);
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.total).toBe(page.list.length);
      expect((await codesOf(token, '&votingState=DRAFT')).list).toEqual([]);
      for (const path of ['infoSimplify', 'votingScopeSimplify', 'votingScopeBuildingList', 'verifyChain']) {
        const real = await get(
          ctx,
          `/v1/voting/${path}?communityInfoCode=${C}&votingCode=${draft.votingCode}`,
          {
            token,
          },
        );
        const madeUp = await get(ctx, `/v1/voting/${path}?communityInfoCode=${C}&votingCode=V-NO-SUCH`, {
          token,
        });
        expect(real.statusCode, `${path}: ${real.body}`).toBe(404);
        expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
      }
    }
    const own = await get(
      ctx,
      `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${draft.votingCode}`,
      {
        token: director,
      },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('deemed owners never make the quorum (Civil Code art. 278, issue #22 item 3)', () => {
  const settingsOf = (nonResponsePolicy: string) => ({
    communityInfoCode: C,
    nonResponsePolicy,
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
  });

  afterAll(async () => {
    await post(ctx, '/v1/voting/updateSettings', settingsOf('NOT_PARTICIPATED'), { token: director });
  });

  it.each(['ABSTAIN', 'FOLLOW_MAJORITY'])(
    'with %s, one owner voting leaves the quorum unmet and deems nobody',
    async (policy) => {
      const saved = await post(ctx, '/v1/voting/updateSettings', settingsOf(policy), { token: director });
      expect(saved.statusCode, saved.body).toBe(200);
      const vote = await createVote({ issues: [{ title: '是否同意', issueTypeId: 4 }] });
      ctx.clock.advance(2 * HOUR);
      const cast = await post(
        ctx,
        '/v1/owner/castVote',
        { votingCode: vote.votingCode, choices: { '1': 'AGREE' } },
        { token: owner2 },
      );
      expect(cast.statusCode, cast.body).toBe(200);
      const [issue] = (await info(vote.votingCode)).votingIssueStatistics;
      expect(issue?.total.heads).toBeGreaterThan(3);
      expect(issue?.participating.heads).toBe(1);
      expect(issue?.quorum).toBe(false);
      expect(issue?.passed).toBe(false);
    },
  );
});
