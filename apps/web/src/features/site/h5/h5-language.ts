import { STORAGE_KEYS, setItem } from '../../../lib/storage';
import type { Language } from '../../../locales/i18n';
import { htmlLang } from './h5-shared';

/** Class on `<html>` that shows the English rendering (set by the head script before the first paint). */
export const ENGLISH_CLASS = 'h5-en';

export function currentLanguage(): Language {
  return document.documentElement.classList.contains(ENGLISH_CLASS) ? 'en-US' : 'zh-CN';
}

/** The rendering of the page in the language shown. */
export function activeCopy(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.h5-lang[data-lang="${currentLanguage()}"]`);
}

function titleOf(language: Language): string | null {
  const name = language === 'en-US' ? 'gz-title-en' : 'gz-title-zh';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** Shows a language and remembers it the way the SPA does (`changeLanguage`), so every surface follows. */
export function showLanguage(language: Language): void {
  setItem(STORAGE_KEYS.language, language);
  const root = document.documentElement;
  root.classList.toggle(ENGLISH_CLASS, language === 'en-US');
  root.lang = htmlLang(language);
  const title = titleOf(language);
  if (title) document.title = title;
}

/** Prefix of the ids in the English rendering (h5-prerender.tsx `EN_ID_PREFIX`). */
const EN_PREFIX = 'en-';

/** Scrolls to the section named in the address in the language shown (`#rights` or `#en-rights`). */
export function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const bare = id.startsWith(EN_PREFIX) ? id.slice(EN_PREFIX.length) : id;
  const target = currentLanguage() === 'en-US' ? `${EN_PREFIX}${bare}` : bare;
  document.getElementById(target)?.scrollIntoView?.();
}

/**
 * Pages with a language button keep both renderings and flip between them; the others drop the
 * rendering not shown, so only one copy of the page is in the document.
 */
export function setUpLanguage(toggle: boolean): void {
  if (!toggle) {
    const shown = currentLanguage();
    for (const copy of document.querySelectorAll<HTMLElement>('.h5-lang')) {
      if (copy.dataset.lang !== shown) copy.remove();
    }
    return;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('.legal-doc__lang')) {
    button.addEventListener('click', () => {
      showLanguage(currentLanguage() === 'en-US' ? 'zh-CN' : 'en-US');
    });
  }
  if (window.location.hash) scrollToHash();
}
