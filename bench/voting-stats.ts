/**
 * npm run bench:voting-stats: the statistics of a vote over 30,000 houses / 30,000 owners with 8
 * issues and 30,000 ballots, on PostgreSQL (DATABASE_URL's server, a fresh database made and
 * dropped). Measured: the statistics through the whole app (GET /v1/voting/infoSimplify with
 * auth, guard, zod, serialisation, the SQL aggregate and the pure decision) and the service's
 * statistics alone, against the bare aggregate SQL (the same statements on the raw driver).
 * p50 of 20 interleaved runs. Targets: ≤ 300 ms and ≤ 1.5× the bare SQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createVotingService } from '../apps/server/src/modules/voting/service';
import { median, verdict } from './support/child';
import { COMMUNITY, ISSUES, prepareVotingBench, realClock } from './support/voting-db';

const RUNS = 20;
const bench = await prepareVotingBench();
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-voting-stats-'));
try {
  const db = bench.handle.db;
  const keys = Array.from({ length: ISSUES }, (_, index) => String(index + 1));
  const pick = (index: number) =>
    `(array['"AGREE"','"AGREE"','"DISAGREE"','"ABSTAIN"','null'])[((v.id + ${index}) % 5) + 1]`;
  const object = `('{' || ${keys.map((key, index) => `'"${key}":' || ${pick(index)}`).join(` || ',' || `)} || '}')::jsonb`;
  await db.execute(
    sql.raw(`insert into voting_ballots (voting_id, voter_id, channel, choices, chain_hash, created_at)
      select ${bench.votingId}, v.id, 'ONLINE', ${object}, 'bench', now() from voting_voters v where v.voting_id = ${bench.votingId} and cardinality(v.owner_user_ids) > 0`),
  );
  await db.execute(sql`analyze`);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
    }),
    db,
  });
  await app.ready();
  const url = `/v1/voting/infoSimplify?communityInfoCode=${COMMUNITY}&votingCode=${bench.votingCode}`;
  const service = createVotingService({ db, clock: realClock });
  const pool = bench.handle.kind === 'pg' ? bench.handle.pool : null;
  if (!pool) throw new Error('PostgreSQL only');
  // The same statement the repository's choiceAggregates sends.
  const aggregate = `with grouped as (
      select b.choices as choices, (b.id is not null) as has_ballot,
             (b.id is null and d.voter_id is not null) as delivered,
             coalesce(sum(v.area), 0) as area, count(*) as heads
      from voting_voters v
      left join voting_ballots b on b.voting_id = v.voting_id and b.voter_id = v.id
      left join (select distinct voter_id from voting_deliveries where voting_id = $1) d on d.voter_id = v.id
      where v.voting_id = $1
      group by b.choices, (b.id is not null), (b.id is null and d.voter_id is not null))
    select i.issue_key as "issueKey", g.choices ->> i.issue_key as "choice", g.has_ballot as "hasBallot",
      g.delivered as "delivered", sum(g.area)::float8 as "area", sum(g.heads)::int as "heads"
    from grouped g cross join voting_issues i where i.voting_id = $1
    group by i.issue_key, g.choices ->> i.issue_key, g.has_ballot, g.delivered`;
  const totals =
    'select coalesce(sum(area), 0)::float8, count(*)::int from voting_voters where voting_id = $1';
  const bare = async () => {
    await Promise.all([pool.query(aggregate, [bench.votingId]), pool.query(totals, [bench.votingId])]);
  };
  const endpoint = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { token: 'bench-director' } });
    if (response.statusCode !== 200) throw new Error(response.body);
    const data = (response.json() as { data: { ballotCount: number; votingIssueStatistics: unknown[] } })
      .data;
    if (data.ballotCount !== 30_000 || data.votingIssueStatistics.length !== ISSUES)
      throw new Error('unexpected');
  };
  const statistics = async () => {
    const result = await service.statisticsById(bench.votingId);
    if (result.length !== ISSUES) throw new Error('unexpected');
  };
  const time = async (work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm += 1) {
    await endpoint();
    await statistics();
    await bare();
  }
  const api: number[] = [];
  const svc: number[] = [];
  const raw: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    api.push(await time(endpoint));
    svc.push(await time(statistics));
    raw.push(await time(bare));
  }
  const [apiMs, svcMs, rawMs] = [median(api), median(svc), median(raw)];
  console.log(`bare aggregate SQL: p50 ${rawMs.toFixed(1)} ms`);
  console.log(
    `statistics (service: SQL aggregate + pure decision): p50 ${svcMs.toFixed(1)} ms ${verdict(svcMs <= 300)} (≤ 300 ms); ratio ${(svcMs / rawMs).toFixed(2)}× ${verdict(svcMs / rawMs <= 1.5)} (≤ 1.5×)`,
  );
  console.log(
    `GET /v1/voting/infoSimplify (whole app, statistics and the rest of the detail): p50 ${apiMs.toFixed(1)} ms ${verdict(apiMs <= 300)} (≤ 300 ms); ratio ${(apiMs / rawMs).toFixed(2)}×`,
  );
  await app.close();
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
