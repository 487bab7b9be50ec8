import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed/seed-demo';

export type TestDb = { handle: DbHandle; drop: () => Promise<void> };

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
 * database on the server of TEST_DATABASE_URL, dropped again by `drop()`.
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await runMigrations(handle);
    await seedDemoData(handle.db, { demoVotes: false });
    return { handle, drop: () => handle.close() };
  }
  const name = `gz_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // DROP … WITH (FORCE) below may terminate a pooled connection that pool.end() is still closing:
  // not worth a warning in the test output.
  const handle = await openPostgres(withDatabase(serverUrl, name), 4, () => {});
  await runMigrations(handle);
  await seedDemoData(handle.db, { demoVotes: false });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
