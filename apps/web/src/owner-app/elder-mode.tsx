import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * Elder mode (长辈模式, issue #26 item 4): larger type, high contrast and one issue per screen on the
 * owner pages. The whole entry reads it from this one context; the root element carries
 * `data-elder="on"` so the plain components' CSS can switch their sizes and colours in one place.
 * Pages only ask `useElderMode()`; where the choice is stored is this module's business.
 */
export interface ElderMode {
  enabled: boolean;
  setEnabled: (on: boolean) => void;
}

const STORAGE_KEY = 'ownerElderMode';
const ElderModeContext = createContext<ElderMode>({ enabled: false, setEnabled: () => undefined });

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function ElderModeProvider({ children }: { children: ReactNode }) {
  const [enabled, setState] = useState(readStored);
  const setEnabled = useCallback((on: boolean) => {
    setState(on);
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // A private window without storage keeps the choice for this visit only.
    }
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
