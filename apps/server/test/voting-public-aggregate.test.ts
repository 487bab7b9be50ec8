import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendEntry, type ChainEntry, findBallotInChain } from '@gongzhi/domain/voting/evidence-chain';
import { rollDigestOf, type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVoteFile } from '../scripts/verify-vote';
import {
  buildings,
  communities,
  communityMembers,
  evidenceChain,
  houses,
  users,
  votings,
  votingVoterHouses,
  votingVoters,
} from '../src/db/schema';
import { DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #21 item 5: the anonymous vote aggregate carries pseudonymous voter references only; the
// community's owners and staff read it with the house numbers; a community may publish them.
const C = 'YGHY001';
const HOUR = 3600;
const OWNERS = [1, 2, 3] as const;

let ctx: TestContext;
let director: string;
let property: string;
let admin: string;
const owners: Record<number, string> = {};
const mobileOf = (n: number) => `139000000${String(n).padStart(2, '0')}`;

type PublicInfo = {
  aggregate: (VoteAggregate & { houseAnnex?: { voterRef: string; houses: string[] }[] }) | null;
  result: { chain: { head: string; count: number } };
  myReceipts?: { ballotHash: string; seq: number }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  admin = await tokenFor(ctx, '13600000001');
  for (const n of OWNERS) owners[n] = await tokenFor(ctx, mobileOf(n), { isWxAPP: true });
  await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function setPropertyPermissions(permissions: string[] | null) {
  const db = ctx.db.handle.db;
  const [user] = await db.select().from(users).where(eq(users.mobile, PROPERTY));
  const [community] = await db.select().from(communities).where(eq(communities.communityInfoCode, C));
  await db
    .update(communityMembers)
    .set({ permissions })
    .where(
      and(eq(communityMembers.userId, user?.id ?? 0), eq(communityMembers.communityId, community?.id ?? 0)),
    );
}

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const ref = (votingCode: string, community = C) => ({ communityInfoCode: community, votingCode });
const publicInfo = (votingCode: string) => get(ctx, `/v1/votePublic/info?votingCode=${votingCode}`);
const publicAggregate = (votingCode: string) => get(ctx, `/v1/votePublic/aggregate?votingCode=${votingCode}`);
const fullAggregate = (token: string, votingCode: string, community = C) =>
  get(ctx, `/v1/voting/aggregateFull?communityInfoCode=${community}&votingCode=${votingCode}`, { token });

async function houseCodesOf(votingCode: string, n: number): Promise<string[]> {
  const response = await get(ctx, `/v1/owner/voteInfo?votingCode=${votingCode}`, { token: owners[n] ?? '' });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ myHouseCodes: string[] }>(response).data.myHouseCodes;
}

/**
 * Everything that would identify someone in the community: every user's code, mobile and name,
 * every voter key of the vote's roll, every house code and house number of the community.
 */
async function identities(votingCode: string) {
  const db = ctx.db.handle.db;
  const [voting] = await db.select().from(votings).where(eq(votings.votingCode, votingCode));
  const people = await db.select().from(users);
  const voters = await db
    .select()
    .from(votingVoters)
    .where(eq(votingVoters.votingId, voting?.id ?? 0));
  const homes = await db
    .select({ houseCode: houses.houseCode, houseNo: houses.houseNo, buildingName: buildings.buildingName })
    .from(houses)
    .innerJoin(buildings, eq(buildings.id, houses.buildingId))
    .innerJoin(communities, eq(communities.id, buildings.communityId))
    .where(eq(communities.communityInfoCode, C));
  return {
    substrings: [
      ...people.flatMap((user) => [user.userCode, user.mobile, user.ownerName ?? '']),
      ...homes.map((home) => home.houseCode),
      ...voters.filter((voter) => voter.voterKey.length > 2).map((voter) => voter.voterKey),
    ].filter((text) => text.length >= 2),
    /** Short voter keys ("7") are checked as whole JSON values, not as substrings of hashes. */
    values: new Set([...voters.map((voter) => voter.voterKey), ...homes.map((home) => home.houseNo)]),
    houseNames: homes.map((home) => `${home.buildingName} ${home.houseNo}`),
  };
}

function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

async function expectNoIdentity(text: string, votingCode: string, options: { houses: boolean }) {
  const found = await identities(votingCode);
  for (const part of found.substrings) expect(text, `leaks ${part}`).not.toContain(part);
  const strings = stringsIn(JSON.parse(text));
  for (const value of strings) expect(found.values.has(value), `leaks ${value}`).toBe(false);
  expect(text).not.toContain('voterKey');
  expect(text).not.toContain('userId');
  expect(text).not.toContain('houseCodes');
  if (!options.houses) {
    expect(text).not.toContain('houseAnnex');
    expect(text).not.toMatch(/栋|单元/);
  }
}

/** A vote owners 1–3 voted on (3 on paper, entered by two staff members), published with evidence. */
async function publishedVote(title: string) {
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title,
      startDate: at(HOUR),
      endDate: at(2 * 24 * HOUR),
      issues: [{ title: '是否同意续聘物业服务企业', issueTypeId: 4 }],
    },
    { token: director },
  );
  expect(created.statusCode, created.body).toBe(200);
  const votingCode = bodyOf<{ votingCode: string }>(created).data.votingCode;
  ctx.clock.advance(2 * HOUR);
  const receipts: Record<number, string> = {};
  for (const n of [1, 2]) {
    const cast = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode, choices: { '1': n === 1 ? 'AGREE' : 'DISAGREE' } },
      { token: owners[n] ?? '' },
    );
    expect(cast.statusCode, cast.body).toBe(200);
    receipts[n] = bodyOf<{ ballotHash: string }>(cast).data.ballotHash;
  }
  const [paperHouse] = await houseCodesOf(votingCode, 3);
  for (const token of [director, property]) {
    const entered = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      { ...ref(votingCode), houseCode: paperHouse, choices: { '1': 'AGREE' }, signerName: '签字业主' },
      { token },
    );
    expect(entered.statusCode, entered.body).toBe(200);
  }
  ctx.clock.advance(2 * 24 * HOUR);
  const published = await post(
    ctx,
    '/v1/voting/resultPublicity',
    { ...ref(votingCode), publicityMode: 'RESULT_DATA_WITH_EVIDENCE', publicityEndDate: at(5 * 24 * HOUR) },
    { token: director },
  );
  expect(published.statusCode, published.body).toBe(200);
  return { votingCode, receipts };
}

/** The house numbers ("1栋 101") of owner n's houses in the vote, as the annex names them. */
async function houseNamesOf(votingCode: string, n: number): Promise<string[]> {
  const codes = await houseCodesOf(votingCode, n);
  const rows = await ctx.db.handle.db
    .select({ houseNo: houses.houseNo, unitNo: houses.unitNo, buildingName: buildings.buildingName })
    .from(houses)
    .innerJoin(buildings, eq(buildings.id, houses.buildingId))
    .where(inArray(houses.houseCode, codes));
  return rows.map((row) =>
    [row.buildingName, row.unitNo ? `${row.unitNo}单元` : '', row.houseNo].filter(Boolean).join(' '),
  );
}

describe('public vote aggregate (issue #21 item 5)', () => {
  let vote: string;
  let receipts: Record<number, string>;

  it('publishes no user code, mobile, voter key, owner name or house anonymously, and still verifies', async () => {
    ({ votingCode: vote, receipts } = await publishedVote('关于续聘物业的表决'));
    const file = await publicAggregate(vote);
    expect(file.statusCode, file.body).toBe(200);
    await expectNoIdentity(file.body, vote, { houses: false });
    const aggregate = file.json() as VoteAggregate;
    expect(aggregate.roll.every((row) => row.length === 2 && /^[0-9a-f]{32}$/.test(row[0]))).toBe(true);
    for (const entry of aggregate.entries.filter((item) => item.type === 'BALLOT_CAST')) {
      expect(Object.keys(entry.payload as object).sort()).toEqual(
        (entry.payload as { channel: string }).channel === 'PAPER'
          ? ['choices', 'channel', 'confirmedBy', 'enteredBy', 'entryId', 'voterRef'].sort()
          : ['channel', 'choices', 'voterRef'],
      );
    }
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: true,
      rollMatches: true,
      resultMatches: true,
      ballotCount: 3,
    });

    const info = await publicInfo(vote);
    expect(info.statusCode, info.body).toBe(200);
    await expectNoIdentity(JSON.stringify(bodyOf<PublicInfo>(info).data.aggregate), vote, { houses: false });
    expect(bodyOf<PublicInfo>(info).data.aggregate?.entries).toEqual(aggregate.entries);
    // The server's own check of the stored ballots against the chain still holds.
    const verified = await get(ctx, `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${vote}`, {
      token: director,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(bodyOf<{ valid: boolean }>(verified).data.valid).toBe(true);
  });

  it('lets an owner find their own ballot by their receipt and read their house numbers beside it', async () => {
    const response = await get(ctx, `/v1/owner/voteResult?votingCode=${vote}`, { token: owners[1] ?? '' });
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf<PublicInfo>(response).data;
    const aggregate = data.aggregate as NonNullable<PublicInfo['aggregate']>;
    expect(await verifyAggregate(aggregate)).toMatchObject({ valid: true, resultMatches: true });
    const found = findBallotInChain(aggregate.entries, receipts[1] ?? '');
    expect(found).toMatchObject({ index: data.myReceipts?.[0]?.seq, replaced: false });
    const mine = aggregate.entries[found.index ?? -1]?.payload as { voterRef: string; choices: unknown };
    expect(mine.choices).toEqual({ '1': 'AGREE' });
    const annex = aggregate.houseAnnex?.find((row) => row.voterRef === mine.voterRef);
    expect(annex?.houses.sort()).toEqual((await houseNamesOf(vote, 1)).sort());
    // House numbers only: no phones or user codes, not even for members.
    const people = await ctx.db.handle.db.select().from(users);
    const text = JSON.stringify(aggregate);
    for (const user of people) {
      expect(text).not.toContain(user.mobile);
      expect(text).not.toContain(user.userCode);
    }
  });

  it("npm run verify-vote verifies the anonymous file and finds the receipt; the members' file names the houses", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'public-aggregate-'));
    const anonymous = join(dir, 'public.json');
    writeFileSync(anonymous, (await publicAggregate(vote)).body);
    const lines: string[] = [];
    expect(await verifyVoteFile(anonymous, (line) => lines.push(line), [receipts[1] ?? ''])).toBe(0);
    expect(lines).toContain('投票人标识：本次表决专用的加密编号（不含姓名、手机号或房号）');
    expect(lines.some((line) => line.startsWith(`选票 ${receipts[1]}：第 `) && line.endsWith('已计入'))).toBe(
      true,
    );
    expect(lines.find((line) => line.startsWith('  投票人编号 '))).toMatch(/^ {2}投票人编号 [0-9a-f]{32}$/);
    const members = join(dir, 'members.json');
    const info = await get(ctx, `/v1/owner/voteResult?votingCode=${vote}`, { token: owners[1] ?? '' });
    writeFileSync(members, info.body);
    const memberLines: string[] = [];
    expect(await verifyVoteFile(members, (line) => memberLines.push(line), [receipts[1] ?? ''])).toBe(0);
    const houses = await houseNamesOf(vote, 1);
    expect(memberLines.find((line) => line.startsWith('  投票人编号 '))).toContain(`房号 ${houses[0]}`);
  });

  it('gives the community staff with VOTING_VIEW the full list with house numbers, nobody else', async () => {
    const response = await fullAggregate(director, vote);
    expect(response.statusCode, response.body).toBe(200);
    const aggregate = bodyOf<PublicInfo>(response).data.aggregate as NonNullable<PublicInfo['aggregate']>;
    expect(await verifyAggregate(aggregate)).toMatchObject({ valid: true, ballotCount: 3 });
    expect(aggregate.houseAnnex?.length).toBe(aggregate.roll.length);
    expect(aggregate.houseAnnex?.flatMap((row) => row.houses)).toEqual(
      expect.arrayContaining(await houseNamesOf(vote, 2)),
    );
    const other = await fullAggregate(director, vote, 'TYXQ001');
    expect(other.statusCode).not.toBe(200);
    const foreignDirector = await tokenFor(ctx, '13800000002');
    expect((await fullAggregate(foreignDirector, vote)).statusCode).not.toBe(200);
    await setPropertyPermissions(['NOTICE_VIEW']);
    expect((await fullAggregate(property, vote)).statusCode).toBe(403);
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
    expect((await fullAggregate(property, vote)).statusCode).toBe(200);
    expect(
      (await get(ctx, `/v1/voting/aggregateFull?communityInfoCode=${C}&votingCode=${vote}`)).statusCode,
    ).toBe(401);
    expect((await fullAggregate(owners[1] ?? '', vote)).statusCode).not.toBe(200);
  });

  it('publishes house numbers beside the references where the community says so', async () => {
    const set = (flag: 'YES' | 'NO') =>
      post(
        ctx,
        '/v1/communityInfo/updateSettings',
        { communityInfoCode: C, allowOwnerMotion: 'YES', viewOnlyForOwners: 'NO', publishHouseNumbers: flag },
        { token: admin },
      );
    const on = await set('YES');
    expect(on.statusCode, on.body).toBe(200);
    expect(bodyOf<{ publishHouseNumbers: string }>(on).data.publishHouseNumbers).toBe('YES');
    const file = await publicAggregate(vote);
    expect(file.statusCode).toBe(200);
    const aggregate = file.json() as NonNullable<PublicInfo['aggregate']>;
    expect(aggregate.houseAnnex?.flatMap((row) => row.houses)).toEqual(
      expect.arrayContaining(await houseNamesOf(vote, 1)),
    );
    // Still no user code, phone, name, voter key or house code.
    const found = await identities(vote);
    for (const part of found.substrings) expect(file.body, `leaks ${part}`).not.toContain(part);
    expect(file.body).not.toContain('voterKey');
    expect(await verifyAggregate(aggregate)).toMatchObject({ valid: true });
    // Settings saved without the flag keep it; NO withdraws the annex again.
    const kept = await post(
      ctx,
      '/v1/communityInfo/updateSettings',
      { communityInfoCode: C, allowOwnerMotion: 'YES', viewOnlyForOwners: 'NO' },
      { token: admin },
    );
    expect(bodyOf<{ publishHouseNumbers: string }>(kept).data.publishHouseNumbers).toBe('YES');
    expect((await set('NO')).statusCode).toBe(200);
    await expectNoIdentity((await publicAggregate(vote)).body, vote, { houses: false });
  });
});

describe('a vote whose chain was started before voter references (legacy)', () => {
  /**
   * Rewrites a fresh vote into the form a vote frozen before this change has: no secret, and a
   * ROLL_FROZEN entry over [voterKey, area, houseIds] (what the server wrote then).
   */
  async function makeLegacy(votingCode: string) {
    const db = ctx.db.handle.db;
    const [voting] = await db.select().from(votings).where(eq(votings.votingCode, votingCode));
    if (!voting) throw new Error('no vote');
    const voters = await db
      .select()
      .from(votingVoters)
      .where(eq(votingVoters.votingId, voting.id))
      .orderBy(asc(votingVoters.voterKey));
    const voterHouses = await db
      .select()
      .from(votingVoterHouses)
      .where(eq(votingVoterHouses.votingId, voting.id));
    const roll = voters
      .map((voter): [string, number, number[]] => [
        voter.voterKey,
        voter.area,
        voterHouses
          .filter((house) => house.voterId === voter.id)
          .map((house) => house.houseId)
          .sort((a, b) => a - b),
      ])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const [frozen] = await db.select().from(evidenceChain).where(eq(evidenceChain.votingId, voting.id));
    const payload = frozen?.payload as { votingCode: string; totalArea: number; totalHeads: number };
    const entry: ChainEntry = appendEntry(null, {
      type: 'ROLL_FROZEN',
      payload: { ...payload, rollDigest: rollDigestOf(roll) },
      at: frozen?.at ?? new Date().toISOString(),
    });
    // The chain is append-only (triggers): rewrite it as the replica role, as a restore would.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(evidenceChain).where(eq(evidenceChain.votingId, voting.id));
      await tx.insert(evidenceChain).values({ votingId: voting.id, ...entry });
    });
    await db.update(votings).set({ voterRefKey: null }).where(eq(votings.id, voting.id));
  }

  it('keeps naming voters by voter key, verifies for members and is not published anonymously', async () => {
    const created = await post(
      ctx,
      '/v1/voting/createSimplify',
      {
        communityInfoCode: C,
        title: '关于维修资金使用的表决',
        startDate: at(HOUR),
        endDate: at(2 * 24 * HOUR),
        issues: [{ title: '是否同意使用维修资金', issueTypeId: 4 }],
      },
      { token: director },
    );
    expect(created.statusCode, created.body).toBe(200);
    const votingCode = bodyOf<{ votingCode: string }>(created).data.votingCode;
    ctx.clock.advance(2 * HOUR);
    // Opening freezes the roll (the staff info call touches it first).
    await houseCodesOf(votingCode, 1);
    const info = await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${votingCode}`, {
      token: director,
    });
    expect(info.statusCode, info.body).toBe(200);
    await makeLegacy(votingCode);
    const cast = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode, choices: { '1': 'AGREE' } },
      { token: owners[1] ?? '' },
    );
    expect(cast.statusCode, cast.body).toBe(200);
    const receipt = bodyOf<{ ballotHash: string }>(cast).data.ballotHash;
    ctx.clock.advance(2 * 24 * HOUR);
    // Before the announcement the staff call answers null (the vote is there, its result is not).
    const early = await fullAggregate(director, votingCode);
    expect(early.statusCode, early.body).toBe(200);
    expect(bodyOf(early).data).toBeNull();
    const published = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...ref(votingCode), publicityMode: 'RESULT_DATA_WITH_EVIDENCE', publicityEndDate: at(5 * 24 * HOUR) },
      { token: director },
    );
    expect(published.statusCode, published.body).toBe(200);

    const anonymous = await publicAggregate(votingCode);
    expect(anonymous.statusCode).toBe(404);
    expect(bodyOf(anonymous).message).toBe(
      '该表决的存证数据记录了业主身份，仅向本小区业主和工作人员公开：请登录后在表决结果页面查看和核验',
    );
    const publicView = await publicInfo(votingCode);
    expect(publicView.statusCode, publicView.body).toBe(200);
    expect(bodyOf<PublicInfo>(publicView).data.aggregate).toBeNull();

    const full = await fullAggregate(director, votingCode);
    expect(full.statusCode, full.body).toBe(200);
    const aggregate = bodyOf<PublicInfo>(full).data.aggregate as NonNullable<PublicInfo['aggregate']>;
    const ballot = aggregate.entries.find((entry) => entry.hash === receipt);
    expect(ballot?.payload).toMatchObject({ channel: 'ONLINE', choices: { '1': 'AGREE' } });
    expect(Object.keys(ballot?.payload as object)).toContain('voterKey');
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: true,
      resultMatches: true,
      ballotCount: 1,
    });
    const mine = await get(ctx, `/v1/owner/voteResult?votingCode=${votingCode}`, { token: owners[1] ?? '' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      findBallotInChain(bodyOf<PublicInfo>(mine).data.aggregate?.entries ?? [], receipt).index,
    ).not.toBeNull();
    // The stored ballot still matches its chain entry (the server's own check), and no secret was added.
    const verified = await get(
      ctx,
      `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${votingCode}`,
      {
        token: director,
      },
    );
    expect(bodyOf<{ valid: boolean }>(verified).data.valid).toBe(true);
    const [voting] = await ctx.db.handle.db.select().from(votings).where(eq(votings.votingCode, votingCode));
    expect(voting?.voterRefKey).toBeNull();
  });
});
