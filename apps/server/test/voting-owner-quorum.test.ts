import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';
import { HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #26 item 1, the owner's side: the vote page's participation and "still needed", for the roll's owners only.
const C = 'YGHY001';
const OTHER = 'TYXQ001';
const owner = (n: number) => ({ ownerName: `进度业主${n}`, mobile: `1372700${String(n).padStart(4, '0')}` });

type AreaHeads = { area: number; heads: number };
type Progress = {
  votingCode: string;
  rollFrozen: boolean;
  overall: { total: AreaHeads; participating: AreaHeads; stillNeeded: AreaHeads; quorum: boolean };
};

let ctx: TestContext;
let director: string;
let fixture: VotingFixture;
let votingCode = '';
let houses: { a: string[]; b: string[] } = { a: [], b: [] };

const url = (code: string) => `/v1/owner/quorumProgress?votingCode=${code}`;
const ownerToken = (mobile: string) => tokenFor(ctx, mobile, { isWxAPP: true });

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  fixture = votingFixture(ctx, C, () => director);
  const vote = await fixture.twoBuildingVote({
    buildingNames: ['三十一号楼', '三十二号楼'],
    owner,
    title: '业主进度表决',
    issueTitle: '是否同意',
  });
  votingCode = vote.votingCode;
  houses = { a: vote.a.houses, b: vote.b.houses };
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/owner/quorumProgress', () => {
  it('shows an owner of the roll the overall participation and what is still needed', async () => {
    ctx.clock.advance(2 * HOUR);
    const deputy = await tokenFor(ctx, '13600000001');
    await fixture.paperBallot(votingCode, houses.a[0] as string, deputy);
    await fixture.paperBallot(votingCode, houses.b[0] as string, deputy);
    const response = await get(ctx, url(votingCode), { token: await ownerToken(owner(2).mobile) });
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf<Progress>(response).data;
    expect(data.rollFrozen).toBe(true);
    // 2 of 6 owners and 250 of 600 m²: 2/3 needs 4 owners and 400 m².
    expect(data.overall.total).toEqual({ area: 60_000, heads: 6 });
    expect(data.overall.participating).toEqual({ area: 25_000, heads: 2 });
    expect(data.overall.stillNeeded).toEqual({ area: 15_000, heads: 2 });
    expect(data.overall.quorum).toBe(false);
    // Overall figures only: nothing per building or per day.
    expect(Object.keys(data).sort()).toEqual(['overall', 'rollFrozen', 'votingCode']);
  });

  it('refuses an owner of the community who is not in the frozen roll', async () => {
    // The seed's owners of 阳光花园 hold houses outside the vote's two buildings.
    const response = await get(ctx, url(votingCode), { token: await ownerToken('13900000001') });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('answers 404 for a vote of another community, an unknown vote and no login 401', async () => {
    const other = votingFixture(ctx, OTHER, () => director);
    await other.building(`进度外楼${Date.now()}`, [
      { houseNo: '101', area: 10_000, owners: [{ ownerName: '外小区业主', mobile: '13727009999' }] },
    ]);
    const foreign = await ownerToken('13727009999');
    expect((await get(ctx, url(votingCode), { token: foreign })).statusCode).toBe(404);
    expect((await get(ctx, url('NOPE'), { token: await ownerToken(owner(1).mobile) })).statusCode).toBe(404);
    expect((await get(ctx, url(votingCode))).statusCode).toBe(401);
  });
});
