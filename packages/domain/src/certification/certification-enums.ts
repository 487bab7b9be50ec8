import { labelledEnum } from '../common/labelled-enum';

/** Review state of one owner certification application (SPEC §4, values as given). */
export const OwnerCertificationReviewState = labelledEnum([
  ['REVIEWING', '审核中'],
  ['APPROVE', '已通过'],
  ['REJECTED', '已驳回'],
] as const);
export type OwnerCertificationReviewState = (typeof OwnerCertificationReviewState.values)[number];

/** An owner's certification status (SPEC §4, values as given). */
export const OwnerCertificationStatus = labelledEnum([
  ['NO', '未认证'],
  ['YES', '已认证'],
  ['REVIEWING', '审核中'],
  ['REJECTED', '已驳回'],
] as const);
export type OwnerCertificationStatus = (typeof OwnerCertificationStatus.values)[number];

/** Whether the house information an owner gave has been confirmed (SPEC §4, values as given). */
export const OwnerHouseInfoState = labelledEnum([
  ['TO_BE_CONFIRMED', '待确认'],
  ['INCORRECT_INFO', '信息有误'],
  ['CORRECT_INFO', '信息无误'],
] as const);
export type OwnerHouseInfoState = (typeof OwnerHouseInfoState.values)[number];

/**
 * Identity document types (SPEC §9; the spec fixes RESIDENT_ID_CARD in the identity check payload,
 * the other codes are ours).
 */
export const IdCardType = labelledEnum([
  ['RESIDENT_ID_CARD', '居民身份证'],
  ['PASSPORT', '护照'],
  ['HONG_KONG_PERMIT', '港澳居民来往内地通行证（香港）'],
  ['MACAO_PERMIT', '港澳居民来往内地通行证（澳门）'],
  ['TAIWAN_PERMIT', '台湾居民来往大陆通行证'],
  ['OTHER', '其他'],
] as const);
export type IdCardType = (typeof IdCardType.values)[number];

/**
 * What an applicant certifies as (ours; SPEC §7 filters the review list by "types"): the owner
 * of the house, a tenant or a family member. Only OWNER links count toward certificationRate.
 */
export const CertificationType = labelledEnum([
  ['OWNER', '业主本人'],
  ['TENANT', '租户'],
  ['FAMILY_MEMBER', '家庭成员'],
] as const);
export type CertificationType = (typeof CertificationType.values)[number];

/** How a person is bound to a house (ours, mirrors the community roles OWNER, TENANT, FAMILY_MEMBER). */
export const OwnerHouseRelationType = labelledEnum([
  ['OWNER', '业主'],
  ['TENANT', '租户'],
  ['FAMILY_MEMBER', '家庭成员'],
] as const);
export type OwnerHouseRelationType = (typeof OwnerHouseRelationType.values)[number];

/** Where an owner-house link came from (ours). */
export const OwnerHouseSource = labelledEnum([
  ['MANUAL', '手工录入'],
  ['IMPORT', '名册导入'],
  ['CERTIFICATION', '业主认证'],
] as const);
export type OwnerHouseSource = (typeof OwnerHouseSource.values)[number];
