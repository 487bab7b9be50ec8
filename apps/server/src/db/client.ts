import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { claimDataDir } from './pglite-lock';
import { applyPgliteWasmFlags } from './pglite-wasm-flags';
import * as schema from './schema';

export type DbSchema = typeof schema;
/** One drizzle type for both drivers: services and repositories never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, DbSchema>;

export type DbHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'pg'; db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * PGlite's shared buffers live in its WebAssembly heap, inside the Node process, on top of the
 * operating system's own file cache of the data directory: every buffer a query touches stays
 * resident. PostgreSQL's default of 128 MB roughly doubled the resident memory of a running server.
 * 16 MB: a 30,000-house import peaked at 279–292 MB RSS against 300–306 MB with 32 MB, at the same
 * speed, and the building list of that community (every house and owner counted) took the same
 * time (bench:roster-import, bench:roster-list); pages beyond the buffers come from the file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests, doc generation).
 * `snapshot`: a data folder's tarball (PGlite's dumpDataDir) to start from instead of an empty one.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * Session settings of every pooled connection. JIT off: the app's statements are short OLTP reads
 * and writes plus a few board aggregates whose cost estimates trip PostgreSQL's JIT threshold; JIT
 * compilation then adds 100+ ms to a query that runs in a fraction of that.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/**
 * PostgreSQL may end an idle pooled connection (a restart or failover, an administrator, a network
 * cut); node-postgres then emits 'error' on the pool, and an 'error' event nobody listens to ends
 * the Node process: the whole server went down with one dropped connection. The pool has already
 * discarded that connection and opens a new one for the next query, so it is only reported.
 */
function reportLostConnection(error: Error): void {
  console.warn(`database connection lost while idle (a new one is opened when needed): ${error.message}`);
}

export async function openPostgres(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = reportLostConnection,
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max, options: POSTGRES_SESSION_OPTIONS });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'pg', db, pool, close: () => pool.end() };
}

/**
 * The server's database (and `npm run admin`'s). PGlite gets the V8 flags that lower its memory (see
 * pglite-wasm-flags.ts), and DATA_DIR is claimed for this one process (pglite-lock.ts).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  applyPgliteWasmFlags();
  mkdirSync(options.dataDir, { recursive: true });
  const release = claimDataDir(options.dataDir);
  try {
    const handle = await openPglite(join(options.dataDir, 'db'));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
