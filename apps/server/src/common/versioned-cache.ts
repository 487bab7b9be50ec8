/**
 * Values per key (a community) kept while the key's version stands, the least recently used going
 * beyond `max`. Every roster write bumps its community's roster version (migration 0018), so a value
 * built from the roster is rebuilt exactly when the roster changed, on every instance alike. The
 * version is read before the value is built: a write landing in between leaves a value newer than
 * its version, which the next read replaces, never an older one.
 */
export function createVersionedCache<K, V>(deps: {
  version: (key: K) => Promise<number>;
  build: (key: K) => Promise<V>;
  max: number;
}) {
  const kept = new Map<K, { version: number; value: V }>();
  return async function keptValue(key: K): Promise<V> {
    const version = await deps.version(key);
    const entry = kept.get(key);
    kept.delete(key);
    if (entry && entry.version === version) {
      kept.set(key, entry);
      return entry.value;
    }
    const value = await deps.build(key);
    kept.set(key, { version, value });
    if (kept.size > deps.max) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return value;
  };
}
