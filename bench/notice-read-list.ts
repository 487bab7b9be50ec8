/**
 * npm run bench:notice-read-list: a community of 30,000 owners (one house each, 50 buildings) and a
 * notice two thirds of them have read.
 *
 * 1. First page of GET /v1/communityNotice/noticeReadList (20 readers with their houses, the count
 *    read and the share of owners reached) through the listening server (auth, community guard,
 *    zod, serialisation, HTTP), against the bare SQL of the same call: the statements the service
 *    sends (captured once through a drizzle logger) replayed on the raw driver one after another.
 *    p50 of interleaved runs; target endpoint ≤ 2× bare.
 * 2. Read receipts: owners who have not read it open the notice (GET /v1/owner/noticeInfo, which
 *    records the receipt) paced at 500 requests a second for a few seconds over 100 connections,
 *    from a second process (notice-read-child.ts, autocannon) so the load does not share the
 *    server's event loop. Target: zero
 *    errors, the rate held, and exactly one new receipt per request.
 *
 * Options: `-- --owners N` (default 30000), `--seconds S` (5), `--rate R` (500), `--runs N` (100),
 * `--pglite` (PGlite on disk instead of PostgreSQL at BENCH_DATABASE_URL). Run on a quiet machine:
 * the figures measure the server, not the neighbours.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from '../apps/server/src/app';
import type { Clock } from '../apps/server/src/common/clock';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import type { CommunityAccess } from '../apps/server/src/modules/community/access-service';
import { createNoticeService } from '../apps/server/src/modules/notice/service';
import { median, percentile, runChild, verdict } from './support/child';
import { DIRECTOR_TOKEN, NOTICE_CODE, NOTICE_COMMUNITY, prepareNoticeBench } from './support/notice-db';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
  return value;
}

const OWNERS = option('owners', 30_000);
const SECONDS = option('seconds', 5);
const RATE = option('rate', 500);
const RUNS = option('runs', 100);
const ENGINE = process.argv.includes('--pglite') ? 'pglite' : 'pg';
const READ_SHARE = 2 / 3;

const realClock = { now: () => new Date() } as Clock;

/** What notice-read-child.ts prints. */
type LoadFigures = {
  requests: number;
  errors: number;
  offeredPerSecond: number;
  servedPerSecond: number;
  latency: { p50: number; p99: number };
};

const started = performance.now();
const bench = await prepareNoticeBench(ENGINE, OWNERS, READ_SHARE);
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-notice-'));
console.log(
  `${ENGINE}: ${OWNERS.toLocaleString('en')} owners, ${bench.unreadOwnerIds.length.toLocaleString('en')} yet to read; ` +
    `prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
try {
  const db = bench.handle.db;
  const handle = bench.handle;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
      // Every request comes from this one address; the per-IP limits are not what is measured.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    }),
    db,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // ── 1. first page of the read list ──
  const listUrl = `${address}/v1/communityNotice/noticeReadList?communityInfoCode=${NOTICE_COMMUNITY}&communityNoticeCode=${NOTICE_CODE}&page=1&size=20`;
  const [community] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, NOTICE_COMMUNITY));
  const access = { community, roles: ['COMMITTEE_DIRECTOR'], permissions: [] } as unknown as CommunityAccess;
  const statements: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
  const logging = (handle.kind === 'pglite'
    ? drizzlePglite({ client: handle.client, schema, logger })
    : drizzlePg({ client: handle.pool, schema, logger })) as unknown as Db;
  const direct = await createNoticeService({ db: logging, clock: realClock }).readList(access, {
    communityInfoCode: NOTICE_COMMUNITY,
    communityNoticeCode: NOTICE_CODE,
    page: 1,
    size: 20,
    searchKey: undefined,
  });
  if (direct.list.length !== 20 || direct.ownerCount < OWNERS) throw new Error('unexpected read list');
  const bare = async () => {
    for (const statement of statements) {
      if (handle.kind === 'pglite') await handle.client.query(statement.query, statement.params);
      else await handle.pool.query(statement.query, statement.params);
    }
  };
  const endpoint = async () => {
    const response = await fetch(listUrl, { headers: { token: DIRECTOR_TOKEN } });
    const body = (await response.json()) as { data?: { list: unknown[]; readCount: number } };
    if (response.status !== 200 || body.data?.list.length !== 20) throw new Error(JSON.stringify(body));
  };
  for (let warm = 0; warm < 10; warm += 1) {
    await endpoint();
    await bare();
  }
  const api: number[] = [];
  const raw: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let at = performance.now();
    await endpoint();
    api.push(performance.now() - at);
    at = performance.now();
    await bare();
    raw.push(performance.now() - at);
  }
  const ratio = median(api) / median(raw);
  console.log(
    `read list, first page (20 of ${direct.readCount.toLocaleString('en')} readers, ${(direct.readRate * 100).toFixed(1)}% of owners): ` +
      `endpoint p50 ${median(api).toFixed(1)} ms (p95 ${percentile(api, 0.95).toFixed(1)}), ` +
      `bare SQL p50 ${median(raw).toFixed(1)} ms (${statements.length} statements), ` +
      `ratio ${ratio.toFixed(2)}× ${verdict(ratio <= 2)} (≤ 2×)`,
  );

  // ── 2. read receipts at a paced rate ──
  const infoUrl = `${address}/v1/owner/noticeInfo?communityNoticeCode=${NOTICE_CODE}`;
  const receipts = async () =>
    (
      (await db.execute(sql`select count(*)::int as n from notice_reads r
        join community_notices n on n.id = r.notice_id where n.community_notice_code = ${NOTICE_CODE}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0;
  // One at a time first (owners from the end of the list): what a single receipt costs unloaded.
  const single: number[] = [];
  for (const ownerId of bench.unreadOwnerIds.slice(-20)) {
    const at = performance.now();
    const response = await fetch(infoUrl, { headers: { token: `bench-${ownerId}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`single receipt answered ${response.status}`);
    single.push(performance.now() - at);
  }
  const readsBefore = await receipts();
  const wanted = Math.round(RATE * SECONDS);
  const readers = bench.unreadOwnerIds.slice(0, Math.min(wanted, bench.unreadOwnerIds.length - 20));
  if (readers.length < wanted) throw new Error(`only ${readers.length} unread owners for ${wanted} requests`);
  const load = (await runChild('notice-read-child.ts', [
    infoUrl,
    String(RATE),
    readers.join(','),
  ])) as unknown as LoadFigures;
  const { errors, latency } = load;
  const offered = load.offeredPerSecond;
  const served = load.servedPerSecond;
  const recorded = (await receipts()) - readsBefore;
  // Held means the server kept up: everything offered on its tick and answered at (nearly) that rate.
  const okRate =
    errors === 0 && recorded === readers.length && offered >= RATE * 0.95 && served >= RATE * 0.95;
  console.log(
    `read receipts: one at a time p50 ${median(single).toFixed(1)} ms; ${readers.length.toLocaleString('en')} requests offered at ${offered.toFixed(0)}/s ` +
      `(target ${RATE}/s), served at ${served.toFixed(0)}/s; ` +
      `latency p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms; ` +
      `errors ${errors}, receipts recorded ${recorded.toLocaleString('en')} ${verdict(okRate)} ` +
      `(zero errors, one receipt per request, rate held)`,
  );
  await app.close();
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
