/** Prepares a statement on its first use, so a repository made for one transaction prepares nothing it does not run. */
export function lazily<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => {
    prepared ??= prepare();
    return prepared;
  };
}

/** `lazily` per key: the value of each key is made on its first use and kept. */
export function lazilyBy<K, T>(prepare: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = prepare(key);
      made.set(key, value);
    }
    return value;
  };
}
