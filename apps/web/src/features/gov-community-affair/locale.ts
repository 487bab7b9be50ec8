import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the community-affair board on the government dashboard (namespace `govAffair`). */
export const govAffairZhCN = {
  period: {
    label: '统计周期',
    start: '开始日期',
    end: '结束日期',
    all: '全部时间',
    last30: '近30天',
    thisYear: '今年',
    hint: '统计周期作用于表决、快速决议、问卷和提案：起止时间与周期有重叠的事项计入',
  },
  kind: {
    VOTING: '业主大会表决',
    ISSUE_QUICK: '快速决议',
    INTENTION: '意见征询问卷',
    PROPOSAL: '业主提案',
  },
  board: {
    total: '总数',
    inProgress: '进行中',
    finished: '已完成',
    other: '其他',
    participants: {
      VOTING: '已投票',
      ISSUE_QUICK: '参与人次',
      INTENTION: '答卷数',
      PROPOSAL: '联署人数',
    },
    participationRate: '投票率',
    byState: '按状态',
    byCommunity: '按小区',
    list: '事项列表',
    allStates: '全部状态',
    title: '标题',
    community: '小区',
    state: '状态',
    startDate: '开始时间',
    endDate: '结束时间',
    eligible: '应投票人数',
    empty: '所选范围内暂无事项',
  },
};

export const govAffairEnUS: typeof govAffairZhCN = {
  period: {
    label: 'Period',
    start: 'Start date',
    end: 'End date',
    all: 'All time',
    last30: 'Last 30 days',
    thisYear: 'This year',
    hint: 'The period applies to votes, quick resolutions, questionnaires and proposals: items whose dates overlap it count',
  },
  kind: {
    VOTING: "Owners' assembly votes",
    ISSUE_QUICK: 'Quick resolutions',
    INTENTION: 'Questionnaires',
    PROPOSAL: 'Proposals',
  },
  board: {
    total: 'Total',
    inProgress: 'In progress',
    finished: 'Finished',
    other: 'Other',
    participants: {
      VOTING: 'Ballots',
      ISSUE_QUICK: 'Answers',
      INTENTION: 'Responses',
      PROPOSAL: 'Signatures',
    },
    participationRate: 'Turnout',
    byState: 'By state',
    byCommunity: 'By community',
    list: 'Items',
    allStates: 'All states',
    title: 'Title',
    community: 'Community',
    state: 'State',
    startDate: 'Starts',
    endDate: 'Ends',
    eligible: 'Voters',
    empty: 'Nothing in the chosen range',
  },
};

registerAreaLocale('govAffair', { zhCN: govAffairZhCN, enUS: govAffairEnUS });
