import { PLATFORM_OPERATOR_MESSAGES } from '@gongzhi/domain/platform-operator/platform-operator-api';
import { registerAreaLocale } from '../../locales/i18n';

// The server's own sentences, widened to string so the English texts can differ.
const SERVER: Record<keyof typeof PLATFORM_OPERATOR_MESSAGES, string> = PLATFORM_OPERATOR_MESSAGES;

/** Texts of the platform operators' own pages (namespace `platformOperator`). */
export const platformOperatorZhCN = {
  hint: '平台运营人员可审核政府认证和政府机构入驻申请、查看客户线索，并在这里管理平台运营人员名单。至少保留一名平台运营人员；不能移除自己。',
  add: '添加平台运营人员',
  addTitle: '添加平台运营人员',
  addHint:
    '该手机号还没有账号时，以填写的姓名创建账号；已有账号的保留原有姓名。对方用该手机号在登录页选择“社区人员”登录。',
  mobile: '手机号',
  mobilePlaceholder: '请输入11位手机号',
  name: '姓名',
  namePlaceholder: '请输入姓名',
  since: '加入时间',
  actions: '操作',
  self: '我',
  noName: '未填写姓名',
  remove: '移除',
  removeConfirm: '确定移除 {{name}}（{{mobile}}）的平台运营身份？对方的账号保留，但不能再使用平台运营功能。',
  alreadyOperator: SERVER.alreadyOperator,
  notFound: SERVER.notFound,
  cannotRemoveSelf: SERVER.cannotRemoveSelf,
  lastOperator: SERVER.lastOperator,
  added: SERVER.added,
  removed: SERVER.removed,
  notOperator: SERVER.notOperator,
  total: '共 {{count}} 名平台运营人员',
  empty: '暂无平台运营人员',
  loadFailed: '名单加载失败：{{message}}',
  retry: '重新加载',
  cancel: '取消',
  confirm: '确定',
  home: {
    title: '您是平台运营人员',
    subTitle: '当前账号暂无可管理的小区。平台运营的工作从这里开始：',
  },
};

export const platformOperatorEnUS: typeof platformOperatorZhCN = {
  hint: "Platform operators review government certification and government organisations' join applications, read customer leads and manage the list of operators here. At least one operator must remain; you cannot remove yourself.",
  add: 'Add an operator',
  addTitle: 'Add a platform operator',
  addHint:
    'A phone without an account gets one under the name entered; an existing account keeps its name. The person logs in with that phone, choosing "Community staff" on the login page.',
  mobile: 'Mobile',
  mobilePlaceholder: 'An 11-digit mobile number',
  name: 'Name',
  namePlaceholder: 'Full name',
  since: 'Operator since',
  actions: 'Actions',
  self: 'Me',
  noName: 'No name given',
  remove: 'Remove',
  removeConfirm:
    'Remove {{name}} ({{mobile}}) from the platform operators? The account stays, without the operator functions.',
  alreadyOperator: 'This mobile already belongs to a platform operator',
  notFound: 'This mobile does not belong to a platform operator',
  cannotRemoveSelf: 'You cannot remove your own operator role; ask another platform operator',
  lastOperator: 'At least one platform operator must remain; the last one cannot be removed',
  added: 'Platform operator added',
  removed: 'Platform operator removed',
  notOperator: 'This function is only available to platform operators',
  total: 'Platform operators: {{count}}',
  empty: 'No platform operators',
  loadFailed: 'Could not load the list: {{message}}',
  retry: 'Reload',
  cancel: 'Cancel',
  confirm: 'OK',
  home: {
    title: 'You are a platform operator',
    subTitle: 'This account has no community to manage. Platform operations start here:',
  },
};

registerAreaLocale('platformOperator', { zhCN: platformOperatorZhCN, enUS: platformOperatorEnUS });
