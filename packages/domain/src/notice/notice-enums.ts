import { labelledEnum } from '../common/labelled-enum';

/** Notice types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const NoticeType = labelledEnum([
  ['OWNERS_MEETING', '业主大会'],
  ['DAILY_MANAGEMENT', '日常管理'],
  ['FINANCE', '财务公开'],
  ['VIOLATION', '违规违章'],
  ['GOVERNANCE_PROGRESS', '治理进展'],
] as const);
export type NoticeType = (typeof NoticeType.values)[number];
