import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the door-to-door list (扫楼清单, namespace `votingDoors`; issue #26 item 2). */
export const votingDoorsZhCN = {
  tab: '扫楼清单',
  intro: '按楼栋列出尚未投票的业主，供志愿者上门走访；标记“已留票”即登记一条送达记录。',
  notFrozen: '投票开始、名册冻结后才有扫楼清单。',
  loadFailed: '扫楼清单暂不可用：{{reason}}',
  building: '楼栋',
  buildingOption: '{{name}}（未投票 {{nonVoters}} / {{voters}}）',
  export: '导出',
  print: '打印选票',
  printStarted: '已开始生成这些业主的纸质表决票，完成后可在下载中心下载。',
  toDownloads: '去下载中心',
  count: '未投票 {{count}} 户',
  empty: '本楼栋业主都已投票',
  developer: '开发建设单位',
  delivered: '已送达',
  deliveredTimes: '已送达 {{count}} 次',
  notDelivered: '未送达',
  notVisited: '未走访',
  lastVisit: '{{mark}} · {{by}} · {{at}}',
  visits: '共走访 {{count}} 次',
  marked: '已标记：{{mark}}',
  maskedNote: '手机号已部分隐藏（需房屋业主查看权限才能看到完整号码）。',
  marks: {
    VISITED: '已走访',
    NOT_HOME: '不在家',
    REFUSED: '拒绝',
    BALLOT_LEFT: '已留票',
  },
  call: '拨打 {{name}} 的电话',
};

export const votingDoorsEnUS: typeof votingDoorsZhCN = {
  tab: 'Door-to-door list',
  intro:
    'Owners who have not voted yet, building by building, for volunteers to visit; marking "Ballot left" records a delivery.',
  notFrozen: 'The door-to-door list is available once voting starts and the roll is frozen.',
  loadFailed: 'The door-to-door list is not available: {{reason}}',
  building: 'Building',
  buildingOption: '{{name}} ({{nonVoters}} of {{voters}} not voted)',
  export: 'Export',
  print: 'Print ballots',
  printStarted: 'The paper ballots of these owners are being generated; download them from Downloads.',
  toDownloads: 'Go to Downloads',
  count: '{{count}} households not voted',
  empty: 'Every owner in this building has voted',
  developer: 'Developer',
  delivered: 'Delivered',
  deliveredTimes: 'Delivered {{count}} times',
  notDelivered: 'Not delivered',
  notVisited: 'Not visited',
  lastVisit: '{{mark}} · {{by}} · {{at}}',
  visits: '{{count}} visits',
  marked: 'Marked: {{mark}}',
  maskedNote: 'Mobile numbers are partly hidden (seeing them in full needs a roster permission).',
  marks: {
    VISITED: 'Visited',
    NOT_HOME: 'Not home',
    REFUSED: 'Refused',
    BALLOT_LEFT: 'Ballot left',
  },
  call: 'Call {{name}}',
};

registerAreaLocale('votingDoors', { zhCN: votingDoorsZhCN, enUS: votingDoorsEnUS });
