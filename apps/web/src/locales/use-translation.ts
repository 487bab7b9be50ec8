import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type TFn } from './i18n-core';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentLanguage = () => i18n.language;

/**
 * react-i18next's `useTranslation` over locales/i18n-core, for the owner entry and the components
 * it shares with the workbench: `t` bound to a namespace, and a re-render when the language changes
 * (`t` is then a new function, so effects that depend on it run again).
 */
export function useTranslation(namespace?: string): { t: TFn; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
  return { t, i18n };
}
