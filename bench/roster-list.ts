/**
 * npm run bench:roster-list: GET /v1/building/list (page 1, size 20, with statistics) on a community
 * of 30,000 houses (50 buildings × 600, owners on every house, a third certified), through the whole
 * app (app.inject: auth, community guard, zod, serialisation), against the bare SQL of the same query:
 * the exact statements and parameters the repository sends (captured once through a drizzle logger),
 * replayed on the raw driver. p50 of 100 interleaved runs each, on PGlite and PostgreSQL.
 * The list keeps its statistics per roster version, so the endpoint is timed twice per run: after a
 * roster change (the statistics recounted: the same statements as the bare replay, judged against
 * the target) and again with nothing changed (the statistics kept, what most calls get).
 * Target: endpoint p50 ≤ 2× bare p50.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import type { FileRepository } from '../apps/server/src/modules/file/repository';
import { createRosterImportService } from '../apps/server/src/modules/roster/import-service';
import { createRosterService } from '../apps/server/src/modules/roster/service';
import { noRosterUsage } from '../apps/server/src/modules/roster/usage-checker';
import type { StorageProvider } from '../apps/server/src/providers/storage/storage-provider';
import { median, percentile, runChild, verdict } from './support/child';
import { type BenchEngine, openBenchDb } from './support/roster-db';

const RUNS = 100;
const COMMUNITY = 'XFL001';

async function measure(engine: BenchEngine, file: string) {
  const db = await openBenchDb(engine);
  const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-list-'));
  try {
    const [community] = await db.handle.db
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.communityInfoCode, COMMUNITY));
    if (!community) throw new Error('no community');
    const access = { community, roles: [], permissions: [] };
    const imports = createRosterImportService({
      db: db.handle.db,
      files: {} as FileRepository,
      storage: {} as StorageProvider,
      usage: noRosterUsage,
    });
    await imports.applyFile(access, file, 'HIGH_RISE');
    await db.handle.db.execute(sql`update owner_houses set info_state = 'CORRECT_INFO' where id % 3 = 0`);
    await db.handle.db.execute(sql`analyze`);

    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JOB_WORKER: 'off',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://bench',
        WEB_DIST: '/nonexistent',
      }),
      db: db.handle.db,
    });
    await app.ready();
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/account/sendMobileCode',
      payload: { mobile: '13800000001' },
    });
    const code = (sent.json() as { data: { devCode: string } }).data.devCode;
    const login = await app.inject({
      method: 'POST',
      url: '/v1/account/mobileLogin',
      payload: { mobile: '13800000001', verificationCode: code },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const url = `/v1/building/list?communityInfoCode=${COMMUNITY}&page=1&size=20`;

    // The statements of the same query, captured through a logging drizzle on the same connection.
    const statements: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
    const logging = (db.handle.kind === 'pglite'
      ? drizzlePglite({ client: db.handle.client, schema, logger })
      : drizzlePg({ client: db.handle.pool, schema, logger })) as unknown as Db;
    const listed = await createRosterService({ db: logging, usage: noRosterUsage }).listBuildings(access, {
      communityInfoCode: COMMUNITY,
      page: 1,
      size: 20,
      searchKey: undefined,
    });
    if (listed.list.length !== 20 || listed.total < 50) throw new Error('unexpected list');
    const handle = db.handle;
    const bare = async () => {
      for (const statement of statements) {
        if (handle.kind === 'pglite') await handle.client.query(statement.query, statement.params);
        else await handle.pool.query(statement.query, statement.params);
      }
    };
    const endpoint = async () => {
      const response = await app.inject({ method: 'GET', url, headers: { token } });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    for (let warm = 0; warm < 10; warm += 1) {
      await endpoint();
      await bare();
    }
    // What a roster write does to the list's kept statistics (migration 0018's triggers): the next
    // call recounts them, running the statements the bare replay runs.
    const rosterChanged = () =>
      db.handle.db.execute(
        sql`update community_roster_stats set version = version + 1 where community_id = ${community.id}`,
      );
    const api: number[] = [];
    const cold: number[] = [];
    const raw: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      await endpoint();
      api.push(performance.now() - started);
      await rosterChanged();
      started = performance.now();
      await endpoint();
      cold.push(performance.now() - started);
      started = performance.now();
      await bare();
      raw.push(performance.now() - started);
    }
    await app.close();
    return { statements: statements.length, api, cold, raw };
  } finally {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-roster-list-'));
try {
  const file = join(dir, 'roster-30000.xlsx');
  await runChild('roster-import-child.ts', ['make', file]);
  const engines: BenchEngine[] = process.argv.includes('--pglite-only') ? ['pglite'] : ['pglite', 'pg'];
  for (const engine of engines) {
    const { statements, api, cold, raw } = await measure(engine, file);
    const ratio = median(cold) / median(raw);
    console.log(
      `${engine}: building list (20 rows with statistics, 30,000 houses): bare SQL p50 ${median(raw).toFixed(1)} ms (${statements} statements); ` +
        `endpoint after a roster change p50 ${median(cold).toFixed(1)} ms (p95 ${percentile(cold, 0.95).toFixed(1)}), ` +
        `ratio ${ratio.toFixed(2)}× ${verdict(ratio <= 2)} (≤ 2×); ` +
        `endpoint with the statistics kept (no change since the last call) p50 ${median(api).toFixed(1)} ms (p95 ${percentile(api, 0.95).toFixed(1)})`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
