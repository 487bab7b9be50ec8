import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column written as "table"."column". Drizzle leaves columns unqualified in single-table queries,
 * so inside a correlated subquery (`… from owner_houses oh where oh.house_id = ${houses.id}`) a bare
 * "id" would bind to the subquery's own table. Use this for every outer column a subquery refers to.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
