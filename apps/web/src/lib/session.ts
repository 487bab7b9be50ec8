import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import { getItem, removeItem, STORAGE_KEYS, setItem } from './storage';

/** The workbench session: the token and the login type it was issued for, kept together. */
export type WorkbenchSession = { token: string; adminOwnerType: AdminOwnerType };

export function readSession(): WorkbenchSession | null {
  const token = getItem<string>(STORAGE_KEYS.token);
  if (!token) return null;
  const type = getItem<string>(STORAGE_KEYS.adminOwnerType);
  return { token, adminOwnerType: type === 'GOV' ? 'GOV' : 'COMMUNITY' };
}

export function saveSession(session: WorkbenchSession): void {
  setItem(STORAGE_KEYS.token, session.token);
  setItem(STORAGE_KEYS.adminOwnerType, session.adminOwnerType);
}

/** Forgets the workbench session and the user info cached with it. */
export function clearSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.adminOwnerType);
  removeItem(STORAGE_KEYS.userInfo);
}

/** The owner H5 keeps its own token, so one browser can hold both an owner and a staff session. */
export function readOwnerToken(): string | null {
  return getItem<string>(STORAGE_KEYS.ownerToken);
}

export function saveOwnerToken(token: string): void {
  setItem(STORAGE_KEYS.ownerToken, token);
}

export function clearOwnerToken(): void {
  removeItem(STORAGE_KEYS.ownerToken);
}
