/**
 * Local storage with an optional expiry (SPEC §9: stored local values may carry an expiry).
 * Values are kept as JSON `{ value, expiresAt }`; an expired entry reads as absent and is removed.
 * Plain strings written by other code (no envelope) are returned as they are.
 */
type StoredEntry<T> = { value: T; expiresAt: number | null };

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isEntry(parsed: unknown): parsed is StoredEntry<unknown> {
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed && 'expiresAt' in parsed;
}

/** Stores `value`; with `ttlMs` the value expires that many milliseconds from now. */
export function setItem<T>(key: string, value: T, ttlMs?: number, now: number = Date.now()): void {
  const entry: StoredEntry<T> = { value, expiresAt: ttlMs === undefined ? null : now + ttlMs };
  try {
    backend()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private mode): the value simply is not remembered.
  }
}

/** Reads a value written by `setItem`; `null` when absent, expired or unreadable. */
export function getItem<T>(key: string, now: number = Date.now()): T | null {
  const raw = backend()?.getItem(key) ?? null;
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw as T;
  }
  if (!isEntry(parsed)) return parsed as T;
  if (parsed.expiresAt !== null && parsed.expiresAt <= now) {
    removeItem(key);
    return null;
  }
  return parsed.value as T;
}

export function removeItem(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Keys the app keeps in local storage, in one place so logout can clear them. */
export const STORAGE_KEYS = {
  token: 'token',
  adminOwnerType: 'adminOwnerType',
  userInfo: 'userInfo',
  ownerToken: 'ownerToken',
  communityCode: 'communityCode',
  language: 'language',
} as const;
