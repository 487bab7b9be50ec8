import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, downloadJobs, users } from '../src/db/schema';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #26 item 2: door-to-door lists (扫楼清单) of a vote's non-voters, export, print and visit marks.
const C = 'YGHY001';
const DEPUTY = '13600000001';
const VOLUNTEER = '13726200001';
const OUTSIDER = '13726200002';

type Item = {
  voterKey: string;
  houseCodes: string[];
  houseNames: string[];
  owners: { ownerName: string; mobile: string }[];
  delivered: boolean;
  deliveryCount: number;
  lastVisit: { mark: string; markName: string; markedBy: string; remark: string } | null;
  visitCount: number;
};
type List = {
  rollFrozen: boolean;
  markingOpen: boolean;
  markingClosedReason: string | null;
  fullMobiles: boolean;
  buildings: { buildingCode: string; buildingName: string; voterCount: number; nonVoterCount: number }[];
  buildingCode: string | null;
  items: Item[];
};
type Job = { jobId: string };

let ctx: TestContext;
let director: string;
let deputy: string;
let volunteer: string;
let outsider: string;
let fixture: VotingFixture;
let votingCode = '';
let a = { buildingCode: '', houses: [] as string[] };
let b = { buildingCode: '', houses: [] as string[] };

const query = (extra = '', community = C, code = votingCode) =>
  `communityInfoCode=${community}&votingCode=${code}${extra}`;
const list = (token: string, extra = '', community = C) =>
  get(ctx, `/v1/voting/doorToDoorList?${query(extra, community)}`, { token });
const listOf = async (token: string, buildingCode = a.buildingCode) => {
  const response = await list(token, `&buildingCode=${buildingCode}`);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<List>(response).data;
};
const mark = (token: string, houseCode: string, value: string, community = C, remark = '') =>
  post(
    ctx,
    '/v1/voting/doorToDoorMark',
    { communityInfoCode: community, votingCode, houseCode, mark: value, remark },
    { token },
  );

/** A staff member of the community holding exactly `permissions`. */
async function member(mobile: string, roles: string[], permissions: string[]) {
  const db = ctx.db.handle.db;
  const [community] = await db.select().from(communities).where(eq(communities.communityInfoCode, C));
  const [user] = await db
    .insert(users)
    .values({ userCode: `U${mobile}`, mobile, ownerName: `志愿者${mobile.slice(-1)}` })
    .returning();
  if (!user || !community) throw new Error('member not inserted');
  await db
    .insert(communityMembers)
    .values({ userId: user.id, communityId: community.id, roles, permissions });
  return tokenFor(ctx, mobile);
}

const paperBallot = (houseCode: string) => fixture.paperBallot(votingCode, houseCode, deputy);

async function runJob(job: Job) {
  expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
  const done = bodyOf<{ status: string; attachmentId: string; error: string | null }>(
    await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: director }),
  ).data;
  expect(done.status, done.error ?? '').toBe('SUCCESS_GENERATED');
  const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, { token: director });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, DEPUTY);
  volunteer = await member(VOLUNTEER, ['VOLUNTEER_OWNER'], ['VOTING_VIEW']);
  outsider = await member(OUTSIDER, ['VOLUNTEER_OWNER'], ['NOTICE_VIEW']);
  fixture = votingFixture(ctx, C, () => director);
  ({ votingCode, a, b } = await fixture.twoBuildingVote({
    buildingNames: ['扫楼一号楼', '扫楼二号楼'],
    owner: (n) => ({ ownerName: `扫楼${n}`, mobile: `1372610${String(n).padStart(4, '0')}` }),
    title: '扫楼一、二号楼屋面维修',
    issueTitle: '是否同意使用维修资金维修屋面',
  }));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('door-to-door lists', () => {
  it('before the start there is no list yet and no visit may be marked', async () => {
    const data = bodyOf<List>(await list(director)).data;
    expect(data.rollFrozen).toBe(false);
    expect(data.buildings).toEqual([]);
    expect(data.markingOpen).toBe(false);
    const early = await mark(volunteer, a.houses[2] as string, 'VISITED');
    expect(early.statusCode).toBe(400);
    expect(bodyOf(early).message).toBe('表决尚未开始，不能登记走访');
  });

  it('lists per building the voters who have not voted, with owners and delivery state', async () => {
    ctx.clock.advance(2 * HOUR);
    await paperBallot(a.houses[0] as string);
    await paperBallot(a.houses[1] as string);
    const data = await listOf(director);
    expect(data.rollFrozen).toBe(true);
    expect(data.markingOpen).toBe(true);
    expect(data.buildings.map((row) => [row.buildingName, row.voterCount, row.nonVoterCount])).toEqual([
      ['扫楼一号楼', 4, 2],
      ['扫楼二号楼', 2, 2],
    ]);
    expect(data.items.map((item) => item.houseCodes)).toEqual([[a.houses[2]], [a.houses[3]]]);
    expect(data.items.map((item) => item.owners)).toEqual([
      [{ ownerName: '扫楼3', mobile: '13726100003' }],
      [{ ownerName: '扫楼4', mobile: '13726100004' }],
    ]);
    expect(data.fullMobiles).toBe(true);
    expect(data.items.every((item) => !item.delivered && item.lastVisit === null)).toBe(true);
    // Without a building: the first one; building B lists both its voters.
    expect(bodyOf<List>(await list(director)).data.buildingCode).toBe(a.buildingCode);
    expect((await listOf(director, b.buildingCode)).items.map((item) => item.houseCodes)).toEqual([
      [b.houses[0]],
      [b.houses[1]],
    ]);
  });

  it('a volunteer without a roster permission sees masked mobiles', async () => {
    const data = await listOf(volunteer);
    expect(data.fullMobiles).toBe(false);
    expect(data.items.map((item) => item.owners[0]?.mobile)).toEqual(['137****0003', '137****0004']);
  });

  it('a volunteer marks visits; a ballot left is a delivery record of the vote', async () => {
    const [a3, a4] = [a.houses[2] as string, a.houses[3] as string];
    const chainCount = async () =>
      bodyOf<{ chain: { count: number } }>(
        await get(ctx, `/v1/voting/infoSimplify?${query()}`, { token: director }),
      ).data.chain.count;
    const before = await chainCount();
    let response = await mark(volunteer, a3, 'NOT_HOME');
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf<Item>(response).data.lastVisit?.markName).toBe('不在家');
    expect(bodyOf<Item>(response).data.delivered).toBe(false);
    response = await mark(volunteer, a3, 'BALLOT_LEFT', C, '塞入门缝');
    expect(response.statusCode, response.body).toBe(200);
    const left = bodyOf<Item>(response).data;
    expect([left.lastVisit?.mark, left.lastVisit?.markedBy, left.visitCount]).toEqual([
      'BALLOT_LEFT',
      '志愿者1',
      2,
    ]);
    expect([left.delivered, left.deliveryCount]).toEqual([true, 1]);
    // The delivery is on the evidence chain (one DELIVERY_RECORDED entry); the other marks are not.
    expect(await chainCount()).toBe(before + 1);
    expect((await mark(volunteer, a4, 'REFUSED')).statusCode).toBe(200);
    expect((await mark(director, a4, 'VISITED')).statusCode).toBe(200);

    const deliveries = bodyOf<{
      list: {
        houseCodes: string[];
        deliveries: { method: string; remark: string; withoutProofFile: boolean }[];
      }[];
    }>(
      await get(ctx, `/v1/vote/voteDeliveryList?${query('&page=1&size=50&delivered=YES')}`, {
        token: director,
      }),
    ).data.list;
    expect(deliveries.map((row) => row.houseCodes)).toEqual([[a3]]);
    expect(deliveries[0]?.deliveries.map((row) => [row.method, row.withoutProofFile])).toEqual([
      ['POSTED', true],
    ]);
    expect(deliveries[0]?.deliveries[0]?.remark).toContain('塞入门缝');

    const data = await listOf(director);
    expect(data.items.map((item) => [item.lastVisit?.markName, item.delivered, item.visitCount])).toEqual([
      ['已留票', true, 2],
      ['已走访', false, 2],
    ]);
  });

  it('refuses a voter who voted, a house outside the vote and an unknown mark', async () => {
    const voted = await mark(volunteer, a.houses[0] as string, 'VISITED');
    expect(voted.statusCode).toBe(409);
    expect(bodyOf(voted).message).toBe('该户已投票，无需再走访');
    expect((await mark(volunteer, 'NO-SUCH-HOUSE', 'VISITED')).statusCode).toBe(404);
    expect((await mark(volunteer, a.houses[2] as string, 'GONE')).statusCode).toBe(400);
    expect((await list(director, '&buildingCode=NOPE')).statusCode).toBe(404);
  });

  it('has nobody to visit in a building of the community outside the vote (a made-up one is 404)', async () => {
    const outside = await fixture.building('扫楼三号楼', [
      { houseNo: '101', area: 10_000, owners: [{ ownerName: '扫楼7', mobile: '13726100007' }] },
    ]);
    const answer = bodyOf<List>(await list(director, `&buildingCode=${outside.buildingCode}`));
    expect(answer.data).toMatchObject({ buildingCode: outside.buildingCode, items: [] });
    expect(answer.data.buildings.map((building) => building.buildingCode)).not.toContain(
      outside.buildingCode,
    );
  });

  it('exports the list as xlsx, masked for a volunteer', async () => {
    for (const [token, m3, m4] of [
      [director, '13726100003', '13726100004'],
      [volunteer, '137****0003', '137****0004'],
    ] as const) {
      const response = await get(
        ctx,
        `/v1/voting/doorToDoorExport?${query(`&buildingCode=${a.buildingCode}`)}`,
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('扫楼清单');
      const rows: unknown[][] = [];
      sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows.map((row) => row.slice(2, 6))).toEqual([
        ['业主', '手机号', '送达', '最近走访'],
        ['扫楼3', m3, '已送达（1）', '已留票'],
        ['扫楼4', m4, '未送达', '已走访'],
      ]);
    }
  });

  it('prints the paper ballots of exactly the listed voters', async () => {
    const response = await post(
      ctx,
      '/v1/voting/doorToDoorPrint',
      { communityInfoCode: C, votingCode, buildingCode: a.buildingCode },
      { token: director },
    );
    expect(response.statusCode, response.body).toBe(200);
    const job = bodyOf<Job>(response).data;
    const [row] = await ctx.db.handle.db
      .select()
      .from(downloadJobs)
      .where(eq(downloadJobs.jobCode, job.jobId));
    expect(row?.params).toMatchObject({ votingCode, buildingCodes: [a.buildingCode], onlyNotVoted: true });
    // Building A: 4 voters, 2 voted: 2 ballots (not 4 of the building, 4 non-voters of the vote, 6 voters).
    expect(pdfPages(await runJob(job))).toBe(2);
    // Printing ballots is VOTING_MANAGEMENT's, like every ballot print.
    const byVolunteer = await post(
      ctx,
      '/v1/voting/doorToDoorPrint',
      { communityInfoCode: C, votingCode, buildingCode: a.buildingCode },
      { token: volunteer },
    );
    expect(byVolunteer.statusCode).toBe(403);
  });

  it('refuses members without the vote permission, another community and no login', async () => {
    expect((await list(outsider)).statusCode).toBe(403);
    expect((await mark(outsider, a.houses[2] as string, 'VISITED')).statusCode).toBe(403);
    expect((await list(director, '', 'TYXQ001')).statusCode).toBe(404);
    expect((await mark(director, a.houses[2] as string, 'VISITED', 'TYXQ001')).statusCode).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/voting/doorToDoorPrint',
          { communityInfoCode: 'TYXQ001', votingCode, buildingCode: a.buildingCode },
          { token: director },
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(ctx, `/v1/voting/doorToDoorList?${query()}`)).statusCode).toBe(401);
  });

  it('after the end a visit mark is refused with a clear message', async () => {
    ctx.clock.advance(5 * DAY);
    const late = await mark(volunteer, a.houses[3] as string, 'BALLOT_LEFT');
    expect(late.statusCode).toBe(400);
    expect(bodyOf(late).message).toBe('表决已结束，不能再登记走访');
    const data = await listOf(director);
    expect([data.markingOpen, data.markingClosedReason]).toEqual([false, '表决已结束，不能再登记走访']);
  });
});
