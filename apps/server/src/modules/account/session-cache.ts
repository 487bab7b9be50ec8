import type { Redis } from 'ioredis';
import type { Actor } from '../../common/actor';

/** What a lookup found, kept so the next calls of the same token skip the store. */
export type CachedSession = { actor: Actor; expiresAt: Date; lastSeenAt: Date };

export type SessionCache = {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, entry: CachedSession): void;
  /** Entries held (expired ones go when the next is cached). */
  size(): number;
  /** Forgets a session here and, with Redis, on every other instance. */
  drop(tokenHash: string): Promise<void>;
  close(): Promise<void>;
};

/** Enough for every active session of a large deployment; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 20_000;

/**
 * Every call with a token looked the session up in its store: one round trip to the database (two
 * with Redis) before any work, which was most of a small call's time (bench:gov-board,
 * bench:notice-read-list). Lookups are kept here for `ttlMs` of real time.
 *
 * A logout must still end the session everywhere at once: `drop` removes the entry here and, when
 * the instances share a Redis, publishes the token hash so every other instance drops it too. Several
 * instances without Redis are not a supported deployment (docs/deploy.md); there a logout would
 * reach the others within `ttlMs`.
 */
export function createSessionCache(options: {
  ttlMs: number;
  redis?: Redis | null;
  channel?: string;
  now?: () => number;
}): SessionCache {
  const { ttlMs } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, CachedSession & { cachedAt: number }>();
  const channel = options.channel ?? 'session-revoked';
  const subscriber = options.redis ? options.redis.duplicate() : null;
  const ready = subscriber
    ? subscriber.subscribe(channel).then(() => {
        subscriber.on('message', (_channel: string, tokenHash: string) => entries.delete(tokenHash));
      })
    : Promise.resolve();

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now() - entry.cachedAt >= ttlMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },

    set(tokenHash, entry) {
      if (ttlMs <= 0) return;
      entries.delete(tokenHash);
      // Entries sit in the order they were cached, so the expired ones are at the front: drop them
      // here, or a token looked up once (each owner casting one ballot) stays until MAX_ENTRIES.
      const at = now();
      for (const [key, cached] of entries) {
        if (at - cached.cachedAt < ttlMs) break;
        entries.delete(key);
      }
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { ...entry, cachedAt: at });
    },

    size: () => entries.size,

    async drop(tokenHash) {
      entries.delete(tokenHash);
      if (options.redis) {
        await ready;
        await options.redis.publish(channel, tokenHash);
      }
    },

    async close() {
      entries.clear();
      if (subscriber) {
        await ready.catch(() => undefined);
        subscriber.disconnect();
      }
    },
  };
}
