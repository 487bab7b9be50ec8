import type { OwnerPreferencesDto } from '@gongzhi/domain/account/owner-preferences';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onOwnerTokenChange, ownerRequest } from '../features/account/owner-session';
import { readOwnerToken } from '../lib/session';

/**
 * Elder mode (长辈模式, issue #26 item 4): larger type, high contrast and one issue per screen on the
 * owner pages. The whole entry reads it from this one context; the root element carries
 * `data-elder="on"` so the plain components' CSS (elder-mode.css, imported by owner-main) can switch sizes and colours in
 * one place. Pages only ask `useElderMode()`; where the choice is stored is this module's business:
 * on the owner's account (GET/PUT /v1/owner/preferences), so it follows the owner to another phone,
 * and in local storage as the first-paint cache (and for the login screen, before there is an account).
 */
export interface ElderMode {
  enabled: boolean;
  setEnabled: (on: boolean) => void;
}

const STORAGE_KEY = 'ownerElderMode';
const PREFERENCES_URL = '/v1/owner/preferences';
const ElderModeContext = createContext<ElderMode>({ enabled: false, setEnabled: () => undefined });

/** 'on' / 'off' once chosen on this device, null before. */
function readStored(): 'on' | 'off' | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

function store(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A private window without storage keeps the choice for this visit only.
  }
}

const readPreferences = () => ownerRequest<OwnerPreferencesDto>({ url: PREFERENCES_URL });
const savePreference = (on: boolean) =>
  ownerRequest<OwnerPreferencesDto>({ url: PREFERENCES_URL, method: 'PUT', data: { elderMode: on } }).catch(
    // The device keeps the choice; the account gets it with the next change or login.
    (error: unknown) => console.warn('elder mode not saved to the account', error),
  );

export function ElderModeProvider({ children }: { children: ReactNode }) {
  const [enabled, setState] = useState(() => readStored() === 'on');
  const [token, setToken] = useState(readOwnerToken);
  // Bumped by every choice, so an account read that started before it cannot undo it.
  const choices = useRef(0);
  // A choice made without a session (the login screen) goes to the account at login.
  const unsaved = useRef(false);

  useEffect(() => onOwnerTokenChange(setToken), []);

  useEffect(() => {
    if (!token) return;
    if (unsaved.current) {
      unsaved.current = false;
      void savePreference(readStored() === 'on');
      return;
    }
    const asked = choices.current;
    let current = true;
    readPreferences()
      .then(({ elderMode }) => {
        if (!current || asked !== choices.current) return;
        if (elderMode === null) {
          // Never chosen on the account: what this device chose becomes the account's choice.
          const local = readStored();
          if (local !== null) void savePreference(local === 'on');
          return;
        }
        setState(elderMode);
        store(elderMode);
      })
      .catch(() => {
        // Offline or the session ended: the device's choice stays.
      });
    return () => {
      current = false;
    };
  }, [token]);

  const setEnabled = useCallback((on: boolean) => {
    choices.current += 1;
    setState(on);
    store(on);
    if (readOwnerToken()) void savePreference(on);
    else unsaved.current = true;
  }, []);

  useEffect(() => {
    document.documentElement.dataset.elder = enabled ? 'on' : 'off';
  }, [enabled]);
  const value = useMemo(() => ({ enabled, setEnabled }), [enabled, setEnabled]);
  return <ElderModeContext.Provider value={value}>{children}</ElderModeContext.Provider>;
}

export function useElderMode(): ElderMode {
  return useContext(ElderModeContext);
}
