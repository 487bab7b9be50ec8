import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DbHandle, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import * as schema from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';
import { BENCH_PG_URL, type BenchEngine, openBenchDb } from './roster-db';

export const NOTICE_COMMUNITY = 'XFL001';
export const NOTICE_CODE = 'NBENCH0001';
/** The director's web session token (`token` header) in the bench database. */
export const DIRECTOR_TOKEN = 'bench-director';

export type NoticeBench = {
  handle: DbHandle;
  /** Owner ids with no read receipt yet, for the recording phase (session token `bench-{id}`). */
  unreadOwnerIds: number[];
  drop: () => Promise<void>;
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated and seeded database. PostgreSQL gets the server's own pool size (10 by default,
 * not the 4 of the roster benches), since the receipts phase measures the server under load.
 */
async function openDb(engine: BenchEngine): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') return openBenchDb(engine);
  const name = `gz_bench_notice_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await runMigrations(handle);
  await seedDemoData(handle.db);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh seeded database (PGlite on disk or PostgreSQL) where 幸福里 is certified and holds
 * `owners` houses (50 buildings) of as many owners, one each, each with an owner session
 * `bench-{userId}`; one published notice there, already read by `readShare` of the owners (read
 * times spread over a week), and a director web session. All rows by bulk SQL.
 */
export async function prepareNoticeBench(
  engine: BenchEngine,
  owners: number,
  readShare: number,
): Promise<NoticeBench> {
  const bench = await openDb(engine);
  const db = bench.handle.db;
  const perBuilding = Math.ceil(owners / 50);
  const [community] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, NOTICE_COMMUNITY));
  if (!community) throw new Error('no community');
  const id = community.id;
  await db.execute(sql`update communities set has_auth = 'YES' where id = ${id}`);
  await db.execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
    select 'NB' || b, ${id}, b || '栋', 'HIGH_RISE', 2, 30, 100 + b from generate_series(1, 50) b`);
  await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
    select 'NH' || (b.sort * 10000 + n), ${id}, b.id, ((n % 2) + 1)::text, (n / 20) + 1,
      ((n / 20) + 1)::text || lpad(((n % 20) + 1)::text, 2, '0'), 8000 + (n * 37 % 6000)
    from buildings b cross join generate_series(0, ${perBuilding - 1}) n
    where b.community_id = ${id} and b.building_code like 'NB%' and (b.sort - 101) * ${perBuilding} + n < ${owners}`);
  await db.execute(sql`insert into users (user_code, mobile, owner_name)
    select 'UN' || h.id, '176' || lpad(h.id::text, 8, '0'), '业主' || h.id
    from houses h where h.community_id = ${id} and h.house_code like 'NH%'`);
  await db.execute(sql`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
    select u.id, h.id, 'OWNER', 'CORRECT_INFO', 'IMPORT' from houses h
    join users u on u.user_code = 'UN' || h.id where h.community_id = ${id} and h.house_code like 'NH%'`);
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    select encode(sha256(convert_to('bench-' || u.id, 'UTF8')), 'hex'), u.id, 'OWNER', now() + interval '1 day', now()
    from users u where u.user_code like 'UN%'`);
  const [director] = await db.select().from(schema.users).where(eq(schema.users.mobile, '13800000001'));
  if (!director) throw new Error('no director');
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    values (encode(sha256(convert_to(${DIRECTOR_TOKEN}, 'UTF8')), 'hex'), ${director.id}, 'WEB_COMMUNITY',
      now() + interval '1 day', now())`);
  await db.execute(sql`insert into community_notices (community_notice_code, community_id, title, notice_type, content,
      is_draft, release_date, created_by, created_at, updated_at)
    values (${NOTICE_CODE}, ${id}, '关于小区电梯年检的通知', 'DAILY_MANAGEMENT', '<p>本周六上午电梯年检。</p>',
      'NO', now() - interval '8 days', ${director.id}, now() - interval '8 days', now() - interval '8 days')`);
  // Every n-th owner has not read it yet; the others read it at spread times.
  const skip = Math.max(2, Math.round(1 / Math.max(0.01, 1 - readShare)));
  await db.execute(sql`insert into notice_reads (notice_id, user_id, read_at)
    select n.id, u.id, now() - (u.id % 10080) * interval '1 minute'
    from community_notices n cross join users u
    where n.community_notice_code = ${NOTICE_CODE} and u.user_code like 'UN%' and u.id % ${skip} <> 0`);
  await db.execute(sql`analyze`);
  const unread = (await db.execute(sql`select id from users where user_code like 'UN%' and id % ${skip} = 0
    order by id`)) as unknown as { rows: { id: number }[] };
  return { handle: bench.handle, unreadOwnerIds: unread.rows.map((row) => row.id), drop: bench.drop };
}
