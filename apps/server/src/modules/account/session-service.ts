import { SESSION_TTL_DAYS } from '@gongzhi/domain/account/login-rules';
import type { Actor } from '../../common/actor';
import { addSeconds, type Clock } from '../../common/clock';
import { newOpaqueToken, sha256 } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';
import type { SessionCache } from './session-cache';
import type { SessionStore } from './stores/session-store';

const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 86_400;
/** Sliding expiry is written at most this often, so busy pages do not write on every call. */
const SESSION_REFRESH_SECONDS = 5 * 60;

export function createSessionService(deps: { store: SessionStore; clock: Clock; cache?: SessionCache }) {
  const { store, clock, cache } = deps;

  async function forget(tokenHash: string): Promise<void> {
    await store.delete(tokenHash);
    await cache?.drop(tokenHash);
  }

  /** Slides the expiry, written at most every SESSION_REFRESH_SECONDS. */
  async function slide(tokenHash: string, lastSeenAt: Date, now: Date): Promise<Date | null> {
    if (now.getTime() - lastSeenAt.getTime() < SESSION_REFRESH_SECONDS * 1000) return null;
    const expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
    await store.extend(tokenHash, now, expiresAt);
    return expiresAt;
  }

  return {
    /**
     * Issues a fresh token (never reuses one: rotation at login) and drops the session the caller
     * came with, if any, so a fixed token cannot outlive a login.
     */
    async issue(userId: number, kind: SessionKind, previousToken?: string | null): Promise<string> {
      if (previousToken) await forget(sha256(previousToken));
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
      const tokenHash = sha256(token);
      const now = clock.now();
      const cached = cache?.get(tokenHash);
      if (cached && cached.expiresAt > now) {
        const expiresAt = await slide(tokenHash, cached.lastSeenAt, now);
        if (expiresAt) cache?.set(tokenHash, { ...cached, lastSeenAt: now, expiresAt });
        return cached.actor;
      }
      const found = await store.find(tokenHash);
      if (!found) return null;
      const { session, user } = found;
      if (session.expiresAt <= now) {
        await forget(session.tokenHash);
        return null;
      }
      const slid = await slide(session.tokenHash, session.lastSeenAt, now);
      const actor: Actor = {
        userId: user.id,
        userCode: user.userCode,
        mobile: user.mobile,
        sessionId: session.tokenHash,
        sessionKind: session.kind,
      };
      cache?.set(tokenHash, {
        actor,
        lastSeenAt: slid ? now : session.lastSeenAt,
        expiresAt: slid ?? session.expiresAt,
      });
      return actor;
    },

    /**
     * Whether a session (by its id, the token's hash) is still open and the user's: what a download
     * grant issued under it needs at every fetch (download-grant.ts). Reads only: a grant's fetch is
     * no use of the session, so it slides nothing.
     */
    async isOpen(sessionId: string, userId: number): Promise<boolean> {
      const now = clock.now();
      const cached = cache?.get(sessionId);
      if (cached) return cached.actor.userId === userId && cached.expiresAt > now;
      const found = await store.find(sessionId);
      return found !== null && found.session.userId === userId && found.session.expiresAt > now;
    },

    async revoke(sessionId: string): Promise<void> {
      await forget(sessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
