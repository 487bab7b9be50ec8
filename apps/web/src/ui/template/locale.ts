import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the placeholder warning before publishing (namespace `templateText`). */
export const templateTextZhCN = {
  title: '内容中还有未填写的占位符',
  content: '以下占位符尚未替换：{{placeholders}}。发布后业主将看到这些文字，确定仍要发布吗？',
  publishAnyway: '仍要发布',
  backToEdit: '返回修改',
};

export const templateTextEnUS: typeof templateTextZhCN = {
  title: 'The text still has unfilled placeholders',
  content:
    'These placeholders are not replaced yet: {{placeholders}}. Owners will see them once published. Publish anyway?',
  publishAnyway: 'Publish anyway',
  backToEdit: 'Back to editing',
};

registerAreaLocale('templateText', { zhCN: templateTextZhCN, enUS: templateTextEnUS });
