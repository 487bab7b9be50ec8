import { labelledEnum } from '../common/labelled-enum';
import type { RoleType } from './roles';

/** Operate permissions of SPEC §6. */
export const OperatePermission = labelledEnum([
  ['OHC_VIEW', '房屋业主查看'],
  ['BUILDING_MANAGEMENT', '楼栋管理'],
  ['HOUSE_OWNER_MANAGEMENT', '房屋业主管理'],
  ['VOTING_VIEW', '业主大会表决查看'],
  ['VOTING_MANAGEMENT', '业主大会表决管理'],
  ['QUICK_ISSUE_VIEW', '快速决议查看'],
  ['QUICK_ISSUE_MANAGEMENT', '快速决议管理'],
  ['INTENTION_VIEW', '问卷查看'],
  ['INTENTION_MANAGEMENT', '问卷管理'],
  ['PROPOSAL_VIEW', '提案查看'],
  ['PROPOSAL_MANAGEMENT', '提案管理'],
  ['NOTICE_VIEW', '公告查看'],
  ['NOTICE_MANAGEMENT', '公告管理'],
  ['FINANCE_VIEW', '阳光财务查看'],
  ['FINANCE_MANAGEMENT', '阳光财务管理'],
  ['ARCHIVE_VIEW', '档案查看'],
  ['ARCHIVE_MANAGEMENT', '档案管理'],
  ['MEETING_MANAGEMENT', '工作组会议管理'],
] as const);
export type OperatePermission = (typeof OperatePermission.values)[number];

const ALL = OperatePermission.values;
const VIEW_ONLY: readonly OperatePermission[] = [
  'OHC_VIEW',
  'VOTING_VIEW',
  'QUICK_ISSUE_VIEW',
  'INTENTION_VIEW',
  'PROPOSAL_VIEW',
  'NOTICE_VIEW',
  'FINANCE_VIEW',
  'ARCHIVE_VIEW',
];

/**
 * Default permission set of each staff role. Organisers (committee, preparatory group, admin,
 * operator) run the community and hold everything; supporting roles see and maintain the roster;
 * government staff supervise, so they see but do not act for the committee.
 * `/manage/permission/{userId}` may narrow or widen these per member.
 */
export const DEFAULT_PERMISSIONS: Readonly<Record<RoleType, readonly OperatePermission[]>> = {
  COMMITTEE_MEMBER: ALL,
  COMMITTEE_DIRECTOR: ALL,
  COMMITTEE_DEPUTY_DIRECTOR: ALL,
  COMMITTEE_SECRETARY_MEMBER: ALL,
  PREPARE_MEMBER: ALL,
  COMMUNITY_ADMIN: ALL,
  OPERATOR: ALL,
  PROPERTY_MEMBER: [...VIEW_ONLY, 'BUILDING_MANAGEMENT', 'HOUSE_OWNER_MANAGEMENT', 'NOTICE_MANAGEMENT'],
  WGH_MEMBER: [
    'OHC_VIEW',
    'VOTING_VIEW',
    'QUICK_ISSUE_VIEW',
    'INTENTION_VIEW',
    'PROPOSAL_VIEW',
    'NOTICE_VIEW',
  ],
  VOLUNTEER_OWNER: ['OHC_VIEW', 'VOTING_VIEW', 'INTENTION_VIEW', 'NOTICE_VIEW'],
  BUILDING_ADMIN_MEMBER: ['OHC_VIEW', 'HOUSE_OWNER_MANAGEMENT', 'VOTING_VIEW', 'NOTICE_VIEW'],
  GOV_MEMBER: [...VIEW_ONLY],
  STREET_GOV_MEMBER: [...VIEW_ONLY],
  THIRD_PARTY_COMPANY: ['OHC_VIEW', 'VOTING_VIEW', 'NOTICE_VIEW'],
  OWNER: [],
  TENANT: [],
  FAMILY_MEMBER: [],
};

/** The union of the default sets of the given roles, in the canonical order. */
export function defaultPermissionsFor(roles: readonly RoleType[]): OperatePermission[] {
  const granted = new Set(roles.flatMap((role) => DEFAULT_PERMISSIONS[role] ?? []));
  return ALL.filter((permission) => granted.has(permission));
}

/** A page or action listing several permissions is allowed when any one is held (SPEC §6). */
export function hasAnyPermission(held: readonly string[], required: readonly OperatePermission[]): boolean {
  return required.length === 0 || required.some((permission) => held.includes(permission));
}
