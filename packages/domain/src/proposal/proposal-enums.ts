import { labelledEnum } from '../common/labelled-enum';

/** The ten proposal types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const ProposalType = labelledEnum([
  ['INITIATE_QUESTIONNAIRE', '发起问卷'],
  ['ESTABLISH_COMMITTEE', '成立业主委员会'],
  ['REPLACE_COMMITTEE', '业主委员会换届'],
  ['RECALL_COMMITTEE', '罢免业主委员会委员'],
  ['MAINTENANCE_FUNDS', '使用/筹集维修资金'],
  ['PROPERTY_SERVICE', '解聘/续聘/选聘物业'],
  ['PUBLIC_INCOME_DISTRIBUTION', '公共收益分配'],
  ['COLLECT_SIGNATURES', '征集签名'],
  ['FINANCIAL_MANAGEMENT', '财务管理'],
  ['OTHER', '其他'],
] as const);
export type ProposalType = (typeof ProposalType.values)[number];

/** Display states of a proposal, derived from its dates (SPEC §4; the codes are ours). */
export const ProposalDisplayState = labelledEnum([
  ['NOT_STARTED', '未开始'],
  ['IN_PROGRESS', '进行中'],
  ['ENDED', '已结束'],
] as const);
export type ProposalDisplayState = (typeof ProposalDisplayState.values)[number];
