import { registerAreaLocale } from '../../locales/i18n-core';

/** Texts of the rich-text editor (namespace `richText`). */
export const richTextZhCN = {
  label: '正文',
  toolbar: '格式工具栏',
  tools: {
    h3: '小标题',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    bulletList: '项目符号列表',
    orderedList: '编号列表',
    undo: '撤销',
    redo: '重做',
  },
};

export const richTextEnUS: typeof richTextZhCN = {
  label: 'Text',
  toolbar: 'Formatting',
  tools: {
    h3: 'Heading',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    undo: 'Undo',
    redo: 'Redo',
  },
};

registerAreaLocale('richText', { zhCN: richTextZhCN, enUS: richTextEnUS });
