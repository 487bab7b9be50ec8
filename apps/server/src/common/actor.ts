import type { SessionKind } from '../db/schema';

/** The caller behind a valid session token. */
export type Actor = {
  userId: number;
  userCode: string;
  mobile: string;
  sessionId: number;
  sessionKind: SessionKind;
};
