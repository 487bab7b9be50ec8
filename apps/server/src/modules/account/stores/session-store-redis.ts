import type { Redis } from 'ioredis';
import type { SessionKind } from '../../../db/schema';
import type { UserRow } from '../repository';
import type { SessionStore } from './session-store';

const SESSION_KINDS: readonly string[] = ['WEB_COMMUNITY', 'WEB_GOV', 'OWNER'] satisfies SessionKind[];

/** Writes only while the session still exists, so a slide racing a logout cannot bring it back. */
const EXTEND_IF_PRESENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1], 'expiresAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const keyOf = (tokenHash: string) => `session:${tokenHash}`;
/** Redis drops the key at expiry; at least a second so a session about to lapse is still written. */
const ttlMs = (expiresAt: Date, now: Date) => Math.max(expiresAt.getTime() - now.getTime(), 1_000);

/**
 * Sessions as Redis hashes `session:<tokenHash>` that expire with the session, shared by every
 * instance on the same Redis. The user is read from the database on each lookup, as the table join does.
 */
export function createRedisSessionStore(
  redis: Redis,
  findUserById: (id: number) => Promise<UserRow | null>,
): SessionStore {
  return {
    async insert(session) {
      const key = keyOf(session.tokenHash);
      await redis
        .multi()
        .hset(key, {
          userId: session.userId,
          kind: session.kind,
          expiresAt: session.expiresAt.getTime(),
          lastSeenAt: session.lastSeenAt.getTime(),
        })
        .pexpire(key, ttlMs(session.expiresAt, session.lastSeenAt))
        .exec();
    },

    async find(tokenHash) {
      const fields = await redis.hgetall(keyOf(tokenHash));
      const userId = Number(fields.userId);
      const expiresAt = Number(fields.expiresAt);
      const lastSeenAt = Number(fields.lastSeenAt);
      const kind = fields.kind;
      if (!Number.isInteger(userId) || !kind || !SESSION_KINDS.includes(kind)) return null;
      if (!Number.isFinite(expiresAt) || !Number.isFinite(lastSeenAt)) return null;
      const user = await findUserById(userId);
      if (!user) return null;
      return {
        session: {
          tokenHash,
          userId,
          kind: kind as SessionKind,
          expiresAt: new Date(expiresAt),
          lastSeenAt: new Date(lastSeenAt),
        },
        user,
      };
    },

    async extend(tokenHash, now, expiresAt) {
      await redis.eval(
        EXTEND_IF_PRESENT,
        1,
        keyOf(tokenHash),
        now.getTime(),
        expiresAt.getTime(),
        ttlMs(expiresAt, now),
      );
    },

    async delete(tokenHash) {
      await redis.del(keyOf(tokenHash));
    },
  };
}
