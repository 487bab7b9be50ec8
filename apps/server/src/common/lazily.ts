/** Prepares a statement on its first use, so a repository made for one transaction prepares nothing it does not run. */
export function lazily<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => {
    prepared ??= prepare();
    return prepared;
  };
}
