import type { Language } from '../../../locales/i18n';

/** The languages of every H5 page, Chinese first (the default). */
export const H5_LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];

/** What the H5 script does on a page (`<body data-h5>`). */
export type H5Kind = 'doc' | 'kb' | 'kb-index' | 'sop-list' | 'sop-detail' | 'chat' | 'upload';

/** The words the H5 script draws loaded content with (`data-texts` of each language's rendering). */
export type H5Texts = {
  loading: string;
  loadFailed: string;
  /** With `{{count}}`. */
  steps: string;
  basis: string;
  materials: string;
  tips: string;
  back: string;
  sopNotFound: string;
  searchResults: string;
  searchEmpty: string;
  sending: string;
  send: string;
  failed: string;
  sources: string;
  knowledgeBase: string;
  followUps: string;
  clear: string;
};

/** The `lang` attribute of a language's rendering. */
export function htmlLang(language: Language): string {
  return language === 'en-US' ? 'en' : 'zh-CN';
}
