import { registerAreaLocale } from '../../locales/i18n';

/**
 * Texts of government opinion collection (namespace `govConsultation`); the questionnaire form and
 * results use the questionnaire area's texts.
 */
export const govConsultationZhCN = {
  list: {
    title: '社区意见征集',
    create: '发起意见征集',
    search: '搜索问卷标题',
    allStates: '全部状态',
    audience: '征集范围',
    allScope: '辖区全部小区',
    scopeCount: '{{count}}个小区',
    joined: '参与情况',
    joinedValue: '{{join}}/{{owners}}',
    publisher: '发起人',
    empty: '暂无意见征集',
  },
  form: {
    createTitle: '发起意见征集',
    editTitle: '编辑草稿',
    hint: '问卷发给所选小区的业主，业主在手机端“问卷与决议”中作答；结果在详情页汇总。',
    scope: '征集范围',
    scopeAll: '辖区全部小区',
    scopeChosen: '指定小区',
    communities: '征集小区',
    communitiesPlaceholder: '请选择小区',
    mvcFile: '说明材料',
    mvcFileHint: '随问卷发布，业主可查看下载，如改造方案、政策解读',
    signAttachment: '签字文件',
    signAttachmentHint: '单位签字盖章页等扫描件，仅本单位工作人员可见，不发给业主',
  },
  detail: {
    audience: '征集范围',
    ownerCount: '可参与业主',
    publisher: '发起人',
    editDraft: '编辑草稿',
  },
  actions: {
    withdrawConfirm: '撤回后问卷停止收集，各小区业主已提交的答卷保留可查，确定撤回吗？',
    currentEnd: '当前结束时间：{{end}}。延期只能把结束时间往后推迟。',
    endRequired: '请选择新的结束时间',
    endInPast: '结束时间必须晚于当前时间',
    endNotLater: '延期后的结束时间必须晚于原结束时间',
  },
};

export const govConsultationEnUS: typeof govConsultationZhCN = {
  list: {
    title: 'Community opinion collection',
    create: 'New opinion collection',
    search: 'Search titles',
    allStates: 'All states',
    audience: 'Audience',
    allScope: 'All communities in jurisdiction',
    scopeCount: '{{count}} communities',
    joined: 'Responses',
    joinedValue: '{{join}}/{{owners}}',
    publisher: 'Started by',
    empty: 'No opinion collections yet',
  },
  form: {
    createTitle: 'New opinion collection',
    editTitle: 'Edit draft',
    hint: 'The questionnaire goes to the owners of the chosen communities, who answer it under "Questionnaires & resolutions" on their phones; results are summed up on the detail page.',
    scope: 'Audience',
    scopeAll: 'All communities in jurisdiction',
    scopeChosen: 'Chosen communities',
    communities: 'Communities',
    communitiesPlaceholder: 'Choose communities',
    mvcFile: 'Explanatory material',
    mvcFileHint:
      'Published with the questionnaire for owners to open, e.g. the renovation plan or policy notes',
    signAttachment: 'Signed papers',
    signAttachmentHint:
      "Scans of the unit's signed and stamped pages: for your unit's staff only, never sent to owners",
  },
  detail: {
    audience: 'Audience',
    ownerCount: 'Owners asked',
    publisher: 'Started by',
    editDraft: 'Edit draft',
  },
  actions: {
    withdrawConfirm:
      'Withdrawing stops the questionnaire; the answers owners of every community have given are kept. Withdraw?',
    currentEnd: 'Current end: {{end}}. A delay can only move the end later.',
    endRequired: 'Choose the new end time',
    endInPast: 'The end time must be later than now',
    endNotLater: 'The new end time must be later than the current end time',
  },
};

registerAreaLocale('govConsultation', { zhCN: govConsultationZhCN, enUS: govConsultationEnUS });
