import { describe, expect, it } from 'vitest';
import { listScroll, TITLE_COLUMN_MIN_WIDTH } from './list-columns';

describe('list columns', () => {
  it('scrolls a list as wide as its fixed columns plus the title minimum', () => {
    expect(listScroll([{}, { width: 110 }, { width: 160 }])).toEqual({ x: TITLE_COLUMN_MIN_WIDTH + 270 });
  });
});
