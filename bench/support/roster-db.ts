import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { applyPgliteWasmFlags } from '../../apps/server/src/db/pglite-wasm-flags';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';

export type BenchEngine = 'pglite' | 'pg';

/** Where the PostgreSQL runs go (a fresh database is made and dropped on that server). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh migrated and seeded database of the engine; `drop()` removes it. */
export async function openBenchDb(
  engine: BenchEngine,
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    // On disk, as `npm start` runs it (an in-memory PGlite keeps the whole database in the JS heap).
    const dir = await mkdtemp(join(tmpdir(), 'gz-bench-pglite-'));
    const handle = await openPglite(dir);
    await runMigrations(handle);
    await seedDemoData(handle.db);
    return {
      handle,
      drop: async () => {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `gz_bench_${randomBytes(5).toString('hex')}`;
  await admin(BENCH_PG_URL, `CREATE DATABASE ${name}`);
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  await runMigrations(handle);
  await seedDemoData(handle.db);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin(BENCH_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Where a prepared database lives: a PGlite data directory or a PostgreSQL URL. Made (migrated and
 * seeded) by `prepareBenchDb` in one process, opened by `openPreparedDb` in another — as the server
 * runs: `npm start` opens the data directory or database an earlier run created.
 */
export type PreparedDb = { engine: BenchEngine; location: string };

export async function prepareBenchDb(engine: BenchEngine): Promise<PreparedDb> {
  if (engine === 'pglite') {
    applyPgliteWasmFlags();
    const location = await mkdtemp(join(tmpdir(), 'gz-bench-pglite-'));
    const handle = await openPglite(location);
    await runMigrations(handle);
    await seedDemoData(handle.db);
    await handle.close();
    return { engine, location };
  }
  const name = `gz_bench_${randomBytes(5).toString('hex')}`;
  await admin(BENCH_PG_URL, `CREATE DATABASE ${name}`);
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  await runMigrations(handle);
  await seedDemoData(handle.db);
  await handle.close();
  return { engine, location: url.toString() };
}

/** Opens a prepared database the way the server starts (open, then migrations, a no-op here). */
export async function openPreparedDb(prepared: PreparedDb): Promise<DbHandle> {
  // As the server's openDatabase does for PGlite.
  if (prepared.engine === 'pglite') applyPgliteWasmFlags();
  const handle =
    prepared.engine === 'pglite'
      ? await openPglite(prepared.location)
      : await openPostgres(prepared.location, 4);
  await runMigrations(handle);
  return handle;
}

export async function dropPreparedDb(prepared: PreparedDb): Promise<void> {
  if (prepared.engine === 'pglite') {
    await rm(prepared.location, { recursive: true, force: true });
    return;
  }
  const name = new URL(prepared.location).pathname.slice(1);
  await admin(BENCH_PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
