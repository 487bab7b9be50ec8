import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #26 item 1: the quorum tracker of a vote, from the same tally as the result.
const C = 'YGHY001';
const DEPUTY = '13600000001';

type AreaHeads = { area: number; heads: number };
type Tracker = {
  votingCode: string;
  rollFrozen: boolean;
  overall: {
    total: AreaHeads;
    participating: AreaHeads;
    target: AreaHeads;
    stillNeeded: AreaHeads;
    reachable: boolean;
    quorum: boolean;
  };
  issues: { issueKey: string; rule: [string, string, string]; stillNeeded: AreaHeads; quorum: boolean }[];
  buildings: {
    buildingName: string;
    voterCount: number;
    votedCount: number;
    nonVoterCount: number;
    totalArea: number;
    votedArea: number;
  }[];
  daily: { date: string; voters: number; cumulative: number }[];
};

let ctx: TestContext;
let director: string;
let deputy: string;
let fixture: VotingFixture;
let votingCode = '';
let houses: { a: string[]; b: string[] } = { a: [], b: [] };

const url = (code: string, community = C) =>
  `/v1/voting/quorumTracker?communityInfoCode=${community}&votingCode=${code}`;
const tracker = async (code = votingCode) => {
  const response = await get(ctx, url(code), { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Tracker>(response).data;
};

const paperBallot = (houseCode: string) => fixture.paperBallot(votingCode, houseCode, deputy);

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, DEPUTY);
  fixture = votingFixture(ctx, C, () => director);
  // Building A: four units of 100 m²; building B: 150 m² and 50 m². Six owners, 600 m².
  const vote = await fixture.twoBuildingVote({
    buildingNames: ['二十六号楼', '二十七号楼'],
    owner: (n) => ({ ownerName: `业主${n}`, mobile: `1372600${String(n).padStart(4, '0')}` }),
    title: '二十六、二十七号楼外墙维修',
    issueTitle: '是否同意使用维修资金维修外墙',
  });
  votingCode = vote.votingCode;
  houses = { a: vote.a.houses, b: vote.b.houses };
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/voting/quorumTracker', () => {
  it('before the start nothing is counted yet', async () => {
    const data = await tracker();
    expect(data.rollFrozen).toBe(false);
    expect(data.overall.reachable).toBe(false);
    expect(data.buildings).toEqual([]);
  });

  it('shows participation against 2/3 of area and owners, still needed, lagging buildings and days', async () => {
    ctx.clock.advance(2 * HOUR);
    const [a1, a2] = houses.a as [string, string];
    await paperBallot(a1);
    await paperBallot(a2);
    let data = await tracker();
    expect(data.rollFrozen).toBe(true);
    expect(data.overall.total).toEqual({ area: 60_000, heads: 6 });
    expect(data.overall.target).toEqual({ area: 40_000, heads: 4 });
    expect(data.overall.participating).toEqual({ area: 20_000, heads: 2 });
    expect(data.overall.stillNeeded).toEqual({ area: 20_000, heads: 2 });
    expect(data.issues.map((issue) => issue.rule)).toEqual([['2/3', '2/3', 'GREATER_THAN_OR_EQUAL']]);

    ctx.clock.advance(DAY);
    await paperBallot(houses.b[0] as string);
    data = await tracker();
    // 3 of 6 owners and 350 of 600 m²: one more owner and 50 m² reach exactly 2/3.
    expect(data.overall.participating).toEqual({ area: 35_000, heads: 3 });
    expect(data.overall.stillNeeded).toEqual({ area: 5_000, heads: 1 });
    expect(data.overall.quorum).toBe(false);
    // Both buildings at half of their owners; A has half its area, B three quarters: A lags.
    expect(
      data.buildings.map((row) => [row.buildingName, row.voterCount, row.votedCount, row.nonVoterCount]),
    ).toEqual([
      ['二十六号楼', 4, 2, 2],
      ['二十七号楼', 2, 1, 1],
    ]);
    expect(data.buildings.map((row) => [row.totalArea, row.votedArea])).toEqual([
      [40_000, 20_000],
      [20_000, 15_000],
    ]);
    const voted = data.daily.filter((day) => day.voters > 0);
    expect(voted.map((day) => day.voters)).toEqual([2, 1]);
    expect(data.daily.at(-1)?.cumulative).toBe(3);
    const [first, second] = voted.map((day) => Date.parse(`${day.date}T00:00:00Z`));
    expect((second ?? 0) - (first ?? 0)).toBe(DAY * 1000);

    // The smallest owner left (50 m²) is exactly what is still needed: the quorum holds.
    await paperBallot(houses.b[1] as string);
    data = await tracker();
    expect(data.overall.stillNeeded).toEqual({ area: 0, heads: 0 });
    expect(data.overall.quorum).toBe(true);
    // The same tally as the vote's statistics: its quorum agrees.
    const info = await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${votingCode}`, {
      token: director,
    });
    const stats = bodyOf<{ votingIssueStatistics: { quorum: boolean; participating: AreaHeads }[] }>(info)
      .data.votingIssueStatistics;
    expect(stats.map((issue) => [issue.quorum, issue.participating])).toEqual([
      [true, { area: 40_000, heads: 4 }],
    ]);
  });

  it('refuses another community, a member without the permission and no login', async () => {
    // The director is a member of 体验小区 too (its vote list answers): this vote is not one of its votes.
    const other = await get(ctx, '/v1/voting/votingListWeb?communityInfoCode=TYXQ001&page=1&size=10', {
      token: director,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((await get(ctx, url(votingCode, 'TYXQ001'), { token: director })).statusCode).toBe(404);
    expect((await get(ctx, url('NOPE'), { token: director })).statusCode).toBe(404);
    const preparer = await tokenFor(ctx, XFL_PREPARER);
    expect((await get(ctx, url(votingCode, 'XFL001'), { token: preparer })).statusCode).toBe(403);
    expect((await get(ctx, url(votingCode))).statusCode).toBe(401);
    expect(
      (await get(ctx, `/v1/voting/quorumTracker?communityInfoCode=${C}`, { token: director })).statusCode,
    ).toBe(400);
  });
});
