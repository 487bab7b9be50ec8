import { useState } from 'react';

/**
 * Which of a form's errors to show, as antd's forms did: a field's error once it has been changed,
 * every field's on submit. The errors themselves come from the current values (`errorOf`), so an
 * error clears as soon as the value is right.
 */
export function useFieldErrors<K extends string>(errorOf: (key: K) => string | null) {
  const [shown, setShown] = useState<ReadonlySet<K>>(() => new Set());
  return {
    error: (key: K) => (shown.has(key) ? errorOf(key) : null),
    touch: (key: K) => setShown((prev) => (prev.has(key) ? prev : new Set(prev).add(key))),
    /** Shows every field's error; true when there is none. */
    check: (keys: readonly K[]) => {
      setShown(new Set(keys));
      return keys.every((key) => errorOf(key) === null);
    },
    reset: () => setShown(new Set()),
  };
}
