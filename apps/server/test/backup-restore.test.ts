import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { createLocalStorage } from '../src/providers/storage/local-storage';
import { databaseDigest, rowsOf } from './support/db-digest';

// Issue 9, backups (docs/deploy.md "Backup and restore"): the documented pg_dump -Fc / pg_restore
// round trip, run for real. A database seeded with the demo data is dumped, restored into a fresh
// database, and both must hold the same rows (one digest per table) and the same sequence positions.
// Needs TEST_DATABASE_URL and the PostgreSQL client tools; skipped with the reason otherwise.

const run = promisify(execFile);
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PG_DUMP = '/usr/bin/pg_dump';
const PG_RESTORE = '/usr/bin/pg_restore';
const skipReason = !SERVER_URL
  ? 'set TEST_DATABASE_URL=postgres://… (a PostgreSQL server)'
  : !existsSync(PG_DUMP) || !existsSync(PG_RESTORE)
    ? `${PG_DUMP} or ${PG_RESTORE} not found (apt-get install postgresql-client)`
    : null;
if (skipReason) console.log(`backup/restore test skipped: ${skipReason}`);

/** The tables of the application and drizzle's record of applied migrations. */
const SCHEMAS = ['public', 'drizzle'] as const;

function urlOf(database: string): string {
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where every sequence stands, so rows added after a restore get fresh ids. */
async function sequencePositions(handle: DbHandle): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; last: string | null }>(
    handle.db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.last ?? 'unused']));
}

describe.skipIf(skipReason !== null)('backup and restore on PostgreSQL', () => {
  const suffix = randomBytes(6).toString('hex');
  const sourceName = `gz_backup_src_${suffix}`;
  const restoredName = `gz_backup_dst_${suffix}`;
  let source: DbHandle | null = null;
  let restored: DbHandle | null = null;
  let workDir = '';

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'gz-backup-'));
    await admin(`CREATE DATABASE ${sourceName}`);
    source = await openPostgres(urlOf(sourceName), 2);
    await runMigrations(source);
    // The full demo data, votes and archive files included, as a first start with SEED_DEMO seeds it.
    const storage = await createLocalStorage(join(workDir, 'files'));
    expect(await seedDemoData(source.db, { storage })).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await restored?.close();
    await admin(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('restores a pg_dump -Fc into a fresh database with the same digest', async () => {
    if (!source) throw new Error('source database not ready');
    const dump = join(workDir, 'gongzhi.dump');
    // The commands of docs/deploy.md, word for word apart from the names.
    await run(PG_DUMP, ['-Fc', '--no-owner', '-f', dump, urlOf(sourceName)]);
    expect(statSync(dump).size).toBeGreaterThan(10_000);
    await admin(`CREATE DATABASE ${restoredName}`);
    await run(PG_RESTORE, ['--no-owner', '--exit-on-error', '-d', urlOf(restoredName), dump]);
    restored = await openPostgres(urlOf(restoredName), 2);

    const before = await databaseDigest(source.db, { schemas: SCHEMAS });
    const after = await databaseDigest(restored.db, { schemas: SCHEMAS });
    // The demo data is there at all: communities, people, houses, a vote and the migrations record.
    expect(Object.keys(before).length).toBeGreaterThan(50);
    expect(before['drizzle.__drizzle_migrations']).toBeDefined();
    const empty = 'd41d8cd98f00b204e9800998ecf8427e';
    for (const table of ['communities', 'users', 'houses', 'votings', 'voting_voters', 'attachments']) {
      expect(before[table], table).toMatch(/^[0-9a-f]{32}$/);
      expect(before[table], table).not.toBe(empty);
    }
    expect(after).toEqual(before);
    expect(await sequencePositions(restored)).toEqual(await sequencePositions(source));
    console.log(
      `backup/restore: ${Object.keys(before).length} tables, dump ${(statSync(dump).size / 1024).toFixed(0)} KiB, same digest`,
    );
  }, 120_000);

  it('runs the server migrations on the restored database as on the original (nothing left to apply)', async () => {
    if (!restored) throw new Error('restored database not ready');
    const before = await databaseDigest(restored.db, { schemas: SCHEMAS });
    await runMigrations(restored);
    expect(await databaseDigest(restored.db, { schemas: SCHEMAS })).toEqual(before);
  });
});
