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

describe('house keys', () => {
  it('refuse a house whose community is not its building’s, and go with their building', async () => {
    const execute = async (statement: ReturnType<typeof sql>) => {
      const result = await ctx.db.handle.db.execute(statement);
      return ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { id: number }[];
    };
    const [other] = await execute(
      sql`select id from communities where community_info_code <> 'YGHY001' limit 1`,
    );
    const [building] = await execute(sql`select b.id, b.community_id from buildings b
      join communities c on c.id = b.community_id and c.community_info_code = 'YGHY001' limit 1`);
    expect(other && building).toBeTruthy();
    const refusal =
      await execute(sql`insert into houses (house_code, community_id, building_id, floor, house_no)
        values ('H-KEY-TEST', ${other?.id}, ${building?.id}, 1, '9901')`).catch(
        (error: { cause?: Error }) => error,
      );
    // drizzle wraps the driver's error: the constraint is named in its cause.
    expect(String((refusal as { cause?: Error }).cause?.message)).toMatch(/houses_building_community_fk/);
    const [refused] = await execute(
      sql`select count(*)::int as id from houses where house_code = 'H-KEY-TEST'`,
    );
    expect(refused?.id).toBe(0);

    const [made] =
      await execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute)
      values ('B-KEY-TEST', ${other?.id}, '键测试楼', 'HIGH_RISE') returning id`);
    await execute(sql`insert into houses (house_code, community_id, building_id, floor, house_no)
      values ('H-KEY-TEST', ${other?.id}, ${made?.id}, 1, '9901')`);
    await execute(sql`delete from buildings where id = ${made?.id}`);
    const [left] = await execute(sql`select count(*)::int as id from houses where house_code = 'H-KEY-TEST'`);
    expect(left?.id).toBe(0);
  });
});
