import { type AreaLocale, registerAreaLocale } from '../../../locales/i18n';

const zhCN = {
  toc: '目录',
  updated: '更新日期：{{date}}',
  effective: '生效日期：{{date}}',
  switchLanguage: 'English',
  switchLanguageLabel: 'Switch to English',
  prevails: '中英文版本如有不一致，以中文版本为准。',
  operator: '共治平台运营方',
  backToTop: '回到顶部',
};

const enUS: typeof zhCN = {
  toc: 'Contents',
  updated: 'Updated: {{date}}',
  effective: 'Effective: {{date}}',
  switchLanguage: '中文',
  switchLanguageLabel: '切换到中文',
  prevails:
    'This English translation is provided for reference only. If it differs from the Chinese version, the Chinese version prevails.',
  operator: 'the Gongzhi platform operator',
  backToTop: 'Back to top',
};

/** The frame texts of the legal pages (the documents themselves live in `docs/`). */
export const legalLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('site', { zhCN: { legal: zhCN }, enUS: { legal: enUS } });
