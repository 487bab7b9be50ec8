import { z } from 'zod';
import { OperatePermission } from '../account/permissions';
import { mobileSchema } from '../certification/certification-rules';
import { labelledEnum } from '../common/labelled-enum';
import { ASSIGNABLE_ROLES, workgroupMessages } from './member-rules';

/**
 * Inputs and DTOs of the committee member and operateRole calls (SPEC §7 Owner/certification;
 * docs/contracts/workgroup.md). A member is addressed by the opaque `userId`.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;

export const Gender = labelledEnum([
  ['MALE', '男'],
  ['FEMALE', '女'],
] as const);
export type Gender = (typeof Gender.values)[number];

const roleTypeList = z
  .array(z.enum(ASSIGNABLE_ROLES, { error: '该角色不能在此设置' }), {
    error: workgroupMessages.rolesRequired,
  })
  .min(1, workgroupMessages.rolesRequired)
  .max(ASSIGNABLE_ROLES.length);

export const memberListInput = z.object({ communityInfoCode });

export const memberAddInput = z.object({
  communityInfoCode,
  mobile: mobileSchema,
  ownerName: z.string().trim().max(100, '姓名不能超过100个字符').optional(),
  roleTypeList,
});

export const memberUpdateInput = z.object({ communityInfoCode, userId: code, roleTypeList });

export const memberRefInput = z.object({ communityInfoCode, userId: code });

export const memberAreaInput = z.object({
  communityInfoCode,
  userId: code,
  buildingCodes: z.array(code).max(1000),
});

export const permissionInfoInput = z.object({ communityInfoCode, userId: code });

export const permissionUpdateInput = z.object({
  communityInfoCode,
  userId: code,
  operateRoleTypeList: z.array(z.enum(OperatePermission.values, { error: '未知的权限' })).max(100),
});

export const memberDto = z.object({
  id: z.string(),
  userId: z.string(),
  ownerName: z.string().nullable(),
  /** Masked: 138****0001. */
  mobile: z.string(),
  gender: z.enum(Gender.values).nullable(),
  age: z.number().int().nullable(),
  roleTypeList: z.array(z.string()),
  userAvatar: z.string().nullable(),
  areaList: z.array(z.object({ buildingCode: z.string(), buildingName: z.string() })),
  /** Permissions were edited away from the role defaults. */
  customPermission: z.boolean(),
  isSelf: z.boolean(),
});
export type MemberDto = z.infer<typeof memberDto>;

export const permissionInfoDto = z.object({
  userId: z.string(),
  ownerName: z.string().nullable(),
  roleTypeList: z.array(z.string()),
  operateRoleTypeList: z.array(z.enum(OperatePermission.values)),
  defaultOperateRoleTypeList: z.array(z.enum(OperatePermission.values)),
  customPermission: z.boolean(),
  isSelf: z.boolean(),
  /** Whether the caller may save changes for this member (the rules of member-rules.ts). */
  editable: z.boolean(),
});
export type PermissionInfoDto = z.infer<typeof permissionInfoDto>;
