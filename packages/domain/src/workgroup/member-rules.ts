import { defaultPermissionsFor, OperatePermission } from '../account/permissions';
import { isWebStaffRole, RoleType } from '../account/roles';

/**
 * Who may manage the community work group and how (SPEC §6 COMMUNITY_ADMIN; the details are ours,
 * docs/contracts/workgroup.md). Pure rules shared by the server (which enforces them) and the web
 * (which hides what would be refused).
 */

/** Roles a manager may give or take with addMember/updateMember (COMMUNITY_ADMIN moves only by adminTransfer). */
export const ASSIGNABLE_ROLES = [
  'COMMITTEE_DIRECTOR',
  'COMMITTEE_DEPUTY_DIRECTOR',
  'COMMITTEE_SECRETARY_MEMBER',
  'COMMITTEE_MEMBER',
  'PREPARE_MEMBER',
  'BUILDING_ADMIN_MEMBER',
  'VOLUNTEER_OWNER',
  'WGH_MEMBER',
  'PROPERTY_MEMBER',
  'THIRD_PARTY_COMPANY',
] as const satisfies readonly RoleType[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles that lead the group and so may manage its members and their permissions. */
export const MANAGER_ROLES = [
  'COMMUNITY_ADMIN',
  'COMMITTEE_DIRECTOR',
  'COMMITTEE_DEPUTY_DIRECTOR',
  'PREPARE_MEMBER',
  'OPERATOR',
] as const satisfies readonly RoleType[];

export const workgroupMessages = {
  notManager: '仅小区管理员、业委会主任、副主任或筹备组成员可以管理工作组成员',
  adminOnly: '仅小区管理员可以进行此操作',
  memberNotFound: '工作组成员不存在',
  alreadyMember: '该用户已是工作组成员',
  ownerNameRequired: '新用户请填写姓名',
  rolesRequired: '请选择成员角色',
  notSelf: '不能对自己进行此操作',
  lastAdmin: '不能移除小区的最后一位管理员，请先转让管理员',
  ownAdmin: '管理员不能取消自己的管理员身份，请先转让管理员',
  protectedAdmin: '只有小区管理员可以修改或移除管理员',
  beyondOwnRole: '不能为自己设置超出角色默认范围的权限',
  beyondGranter: '不能授予您自己没有的权限：{0}',
  buildingNotFound: '楼栋不存在',
  transferTarget: '只能将管理员转让给本小区的其他工作组成员',
} as const;

/** Whether the roles lead the work group (may manage members). */
export function isWorkgroupManager(roles: readonly string[]): boolean {
  return roles.some((role) => (MANAGER_ROLES as readonly string[]).includes(role));
}

/**
 * Whether a membership counts as a work-group member: any web staff role but the platform's
 * OPERATOR (who supports communities without belonging to them), or the admin role.
 */
export function isWorkgroupMember(roles: readonly string[]): boolean {
  return roles.some((role) => (isWebStaffRole(role) && role !== 'OPERATOR') || role === 'COMMUNITY_ADMIN');
}

/**
 * May `actorRoles` (user `actorId`) change the roles, permissions or areas of, or remove, the member
 * `targetRoles` (user `targetId`)? Returns the refusal message or null. Leaders manage; only an admin
 * touches an admin.
 */
export function memberChangeRefusal(
  actor: { id: string; roles: readonly string[] },
  target: { id: string; roles: readonly string[] },
): string | null {
  if (!isWorkgroupManager(actor.roles)) return workgroupMessages.notManager;
  if (target.roles.includes('COMMUNITY_ADMIN') && !actor.roles.includes('COMMUNITY_ADMIN')) {
    return workgroupMessages.protectedAdmin;
  }
  return null;
}

/**
 * Roles after an updateMember: the chosen assignable roles, plus every role the manager cannot
 * assign (OWNER, COMMUNITY_ADMIN, government roles …), which it keeps untouched.
 */
export function rolesAfterUpdate(current: readonly string[], chosen: readonly AssignableRole[]): string[] {
  const kept = current.filter((role) => !(ASSIGNABLE_ROLES as readonly string[]).includes(role));
  return [...new Set([...kept, ...chosen])];
}

/** Roles left after deMember: the resident roles (OWNER, TENANT, FAMILY_MEMBER) only. */
export function rolesAfterRemoval(current: readonly string[]): string[] {
  return current.filter((role) => role === 'OWNER' || role === 'TENANT' || role === 'FAMILY_MEMBER');
}

/**
 * Refusal of a permission edit, or null. Anyone editing their own set stays within their roles'
 * defaults (the issue's "beyond their role"); a manager grants only what they hold themselves.
 */
export function permissionEditRefusal(input: {
  self: boolean;
  actorPermissions: readonly string[];
  targetRoles: readonly string[];
  requested: readonly OperatePermission[];
}): string | null {
  const roles = input.targetRoles.filter((role): role is RoleType => RoleType.is(role));
  if (input.self) {
    const defaults = defaultPermissionsFor(roles);
    if (input.requested.some((permission) => !defaults.includes(permission)))
      return workgroupMessages.beyondOwnRole;
    return null;
  }
  const missing = input.requested.filter((permission) => !input.actorPermissions.includes(permission));
  if (missing.length > 0) {
    return workgroupMessages.beyondGranter.replace(
      '{0}',
      missing.map((permission) => OperatePermission.label(permission)).join('、'),
    );
  }
  return null;
}

/** The stored set for a request: null (follow the role defaults) when it equals them. */
export function storedPermissions(
  roles: readonly string[],
  requested: readonly OperatePermission[],
): OperatePermission[] | null {
  const defaults = defaultPermissionsFor(roles.filter((role): role is RoleType => RoleType.is(role)));
  const ordered = OperatePermission.values.filter((permission) => requested.includes(permission));
  const same =
    ordered.length === defaults.length && ordered.every((permission, i) => defaults[i] === permission);
  return same ? null : ordered;
}

/** Permission groups of the edit page, in the order of SPEC §6, with Chinese titles. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: readonly OperatePermission[] }[] = [
  { title: '房屋与业主', permissions: ['OHC_VIEW', 'BUILDING_MANAGEMENT', 'HOUSE_OWNER_MANAGEMENT'] },
  { title: '业主大会表决', permissions: ['VOTING_VIEW', 'VOTING_MANAGEMENT'] },
  { title: '快速决议', permissions: ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'] },
  { title: '问卷调查', permissions: ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'] },
  { title: '提案', permissions: ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT'] },
  { title: '公告', permissions: ['NOTICE_VIEW', 'NOTICE_MANAGEMENT'] },
  { title: '阳光财务', permissions: ['FINANCE_VIEW', 'FINANCE_MANAGEMENT'] },
  { title: '小区档案', permissions: ['ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT'] },
  { title: '工作组会议', permissions: ['MEETING_MANAGEMENT'] },
];

/** Mobile shown in lists: 138****0001. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/**
 * Gender and age from a mainland ID number (18 digits: birth date at 7–14, gender at 17; 15 digits:
 * birth 7–12 in the 1900s, gender at 15). Null when there is no usable number.
 */
export function genderAndAge(
  cardNo: string | null | undefined,
  now: Date,
): { gender: 'MALE' | 'FEMALE' | null; age: number | null } {
  const value = (cardNo ?? '').toUpperCase();
  let birth: string;
  let genderDigit: string;
  if (/^\d{17}[\dX]$/.test(value)) {
    birth = value.slice(6, 14);
    genderDigit = value.charAt(16);
  } else if (/^\d{15}$/.test(value)) {
    birth = `19${value.slice(6, 12)}`;
    genderDigit = value.charAt(14);
  } else {
    return { gender: null, age: null };
  }
  const year = Number(birth.slice(0, 4));
  const month = Number(birth.slice(4, 6));
  const day = Number(birth.slice(6, 8));
  // Birthdays count in Beijing time.
  const local = new Date(now.getTime() + 8 * 3600_000);
  let age = local.getUTCFullYear() - year;
  const beforeBirthday =
    local.getUTCMonth() + 1 < month || (local.getUTCMonth() + 1 === month && local.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return {
    gender: Number(genderDigit) % 2 === 1 ? 'MALE' : 'FEMALE',
    age: age >= 0 && age < 150 ? age : null,
  };
}
