import { describe, expect, it } from 'vitest';
import { boardRate } from './gov-board-api';

describe('board rates', () => {
  it('is part / whole, 0 for nothing, never above 1', () => {
    expect(boardRate(1, 4)).toBe(0.25);
    expect(boardRate(0, 0)).toBe(0);
    expect(boardRate(5, 4)).toBe(1);
  });
});
