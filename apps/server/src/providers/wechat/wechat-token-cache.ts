/** A cached credential and when it stops being usable (epoch ms). */
type Cached = { value: string; expiresAt: number };

/** Refresh this long before WeChat's stated expiry, so a value never dies in flight. */
export const EARLY_REFRESH_MS = 5 * 60_000;

/**
 * Caches one expiring credential (access_token, jsapi_ticket) and lets concurrent callers share a
 * single fetch: WeChat caps how often tokens may be fetched per day, so every call must not fetch.
 */
export function createTokenCache(
  fetchFresh: (force: boolean) => Promise<{ value: string; expiresInSeconds: number }>,
  now: () => number,
) {
  let cached: Cached | null = null;
  let inFlight: Promise<string> | null = null;

  function load(force: boolean): Promise<string> {
    if (inFlight) return inFlight;
    inFlight = fetchFresh(force)
      .then(({ value, expiresInSeconds }) => {
        cached = { value, expiresAt: now() + expiresInSeconds * 1000 - EARLY_REFRESH_MS };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    /** The cached value while fresh, else a new one. */
    get(): Promise<string> {
      if (cached && cached.expiresAt > now()) return Promise.resolve(cached.value);
      return load(false);
    },
    /** Drops a value WeChat refused (expired early, revoked) and fetches a new one. */
    refresh(): Promise<string> {
      cached = null;
      return load(true);
    },
  };
}
