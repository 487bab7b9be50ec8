import { z } from 'zod';
import { YesNo } from '../common/yes-no';
import { AdminOwnerType, GovAuthState } from './account-enums';
import { OperatePermission } from './permissions';
import { RoleType } from './roles';

/** A community as the workbench sees it (SPEC §3 Community). */
export const communityDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  roles: z.array(z.enum(RoleType.values)),
  hasAuth: z.enum(YesNo.values),
  vankeTag: z.enum(YesNo.values),
  crmRole: z.string().nullable(),
  experienceTag: z.enum(YesNo.values),
  experienceServiceTag: z.enum(YesNo.values),
  hasOpenWorkOrder: z.enum(YesNo.values),
  viewOnlyForOwners: z.enum(YesNo.values),
  allowOwnerMotion: z.enum(YesNo.values),
  votingRoleTypes: z.array(
    z.object({ communityInfoVotingRoleType: z.string(), isEnable: z.enum(YesNo.values) }),
  ),
});
export type CommunityDto = z.infer<typeof communityDto>;

export const operateRoleDto = z.object({
  communityInfoCode: z.string(),
  operateRoleTypeList: z.array(z.enum(OperatePermission.values)),
});
export type OperateRoleDto = z.infer<typeof operateRoleDto>;

export const govInfoDto = z.object({
  streetName: z.string(),
  streetCode: z.string(),
  govCommunityName: z.string().nullable(),
  govCommunityCode: z.string().nullable(),
});
export type GovInfoDto = z.infer<typeof govInfoDto>;

/** User info after login (SPEC §3); `token` is present only in the login answer. */
export const userInfoDto = z.object({
  token: z.string().optional(),
  mobile: z.string(),
  ownerName: z.string().nullable(),
  userId: z.string(),
  ownerId: z.string(),
  avatar: z.string().nullable(),
  adminOwnerType: z.enum(AdminOwnerType.values),
  communities: z.array(communityDto),
  operateRoleDTOs: z.array(operateRoleDto),
  cardNo: z.string().nullable(),
  position: z.string().nullable(),
  hasGovAuth: z.enum(GovAuthState.values),
  govInfo: govInfoDto.nullable(),
});
export type UserInfoDto = z.infer<typeof userInfoDto>;

export const qrCodeDto = z.object({ qrCode: z.string(), loginKey: z.string() });
