import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';
import { zhCN } from './zh-cn';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen earlier in this browser, Chinese otherwise. */
export function storedLanguage(): Language {
  const stored = getItem<string>(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'zh-CN';
}

export const i18n = i18next.createInstance();

/**
 * The common English texts are fetched only when the UI switches to English (issue #25: the owner
 * H5 downloads the language it shows). i18next asks this backend for a language's namespace it does
 * not hold yet and finishes `changeLanguage` once it is there; the areas' texts come with their
 * chunks (registerAreaLocale), so only `translation` is ever read here.
 */
const lazyEnglish: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (language !== 'en-US' || namespace !== 'translation') return callback(null, {});
    import('./en-us').then(
      (module) => callback(null, module.enUS),
      (error: Error) => callback(error, false),
    );
  },
};

void i18n
  .use(lazyEnglish)
  .use(initReactI18next)
  .init({
    resources: { 'zh-CN': { translation: zhCN } },
    partialBundledLanguages: true,
    // Chinese first; a stored English choice is applied by `languageReady` once its texts are in.
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/** Settles once the language chosen earlier in this browser is shown (at once for Chinese). */
export const languageReady: Promise<unknown> =
  storedLanguage() === 'zh-CN' ? Promise.resolve() : i18n.changeLanguage(storedLanguage());

/** Switches the whole UI and remembers the choice in local storage. */
export async function changeLanguage(language: Language): Promise<void> {
  setItem(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** An area's texts: the Chinese source and its English translation with the same keys. */
export type AreaLocale<T> = { zhCN: T; enUS: T };

/**
 * Registers a business area's texts under its own namespace (the area's folder name), so each
 * `features/<area>/locale.ts` owns its words and lazy chunks bring their texts with them. Pages read
 * them with `useTranslation('<area>')`.
 */
export function registerAreaLocale<T extends object>(namespace: string, locale: AreaLocale<T>): void {
  i18n.addResourceBundle('zh-CN', namespace, locale.zhCN, true, true);
  i18n.addResourceBundle('en-US', namespace, locale.enUS, true, true);
}
