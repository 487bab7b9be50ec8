import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, users } from '../src/db/schema';
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
