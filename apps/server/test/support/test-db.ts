import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed/seed-demo';

/** `url`: the database's address on TEST_DATABASE_URL's server (absent on in-memory PGlite). */
export type TestDb = { handle: DbHandle; drop: () => Promise<void>; url?: string };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated and seeded database: in-memory PGlite by default, or a new `gz_test_<random>`
 * database on the server of TEST_DATABASE_URL, dropped again by `drop()`. `seedDemo: false` leaves
 * it empty as a production install starts (SEED_DEMO=false).
 */
export async function createTestDb(options: { seedDemo?: boolean } = {}): Promise<TestDb> {
  const seed = options.seedDemo ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await runMigrations(handle);
    if (seed) await seedDemoData(handle.db, { demoVotes: false });
    return { handle, drop: () => handle.close() };
  }
  const name = `gz_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // DROP … WITH (FORCE) below may terminate a pooled connection that pool.end() is still closing:
  // not worth a warning in the test output.
  const url = withDatabase(serverUrl, name);
  const handle = await openPostgres(url, 4, () => {});
  await runMigrations(handle);
  if (seed) await seedDemoData(handle.db, { demoVotes: false });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
