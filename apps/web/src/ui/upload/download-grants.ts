import { getItem, STORAGE_KEYS } from '../../lib/storage';

/**
 * Download grants (server: modules/file/download-grant.ts). An `<img>` cannot send the `token`
 * header, and a session token in a URL lands in proxy logs, browser history and Referer headers,
 * so private files load through a grant: valid five minutes, for one file and one user, and good
 * for nothing else. The files a page shows are granted in one call (collected over a tick), kept
 * until shortly before they expire, and the components that use them re-render when they arrive.
 */
const GRANT_URL = '/v1/api/cos/downloadGrant';
const GRANTED_DOWNLOAD_URL = '/v1/api/cos/grantedDownload';
/** Asked again this long before a grant expires, so a preview opened later still loads. */
const RENEW_BEFORE_MS = 60_000;
/** How long a refusal is remembered before the page asks again. */
const REFUSED_FOR_MS = 60_000;
const BATCH = 100;

type Entry = { grant: string | null; renewAt: number };

const entries = new Map<string, Entry>();
const waiting = new Map<string, Set<string>>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
let flushQueued = false;
let renewTimer: ReturnType<typeof setTimeout> | null = null;

// Keyed by the session itself, so another login in the same tab never reuses the last one's grants.
const keyOf = (token: string, attachmentId: string) => `${token}\u0000${attachmentId}`;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function scheduleRenewal() {
  const next = Math.min(...[...entries.values()].map((entry) => entry.renewAt));
  if (!Number.isFinite(next)) return;
  if (renewTimer) clearTimeout(renewTimer);
  renewTimer = setTimeout(changed, Math.max(1000, next - Date.now()));
}

async function fetchGrants(token: string, ids: string[]) {
  const now = Date.now();
  let granted: { attachmentId: string; grant: string; expiresAt: string }[] = [];
  try {
    const response = await fetch(GRANT_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token },
      body: JSON.stringify({ attachmentIds: ids }),
    });
    const body = (await response.json()) as { code?: number; data?: typeof granted } | null;
    granted = body?.code === 200 && Array.isArray(body.data) ? body.data : [];
  } catch {
    granted = [];
  }
  for (const id of ids) entries.set(keyOf(token, id), { grant: null, renewAt: now + REFUSED_FOR_MS });
  for (const item of granted) {
    const renewAt = Date.parse(item.expiresAt) - RENEW_BEFORE_MS;
    entries.set(keyOf(token, item.attachmentId), { grant: item.grant, renewAt });
  }
  for (const id of ids) inFlight.delete(keyOf(token, id));
  scheduleRenewal();
  changed();
}

function flush() {
  flushQueued = false;
  for (const [token, ids] of waiting) {
    const list = [...ids];
    for (let start = 0; start < list.length; start += BATCH)
      void fetchGrants(token, list.slice(start, start + BATCH));
  }
  waiting.clear();
}

function request(token: string, attachmentId: string) {
  const key = keyOf(token, attachmentId);
  if (inFlight.has(key)) return;
  inFlight.add(key);
  const ids = waiting.get(token) ?? new Set<string>();
  ids.add(attachmentId);
  waiting.set(token, ids);
  if (flushQueued) return;
  flushQueued = true;
  setTimeout(flush, 0);
}

/**
 * The grant for a file, or null until it has come (it is asked for in the next batch) or when the
 * session may not read the file.
 */
export function grantFor(attachmentId: string, tokenKey: string = STORAGE_KEYS.token): string | null {
  const token = getItem<unknown>(tokenKey);
  if (typeof token !== 'string' || !token) return null;
  const entry = entries.get(keyOf(token, attachmentId));
  if (!entry || entry.renewAt <= Date.now()) request(token, attachmentId);
  return entry?.grant ?? null;
}

/** The address of a granted download, with the file's id, grant and any resize options. */
export function grantedDownloadUrl(attachmentId: string, grant: string, query: string): string {
  const base = new URLSearchParams({ attachmentId, grant }).toString();
  return `${GRANTED_DOWNLOAD_URL}?${base}${query ? `&${query}` : ''}`;
}

/** For useDownloadGrants (use-download-grants.ts, kept apart so the H5 pages load no React). */
export function subscribeToGrants(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function grantsVersion(): number {
  return version;
}

/** Calls `listener` once, the next time grants arrive (for drawing outside React). */
export function onGrants(listener: () => void): void {
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
}

/** Forgets every grant (logout, tests). */
export function clearDownloadGrants() {
  entries.clear();
  waiting.clear();
  inFlight.clear();
  changed();
}
