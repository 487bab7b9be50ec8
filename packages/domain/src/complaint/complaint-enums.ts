import { labelledEnum } from '../common/labelled-enum';

/** Complaint states (SPEC §4, values as given). */
export const ComplaintState = labelledEnum([
  ['HANDLING', '待处理'],
  ['HANDLED', '已处理'],
] as const);
export type ComplaintState = (typeof ComplaintState.values)[number];

/** Complaint types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const ComplaintType = labelledEnum([
  ['PROPERTY_SERVICE', '物业服务'],
  ['NEIGHBOUR_RELATIONS', '邻里关系'],
  ['PROPERTY_RIGHTS', '物业管理权利行使'],
  ['REAL_ESTATE_QUALITY', '房屋质量'],
  ['OTHER', '其他'],
] as const);
export type ComplaintType = (typeof ComplaintType.values)[number];
