import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers, users } from '../src/db/schema';
import type { RosterUsageChecker } from '../src/modules/roster/usage-checker';
import {
  bodyOf,
  buildingsOf,
  get,
  housesOf,
  okData,
  post,
  rosterTokens,
  type Tokens,
} from './support/roster-helpers';
import { createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
let t: Tokens;
const inUse: RosterUsageChecker = {
  buildingInUse: async () => '2026年度业主大会表决',
  houseInUse: async (_communityId, houseIds) => (houseIds.length > 0 ? '2026年度业主大会表决' : null),
  beforeRosterChange: async () => {},
};

beforeAll(async () => {
  ctx = await createTestContext({ rosterUsage: inUse });
  t = await rosterTokens(ctx);
});
afterAll(async () => ctx.close());

describe('deleting what a vote in progress uses', () => {
  it('refuses building and house deletion with the vote named', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    const building = await post(
      ctx,
      '/v1/building/delete',
      { communityInfoCode: 'YGHY001', buildingCode: first?.buildingCode },
      { token: t.director },
    );
    expect(building.statusCode).toBe(409);
    expect(bodyOf(building).message).toBe('该楼栋正在被进行中的表决“2026年度业主大会表决”使用，无法删除');
    const [house] = await housesOf(ctx, t.director, first?.buildingCode ?? '');
    const refused = await post(
      ctx,
      '/v1/house/delete',
      { communityInfoCode: 'YGHY001', houseCode: house?.houseCode },
      { token: t.director },
    );
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('该房屋正在被进行中的表决“2026年度业主大会表决”使用，无法删除');
    expect(await buildingsOf(ctx, t.director)).toHaveLength(4);
  });
});

describe('view permission', () => {
  it('answers 403 on every roster read without a roster permission', async () => {
    const [property] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13800000003'));
    await ctx.db.handle.db
      .update(communityMembers)
      .set({ permissions: ['NOTICE_VIEW'] })
      .where(eq(communityMembers.userId, property?.id ?? 0));
    const [first] = await buildingsOf(ctx, t.director);
    const [house] = await housesOf(ctx, t.director, first?.buildingCode ?? '');
    for (const url of [
      '/v1/building/list?communityInfoCode=YGHY001',
      `/v1/house/list?communityInfoCode=YGHY001&buildingCode=${first?.buildingCode}`,
      '/v1/house/listByCommunity?communityInfoCode=YGHY001',
      '/v1/house/houseStatistics?communityInfoCode=YGHY001',
      `/v1/ownerHouse/getResidentList?communityInfoCode=YGHY001&houseCode=${house?.houseCode}`,
      '/v1/house/generateOHCPdf?communityInfoCode=YGHY001',
    ]) {
      const response = await get(ctx, url, { token: t.property });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('GET /v1/house/generateOHCPdf', () => {
  it('queues the roster PDF of a community or a building as a download job', async () => {
    const job = await okData<{ jobId: string; kind: string; status: string; fileName: string }>(
      await get(ctx, '/v1/house/generateOHCPdf?communityInfoCode=YGHY001', { token: t.director }),
    );
    expect(job).toMatchObject({ kind: 'HOUSE_ROSTER_PDF', status: 'TO_BE_GENERATED' });
    expect(job.fileName).toMatch(/^阳光花园-业主名册-\d{8}\.pdf$/);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = await okData<{ status: string; attachmentId: string }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: t.director }),
    );
    expect(done.status).toBe('SUCCESS_GENERATED');
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: t.director,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [first] = await buildingsOf(ctx, t.director);
    const one = await get(
      ctx,
      `/v1/house/generateOHCPdf?communityInfoCode=YGHY001&buildingCode=${first?.buildingCode}`,
      { token: t.gov },
    );
    expect(one.statusCode).toBe(200);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
  });

  it('refuses another community, bad input and missing tokens', async () => {
    const [first] = await buildingsOf(ctx, t.director);
    expect(
      (
        await get(
          ctx,
          `/v1/house/generateOHCPdf?communityInfoCode=XFL001&buildingCode=${first?.buildingCode}`,
          { token: t.director },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, '/v1/house/generateOHCPdf?communityInfoCode=YGHY001', { token: t.preparer }))
        .statusCode,
    ).toBe(404);
    expect((await get(ctx, '/v1/house/generateOHCPdf', { token: t.director })).statusCode).toBe(400);
    expect((await get(ctx, '/v1/house/generateOHCPdf?communityInfoCode=YGHY001')).statusCode).toBe(401);
  });
});
