import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGING_MESSAGES, pageSchema, pageSizeSchema, pagingFields } from './paging';

describe('paging', () => {
  it('keeps every allowed offset a safe integer, far inside PostgreSQL bigint', () => {
    const largestOffset = (MAX_PAGE - 1) * MAX_PAGE_SIZE;
    expect(Number.isSafeInteger(largestOffset)).toBe(true);
    expect(BigInt(largestOffset) < 2n ** 63n - 1n).toBe(true);
  });

  it('defaults page 1 and the given size, and coerces query text', () => {
    const schema = z.object(pagingFields(100, 10));
    expect(schema.parse({})).toEqual({ page: 1, size: 10 });
    expect(schema.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
  });

  it.each([0, -1, 1.5, MAX_PAGE + 1, Number.MAX_SAFE_INTEGER, 1e300, 'abc'])('refuses page %s', (page) => {
    const result = pageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PAGING_MESSAGES.pageInvalid);
  });

  it('refuses a size above the list’s own maximum with a clear message', () => {
    const result = pageSizeSchema(100).safeParse(101);
    expect(result.error?.issues[0]?.message).toBe('每页条数须为1到100之间的整数');
  });

  it('does not let a list allow more than MAX_PAGE_SIZE rows a page', () => {
    expect(() => pageSizeSchema(MAX_PAGE_SIZE + 1)).toThrow();
  });
});
