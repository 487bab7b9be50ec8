import type { SessionKind } from '../db/schema';

/** The caller behind a valid session token. */
export type Actor = {
  userId: number;
  userCode: string;
  mobile: string;
  /** The session's key in its store (the token's hash), used to log it out. */
  sessionId: string;
  sessionKind: SessionKind;
};
