import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';
import { HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #22 item 1: the roll is the roster as it stood at the start time, whatever touches the vote
// first; roster changes after the start are kept for the roster, never enter the vote, and are listed.
const C = 'YGHY001';

type Scope = { houseCount: number; totalArea: number; totalHeads: number; frozen: boolean };
type Change = {
  changeKind: string;
  houseCode: string;
  houseName: string;
  areaBefore: number | null;
  areaAfter: number | null;
  ownerName: string | null;
};

let ctx: TestContext;
let director: string;
let fixture: VotingFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  fixture = votingFixture(ctx, C, () => director);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const call = <T>(url: string, body: Record<string, unknown>) => fixture.call<T>(url, body);

async function read<T>(url: string, votingCode: string): Promise<T> {
  const response = await get(ctx, `${url}?communityInfoCode=${C}&votingCode=${votingCode}`, {
    token: director,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

/** A building of two houses (100 m² with one owner, 80 m² with another) and a vote on it. */
async function buildingAndVote(name: string) {
  const owner = (houseNo: string) => [
    { ownerName: `业主${houseNo}`, mobile: `1371${name.length}000${houseNo}`.slice(0, 11) },
  ];
  const { buildingCode, houses } = await fixture.building(name, [
    { houseNo: '101', area: 10_000, owners: owner('101') },
    { houseNo: '102', area: 8_000, owners: owner('102') },
  ]);
  const votingCode = await fixture.vote({
    buildingCode,
    title: `${name}议事`,
    issues: [{ title: '是否同意', issueTypeId: 4 }],
    endSeconds: 7 * 24 * HOUR,
  });
  const [first, second] = houses as [string, string];
  return { buildingCode, first, second, votingCode };
}

describe('the roll is the roster at the start time', () => {
  it('roster changes between the start and the first call of the vote never enter its roll', async () => {
    const { buildingCode, first, second, votingCode } = await buildingAndVote('七号楼');
    const before = await read<Scope>('/v1/voting/votingScopeSimplify', votingCode);
    expect(before).toMatchObject({ houseCount: 2, totalArea: 18_000, totalHeads: 2, frozen: false });

    ctx.clock.advance(2 * HOUR);
    // Nobody opened the vote since its start: a new house, an area change and a co-owner arrive first.
    const added = await call<{ houseCode: string }>('/v1/house/create', {
      buildingCode,
      unitNo: '1',
      floor: 2,
      houseNo: '201',
      registerArea: 5_000,
    });
    await call('/v1/house/updateArea', { houseCode: first, registerArea: 20_000 });
    await call('/v1/ownerHouse/add', { houseCode: second, ownerName: '共有人', mobile: '13719990102' });

    const after = await read<Scope>('/v1/voting/votingScopeSimplify', votingCode);
    expect(after).toMatchObject({ houseCount: 2, totalArea: 18_000, totalHeads: 2, frozen: true });

    const changes = await read<Change[]>('/v1/voting/rosterChangesAfterStart', votingCode);
    expect(changes.map((change) => [change.changeKind, change.houseCode])).toEqual([
      ['HOUSE_ADDED', added.houseCode],
      ['HOUSE_AREA_CHANGED', first],
      ['OWNER_ADDED', second],
    ]);
    expect(changes[1]).toMatchObject({ areaBefore: 10_000, areaAfter: 20_000 });
    expect(changes[2]?.ownerName).toBe('共有人');
    expect(changes[0]?.houseName).toContain('七号楼');

    // The roster itself kept every change.
    const houses = await get(ctx, `/v1/house/list?communityInfoCode=${C}&buildingCode=${buildingCode}`, {
      token: director,
    });
    expect(bodyOf<unknown[]>(houses).data).toHaveLength(3);
  });

  it('a vote that has not started lists no changes and follows the roster', async () => {
    const { first, votingCode } = await buildingAndVote('八号楼');
    await call('/v1/house/updateArea', { houseCode: first, registerArea: 12_000 });
    expect(await read<Scope>('/v1/voting/votingScopeSimplify', votingCode)).toMatchObject({
      totalArea: 20_000,
      frozen: false,
    });
    expect(await read<Change[]>('/v1/voting/rosterChangesAfterStart', votingCode)).toEqual([]);
  });

  it('the periodic sweep freezes a vote at its start without any call', async () => {
    const { votingCode } = await buildingAndVote('九号楼');
    ctx.clock.advance(2 * HOUR);
    expect(await ctx.app.votingRolls.sweep()).toBeGreaterThanOrEqual(1);
    // Frozen by the sweep: a second one finds nothing left to freeze.
    expect(await ctx.app.votingRolls.sweep()).toBe(0);
    const scope = await read<Scope>('/v1/voting/votingScopeSimplify', votingCode);
    expect(scope).toMatchObject({ houseCount: 2, frozen: true });
  });

  it('refuses a call without a vote and a made-up vote', async () => {
    const response = await get(ctx, '/v1/voting/rosterChangesAfterStart?communityInfoCode=YGHY001', {
      token: director,
    });
    expect(response.statusCode).toBe(400);
    const made = await get(ctx, `/v1/voting/rosterChangesAfterStart?communityInfoCode=${C}&votingCode=V404`, {
      token: director,
    });
    expect(made.statusCode).toBe(404);
  });
});
