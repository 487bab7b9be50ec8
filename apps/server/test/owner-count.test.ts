import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, users } from '../src/db/schema';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * One community, one owner count (issue #24; docs/glossary.md 业主数): the roster, the government
 * dashboard, a government release and the work statistics all count the people holding an OWNER
 * relation to a house of the community (modules/roster/owner-count.ts).
 */
let ctx: TestContext;
let director: string;
let street: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
});

afterAll(async () => {
  await ctx.close();
});

/** Every page's owner count of 阳光花园, after a release to it. */
async function countsOnEveryPage() {
  const roster = bodyOf<{ ownerCount: number }>(
    await get(ctx, '/v1/house/houseStatistics?communityInfoCode=YGHY001', { token: director }),
  ).data.ownerCount;
  const board = bodyOf<{ ownerCount: number }[]>(
    await get(ctx, '/v1/govDataBoard/jurisdictionCommunityInfo?communityInfoCode=YGHY001', { token: street }),
  ).data;
  const release = await post(
    ctx,
    '/v1/govInformation/add',
    {
      title: '业主数核对',
      informationType: 'SERVICE_GUIDE',
      content: '<p>核对</p>',
      communityInfoCodes: ['YGHY001'],
    },
    { token: street },
  );
  expect(release.statusCode).toBe(200);
  const released = bodyOf<{ informationId: string; ownerCount: number }>(release).data;
  const statistics = bodyOf<{ items: { informationId: string; ownerCount: number }[] }>(
    await get(ctx, '/v1/govWorkStatistics/informationRelease?communityInfoCode=YGHY001', { token: street }),
  ).data.items.find((item) => item.informationId === released.informationId);
  return {
    roster,
    board: board.map((item) => item.ownerCount),
    release: released.ownerCount,
    statistics: statistics?.ownerCount,
  };
}

describe('owner count of 阳光花园 (demo data)', () => {
  it('is the same on the roster, the dashboard, a release and the work statistics', async () => {
    const counts = await countsOnEveryPage();
    // Demo roster: 21 people hold an OWNER relation to a house of 阳光花园.
    expect(counts).toEqual({ roster: 21, board: [21], release: 21, statistics: 21 });
  });

  it('does not count a member holding the OWNER role without an owned house', async () => {
    // A former owner who sold the house keeps the OWNER role among the members: the release page
    // counted members by role and showed more owners than the roster for the same community.
    const db = ctx.db.handle.db;
    const [seller] = await db
      .insert(users)
      .values({ userCode: 'USOLDHOUSE', mobile: '13700000009', ownerName: '已售房业主' })
      .returning();
    const [community] = await db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, 'YGHY001'));
    await db
      .insert(communityMembers)
      .values({ userId: seller?.id ?? 0, communityId: community?.id ?? 0, roles: ['OWNER'] });
    expect(await countsOnEveryPage()).toEqual({ roster: 21, board: [21], release: 21, statistics: 21 });
  });
});
