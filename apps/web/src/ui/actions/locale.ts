import { type AreaLocale, registerAreaLocale } from '../../locales/i18n';

/** The buttons of the shared confirmations and form action bars (docs/ui-conventions.md). */
const zhCN = {
  ok: {
    publish: '发布',
    delete: '删除',
    withdraw: '撤回',
    end: '结束',
    cancel: '确定取消',
    approve: '通过',
    confirm: '确定',
  },
  cancel: '取消',
  missingTitle: '还不能发布：以下内容未填写或不符合要求',
  missingHint: '请先编辑草稿补全后再发布。',
  editDraft: '编辑草稿',
  close: '关闭',
};

const enUS: typeof zhCN = {
  ok: {
    publish: 'Publish',
    delete: 'Delete',
    withdraw: 'Withdraw',
    end: 'End',
    cancel: 'Yes, cancel it',
    approve: 'Approve',
    confirm: 'OK',
  },
  cancel: 'Cancel',
  missingTitle: 'Not ready to publish: these are missing or invalid',
  missingHint: 'Edit the draft to complete it, then publish.',
  editDraft: 'Edit draft',
  close: 'Close',
};

export const actionsLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('ui-actions', actionsLocale);
