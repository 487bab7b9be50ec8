import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the government work statistics page (namespace `govStat`). */
export const govStatZhCN = {
  allCommunities: '全部小区',
  community: '小区',
  export: '导出Excel',
  complaint: {
    title: '投诉处理',
    total: '投诉总数',
    handled: '已处理',
    handling: '待处理',
    handledRate: '处理率',
    averageHours: '平均处理时长（小时）',
    medianHours: '处理时长中位数（小时）',
    byMonth: '每月投诉与处理',
    filed: '收到投诉',
    byType: '投诉类型',
    communityAverage: '平均处理时长（小时）',
  },
  information: {
    title: '信息发布',
    releases: '发布数',
    reads: '阅读数',
    owners: '目标业主',
    readRate: '阅读率',
    byMonth: '每月发布',
    byType: '信息类型',
    itemTitle: '标题',
    type: '类型',
    gmtCreate: '发布时间',
  },
  empty: '所选范围内暂无数据',
};

export const govStatEnUS: typeof govStatZhCN = {
  allCommunities: 'All communities',
  community: 'Community',
  export: 'Export to Excel',
  complaint: {
    title: 'Complaint handling',
    total: 'Complaints',
    handled: 'Handled',
    handling: 'Pending',
    handledRate: 'Handled rate',
    averageHours: 'Average handling time (h)',
    medianHours: 'Median handling time (h)',
    byMonth: 'Complaints and handling by month',
    filed: 'Filed',
    byType: 'Complaint types',
    communityAverage: 'Average handling time (h)',
  },
  information: {
    title: 'Information release',
    releases: 'Releases',
    reads: 'Reads',
    owners: 'Target owners',
    readRate: 'Read rate',
    byMonth: 'Releases by month',
    byType: 'Information types',
    itemTitle: 'Title',
    type: 'Type',
    gmtCreate: 'Published',
  },
  empty: 'No data in the chosen range',
};

registerAreaLocale('govStat', { zhCN: govStatZhCN, enUS: govStatEnUS });
