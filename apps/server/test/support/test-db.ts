import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';
import { adminQuery, withDatabase } from './pg-admin';

/** `url`: the database's address on TEST_DATABASE_URL's server (absent on in-memory PGlite). */
export type TestDb = { handle: DbHandle; drop: () => Promise<void>; url?: string };

/**
 * A fresh migrated and seeded database: in-memory PGlite by default, or a new `gz_test_<random>`
 * database on the server of TEST_DATABASE_URL, dropped again by `drop()`. `seedDemo: false` leaves
 * it empty as a production install starts (SEED_DEMO=false). Both start from what the global setup
 * prepared once for the run (db-templates.ts): a copy, never shared with another test.
 */
export async function createTestDb(options: { seedDemo?: boolean } = {}): Promise<TestDb> {
  const seed = options.seedDemo ?? true;
  const templates = inject('dbTemplates');
  if (templates.kind === 'pglite') {
    const tarball = readFileSync(seed ? templates.seeded : templates.empty);
    const handle = await openPglite(undefined, new Blob([tarball]));
    return { handle, drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL templates were prepared, but TEST_DATABASE_URL is gone');
  const name = `gz_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name} TEMPLATE ${seed ? templates.seeded : templates.empty}`,
  );
  // DROP … WITH (FORCE) below may terminate a pooled connection that pool.end() is still closing:
  // not worth a warning in the test output.
  const url = withDatabase(serverUrl, name);
  const handle = await openPostgres(url, 4, () => {});
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
