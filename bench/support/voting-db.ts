import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Clock } from '../../apps/server/src/common/clock';
import { type DbHandle, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import * as schema from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';
import type { CommunityAccess } from '../../apps/server/src/modules/community/access-service';
import { createVotingService } from '../../apps/server/src/modules/voting/service';

/** The PostgreSQL server of the voting benchmarks (a fresh database is made on it and dropped). */
export const VOTING_BENCH_URL =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const HOUSES = 30_000;
export const ISSUES = 8;
export const COMMUNITY = 'XFL001';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type VotingBench = {
  handle: DbHandle;
  url: string;
  votingCode: string;
  votingId: number;
  access: CommunityAccess;
  drop: () => Promise<void>;
};

export const realClock: Clock = { now: () => new Date() } as Clock;

/** A fresh database `gz_bench_<label>_<random>` on VOTING_BENCH_URL's server, migrated and seeded with the demo. */
export async function openBenchDatabase(label: string, poolSize: number) {
  const name = `gz_bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(VOTING_BENCH_URL, `CREATE DATABASE ${name}`);
  const url = new URL(VOTING_BENCH_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), poolSize);
  const drop = async () => {
    await handle.close();
    await admin(VOTING_BENCH_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { handle, url: url.toString(), drop };
}

/**
 * The roll of a benchmark in SQL, in COMMUNITY (certified): `buildings` buildings of `perBuilding`
 * houses (`houses` in all, the last building filled up to it), one owner (a certified user) each.
 * `tag` (one capital) keeps the codes apart: buildings `${tag}B<n>`, houses `${tag}H…`, users `U${tag}…`.
 */
export type BenchRoll = {
  tag: string;
  buildings: number;
  perBuilding: number;
  houses: number;
  units: number;
  /** Building n is named `${namePrefix}n栋` and sorted at `sortFrom + n`. */
  namePrefix: string;
  sortFrom: number;
  /** Owner mobiles: this prefix and the house id on eight digits. */
  mobilePrefix: string;
};

export async function insertBenchRoll(db: DbHandle['db'], roll: BenchRoll) {
  if (!/^[A-Z]$/.test(roll.tag) || !/^\d{3}$/.test(roll.mobilePrefix)) throw new Error('bad roll tag');
  const [community] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, COMMUNITY));
  if (!community) throw new Error('no community');
  // Constant prefixes (checked above) written into the SQL as the literals they were before.
  const literal = (text: string) => sql.raw(`'${text}'`);
  const [building, buildings] = [literal(`${roll.tag}B`), literal(`${roll.tag}B%`)];
  const [house, houses] = [literal(`${roll.tag}H`), literal(`${roll.tag}H%`)];
  const user = literal(`U${roll.tag}`);
  await db.execute(sql`update communities set has_auth = 'YES' where id = ${community.id}`);
  await db.execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
    select ${building} || b, ${community.id}, ${roll.namePrefix}::text || b || '栋', 'HIGH_RISE', ${roll.units}, 30, ${roll.sortFrom} + b
    from generate_series(1, ${roll.buildings}) b`);
  await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
    select ${house} || (b.sort * 1000 + n), ${community.id}, b.id, ((n % ${roll.units}) + 1)::text, (n / 20) + 1,
      ((n / 20) + 1)::text || lpad(((n % 20) + 1)::text, 2, '0'), 8000 + (n * 37 % 6000)
    from buildings b cross join generate_series(0, ${roll.perBuilding - 1}) n
    where b.community_id = ${community.id} and b.building_code like ${buildings}
      and (b.sort - ${roll.sortFrom + 1}) * ${roll.perBuilding} + n < ${roll.houses}`);
  await db.execute(sql`insert into users (user_code, mobile, owner_name)
    select ${user} || h.id, ${roll.mobilePrefix}::text || lpad(h.id::text, 8, '0'), '业主' || h.id
    from houses h where h.community_id = ${community.id} and h.house_code like ${houses}`);
  await db.execute(sql`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
    select u.id, h.id, 'OWNER', 'CORRECT_INFO', 'IMPORT' from houses h
    join users u on u.user_code = ${user} || h.id where h.community_id = ${community.id} and h.house_code like ${houses}`);
  return community;
}

/** The director's session `bench-director` (demo staff 13800000001), and the director's access to COMMUNITY. */
export async function benchDirector(db: DbHandle['db']) {
  const [staff] = await db.select().from(schema.users).where(eq(schema.users.mobile, '13800000001'));
  if (!staff) throw new Error('no staff');
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    values (encode(sha256(convert_to('bench-director', 'UTF8')), 'hex'), ${staff.id}, 'WEB_COMMUNITY',
      now() + interval '1 day', now())`);
  const [fresh] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, COMMUNITY));
  const access = {
    community: fresh,
    roles: ['COMMITTEE_DIRECTOR'],
    permissions: [],
  } as unknown as CommunityAccess;
  return { staff, access };
}

/**
 * A fresh database with 幸福里 certified and holding 30,000 houses (50 buildings × 600) of 30,000
 * owners (one each, certified), an owner session `bench-{n}` per owner, and a vote of 8 issues
 * over the whole community, open now, its roll frozen.
 */
export async function prepareVotingBench(): Promise<VotingBench> {
  const { handle, url, drop } = await openBenchDatabase('voting', 20);
  await runMigrations(handle);
  await seedDemoData(handle.db);
  const db = handle.db;
  await insertBenchRoll(db, {
    tag: 'B',
    buildings: 50,
    perBuilding: 600,
    houses: HOUSES,
    units: 2,
    namePrefix: '',
    sortFrom: 0,
    mobilePrefix: '177',
  });
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    select encode(sha256(convert_to('bench-' || u.id, 'UTF8')), 'hex'), u.id, 'OWNER', now() + interval '1 day', now()
    from users u where u.user_code like 'UB%'`);
  await db.execute(sql`analyze`);
  const { staff, access } = await benchDirector(db);
  const voting = createVotingService({ db, clock: realClock });
  const now = Date.now();
  const created = await voting.create(access, staff.id, {
    communityInfoCode: COMMUNITY,
    title: '基准测试表决',
    votingRule: '',
    signAttachment: [],
    faceAuthorizationLetter: [],
    description: '',
    materialAttachments: [],
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    issues: Array.from({ length: ISSUES }, (_, index) => ({
      title: `议题${index + 1}`,
      description: '',
      issueTypeId: index % 2 === 0 ? 4 : 10,
    })),
  });
  // Opening touch: freezes the roll (30,000 voters) as the first ballot would.
  await voting.info(access, created.votingCode);
  await db.execute(sql`analyze`);
  const [row] = await db
    .select()
    .from(schema.votings)
    .where(eq(schema.votings.votingCode, created.votingCode));
  if (!row) throw new Error('no vote');
  return { handle, url, votingCode: created.votingCode, votingId: row.id, access, drop };
}

/** The choices of ballot n (deterministic, all four outcomes present). */
export function benchChoices(n: number): Record<string, 'AGREE' | 'DISAGREE' | 'ABSTAIN' | null> {
  const options = ['AGREE', 'AGREE', 'DISAGREE', 'ABSTAIN', null] as const;
  return Object.fromEntries(
    Array.from({ length: ISSUES }, (_, index) => [
      String(index + 1),
      options[(n + index) % options.length] ?? null,
    ]),
  );
}
