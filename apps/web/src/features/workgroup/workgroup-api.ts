import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import type { AssignableRole } from '@gongzhi/domain/workgroup/member-rules';
import type { MemberDto, PermissionInfoDto } from '@gongzhi/domain/workgroup/workgroup-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Committee member and operateRole calls of SPEC §7 as docs/contracts/workgroup.md gives them. */

export type Member = MemberDto;
export type PermissionInfo = PermissionInfoDto;

export function workgroupKey(communityInfoCode: string) {
  return ['workgroup', communityInfoCode] as const;
}

export function memberListQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...workgroupKey(communityInfoCode), 'members'],
    queryFn: () => request<Member[]>({ url: '/v1/owner/committee/member', data: { communityInfoCode } }),
  });
}

export function permissionInfoQuery(communityInfoCode: string, userId: string) {
  return queryOptions({
    queryKey: [...workgroupKey(communityInfoCode), 'permission', userId],
    queryFn: () =>
      request<PermissionInfo>({ url: '/v1/owner/operateRole/info', data: { communityInfoCode, userId } }),
  });
}

const post = <T>(url: string, data: Record<string, unknown>) =>
  request<T>({ url, method: 'POST', data, intercept: false });

export function addMember(
  communityInfoCode: string,
  input: { mobile: string; ownerName?: string; roleTypeList: AssignableRole[] },
) {
  return post<null>('/v1/owner/committee/addMember', { communityInfoCode, ...input });
}

export function updateMember(communityInfoCode: string, userId: string, roleTypeList: AssignableRole[]) {
  return post<null>('/v1/owner/committee/updateMember', { communityInfoCode, userId, roleTypeList });
}

export function removeMember(communityInfoCode: string, userId: string) {
  return post<null>('/v1/owner/committee/deMember', { communityInfoCode, userId });
}

export function updateMemberArea(communityInfoCode: string, userId: string, buildingCodes: string[]) {
  return post<null>('/v1/owner/committee/updateMemberArea', { communityInfoCode, userId, buildingCodes });
}

export function transferAdmin(communityInfoCode: string, userId: string) {
  return post<null>('/v1/owner/committee/adminTransfer', { communityInfoCode, userId });
}

export function updatePermissions(
  communityInfoCode: string,
  userId: string,
  operateRoleTypeList: OperatePermission[],
) {
  return post<PermissionInfo>('/v1/owner/operateRole/update', {
    communityInfoCode,
    userId,
    operateRoleTypeList,
  });
}
