import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// Turns an `sql` template into text and parameter slots; it keeps no state between statements.
const dialect = new PgDialect();

/**
 * A hand-written statement (an aggregate the query builder cannot say, or says at a cost) prepared
 * once under `name`, its parameters given as `sql.placeholder`s. The query builder's `.prepare()`
 * does this for builder queries; `db.execute` builds the text again on every call and PostgreSQL
 * plans it again (bench:gov-board: ~0.2 ms of building for a board call's raw aggregates). Rows come
 * back as the driver gives them: aliases name the fields. `name` must be unique in the app: a
 * connection keeps one text per name.
 */
export function preparedSql<Row>(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (params: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared.execute(params)) as { rows: Row[] };
    return result.rows;
  };
}
