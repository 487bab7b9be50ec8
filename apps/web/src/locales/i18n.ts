import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18n as core } from './i18n-core';

export {
  type AreaLocale,
  changeLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  languageReady,
  registerAreaLocale,
  storedLanguage,
} from './i18n-core';

/**
 * The workbench's i18next (react-i18next's `useTranslation` in the antd pages) over the texts of
 * locales/i18n-core: it holds the very resource object the areas register into, and follows the
 * language shown there (and the other way round, for code that switches i18next itself), so the
 * owner entry can run on the core alone (issue #25) while both show the same words.
 */
export const i18n = i18next.createInstance();

/** A language's common texts (English on the first switch) come from the core's loader. */
const coreTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    core.loadLanguage(language).then(
      () => callback(null, core.resources[language]?.[namespace] ?? {}),
      (error: Error) => callback(error, false),
    );
  },
};

void i18n
  .use(coreTexts)
  .use(initReactI18next)
  .init({
    resources: core.resources,
    partialBundledLanguages: true,
    lng: core.language,
    fallbackLng: 'zh-CN',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

i18n.on('languageChanged', (language) => core.setLanguage(language));
core.onLanguageChanged((language) =>
  i18n.language === language ? undefined : i18n.changeLanguage(language),
);
