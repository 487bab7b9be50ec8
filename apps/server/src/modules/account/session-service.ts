import { SESSION_TTL_DAYS } from '@gongzhi/domain/account/login-rules';
import type { Actor } from '../../common/actor';
import { addSeconds, type Clock } from '../../common/clock';
import { newOpaqueToken, sha256 } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';
import type { SessionStore } from './stores/session-store';

const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 86_400;
/** Sliding expiry is written at most this often, so busy pages do not write on every call. */
const SESSION_REFRESH_SECONDS = 5 * 60;

export function createSessionService(deps: { store: SessionStore; clock: Clock }) {
  const { store, clock } = deps;

  return {
    /**
     * Issues a fresh token (never reuses one: rotation at login) and drops the session the caller
     * came with, if any, so a fixed token cannot outlive a login.
     */
    async issue(userId: number, kind: SessionKind, previousToken?: string | null): Promise<string> {
      if (previousToken) await store.delete(sha256(previousToken));
      const token = newOpaqueToken();
      const now = clock.now();
      await store.insert({
        tokenHash: sha256(token),
        userId,
        kind,
        lastSeenAt: now,
        expiresAt: addSeconds(now, SESSION_TTL_SECONDS),
      });
      return token;
    },

    /** The actor of a token, or null when the token is unknown or expired. */
    async resolve(token: string): Promise<Actor | null> {
      const found = await store.find(sha256(token));
      if (!found) return null;
      const { session, user } = found;
      const now = clock.now();
      if (session.expiresAt <= now) {
        await store.delete(session.tokenHash);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_REFRESH_SECONDS * 1000) {
        await store.extend(session.tokenHash, now, addSeconds(now, SESSION_TTL_SECONDS));
      }
      return {
        userId: user.id,
        userCode: user.userCode,
        mobile: user.mobile,
        sessionId: session.tokenHash,
        sessionKind: session.kind,
      };
    },

    async revoke(sessionId: string): Promise<void> {
      await store.delete(sessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
