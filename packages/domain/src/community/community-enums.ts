import { labelledEnum } from '../common/labelled-enum';

/**
 * Community certification, the community's `hasAuth` (SPEC §3, §4): YES once the community
 * organisation has certified in the mini-program; pages marked requireCommunityCert need YES.
 */
export const CommunityCertification = labelledEnum([
  ['YES', '已认证'],
  ['NO', '未认证'],
] as const);
export type CommunityCertification = (typeof CommunityCertification.values)[number];

/** Whether a community may use the features that need community certification (SPEC §5). */
export function isCommunityCertified(hasAuth: string | null | undefined): boolean {
  return hasAuth === 'YES';
}

/** Community organisation states of SPEC §9 (meanings only in the spec; the codes are ours). */
export const CommunityOrganizationState = labelledEnum([
  ['ESTABLISHED_COMMITTEE', '已成立业主委员会'],
  ['ESTABLISHED_PREPARATORY_GROUP', '已成立筹备组'],
  ['PREPARING', '筹备中'],
  ['PROPERTY_MANAGEMENT_COMMITTEE', '物业管理委员会'],
  ['PROPERTY_CUSTODY', '物业代管'],
  ['COMMUNITY_CUSTODY', '社区代管'],
] as const);
export type CommunityOrganizationState = (typeof CommunityOrganizationState.values)[number];
