import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, users, votingBallots, votings, votingVoters } from '../src/db/schema';
import { govComplaints } from '../src/db/tables/complaint';
import {
  govInformationReads,
  govInformations,
  govInformationTargets,
} from '../src/db/tables/gov-information';
import { proposals } from '../src/db/tables/proposal';
import { intentionSolicitations } from '../src/db/tables/questionnaire';
import { issueQuickAnswers, issueQuicks } from '../src/db/tables/quick-vote';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';

/*
 * Everything this file adds happens in January 2030 and the calls ask for that month, so the demo
 * data (dated around the seeding day) stays out of the figures. The clock stands on 15 January.
 */
let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let director: string;
let owner: string;

const PERIOD = 'startDate=2030-01-01&endDate=2030-01-31';
const at = (day: number, hour = 0) => new Date(Date.UTC(2030, 0, day, hour - 8));

type Board = {
  total: number;
  inProgress: number;
  finished: number;
  states: { key: string; count: number }[];
  participantCount: number;
  eligibleCount: number | null;
  participationRate: number | null;
  communities: { communityInfoCode: string; total: number; inProgress: number; finished: number }[];
};
type Page = {
  list: { id: string; state: string; communityInfoCode: string; participantCount: number }[];
  total: number;
};

beforeAll(async () => {
  ctx = await createTestContext();
  // Log in on the 15th: sessions signed before a jump of years would have expired.
  ctx.clock.set(at(15, 12));
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, '13800000001');
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  const db = ctx.db.handle.db;
  const idOf = async (code: string) =>
    (await db.select().from(communities).where(eq(communities.communityInfoCode, code)))[0]?.id ?? 0;
  const [other, neighbour] = await db
    .insert(communities)
    .values([
      // Another street: outside every demo jurisdiction.
      {
        communityInfoCode: 'OTHER001',
        communityName: '别处小区',
        streetCode: 'ST-OTHER',
        govCommunityCode: 'GC-OTHER',
      },
      // Same street, another 社区: the street sees it, 桃源社区 staff do not.
      {
        communityInfoCode: 'NEIGH001',
        communityName: '邻社区小区',
        streetCode: 'ST-NANSHAN',
        govCommunityCode: 'GC-NEIGH',
      },
    ])
    .returning({ id: communities.id });
  const sunshine = await idOf('YGHY001');
  const xfl = await idOf('XFL001');
  const [ownerRow] = await db.select().from(users).where(eq(users.mobile, '13900000001'));
  const userId = ownerRow?.id ?? 0;
  const stamp = { createdAt: at(1), updatedAt: at(1) };
  const voting = (
    votingCode: string,
    communityId: number,
    votingState: 'PROCESSING' | 'FINISH' | 'DRAFT' | 'HAS_NOT_STARTED',
    start: number,
    end: number,
  ) => ({
    votingCode,
    communityId,
    title: `表决${votingCode}`,
    votingState,
    startDate: at(start),
    endDate: at(end),
    settings: {
      nonResponsePolicy: 'NOT_PARTICIPATED' as const,
      followMajorityOffered: false,
      blankCountsAsParticipation: true,
      proxyVoting: false,
    },
    ...stamp,
  });
  const voteRows = await db
    .insert(votings)
    .values([
      // Stored HAS_NOT_STARTED but its window is open on the 15th: shown as PROCESSING.
      voting('GV1', sunshine, 'HAS_NOT_STARTED', 10, 20),
      voting('GV2', sunshine, 'FINISH', 2, 5),
      voting('GV3', sunshine, 'DRAFT', 10, 20),
      voting('GV4', xfl, 'HAS_NOT_STARTED', 25, 40),
      voting('GV5', other?.id ?? 0, 'PROCESSING', 10, 20),
      voting('GV6', neighbour?.id ?? 0, 'PROCESSING', 10, 20),
      // Outside the period.
      voting('GV7', sunshine, 'FINISH', 40, 50),
    ])
    .returning({ id: votings.id });
  const gv1 = voteRows[0]?.id ?? 0;
  const voters = await db
    .insert(votingVoters)
    .values([
      { votingId: gv1, voterKey: 'a', ownerUserIds: [userId], area: 100 },
      { votingId: gv1, voterKey: 'b', ownerUserIds: [], area: 100 },
    ])
    .returning({ id: votingVoters.id });
  await db.insert(votingBallots).values({
    votingId: gv1,
    voterId: voters[0]?.id ?? 0,
    channel: 'ONLINE',
    userId,
    choices: {},
    chainHash: 'h',
    createdAt: at(11),
  });
  const quickRows = await db
    .insert(issueQuicks)
    .values([
      {
        issueQuickCode: 'GQ1',
        communityId: sunshine,
        title: '快速表决一',
        isDraft: 'NO',
        startDate: at(10),
        endDate: at(20),
        ...stamp,
      },
      {
        issueQuickCode: 'GQ2',
        communityId: sunshine,
        title: '草稿',
        isDraft: 'YES',
        startDate: at(10),
        endDate: at(20),
        ...stamp,
      },
    ])
    .returning({ id: issueQuicks.id });
  await db
    .insert(issueQuickAnswers)
    .values({ issueQuickId: quickRows[0]?.id ?? 0, userId, choice: 'AGREE', createdAt: at(11) });
  await db.insert(intentionSolicitations).values({
    solicitationCode: 'GI1',
    communityId: sunshine,
    title: '问卷一',
    isDraft: 'NO',
    startDate: at(1),
    endDate: at(5),
    ...stamp,
  });
  await db.insert(proposals).values({
    proposalCode: 'GP1',
    communityId: xfl,
    title: '提案一',
    proposalType: 'PROPERTY_SERVICE',
    content: '<p>x</p>',
    startDate: at(10),
    endDate: at(20),
    creatorType: 'OWNER',
    ...stamp,
  });
  const complaint = (
    complaintCode: string,
    communityId: number,
    day: number,
    handledAfterHours?: number,
  ) => ({
    complaintCode,
    communityId,
    userId,
    complaintType: 'PROPERTY_SERVICE' as const,
    content: '投诉',
    createdAt: at(day),
    ...(handledAfterHours === undefined
      ? {}
      : { state: 'HANDLED' as const, reply: '已处理', handledAt: at(day, handledAfterHours) }),
  });
  await db
    .insert(govComplaints)
    .values([
      complaint('GC1', sunshine, 3, 3),
      complaint('GC2', sunshine, 4, 10),
      complaint('GC3', xfl, 5, 20),
      complaint('GC4', sunshine, 6),
      complaint('GC5', other?.id ?? 0, 6, 1),
    ]);
  const [info] = await db
    .insert(govInformations)
    .values({
      informationCode: 'GINF1',
      streetCode: 'ST-NANSHAN',
      title: '一月政策',
      informationType: 'LIVELIHOOD_POLICY',
      content: '<p>x</p>',
      createdAt: at(6),
    })
    .returning({ id: govInformations.id });
  await db.insert(govInformationTargets).values({ informationId: info?.id ?? 0, communityId: sunshine });
  await db
    .insert(govInformationReads)
    .values({ informationId: info?.id ?? 0, userId, communityId: sunshine, readAt: at(7) });
});

afterAll(async () => {
  await ctx.close();
});

describe('govCommunityAffair boards', () => {
  it('votingBoard counts the displayed states, per community, with roll participation', async () => {
    const response = await get(ctx, `/v1/govCommunityAffair/votingBoard?${PERIOD}`, { token: street });
    expect(response.statusCode).toBe(200);
    const board = bodyOf<Board>(response).data;
    // GV1, GV2, GV4 and GV6 (the street's other 社区); not the draft, the other street or February.
    expect(board.total).toBe(4);
    expect(board.inProgress).toBe(2);
    expect(board.finished).toBe(1);
    expect(board.states).toContainEqual({ key: 'HAS_NOT_STARTED', count: 1 });
    expect(board.states.some((state) => state.key === 'DRAFT')).toBe(false);
    expect(board).toMatchObject({ participantCount: 1, eligibleCount: 2, participationRate: 0.5 });
    expect(board.communities.find((row) => row.communityInfoCode === 'YGHY001')).toMatchObject({
      total: 2,
      inProgress: 1,
      finished: 1,
    });
    expect(board.communities.some((row) => row.communityInfoCode === 'OTHER001')).toBe(false);
    // Without a period every published vote counts, February's GV7 too.
    const always = bodyOf<Board>(
      await get(ctx, '/v1/govCommunityAffair/votingBoard', { token: street }),
    ).data;
    expect(always.total).toBe(5);
  });

  it('a 社区 office sees its own communities only', async () => {
    const board = bodyOf<Board>(
      await get(ctx, `/v1/govCommunityAffair/votingBoard?${PERIOD}`, { token: communityGov }),
    ).data;
    expect(board.total).toBe(3);
    expect(board.communities.some((row) => row.communityInfoCode === 'NEIGH001')).toBe(false);
    const outside = await get(ctx, `/v1/govCommunityAffair/votingBoard?communityInfoCode=NEIGH001`, {
      token: communityGov,
    });
    expect(outside.statusCode).toBe(404);
    expect(bodyOf(outside).message).toBe('小区不存在或您无权访问');
  });

  it('the other boards count published items with answers or signatures', async () => {
    const quick = bodyOf<Board>(
      await get(ctx, `/v1/govCommunityAffair/issueQuickBoard?${PERIOD}`, { token: street }),
    ).data;
    expect(quick).toMatchObject({ total: 1, inProgress: 1, participantCount: 1, eligibleCount: null });
    const intention = bodyOf<Board>(
      await get(ctx, `/v1/govCommunityAffair/intentionSolicitationBoard?${PERIOD}`, { token: street }),
    ).data;
    expect(intention).toMatchObject({ total: 1, finished: 1, participantCount: 0 });
    const proposal = bodyOf<Board>(
      await get(ctx, `/v1/govCommunityAffair/proposalBoard?${PERIOD}&communityInfoCode=XFL001`, {
        token: street,
      }),
    ).data;
    expect(proposal).toMatchObject({ total: 1, inProgress: 1 });
    expect(proposal.communities.map((row) => row.communityInfoCode)).toEqual(['XFL001']);
  });

  it('keeps the participation counts through multi-row inserts, deletes and cascades (migration 0020)', async () => {
    const db = ctx.db.handle.db;
    const counts = async (votingCode: string) => {
      const [row] = await db
        .select({ ballots: votings.ballotCount, voters: votings.voterCount })
        .from(votings)
        .where(eq(votings.votingCode, votingCode));
      return row;
    };
    const [gv2] = await db.select({ id: votings.id }).from(votings).where(eq(votings.votingCode, 'GV2'));
    const votingId = gv2?.id ?? 0;
    const voters = await db
      .insert(votingVoters)
      .values(['x', 'y', 'z'].map((voterKey) => ({ votingId, voterKey, ownerUserIds: [], area: 50 })))
      .returning({ id: votingVoters.id });
    await db.insert(votingBallots).values(
      voters.map((voter) => ({
        votingId,
        voterId: voter.id,
        channel: 'PAPER' as const,
        choices: {},
        chainHash: 'h',
        createdAt: at(3),
      })),
    );
    expect(await counts('GV2')).toEqual({ ballots: 3, voters: 3 });
    await db.delete(votingBallots).where(eq(votingBallots.voterId, voters[0]?.id ?? 0));
    expect(await counts('GV2')).toEqual({ ballots: 2, voters: 3 });
    // A cascade from the voter roll takes the ballots with it, and both counts follow.
    await db.delete(votingVoters).where(eq(votingVoters.votingId, votingId));
    expect(await counts('GV2')).toEqual({ ballots: 0, voters: 0 });
    // Another vote's counts are untouched.
    expect(await counts('GV1')).toEqual({ ballots: 1, voters: 2 });
  });

  it('counts answers at commit (migration 0022): a rolled-back answer adds nothing, deletes subtract', async () => {
    const db = ctx.db.handle.db;
    const count = async () => {
      const [row] = await db
        .select({ n: issueQuicks.answerCount })
        .from(issueQuicks)
        .where(eq(issueQuicks.issueQuickCode, 'GQ1'));
      return row?.n ?? -1;
    };
    const [quick] = await db
      .select({ id: issueQuicks.id })
      .from(issueQuicks)
      .where(eq(issueQuicks.issueQuickCode, 'GQ1'));
    const answered = await db
      .select({ userId: issueQuickAnswers.userId })
      .from(issueQuickAnswers)
      .where(eq(issueQuickAnswers.issueQuickId, quick?.id ?? 0));
    const fresh = (await db.select({ id: users.id }).from(users))
      .map((user) => user.id)
      .filter((id) => !answered.some((answer) => answer.userId === id))
      .slice(0, 5);
    const answer = (userId: number) => ({
      issueQuickId: quick?.id ?? 0,
      userId,
      choice: 'AGREE' as const,
      createdAt: at(12),
    });
    const before = await count();
    await db.insert(issueQuickAnswers).values(fresh.slice(0, 3).map(answer));
    expect(await count()).toBe(before + 3);
    // Inside a transaction the count moves at its commit, and not at all when it rolls back.
    await db
      .transaction(async (tx) => {
        await tx.insert(issueQuickAnswers).values(answer(fresh[3] ?? 0));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await count()).toBe(before + 3);
    await db.transaction(async (tx) => {
      await tx.insert(issueQuickAnswers).values(answer(fresh[4] ?? 0));
      const [inside] = await tx
        .select({ n: issueQuicks.answerCount })
        .from(issueQuicks)
        .where(eq(issueQuicks.id, quick?.id ?? 0));
      expect(inside?.n).toBe(before + 3);
    });
    expect(await count()).toBe(before + 4);
    await db.delete(issueQuickAnswers).where(eq(issueQuickAnswers.userId, fresh[0] ?? 0));
    expect(await count()).toBe(before + 3);
  });
});

describe('govCommunityAffair lists', () => {
  it('votingList pages the items, filtered by state and community', async () => {
    const all = bodyOf<Page>(
      await get(ctx, `/v1/govCommunityAffair/votingList?${PERIOD}&size=2`, { token: street }),
    ).data;
    expect(all.total).toBe(4);
    expect(all.list).toHaveLength(2);
    // Newest start first: GV4 (25th) then GV1 / GV6 (10th).
    expect(all.list[0]?.id).toBe('GV4');
    const processing = bodyOf<Page>(
      await get(
        ctx,
        `/v1/govCommunityAffair/votingList?${PERIOD}&state=PROCESSING&communityInfoCode=YGHY001`,
        {
          token: street,
        },
      ),
    ).data;
    expect(processing.list).toEqual([
      expect.objectContaining({ id: 'GV1', state: 'PROCESSING', participantCount: 1, eligibleCount: 2 }),
    ]);
  });

  it('issueQuickList, intentionList and proposalList list their kind', async () => {
    for (const [path, id] of [
      ['issueQuickList', 'GQ1'],
      ['intentionList', 'GI1'],
      ['proposalList', 'GP1'],
    ] as const) {
      const page = bodyOf<Page>(
        await get(ctx, `/v1/govCommunityAffair/${path}?${PERIOD}`, { token: street }),
      ).data;
      expect(
        page.list.map((item) => item.id),
        path,
      ).toEqual([id]);
    }
  });

  it('bad input is 400 with a message', async () => {
    const cases: [string, string][] = [
      ['votingList?state=DRAFT', '请选择正确的状态'],
      ['votingBoard?startDate=2030-01-31&endDate=2030-01-01', '开始日期不能晚于结束日期'],
      ['votingBoard?startDate=2030-01-01', '请同时选择开始日期和结束日期'],
      ['proposalList?startDate=2030-13-45&endDate=2030-13-46', '请选择正确的日期'],
      ['proposalList?size=1000', ''],
    ];
    for (const [url, message] of cases) {
      const response = await get(ctx, `/v1/govCommunityAffair/${url}`, { token: street });
      expect(response.statusCode, url).toBe(400);
      if (message) expect(bodyOf(response).message, url).toContain(message);
    }
  });

  it('refuses community staff and owners (401), uncertified staff (403), outside communities (404)', async () => {
    for (const token of [director, owner]) {
      expect((await get(ctx, '/v1/govCommunityAffair/votingList', { token })).statusCode).toBe(401);
    }
    const uncertifiedResponse = await get(ctx, '/v1/govCommunityAffair/proposalBoard', {
      token: uncertified,
    });
    expect(uncertifiedResponse.statusCode).toBe(403);
    expect(bodyOf(uncertifiedResponse).message).toBe('请先完成政府认证');
    const outside = await get(ctx, '/v1/govCommunityAffair/intentionList?communityInfoCode=OTHER001', {
      token: street,
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('govWorkStatistics', () => {
  it('complaintHandle: counts and hours from filing to handling', async () => {
    const response = await get(ctx, `/v1/govWorkStatistics/complaintHandle?${PERIOD}`, { token: street });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Record<string, unknown>>(response).data;
    expect(data).toMatchObject({
      total: 4,
      handled: 3,
      handling: 1,
      handledRate: 0.75,
      averageHours: 11,
      medianHours: 10,
      byType: [{ key: 'PROPERTY_SERVICE', count: 4 }],
      filedByMonth: [{ month: '2030-01', count: 4 }],
    });
    const one = bodyOf<{ total: number; averageHours: number }>(
      await get(ctx, `/v1/govWorkStatistics/complaintHandle?${PERIOD}&communityInfoCode=XFL001`, {
        token: street,
      }),
    ).data;
    expect(one).toMatchObject({ total: 1, averageHours: 20 });
  });

  it('informationRelease: releases, read receipts and target owners', async () => {
    const data = bodyOf<{
      releaseCount: number;
      readCount: number;
      ownerCount: number;
      items: { informationId: string }[];
    }>(await get(ctx, `/v1/govWorkStatistics/informationRelease?${PERIOD}`, { token: street })).data;
    expect(data.releaseCount).toBe(1);
    expect(data.readCount).toBe(1);
    expect(data.ownerCount).toBeGreaterThan(1);
    expect(data.items.map((item) => item.informationId)).toEqual(['GINF1']);
    // 桃源社区 staff do not see the street's releases.
    const own = bodyOf<{ releaseCount: number }>(
      await get(ctx, `/v1/govWorkStatistics/informationRelease?${PERIOD}`, { token: communityGov }),
    ).data;
    expect(own.releaseCount).toBe(0);
  });

  it('export: an xlsx workbook of both statistics', async () => {
    const response = await get(ctx, `/v1/govWorkStatistics/export?${PERIOD}`, { token: street });
    expect(response.statusCode).toBe(200);
    // A session in the URL is never read (it would land in proxy logs and browser history).
    expect((await get(ctx, `/v1/govWorkStatistics/export?${PERIOD}&token=${street}`)).statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const complaints = workbook.getWorksheet('投诉处理');
    expect(complaints?.getRow(3).values).toEqual(expect.arrayContaining(['投诉总数', 4, '已处理', 3]));
    // A community with nothing handled has an empty time cell, not an escaped dash.
    const rows = complaints?.getSheetValues() as unknown[][];
    const neighbour = rows.find((row) => row?.[1] === '邻社区小区');
    expect(neighbour?.slice(1)).toEqual(['邻社区小区', 0, 0]);
    const releases = workbook.getWorksheet('信息发布');
    expect(releases?.getRow(7).getCell(1).value).toBe('一月政策');
  });

  it('bad input, permission and jurisdiction', async () => {
    expect(
      (
        await get(ctx, '/v1/govWorkStatistics/complaintHandle?startDate=2030-02-01&endDate=2030-01-01', {
          token: street,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(ctx, '/v1/govWorkStatistics/informationRelease', { token: director })).statusCode).toBe(
      401,
    );
    expect(
      (await get(ctx, '/v1/govWorkStatistics/informationRelease', { token: uncertified })).statusCode,
    ).toBe(403);
    expect(
      (await get(ctx, '/v1/govWorkStatistics/complaintHandle?communityInfoCode=OTHER001', { token: street }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, '/v1/govWorkStatistics/export?communityInfoCode=NEIGH001', { token: communityGov }))
        .statusCode,
    ).toBe(404);
  });
});
