import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, communities, houses, ownerHouses, users, votings } from '../src/db/schema';
import { govComplaints } from '../src/db/tables/complaint';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let street: string;
let communityGov: string;
let uncertified: string;
let director: string;

type Figures = {
  communityInfoCode: string;
  houseCount: number;
  ownerCount: number;
  certifiedHouseCount: number;
  certificationRate: number;
};

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, '13800000001');
  // A community of another street, outside every demo jurisdiction.
  await ctx.db.handle.db.insert(communities).values({
    communityInfoCode: 'OTHER001',
    communityName: '别处小区',
    streetCode: 'ST-OTHER',
    govCommunityCode: 'GC-OTHER',
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('jurisdictionCommunityInfo', () => {
  it('lists the street communities with roster figures, for certified and uncertified staff', async () => {
    for (const token of [street, uncertified]) {
      const response = await get(ctx, '/v1/govDataBoard/jurisdictionCommunityInfo', { token });
      expect(response.statusCode).toBe(200);
      const list = bodyOf<Figures[]>(response).data;
      expect(list.map((item) => item.communityInfoCode)).toEqual(['YGHY001', 'XFL001', 'TYXQ001']);
      const sunshine = list[0];
      expect(sunshine?.houseCount).toBeGreaterThan(0);
      // Owners 1–5 are certified (owner 1 for two houses): 6 certified houses.
      expect(sunshine?.certifiedHouseCount).toBe(6);
      expect(sunshine?.certificationRate).toBeCloseTo(6 / (sunshine?.houseCount ?? 1), 6);
      expect(sunshine?.ownerCount).toBe(21);
    }
  });

  it('recounts a community after any roster write (kept figures are never stale)', async () => {
    const db = ctx.db.handle.db;
    const figures = async () =>
      bodyOf<(Figures & { buildingCount: number })[]>(
        await get(ctx, '/v1/govDataBoard/jurisdictionCommunityInfo?communityInfoCode=TYXQ001', {
          token: street,
        }),
      ).data[0];
    const before = await figures();
    const [target] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'TYXQ001'));
    const communityId = target?.id ?? 0;
    const [building] = await db
      .insert(buildings)
      .values({
        buildingCode: 'STATS-B1',
        communityId,
        buildingName: '统计楼',
        buildingAttribute: 'HIGH_RISE',
      })
      .returning();
    const [house] = await db
      .insert(houses)
      .values({ houseCode: 'STATS-H1', communityId, buildingId: building?.id ?? 0, floor: 1, houseNo: '101' })
      .returning();
    const [owner] = await db
      .insert(users)
      .values({ userCode: 'STATS-U1', mobile: '13711112222' })
      .returning();
    await db.insert(ownerHouses).values({ userId: owner?.id ?? 0, houseId: house?.id ?? 0 });
    expect(await figures()).toMatchObject({
      buildingCount: (before?.buildingCount ?? 0) + 1,
      houseCount: (before?.houseCount ?? 0) + 1,
      ownerCount: (before?.ownerCount ?? 0) + 1,
      certifiedHouseCount: before?.certifiedHouseCount,
    });
    await db
      .update(ownerHouses)
      .set({ infoState: 'CORRECT_INFO' })
      .where(eq(ownerHouses.houseId, house?.id ?? 0));
    expect((await figures())?.certifiedHouseCount).toBe((before?.certifiedHouseCount ?? 0) + 1);
    await db.delete(houses).where(eq(houses.id, house?.id ?? 0));
    await db.delete(buildings).where(eq(buildings.id, building?.id ?? 0));
    expect(await figures()).toMatchObject({
      buildingCount: before?.buildingCount,
      houseCount: before?.houseCount,
      ownerCount: before?.ownerCount,
      certifiedHouseCount: before?.certifiedHouseCount,
    });
  });

  it('a community outside the jurisdiction is 404; a missing session 401; a community session 401', async () => {
    const outside = await get(ctx, '/v1/govDataBoard/jurisdictionCommunityInfo?communityInfoCode=OTHER001', {
      token: street,
    });
    expect(outside.statusCode).toBe(404);
    expect((await get(ctx, '/v1/govDataBoard/jurisdictionCommunityInfo')).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govDataBoard/survey', { token: director })).statusCode).toBe(401);
  });

  it('bad input is 400', async () => {
    const response = await get(ctx, `/v1/govDataBoard/survey?communityInfoCode=${'x'.repeat(65)}`, {
      token: street,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('survey, usingList and memberList', () => {
  it('need government certification (403 with the spec warning)', async () => {
    for (const url of [
      '/v1/govDataBoard/survey',
      '/v1/govDataBoard/usingList',
      '/v1/govDataBoard/memberList',
    ]) {
      const response = await get(ctx, url, { token: uncertified });
      expect(response.statusCode, url).toBe(403);
      expect(bodyOf(response).message).toBe('请先完成政府认证');
    }
  });

  it('count communities, houses and complaints of the jurisdiction', async () => {
    const db = ctx.db.handle.db;
    const [sunshine] = await db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, 'YGHY001'));
    const [other] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'OTHER001'));
    const [owner] = await db.select().from(users).where(eq(users.mobile, '13900000001'));
    const base = {
      userId: owner?.id ?? 0,
      complaintType: 'PROPERTY_SERVICE' as const,
      content: '电梯故障',
      createdAt: new Date(),
    };
    await db.insert(govComplaints).values([
      { ...base, complaintCode: 'CPT1', communityId: sunshine?.id ?? 0 },
      { ...base, complaintCode: 'CPT2', communityId: sunshine?.id ?? 0, state: 'HANDLED' },
      { ...base, complaintCode: 'CPT3', communityId: other?.id ?? 0 },
    ]);
    const survey = bodyOf<Record<string, unknown>>(
      await get(ctx, '/v1/govDataBoard/survey', { token: street }),
    ).data;
    expect(survey).toMatchObject({
      communityCount: 3,
      certifiedCommunityCount: 2,
      houseCount: 106,
      certifiedHouseCount: 6,
      // Two pending and one handled complaint come with the demo data.
      complaintHandling: 3,
      complaintHandled: 2,
    });
    expect(survey.communityCertificationRate).toBeCloseTo(2 / 3, 6);
    expect(survey.houseCertificationRate).toBeCloseTo(6 / 106, 6);
    const one = bodyOf<{ communityCount: number }>(
      await get(ctx, '/v1/govDataBoard/survey?communityInfoCode=XFL001', { token: street }),
    ).data;
    expect(one.communityCount).toBe(1);
    const using = bodyOf<{ communityInfoCode: string; complaintCount: number; complaintHandling: number }[]>(
      await get(ctx, '/v1/govDataBoard/usingList', { token: communityGov }),
    ).data;
    expect(using.find((item) => item.communityInfoCode === 'YGHY001')).toMatchObject({
      complaintCount: 5,
      complaintHandling: 3,
    });
    expect(using.some((item) => item.communityInfoCode === 'OTHER001')).toBe(false);
    // A 社区 office asking for one of its communities (each jurisdiction shape has its own statement).
    const office = bodyOf<{ communityCount: number; complaintHandling: number }>(
      await get(ctx, '/v1/govDataBoard/survey?communityInfoCode=YGHY001', { token: communityGov }),
    ).data;
    expect(office).toMatchObject({ communityCount: 1, complaintHandling: 3 });
  });

  it('counts votes by their effective state, as the community-affair section does', async () => {
    type Counts = { votingInProgress: number; votingFinished: number };
    const survey = async (code: string) =>
      bodyOf<Counts>(await get(ctx, `/v1/govDataBoard/survey?communityInfoCode=${code}`, { token: street }))
        .data;
    const section = async (code: string) =>
      bodyOf<{ inProgress: number; finished: number }>(
        await get(ctx, `/v1/govCommunityAffair/votingBoard?communityInfoCode=${code}`, { token: street }),
      ).data;
    const using = async (code: string) =>
      bodyOf<{ communityInfoCode: string; votingCount: number; votingInProgress: number }[]>(
        await get(ctx, '/v1/govDataBoard/usingList', { token: street }),
      ).data.find((item) => item.communityInfoCode === code);

    const db = ctx.db.handle.db;
    const [target] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'TYXQ001'));
    const before = await survey('TYXQ001');
    const countBefore = (await using('TYXQ001'))?.votingCount ?? -1;
    const day = 86_400_000;
    const now = ctx.clock.now().getTime();
    const vote = (votingCode: string, votingState: 'PROCESSING' | 'ANNOUNCEMENT' | 'HAS_NOT_STARTED') => ({
      votingCode,
      communityId: target?.id ?? 0,
      title: `看板${votingCode}`,
      votingState,
      startDate: new Date(now - 10 * day),
      endDate: new Date(now - day),
      createdAt: new Date(now - 20 * day),
      updatedAt: new Date(now - 20 * day),
      settings: {
        nonResponsePolicy: 'NOT_PARTICIPATED' as const,
        followMajorityOffered: false,
        blankCountsAsParticipation: true,
        proxyVoting: false,
      },
    });
    await db.insert(votings).values([
      // Stored as voting, but its end date has passed: counting, neither in progress nor finished.
      vote('GB1', 'PROCESSING'),
      // In publicity, but the publicity period is over: finished.
      { ...vote('GB2', 'ANNOUNCEMENT'), pdEndDate: new Date(now - day / 2) },
      // Stored as not started, but its window is open now: in progress.
      { ...vote('GB3', 'HAS_NOT_STARTED'), endDate: new Date(now + day) },
      // A draft is not counted at all.
      { ...vote('GB4', 'HAS_NOT_STARTED'), votingState: 'DRAFT' as const },
    ]);
    const after = await survey('TYXQ001');
    expect(after).toMatchObject({
      votingInProgress: before.votingInProgress + 1,
      votingFinished: before.votingFinished + 1,
    });
    expect(await using('TYXQ001')).toMatchObject({
      votingCount: countBefore + 3,
      votingInProgress: after.votingInProgress,
    });
    expect(await section('TYXQ001')).toMatchObject({
      inProgress: after.votingInProgress,
      finished: after.votingFinished,
    });
  });

  it('memberList: street staff see the street, community staff their 社区', async () => {
    const streetList = bodyOf<{ mobile: string }[]>(
      await get(ctx, '/v1/govDataBoard/memberList', { token: street }),
    ).data;
    expect(streetList.map((item) => item.mobile)).toEqual(
      expect.arrayContaining(['13800000005', '13800000006', '13800000007']),
    );
    const communityList = bodyOf<{ mobile: string }[]>(
      await get(ctx, '/v1/govDataBoard/memberList', { token: communityGov }),
    ).data;
    expect(communityList.map((item) => item.mobile)).not.toContain('13800000006');
  });
});
