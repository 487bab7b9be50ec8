import { labelledEnum } from '../common/labelled-enum';

/** Community roles of SPEC §6, with the Chinese names the workbench shows. */
export const RoleType = labelledEnum([
  ['COMMITTEE_MEMBER', '业委会委员'],
  ['COMMITTEE_DIRECTOR', '业委会主任'],
  ['COMMITTEE_DEPUTY_DIRECTOR', '业委会副主任'],
  ['COMMITTEE_SECRETARY_MEMBER', '业委会秘书'],
  ['PREPARE_MEMBER', '筹备组成员'],
  ['WGH_MEMBER', '网格员'],
  ['VOLUNTEER_OWNER', '志愿者业主'],
  ['BUILDING_ADMIN_MEMBER', '楼栋长'],
  ['GOV_MEMBER', '社区工作人员'],
  ['STREET_GOV_MEMBER', '街道工作人员'],
  ['PROPERTY_MEMBER', '物业人员'],
  ['OWNER', '业主'],
  ['TENANT', '租户'],
  ['FAMILY_MEMBER', '家庭成员'],
  ['COMMUNITY_ADMIN', '小区管理员'],
  ['OPERATOR', '运营人员'],
  ['THIRD_PARTY_COMPANY', '第三方公司'],
] as const);
export type RoleType = (typeof RoleType.values)[number];

export const COMMITTEE_ROLES = [
  'COMMITTEE_MEMBER',
  'COMMITTEE_DIRECTOR',
  'COMMITTEE_DEPUTY_DIRECTOR',
  'COMMITTEE_SECRETARY_MEMBER',
] as const satisfies readonly RoleType[];

/** Roles that may see a community in the web workbench (SPEC §6 "general staff roles"). */
export const WEB_STAFF_ROLES = [
  ...COMMITTEE_ROLES,
  'PREPARE_MEMBER',
  'PROPERTY_MEMBER',
  'WGH_MEMBER',
  'GOV_MEMBER',
  'STREET_GOV_MEMBER',
  'VOLUNTEER_OWNER',
  'BUILDING_ADMIN_MEMBER',
  'THIRD_PARTY_COMPANY',
  'OPERATOR',
] as const satisfies readonly RoleType[];

/** Roles that only the owner H5 admits. */
export const RESIDENT_ROLES = ['OWNER', 'TENANT', 'FAMILY_MEMBER'] as const satisfies readonly RoleType[];

/** Whether a role may use the web workbench (SPEC §6 general staff roles). */
export function isWebStaffRole(role: string): boolean {
  return (WEB_STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether any of the roles admits the user to the web workbench. */
export function hasWebStaffRole(roles: readonly string[]): boolean {
  return roles.some(isWebStaffRole);
}

/** Whether a role is one of the four owners' committee roles. */
export function isCommitteeRole(role: string): boolean {
  return (COMMITTEE_ROLES as readonly string[]).includes(role);
}

/** Approval-flow rules may only be edited by these (SPEC §6). */
export function mayEditApprovalFlow(roles: readonly string[]): boolean {
  return roles.some(
    (role) => isCommitteeRole(role) || ['OPERATOR', 'PROPERTY_MEMBER', 'COMMUNITY_ADMIN'].includes(role),
  );
}
