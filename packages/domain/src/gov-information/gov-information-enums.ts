import { labelledEnum } from '../common/labelled-enum';

/** Government information types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const GovInformationType = labelledEnum([
  ['LIVELIHOOD_POLICY', '民生政策'],
  ['COMMUNITY_ACTIVITY', '社区活动'],
  ['SERVICE_GUIDE', '办事指南'],
  ['OTHER', '其他'],
] as const);
export type GovInformationType = (typeof GovInformationType.values)[number];
