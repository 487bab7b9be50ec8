import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import type { SessionStore, StoredSession } from './session-store';

type SessionRow = typeof sessions.$inferSelect;

const stored = (row: SessionRow): StoredSession => ({
  tokenHash: row.tokenHash,
  userId: row.userId,
  kind: row.kind,
  expiresAt: row.expiresAt,
  lastSeenAt: row.lastSeenAt,
});

/** Sessions in the `sessions` table; expired rows are purged by the account repository's hourly purge. */
export function createDbSessionStore(db: Db): SessionStore {
  // Every signed-in call starts here: prepared once, so neither the server nor the database builds
  // and plans it again on each request.
  const findQuery = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_find');
  return {
    async insert(session) {
      await db.insert(sessions).values({
        tokenHash: session.tokenHash,
        userId: session.userId,
        kind: session.kind,
        expiresAt: session.expiresAt,
        lastSeenAt: session.lastSeenAt,
        createdAt: session.lastSeenAt,
      });
    },

    async find(tokenHash) {
      const [row] = await findQuery.execute({ tokenHash });
      return row ? { session: stored(row.session), user: row.user } : null;
    },

    async extend(tokenHash, now, expiresAt) {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}
