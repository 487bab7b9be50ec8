import { z } from 'zod';

/**
 * The page and size of every paged list (SPEC §9: full lists ask page 1, size 10000). One schema
 * for all lists so that a page number can never reach the database as an offset PostgreSQL cannot
 * hold: the offset is (page − 1) × size, and page × size stays a safe integer (well inside bigint)
 * because the page is bounded by MAX_PAGE and the size by MAX_PAGE_SIZE. Before this, a page of
 * 10^15 with size 10000 passed validation and the database refused the offset with a 500.
 */

/** The largest size any list allows (the "full list" call of SPEC §9). */
export const MAX_PAGE_SIZE = 10_000;
/** The largest page number: no list is a billion pages long, and MAX_PAGE × MAX_PAGE_SIZE is safe. */
export const MAX_PAGE = 1_000_000_000;

export const PAGING_MESSAGES = {
  pageInvalid: `页码须为1到${MAX_PAGE}之间的整数`,
  sizeInvalid: (max: number) => `每页条数须为1到${max}之间的整数`,
} as const;

/** A page number from a query string or a body: 1 when left out. */
export const pageSchema = z.coerce
  .number({ error: PAGING_MESSAGES.pageInvalid })
  .int(PAGING_MESSAGES.pageInvalid)
  .min(1, PAGING_MESSAGES.pageInvalid)
  .max(MAX_PAGE, PAGING_MESSAGES.pageInvalid)
  .default(1);

/** A page size of at most `max` rows (never above MAX_PAGE_SIZE), `defaultSize` when left out. */
export function pageSizeSchema(max: number, defaultSize = 20) {
  if (max > MAX_PAGE_SIZE) throw new Error(`page size ${max} is above MAX_PAGE_SIZE ${MAX_PAGE_SIZE}`);
  const message = PAGING_MESSAGES.sizeInvalid(max);
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(defaultSize);
}

/** `{ page, size }` for a list input's object: spread it into the list's own fields. */
export function pagingFields(maxSize: number, defaultSize = 20) {
  return { page: pageSchema, size: pageSizeSchema(maxSize, defaultSize) };
}
