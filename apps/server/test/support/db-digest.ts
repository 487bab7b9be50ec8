import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, node-postgres too; drizzle may unwrap). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (
    typeof result === 'object' && result !== null && 'rows' in result
      ? (result as { rows: T[] }).rows
      : result
  ) as T[];
}

/**
 * One md5 per table over all its rows (in a stable order), keyed `schema.table` outside `public`:
 * two databases with equal digests hold the same data. `skip` names tables left out (volatile ones).
 */
export async function databaseDigest(
  db: Db,
  options: { skip?: Iterable<string>; schemas?: readonly string[] } = {},
): Promise<Record<string, string>> {
  const skip = new Set(options.skip ?? []);
  const schemas = options.schemas ?? ['public'];
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in (${sql.join(
          schemas.map((schema) => sql`${schema}`),
          sql`, `,
        )}) and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { schema, name } of tables) {
    if (skip.has(name) || (schema === 'public' && name.startsWith('__'))) continue;
    const [row] = await rowsOf<{ hash: string | null }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${schema}"."${name}" t`,
      ),
    );
    out[schema === 'public' ? name : `${schema}.${name}`] = row?.hash ?? '';
  }
  return out;
}
