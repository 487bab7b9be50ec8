import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed/seed-demo';
import { adminQuery, withDatabase } from './pg-admin';

/**
 * Where the prepared databases of this run are: a migrated one and a migrated and seeded one.
 * PGlite: files holding the data folder's tarball, which each test's database starts from.
 * PostgreSQL: template databases on TEST_DATABASE_URL's server, which each test's database copies.
 */
export type DbTemplates =
  | { kind: 'pglite'; empty: string; seeded: string }
  | { kind: 'pg'; empty: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/**
 * Vitest global setup: migrating and seeding once per run instead of once per test database
 * (~170 of them per run). A test's database is then a copy of the prepared one, as fresh as
 * before: nothing a test writes reaches the templates. Vitest calls this once for each project of
 * vitest.config.ts (and the root); they share one preparation, removed when the last one ends.
 */
export default async function prepareDbTemplates(project: TestProject): Promise<() => Promise<void>> {
  const shared = globalThis as { gzDbTemplates?: { users: number; prepared: Promise<Prepared> } };
  shared.gzDbTemplates ??= { users: 0, prepared: prepare() };
  const run = shared.gzDbTemplates;
  run.users += 1;
  const { templates, remove } = await run.prepared;
  project.provide('dbTemplates', templates);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.gzDbTemplates = undefined;
    await remove();
  };
}

type Prepared = { templates: DbTemplates; remove: () => Promise<void> };

async function prepare(): Promise<Prepared> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'gz-test-templates-'));
    const dump = async (seed: boolean) => {
      const handle = await openPglite();
      await runMigrations(handle);
      if (seed) await seedDemoData(handle.db, { demoVotes: false });
      if (handle.kind !== 'pglite') throw new Error('openPglite gave another engine');
      const tarball = await handle.client.dumpDataDir('none');
      await handle.close();
      const path = join(dir, seed ? 'seeded.tar' : 'empty.tar');
      writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
      return path;
    };
    return {
      templates: { kind: 'pglite', empty: await dump(false), seeded: await dump(true) },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const run = randomBytes(4).toString('hex');
  const names: string[] = [];
  const template = async (seed: boolean) => {
    const name = `gz_template_${run}_${seed ? 'seeded' : 'empty'}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    names.push(name);
    const handle = await openPostgres(withDatabase(serverUrl, name), 2, () => {});
    try {
      await runMigrations(handle);
      if (seed) await seedDemoData(handle.db, { demoVotes: false });
    } finally {
      // A template must have no connection left when it is copied.
      await handle.close();
    }
    return name;
  };
  return {
    templates: { kind: 'pg', empty: await template(false), seeded: await template(true) },
    remove: async () => {
      for (const name of names) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
