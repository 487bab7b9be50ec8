import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_CONTENT_ZH, type SiteContent } from './site-content';
import { SITE_CONTENT_EN } from './site-content-en';

/**
 * Which edition of the site a page belongs to. The prerender writes the Chinese pages at `/…` and
 * the English ones at `/en/…` and says so here; in the SPA (no provider) links stay unprefixed and
 * the content follows the app's language switch.
 */
export type SiteEdition = {
  /** Put before every site-internal link: '' for Chinese, '/en' for English. */
  prefix: '' | '/en';
  /** The same page in the other language (the header switch), null where there is none (SPA). */
  alternateHref: string | null;
};

export const SiteEditionContext = createContext<SiteEdition>({ prefix: '', alternateHref: null });

/** The content of the current language and a helper for site-internal links. */
export function useSiteEdition(): {
  content: SiteContent;
  english: boolean;
  href: (path: string) => string;
  alternateHref: string | null;
} {
  const { i18n } = useTranslation('site');
  const edition = useContext(SiteEditionContext);
  const english = i18n.language === 'en-US';
  return {
    content: english ? SITE_CONTENT_EN : SITE_CONTENT_ZH,
    english,
    href: (path) => (edition.prefix && path === '/' ? edition.prefix : `${edition.prefix}${path}`),
    alternateHref: edition.alternateHref,
  };
}
