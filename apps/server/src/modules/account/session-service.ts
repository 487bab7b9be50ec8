import { SESSION_TTL_DAYS } from '@gongzhi/domain/account/login-rules';
import type { Actor } from '../../common/actor';
import { addSeconds, type Clock } from '../../common/clock';
import { newOpaqueToken, sha256 } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';
import type { AccountRepository } from './repository';

const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 86_400;
/** Sliding expiry is written at most this often, so busy pages do not write on every call. */
const SESSION_REFRESH_SECONDS = 5 * 60;

export function createSessionService(deps: { repo: AccountRepository; clock: Clock }) {
  const { repo, clock } = deps;

  return {
    /**
     * Issues a fresh token (never reuses one: rotation at login) and drops the session the caller
     * came with, if any, so a fixed token cannot outlive a login.
     */
    async issue(userId: number, kind: SessionKind, previousToken?: string | null): Promise<string> {
      if (previousToken) await repo.deleteSessionByHash(sha256(previousToken));
      const token = newOpaqueToken();
      const now = clock.now();
      await repo.insertSession({
        tokenHash: sha256(token),
        userId,
        kind,
        now,
        expiresAt: addSeconds(now, SESSION_TTL_SECONDS),
      });
      return token;
    },

    /** The actor of a token, or null when the token is unknown or expired. */
    async resolve(token: string): Promise<Actor | null> {
      const found = await repo.findSession(sha256(token));
      if (!found) return null;
      const { session, user } = found;
      const now = clock.now();
      if (session.expiresAt <= now) {
        await repo.deleteSession(session.id);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_REFRESH_SECONDS * 1000) {
        await repo.extendSession(session.id, now, addSeconds(now, SESSION_TTL_SECONDS));
      }
      return {
        userId: user.id,
        userCode: user.userCode,
        mobile: user.mobile,
        sessionId: session.id,
        sessionKind: session.kind,
      };
    },

    async revoke(sessionId: number): Promise<void> {
      await repo.deleteSession(sessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
