import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the quorum tracker card (法定参与进度, namespace `votingQuorum`; issue #26 item 1). */
export const votingQuorumZhCN = {
  title: '法定参与进度',
  notStarted: '投票开始、名册冻结后开始统计参与进度。',
  loadFailed: '参与进度暂不可用：{{reason}}',
  area: '面积',
  heads: '人数',
  areaValue: '{{value}} / {{total}} ㎡（{{percent}}）',
  headsValue: '{{value}} / {{total}} 人（{{percent}}）',
  threshold: '效力规则 {{rule}}：{{target}}',
  areaTarget: '{{value}} ㎡',
  headsTarget: '{{value}} 人',
  ruleSplit: '面积 {{area}}、人数 {{heads}}',
  stillNeeded: '还需 {{heads}} 位业主、{{area}} ㎡ 参与',
  reached: '已达到法定参与要求',
  unreachable: '按现有名册已无法达到参与要求',
  ruleNote:
    '按表决的效力规则（民法典第二百七十八条：参与表决的专有部分面积和人数均须达到三分之二以上）计算，与计票结果同一口径。',
  byBuilding: '各楼栋参与情况（参与率低的在前）',
  building: '楼栋',
  participation: '参与率',
  nonVoters: '未投票',
  votedArea: '已投票面积 / 总面积（㎡）',
  daily: '每日参与人数',
  dailyVoters: '当日参与',
  cumulative: '累计参与',
  chartLabel: '每日参与人数柱状图',
  noBuildings: '暂无楼栋数据',
};

export const votingQuorumEnUS: typeof votingQuorumZhCN = {
  title: 'Quorum progress',
  notStarted: 'Participation is counted once voting starts and the roll is frozen.',
  loadFailed: 'Quorum progress is not available: {{reason}}',
  area: 'Area',
  heads: 'Owners',
  areaValue: '{{value}} / {{total}} m² ({{percent}})',
  headsValue: '{{value}} / {{total}} owners ({{percent}})',
  threshold: 'Effect rule {{rule}}: {{target}}',
  areaTarget: '{{value}} m²',
  headsTarget: '{{value}} owners',
  ruleSplit: 'area {{area}}, owners {{heads}}',
  stillNeeded: 'Still needed: {{heads}} owners and {{area}} m²',
  reached: 'The participation requirement is met',
  unreachable: 'The participation requirement can no longer be met with this roll',
  ruleNote:
    'Judged by the vote’s effect rule (Civil Code art. 278: owners holding two thirds of the area and two thirds of the owners take part), on the same tally as the result.',
  byBuilding: 'Participation by building (lagging first)',
  building: 'Building',
  participation: 'Participation',
  nonVoters: 'Not voted',
  votedArea: 'Voted area / total (m²)',
  daily: 'Owners taking part per day',
  dailyVoters: 'That day',
  cumulative: 'In total',
  chartLabel: 'Bar chart of owners taking part per day',
  noBuildings: 'No buildings yet',
};

registerAreaLocale('votingQuorum', { zhCN: votingQuorumZhCN, enUS: votingQuorumEnUS });
