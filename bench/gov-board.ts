/**
 * npm run bench:gov-board: the government dashboard for a street of 200 communities × 3,000 houses
 * with a year of activity (issue 8), on PostgreSQL (DATABASE_URL's server, a fresh database made
 * and dropped). Every board call of the dashboard and the community-affair section goes through
 * the whole app (auth, jurisdiction, zod, the SQL and serialisation; `app.inject`) as the street's
 * staff. Its baseline is the bare SQL of the same aggregate: the statements that call sent to the
 * database (recorded on the driver, session lookups left out) replayed one after another on a raw
 * connection, prepared by name where the app's were. p95 of 200 runs each (fewer made the p95 swing
 * by 2× between runs on a shared VM), interleaved, after 20 untimed runs of each. Targets: p95
 * ≤ 200 ms and ≤ 1.5× the bare SQL. The p50 of each and the app's fixed cost around one statement
 * are printed beside them, not judged.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { POSTGRES_SESSION_OPTIONS } from '../apps/server/src/db/client';
import { median, percentile, verdict } from './support/child';
import { prepareGovBoardBench } from './support/gov-board-db';

const RUNS = Number(process.env.GOV_BOARD_RUNS ?? 200);
const WARMUP_RUNS = 20;
const TARGET_MS = 200;
const TARGET_RATIO = 1.5;

const PERIOD = (() => {
  const end = new Date();
  const start = new Date(end.getTime() - 365 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `startDate=${day(start)}&endDate=${day(end)}`;
})();

const CALLS = [
  '/v1/govDataBoard/survey',
  '/v1/govDataBoard/usingList',
  '/v1/govDataBoard/jurisdictionCommunityInfo',
  '/v1/govDataBoard/memberList',
  ...['votingBoard', 'issueQuickBoard', 'intentionSolicitationBoard', 'proposalBoard'].map(
    (board) => `/v1/govCommunityAffair/${board}?${PERIOD}`,
  ),
  ...['votingList', 'issueQuickList', 'intentionList', 'proposalList'].map(
    (list) => `/v1/govCommunityAffair/${list}?${PERIOD}&page=1&size=20`,
  ),
];

/** `name` when the app sent a named (prepared) statement: the replay prepares it too. */
type Statement = { text: string; values: unknown[]; name?: string };

/** Records what the app sends to PostgreSQL while `recording` is on (every pool query ends here). */
const recorded: Statement[] = [];
let recording = false;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args;
    const statement =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : {
            text: String((first as { text?: string }).text ?? ''),
            // drizzle passes the parameters beside the query config, not inside it.
            values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []),
            name: (first as { name?: string }).name,
          };
    recorded.push(statement);
  }
  return (clientQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * What the app costs around a statement whatever the call: the public health check (one `select 1`
 * through routing, hooks, the pool and serialisation) against the same statement on the raw
 * connection. Printed for reading the ratios of the calls whose SQL takes a few milliseconds.
 */
async function reportFixedCost(app: Awaited<ReturnType<typeof buildApp>>, raw: pg.Client): Promise<void> {
  const appTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let run = 0; run < WARMUP_RUNS + RUNS * 5; run += 1) {
    let at = performance.now();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    if (response.statusCode !== 200) throw new Error(`/healthz: ${response.statusCode}`);
    const appMs = performance.now() - at;
    at = performance.now();
    await raw.query('select 1');
    const bareMs = performance.now() - at;
    if (run < WARMUP_RUNS) continue;
    appTimes.push(appMs);
    bareTimes.push(bareMs);
  }
  const figure = (pick: (values: number[]) => number) =>
    `${pick(appTimes).toFixed(2)}/${pick(bareTimes).toFixed(2)} ms`;
  const p95 = (values: number[]) => percentile(values, 0.95);
  console.log(`fixed cost (GET /healthz vs bare select 1): p50 ${figure(median)}, p95 ${figure(p95)}`);
}

const started = performance.now();
const bench = await prepareGovBoardBench();
console.log(`data: ${bench.summary} (${((performance.now() - started) / 1000).toFixed(0)} s to build)`);
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-gov-board-'));
// The same session settings as the app's pool: the baseline differs only by the app around the SQL.
const raw = new pg.Client({ connectionString: bench.url, options: POSTGRES_SESSION_OPTIONS });
await raw.connect();
try {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
    }),
    db: bench.handle.db,
  });
  await app.ready();
  const call = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { token: bench.token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  // The statements of each call, recorded once (after a warm-up), without the session lookup.
  const statements = new Map<string, Statement[]>();
  for (const url of CALLS) {
    await call(url);
    recorded.length = 0;
    recording = true;
    await call(url);
    recording = false;
    statements.set(
      url,
      recorded.filter((statement) => !/\bsessions\b/.test(statement.text)),
    );
  }
  const replay = async (url: string) => {
    // A prepared statement of the app is prepared on the raw connection as well (once, by its name), so
    // neither side pays the planning the other skips.
    for (const { name, text, values } of statements.get(url) ?? [])
      await (name ? raw.query({ name, text, values }) : raw.query(text, values));
  };

  // Steady state: every call and its replay run WARMUP_RUNS times untimed first, so the p95 does not
  // measure V8 compiling the route's code (the raw driver's path is as warm as it gets after a few).
  for (let run = 0; run < WARMUP_RUNS; run += 1) {
    for (const url of CALLS) {
      await call(url);
      await replay(url);
    }
  }
  const appTimes = new Map<string, number[]>(CALLS.map((url) => [url, []]));
  const bareTimes = new Map<string, number[]>(CALLS.map((url) => [url, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const url of CALLS) {
      let at = performance.now();
      await call(url);
      appTimes.get(url)?.push(performance.now() - at);
      at = performance.now();
      await replay(url);
      bareTimes.get(url)?.push(performance.now() - at);
    }
  }

  let allPass = true;
  console.log(
    `p95 of ${RUNS} runs (targets: ≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO}× the bare SQL); p50 beside it, not judged`,
  );
  for (const url of CALLS) {
    const app95 = percentile(appTimes.get(url) ?? [], 0.95);
    const bare95 = percentile(bareTimes.get(url) ?? [], 0.95);
    const ratio = app95 / bare95;
    const pass = app95 <= TARGET_MS && ratio <= TARGET_RATIO;
    allPass &&= pass;
    const name = url.replace(/\?.*/, '').replace('/v1/', '');
    const p50 = (times: Map<string, number[]>) => median(times.get(url) ?? []).toFixed(1);
    console.log(
      `${name.padEnd(46)} app ${app95.toFixed(1).padStart(6)} ms  bare ${bare95.toFixed(1).padStart(6)} ms` +
        `  (${statements.get(url)?.length ?? 0} statements)  ${ratio.toFixed(2)}×  ${verdict(pass)}` +
        `  p50 ${p50(appTimes)}/${p50(bareTimes)} ms`,
    );
  }
  console.log(`all board calls: ${verdict(allPass)}`);
  await reportFixedCost(app, raw);
  await app.close();
} finally {
  await raw.end();
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
