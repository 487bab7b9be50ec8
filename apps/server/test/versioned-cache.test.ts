import { describe, expect, it } from 'vitest';
import { createVersionedCache } from '../src/common/versioned-cache';

// common/versioned-cache.ts: a value per community rebuilt exactly when the community's roster
// version moves (the building statistics of the roster list, the proposals' voter rolls).

function setup(max = 2) {
  const versions = new Map<number, number>();
  const builds: number[] = [];
  const cache = createVersionedCache({
    version: async (key: number) => versions.get(key) ?? 0,
    build: async (key: number) => {
      builds.push(key);
      return `${key}@${versions.get(key) ?? 0}`;
    },
    max,
  });
  return { versions, builds, cache };
}

describe('versioned cache', () => {
  it('builds once while the version stands and again when it moves', async () => {
    const { versions, builds, cache } = setup();
    expect(await cache(1)).toBe('1@0');
    expect(await cache(1)).toBe('1@0');
    expect(builds).toEqual([1]);
    versions.set(1, 5);
    expect(await cache(1)).toBe('1@5');
    expect(builds).toEqual([1, 1]);
  });

  it('keeps at most `max` keys, dropping the least recently used', async () => {
    const { builds, cache } = setup(2);
    await cache(1);
    await cache(2);
    await cache(1);
    await cache(3);
    expect(builds).toEqual([1, 2, 3]);
    await cache(1);
    expect(builds).toEqual([1, 2, 3]);
    await cache(2);
    expect(builds).toEqual([1, 2, 3, 2]);
  });
});
