import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DbHandle, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { DEMO_GOV_COMMUNITY, DEMO_STREET } from '../../apps/server/src/db/seed/demo-people';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';

const BENCH_URL =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const COMMUNITIES = 200;
const BUILDINGS = 10;
const HOUSES_PER_BUILDING = 300;
/** Per community and year. */
const VOTES = 4;
const QUICK_VOTES = 6;
const QUESTIONNAIRES = 4;
const PROPOSALS = 3;
const COMPLAINTS = 30;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type GovBoardBench = {
  handle: DbHandle;
  url: string;
  /** Session token of the street's certified staff member (demo 13800000006). */
  token: string;
  summary: string;
  drop: () => Promise<void>;
};

/**
 * A fresh database with the demo data plus 200 communities in the demo street (spread over ten
 * 社区, the first of them 桃源社区), each of 10 buildings × 300 houses with one owner per house
 * (60 % certified), and a year of activity per community: 4 votes with their full roll and half
 * of it voting, 6 quick resolutions, 4 questionnaires and 3 proposals with answers or signatures,
 * and 30 complaints. States and dates are spread over the year so every board bucket is filled.
 */
export async function prepareGovBoardBench(): Promise<GovBoardBench> {
  // GOV_BOARD_BENCH_DB names a database an earlier run kept (GOV_BOARD_BENCH_KEEP=1): no rebuild.
  const reused = process.env.GOV_BOARD_BENCH_DB;
  const name = reused ?? `gz_bench_gov_board_${randomBytes(4).toString('hex')}`;
  const url = new URL(BENCH_URL);
  url.pathname = `/${name}`;
  if (!reused) await admin(`CREATE DATABASE ${name}`);
  const handle = await openPostgres(url.toString(), 10);
  const drop = async () => {
    await handle.close();
    if (process.env.GOV_BOARD_BENCH_KEEP === '1' || reused) console.log(`kept database ${name}`);
    else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  if (reused) {
    await runMigrations(handle);
    return { handle, url: url.toString(), ...(await sessionAndSummary(handle.db)), drop };
  }
  await runMigrations(handle);
  await seedDemoData(handle.db);
  const db = handle.db;
  const run = (text: string) => db.execute(sql.raw(text));
  // Day n of the last year (0 = a year ago, 365 = today).
  const day = (expression: string) => `now() - interval '365 days' + (${expression}) * interval '1 day'`;

  await run(`insert into communities (community_info_code, community_name, has_auth, street_code, gov_community_code, organisation_state)
    select 'BGC' || c, '基准小区' || c, case when c % 3 = 0 then 'NO' else 'YES' end, '${DEMO_STREET.code}',
      case when c % 10 = 0 then '${DEMO_GOV_COMMUNITY.code}' else 'GC-BENCH' || (c % 10) end,
      (array['ESTABLISHED_COMMITTEE','PREPARING','ESTABLISHED_PREPARATORY_GROUP'])[(c % 3) + 1]
    from generate_series(1, ${COMMUNITIES}) c`);
  await run(`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
    select c.community_info_code || '-B' || b, c.id, b || '栋', 'HIGH_RISE', 2, 30, b
    from communities c cross join generate_series(1, ${BUILDINGS}) b where c.community_info_code like 'BGC%'`);
  await run(`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
    select b.building_code || '-' || n, b.community_id, b.id, ((n % 2) + 1)::text, (n / 10) + 1,
      ((n / 10) + 1)::text || lpad(((n % 10) + 1)::text, 2, '0'), 8000 + (n * 37 % 6000)
    from buildings b cross join generate_series(0, ${HOUSES_PER_BUILDING - 1}) n where b.building_code like 'BGC%'`);
  await run(`insert into users (user_code, mobile, owner_name)
    select 'UG' || h.id, '176' || lpad(h.id::text, 8, '0'), '业主' || h.id from houses h where h.house_code like 'BGC%'`);
  await run(`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
    select u.id, h.id, 'OWNER', case when h.id % 5 < 3 then 'CORRECT_INFO' else 'TO_BE_CONFIRMED' end, 'IMPORT'
    from houses h join users u on u.user_code = 'UG' || h.id where h.house_code like 'BGC%'`);

  const settings = `'{"nonResponsePolicy":"NOT_PARTICIPATED","followMajorityOffered":false,"blankCountsAsParticipation":true,"parkingCountsTowardArea":false,"proxyVoting":false}'::jsonb`;
  await run(`insert into votings (voting_code, community_id, title, voting_state, settings, start_date, end_date, pd_end_date, created_at, updated_at)
    select c.community_info_code || '-V' || v, c.id, '表决' || v, (array['FINISH','ANNOUNCEMENT','PROCESSING','HAS_NOT_STARTED'])[v],
      ${settings}, ${day('v * 80 + (c.id % 20)')}, ${day('v * 80 + (c.id % 20) + 30')}, ${day('v * 80 + (c.id % 20) + 40')},
      ${day('v * 80')}, ${day('v * 80')}
    from communities c cross join generate_series(1, ${VOTES}) v where c.community_info_code like 'BGC%'`);
  await run(`insert into voting_voters (voting_id, voter_key, owner_user_ids, area)
    select v.id, 'H' || h.id, array[oh.user_id], h.register_area
    from votings v join houses h on h.community_id = v.community_id join owner_houses oh on oh.house_id = h.id
    where v.voting_code like 'BGC%'`);
  await run(`insert into voting_ballots (voting_id, voter_id, channel, choices, chain_hash, created_at)
    select r.voting_id, r.id, 'ONLINE', '{"1":"AGREE"}'::jsonb, 'bench', now()
    from voting_voters r join votings v on v.id = r.voting_id where v.voting_code like 'BGC%' and r.id % 2 = 0`);

  await run(`insert into issue_quicks (issue_quick_code, community_id, title, is_draft, start_date, end_date, created_at, updated_at)
    select c.community_info_code || '-Q' || q, c.id, '快速决议' || q, case when q = 1 then 'YES' else 'NO' end,
      ${day('q * 55')}, ${day('q * 55 + 20')}, ${day('q * 55')}, ${day('q * 55')}
    from communities c cross join generate_series(1, ${QUICK_VOTES}) q where c.community_info_code like 'BGC%'`);
  // The answers and signatures go in with their deferred count triggers (migrations 0022, 0023) off,
  // and are counted after in one statement per table: a row trigger updating one parent row a
  // thousand times in one transaction walks an ever longer chain of row versions (the fixture took
  // over 20 minutes with them on).
  const counted = [
    ['issue_quick_answers', 'issue_quick_answers_count_ins'],
    ['intention_answers', 'intention_answers_count_ins'],
    ['proposal_fills', 'proposal_fills_count_ins'],
  ] as const;
  for (const [table, trigger] of counted) await run(`alter table ${table} disable trigger ${trigger}`);
  await run(`insert into issue_quick_answers (issue_quick_id, user_id, choice, area, created_at)
    select q.id, oh.user_id, 'AGREE', h.register_area, now()
    from issue_quicks q join houses h on h.community_id = q.community_id join owner_houses oh on oh.house_id = h.id
    where q.issue_quick_code like 'BGC%' and h.id % 10 < 3`);
  await run(`insert into intention_solicitations (solicitation_code, community_id, title, is_draft, start_date, end_date, created_at, updated_at)
    select c.community_info_code || '-I' || i, c.id, '问卷' || i, 'NO',
      ${day('i * 80')}, ${day('i * 80 + 30')}, ${day('i * 80')}, ${day('i * 80')}
    from communities c cross join generate_series(1, ${QUESTIONNAIRES}) i where c.community_info_code like 'BGC%'`);
  await run(`insert into intention_answers (solicitation_id, user_id, created_at)
    select s.id, oh.user_id, now()
    from intention_solicitations s join houses h on h.community_id = s.community_id join owner_houses oh on oh.house_id = h.id
    where s.solicitation_code like 'BGC%' and h.id % 10 < 2`);
  await run(`insert into proposals (proposal_code, community_id, title, proposal_type, content, start_date, end_date, creator_type, created_at, updated_at)
    select c.community_info_code || '-P' || p, c.id, '提案' || p, 'OTHER', '<p>提案内容</p>',
      ${day('p * 100')}, ${day('p * 100 + 45')}, 'OWNER', ${day('p * 100')}, ${day('p * 100')}
    from communities c cross join generate_series(1, ${PROPOSALS}) p where c.community_info_code like 'BGC%'`);
  await run(`insert into proposal_fills (fill_code, proposal_id, user_id, sign_type, owner_name, house_ids, created_at)
    select p.proposal_code || '-F' || oh.user_id, p.id, oh.user_id, 'TYPED_NAME', '业主', array[h.id], now()
    from proposals p join houses h on h.community_id = p.community_id join owner_houses oh on oh.house_id = h.id
    where p.proposal_code like 'BGC%' and h.id % 10 < 4`);
  for (const [table, trigger] of counted) await run(`alter table ${table} enable trigger ${trigger}`);
  await run(
    `update issue_quicks q set answer_count = (select count(*) from issue_quick_answers a where a.issue_quick_id = q.id)`,
  );
  await run(
    `update intention_solicitations s set answer_count = (select count(*) from intention_answers a where a.solicitation_id = s.id)`,
  );
  // A proposal's last place is its count here: nothing was removed.
  await run(`update proposals p set fill_count = c.n, last_sign_seq = c.n
    from (select p2.id, (select count(*) from proposal_fills f where f.proposal_id = p2.id)::int as n from proposals p2) c
    where c.id = p.id`);
  await run(`update proposal_fills f set sign_seq = s.n
    from (select id, row_number() over (partition by proposal_id order by id) as n from proposal_fills) s where f.id = s.id`);
  await run(`insert into gov_complaints (complaint_code, community_id, user_id, complaint_type, content, state, created_at)
    select c.community_info_code || '-C' || k, c.id, (select min(id) from users where user_code like 'UG%'),
      'PROPERTY_SERVICE', '投诉内容' || k, case when k % 3 = 0 then 'HANDLING' else 'HANDLED' end, ${day('k * 12')}
    from communities c cross join generate_series(1, ${COMPLAINTS}) k where c.community_info_code like 'BGC%'`);

  // A settled database, as autovacuum leaves it: statistics and the visibility map for index-only scans.
  await run('vacuum analyze');
  return { handle, url: url.toString(), ...(await sessionAndSummary(db)), drop };
}

/** A session of the street's staff member (demo 13800000006) and a line describing the data. */
async function sessionAndSummary(db: DbHandle['db']): Promise<{ token: string; summary: string }> {
  const run = (text: string) => db.execute(sql.raw(text));
  const token = `bench-gov-${randomBytes(6).toString('hex')}`;
  await run(`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    select encode(sha256(convert_to('${token}', 'UTF8')), 'hex'), u.id, 'WEB_GOV', now() + interval '1 day', now()
    from users u where u.mobile = '13800000006'`);
  const counts = (
    (await db.execute(
      sql.raw(`select (select count(*) from houses)::int as houses, (select count(*) from voting_voters)::int as voters,
        (select count(*) from voting_ballots)::int as ballots,
        (select count(*) from issue_quick_answers)::int + (select count(*) from intention_answers)::int
          + (select count(*) from proposal_fills)::int as answers`),
    )) as unknown as { rows: { houses: number; voters: number; ballots: number; answers: number }[] }
  ).rows[0];
  const summary = `${COMMUNITIES} communities, ${counts?.houses} houses, ${counts?.voters} voters, ${counts?.ballots} ballots, ${counts?.answers} answers and signatures`;
  return { token, summary };
}
