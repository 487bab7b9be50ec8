import type { CatalogEntry } from '../../src/plugins/route-catalog';
import { fieldsOf } from '../support/authorization-fixtures';

/**
 * Request shapes the random payloads of the fuzz suite seldom produce, because they need real
 * values (issue 21 item 7): a call with real object codes and every optional field left out (an
 * edit with nothing to change reached the database as `UPDATE … SET` with no column: 500), and
 * page numbers that pass as integers but overflow once multiplied by the size into an offset
 * (PostgreSQL's bigint, or past the last safe integer: 500).
 */

/** The fields a route reads (query for GET, body otherwise). */
export function inputFieldsOf(entry: CatalogEntry): string[] {
  const schema = (entry.schema ?? {}) as { querystring?: unknown; body?: unknown };
  return fieldsOf(entry.method === 'GET' ? schema.querystring : schema.body);
}

/**
 * Only the route's id fields, each with a real code of the community (`codes` from objectIdsOf plus
 * the community's own code): every other field, optional or not, is left out.
 */
export function codesOnlyPayload(entry: CatalogEntry, codes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    inputFieldsOf(entry)
      .filter((field) => field in codes)
      .map((field) => [field, codes[field] as string]),
  );
}

/** Whether the route is a paged list (it reads both page and size). */
export function isPagedList(entry: CatalogEntry): boolean {
  const fields = inputFieldsOf(entry);
  return fields.includes('page') && fields.includes('size');
}

/**
 * Page numbers that are integers (many safe) whose offset (page − 1) × size is beyond PostgreSQL's
 * bigint or beyond Number.MAX_SAFE_INTEGER for the sizes lists allow.
 */
export const OVERFLOWING_PAGES: readonly number[] = [
  Number.MAX_SAFE_INTEGER,
  // × 10000 is just past bigint's 9223372036854775807.
  Math.floor(2 ** 63 / 10_000) + 2,
  // × 1000 and × 100: past bigint, and past the last safe integer.
  Math.floor(2 ** 63 / 1_000) + 2,
  Math.floor(2 ** 53 / 100) + 2,
  1e15,
];

/** Sizes to pair with them: the largest each kind of list allows, and an ordinary one. */
export const PAGE_SIZES: readonly number[] = [10_000, 1_000, 100, 50, 20];

/** Calls that end or remove what later calls need: sent last, so the others still meet real rows. */
export function destructiveLast(a: CatalogEntry, b: CatalogEntry): number {
  const rank = (entry: CatalogEntry) =>
    /delete|remove|abandon|cancel|logout|unbind/i.test(entry.url) ? 1 : 0;
  return rank(a) - rank(b);
}
