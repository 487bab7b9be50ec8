import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, okData, rosterTokens, type Tokens } from './support/roster-helpers';
import { createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
let t: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await rosterTokens(ctx);
});
afterAll(async () => ctx.close());

type Building = { buildingCode: string; infoCompletion: number; certificationRate: number };
type Counts = { building_code: string; houses: number; complete: number; certified: number };

describe('building statistics', () => {
  it('equal an independent count of complete and certified houses per building', async () => {
    // Written without drizzle on purpose: the statistics' correlated subqueries must bind to the
    // outer house, which a bare column name in a single-table query does not.
    const expected = await ctx.db.handle.db.execute(sql`
      select b.building_code,
             count(h.id)::int as houses,
             count(h.id) filter (where coalesce(h.voting_area, h.register_area, h.survey_area, h.contract_area) is not null
               and exists (select 1 from owner_houses o where o.house_id = h.id and o.relation_type = 'OWNER'))::int as complete,
             count(h.id) filter (where exists (select 1 from owner_houses o where o.house_id = h.id
               and o.relation_type = 'OWNER' and o.info_state = 'CORRECT_INFO'))::int as certified
        from buildings b
        join communities c on c.id = b.community_id and c.community_info_code = 'YGHY001'
        left join houses h on h.building_id = b.id
       group by b.building_code`);
    const rows = ((expected as { rows?: Counts[] }).rows ?? (expected as unknown as Counts[])) as Counts[];
    expect(rows.some((row) => row.certified > 0)).toBe(true);

    const data = await okData<{ list: Building[] }>(
      await get(ctx, '/v1/building/list?communityInfoCode=YGHY001&page=1&size=10000', { token: t.director }),
    );
    for (const row of rows) {
      const building = data.list.find((item) => item.buildingCode === row.building_code);
      expect(building, row.building_code).toBeDefined();
      const ratio = (part: number) => (row.houses === 0 ? 0 : part / row.houses);
      expect(building?.infoCompletion, row.building_code).toBeCloseTo(ratio(row.complete), 10);
      expect(building?.certificationRate, row.building_code).toBeCloseTo(ratio(row.certified), 10);
    }
  });
});
