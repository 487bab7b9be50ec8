import { type AreaLocale, registerAreaLocale } from '../../locales/i18n';

const zhCN = {
  choose: '选择xlsx文件',
  template: '下载导入模板',
  checking: '正在校验文件…',
  applying: '正在导入…',
  checkedOk: '校验通过：共{{count}}行数据，确认后将一次性全部导入',
  apply: '确认导入',
  reselect: '重新选择',
  applied: '导入成功',
  appliedSummary: '文件“{{name}}”共导入{{count}}行数据',
  moreErrors: '……共{{count}}处错误，仅列出前{{shown}}处',
  hint: '仅支持xlsx格式，单个文件不超过{{size}}；全部数据校验通过后才会导入',
};

const enUS: typeof zhCN = {
  choose: 'Choose an .xlsx file',
  template: 'Download the template',
  checking: 'Checking the file…',
  applying: 'Importing…',
  checkedOk: 'Check passed: {{count}} rows, all imported at once after you confirm',
  apply: 'Import',
  reselect: 'Choose another file',
  applied: 'Imported',
  appliedSummary: '{{count}} rows imported from “{{name}}”',
  moreErrors: '…{{count}} errors in all, the first {{shown}} are listed',
  hint: 'Only .xlsx, up to {{size}}; nothing is imported unless every row passes',
};

export const importLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('import', importLocale);
