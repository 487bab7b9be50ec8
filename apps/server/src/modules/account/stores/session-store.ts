import type { SessionKind } from '../../../db/schema';
import type { UserRow } from '../repository';

/** A login session as the session service sees it, whichever store keeps it. */
export type StoredSession = {
  /** sha256 of the token: the token itself is never stored. */
  tokenHash: string;
  userId: number;
  kind: SessionKind;
  expiresAt: Date;
  lastSeenAt: Date;
};

/**
 * Where sessions live: the `sessions` table (one instance, the default) or Redis (REDIS_URL, shared
 * by every instance). The session service does not know which.
 */
export type SessionStore = {
  insert(session: StoredSession): Promise<void>;
  /** The session of a token hash with its user, or null when unknown (expiry is the service's call). */
  find(tokenHash: string): Promise<{ session: StoredSession; user: UserRow } | null>;
  /** Slides the expiry; `now` becomes the last-seen time. */
  extend(tokenHash: string, now: Date, expiresAt: Date): Promise<void>;
  delete(tokenHash: string): Promise<void>;
};
