import { afterEach, describe, expect, it } from 'vitest';
import { getItem, removeItem, setItem } from './storage';

describe('storage', () => {
  afterEach(() => window.localStorage.clear());

  it('round-trips JSON values', () => {
    setItem('k', { a: 1, b: ['x'] });
    expect(getItem('k')).toEqual({ a: 1, b: ['x'] });
  });

  it('keeps a value until its expiry and drops it afterwards', () => {
    setItem('k', 'v', 1000, 10_000);
    expect(getItem('k', 10_999)).toBe('v');
    expect(getItem('k', 11_000)).toBeNull();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('never expires without a ttl', () => {
    setItem('k', 'v');
    expect(getItem('k', Date.now() + 10 * 365 * 86_400_000)).toBe('v');
  });

  it('reads plain strings written by other code', () => {
    window.localStorage.setItem('raw', 'abc');
    expect(getItem('raw')).toBe('abc');
  });

  it('answers null for absent keys and after removal', () => {
    expect(getItem('missing')).toBeNull();
    setItem('k', 1);
    removeItem('k');
    expect(getItem('k')).toBeNull();
  });
});
