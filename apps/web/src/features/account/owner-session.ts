import { useCallback, useEffect, useState } from 'react';
import { isRequestFailure, type RequestOptions, request } from '../../lib/request';
import { clearOwnerToken, readOwnerToken, saveOwnerToken } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';

/**
 * The owner-H5 session (DESIGN §1, §6): an SMS login with `isWxAPP: true` gives a token kept apart
 * from the workbench one (`ownerToken`), so a phone can hold both. Owner pages call the API through
 * `ownerRequest`, which sends that token and never touches the workbench session.
 */

const SESSION_ENDED = 'gongzhi:owner-session-ended';
const SESSION_STARTED = 'gongzhi:owner-session-started';

/**
 * Follows the owner token outside the frame (the elder-mode provider above the router reads the
 * owner's saved preference after login): called with the new token, or null once the session ends.
 */
export function onOwnerTokenChange(listener: (token: string | null) => void): () => void {
  const started = () => listener(readOwnerToken());
  const ended = () => listener(null);
  window.addEventListener(SESSION_STARTED, started);
  window.addEventListener(SESSION_ENDED, ended);
  return () => {
    window.removeEventListener(SESSION_STARTED, started);
    window.removeEventListener(SESSION_ENDED, ended);
  };
}

/** Every owner-H5 query key starts with this, so ending the session can drop them all. */
export const OWNER_QUERY_KEY = ['owner'] as const;

function endOwnerSession(): void {
  clearOwnerToken();
  window.dispatchEvent(new Event(SESSION_ENDED));
}

/**
 * A call with the owner token. Interception is off (a 401 here must not clear the workbench session
 * or send the phone to the workbench login); a 401 ends the owner session instead, which takes the
 * owner pages back to their login.
 */
export async function ownerRequest<T>(options: Omit<RequestOptions, 'tokenKey' | 'intercept'>): Promise<T> {
  try {
    return await request<T>({ ...options, tokenKey: STORAGE_KEYS.ownerToken, intercept: false });
  } catch (error) {
    if (isRequestFailure(error) && error.code === 401) endOwnerSession();
    throw error;
  }
}

export type OwnerSession = {
  token: string | null;
  /** Keeps the token of a fresh owner login. */
  signIn: (token: string) => void;
  /** Forgets the owner token (after logout or when the server no longer accepts it). */
  signOut: () => void;
};

/** The owner token as React state, following logins, logouts and sessions the server ended. */
export function useOwnerSession(): OwnerSession {
  const [token, setToken] = useState(readOwnerToken);

  useEffect(() => {
    const ended = () => setToken(null);
    window.addEventListener(SESSION_ENDED, ended);
    return () => window.removeEventListener(SESSION_ENDED, ended);
  }, []);

  const signIn = useCallback((next: string) => {
    saveOwnerToken(next);
    setToken(next);
    window.dispatchEvent(new Event(SESSION_STARTED));
  }, []);
  const signOut = useCallback(() => endOwnerSession(), []);
  return { token, signIn, signOut };
}
