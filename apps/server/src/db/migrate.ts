import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle, DbSchema } from './client';

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the drizzle-kit SQL migrations with the migrator of the handle's driver. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<DbSchema>, config);
    return;
  }
  await migratePg(handle.db as unknown as NodePgDatabase<DbSchema>, config);
}
