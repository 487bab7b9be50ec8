import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';
import { zhCN } from './zh-cn';

/**
 * The texts of the UI and the language shown, without i18next (issue #25: the owner entry's first
 * paint carried 16 KB gzip of i18next for a lookup and `{{name}}` placeholders). Every area
 * registers its texts here; `t` reads them as i18next does for the features the texts use (nested
 * keys, `ns:key`, `{{value}}`, `defaultValue`, Chinese as the fallback). The workbench's i18next
 * (locales/i18n) reads the same resource object and follows the language chosen here, so both
 * entries show the same words. Owner pages read texts through `useTranslation` of
 * locales/use-translation.
 */

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const FALLBACK: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen earlier in this browser, Chinese otherwise. */
export function storedLanguage(): Language {
  const stored = getItem<string>(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'zh-CN';
}

type Tree = { [key: string]: unknown };
/** language → namespace → texts; i18next's store is this very object (locales/i18n). */
export type Resources = Record<string, Record<string, Tree>>;

export type TOptions = {
  ns?: string;
  lng?: string | null;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};
export type TFn = (key: string, options?: TOptions) => string;

const resources: Resources = { 'zh-CN': { translation: zhCN as unknown as Tree } };
const listeners = new Set<(language: string) => unknown>();
/** The common English texts come with the first switch to English (issue #25). */
const loaders: Record<string, () => Promise<Tree>> = {
  'en-US': () => import('./en-us').then((module) => module.enUS as unknown as Tree),
};
const loaded = new Map<string, Promise<void>>();

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
    ) {
      deepMerge(current as Tree, value as Tree);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function lookup(language: string, namespace: string, key: string): unknown {
  let node: unknown = resources[language]?.[namespace];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** i18next's interpolation with escapeValue off: a missing value keeps its `{{name}}`. */
function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{-?([^{}]+)\}\}/g, (whole, name: string) => {
    const key = name.trim();
    if (!(key in options)) return whole;
    const value = options[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(
  key: string,
  options: TOptions = {},
  fixed?: { lng?: string | null; ns?: string },
): string {
  let namespace = options.ns ?? fixed?.ns ?? 'translation';
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    namespace = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  const language = options.lng ?? fixed?.lng ?? i18n.language;
  for (const candidate of language === FALLBACK ? [language] : [language, FALLBACK]) {
    const value = lookup(candidate, namespace, path);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && options.returnObjects) return value as string;
  }
  return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
}

/** Loads a language's common texts once (Chinese is built in). */
function loadLanguage(language: string): Promise<void> {
  const load = loaders[language];
  if (!load || resources[language]?.translation) return Promise.resolve();
  let pending = loaded.get(language);
  if (!pending) {
    pending = load().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    loaded.set(language, pending);
  }
  return pending;
}

/** The subset of i18next's instance the app uses, over the shared resources. */
export const i18n = {
  language: FALLBACK as string,
  resources,
  t: ((key: string, options?: TOptions) => translate(key, options)) as TFn,
  getFixedT(lng: string | null, ns?: string): TFn {
    return (key, options) => translate(key, options, { lng, ns });
  },
  hasResourceBundle(language: string, namespace: string): boolean {
    return resources[language]?.[namespace] !== undefined;
  },
  addResourceBundle(language: string, namespace: string, texts: object, deep = true, overwrite = true) {
    const byNamespace = resources[language] ?? {};
    resources[language] = byNamespace;
    const current = byNamespace[namespace];
    if (!current) byNamespace[namespace] = deepMerge({}, texts as Tree);
    else if (deep && overwrite) deepMerge(current, texts as Tree);
    else deepMerge(current, deepMerge(deepMerge({}, texts as Tree), current));
    return i18n;
  },
  /** Shows `language` once its texts are in; every follower (the workbench's i18next) too. */
  async changeLanguage(language: string): Promise<void> {
    await loadLanguage(language);
    await Promise.all(i18n.setLanguage(language));
  },
  /** Shows `language` now, its texts being in already (i18next loaded them through loadLanguage). */
  setLanguage(language: string): unknown[] {
    if (i18n.language === language) return [];
    i18n.language = language;
    return [...listeners].map((listener) => listener(language));
  },
  /** Loads a language's texts without showing it (i18next's backend for the workbench). */
  loadLanguage,
  /** Called after every language change (re-renders, i18next following). */
  onLanguageChanged(listener: (language: string) => unknown): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

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
