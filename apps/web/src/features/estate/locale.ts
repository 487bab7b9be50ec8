import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the community service page (namespace `estate`). */
export const estateZhCN = {
  allStates: '全部状态',
  columns: {
    type: '类型',
    content: '问题描述',
    photos: '图片',
    owner: '业主',
    state: '状态',
    assignee: '处理人',
    created: '提交时间',
    actions: '操作',
  },
  assign: '指派',
  close: '办结',
  assignTitle: '指派处理人',
  assignee: '处理人',
  assigneeRequired: '请选择处理人',
  closeTitle: '办结工单',
  reply: '处理结果',
  replyRequired: '请填写处理结果',
  saved: '已保存',
  replyShown: '处理结果：{{reply}}',
  empty: '暂无业主提交的工单',
};

export const estateEnUS: typeof estateZhCN = {
  allStates: 'All states',
  columns: {
    type: 'Type',
    content: 'Description',
    photos: 'Photos',
    owner: 'Owner',
    state: 'State',
    assignee: 'Handler',
    created: 'Filed',
    actions: 'Actions',
  },
  assign: 'Assign',
  close: 'Close',
  assignTitle: 'Assign a handler',
  assignee: 'Handler',
  assigneeRequired: 'Please choose a handler',
  closeTitle: 'Close the work order',
  reply: 'Result',
  replyRequired: 'Please describe the result',
  saved: 'Saved',
  replyShown: 'Result: {{reply}}',
  empty: 'No work orders from owners yet',
};

registerAreaLocale('estate', { zhCN: estateZhCN, enUS: estateEnUS });
