import { labelledEnum } from '../common/labelled-enum';

/** Display states of a workgroup meeting (SPEC §4 derives them; the codes are ours). */
export const MeetingDisplayState = labelledEnum([
  ['DRAFT', '草稿'],
  ['CANCELLED', '已取消'],
  ['NOT_STARTED', '未开始'],
  ['IN_PROGRESS', '进行中'],
  ['ENDED', '已结束'],
] as const);
export type MeetingDisplayState = (typeof MeetingDisplayState.values)[number];

/** Actions on a meeting (SPEC §4; codes ours, matching /v1/meeting/*). */
export const MeetingAction = labelledEnum([
  ['CREATE', '发布'],
  ['SAVE', '保存草稿'],
  ['UPDATE', '修改'],
  ['CANCEL', '取消会议'],
  ['DELETE', '删除'],
  ['FILL_MINUTES', '填写会议纪要'],
] as const);
export type MeetingAction = (typeof MeetingAction.values)[number];
