import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import type {
  ArchiveInboxListDto,
  UploadRequestDto,
  UploadRequestPublicDto,
} from '@gongzhi/domain/archive/upload-request';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Phone upload requests and the archive inbox (issue #28 item 3; docs/contracts/workgroup.md). */

export function uploadRequestKey(communityInfoCode: string) {
  return ['archive', communityInfoCode, 'uploadRequest'] as const;
}

export function uploadRequestListQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...uploadRequestKey(communityInfoCode), 'list'],
    queryFn: () =>
      request<UploadRequestDto[]>({ url: '/v1/archive/uploadRequest/list', data: { communityInfoCode } }),
  });
}

export function archiveInboxQuery(communityInfoCode: string, filed: 'YES' | 'NO') {
  return queryOptions({
    queryKey: [...uploadRequestKey(communityInfoCode), 'inbox', filed],
    queryFn: () =>
      request<ArchiveInboxListDto>({ url: '/v1/archive/inbox/list', data: { communityInfoCode, filed } }),
  });
}

export function createUploadRequest(
  communityInfoCode: string,
  purpose: string,
  expiresAt: string,
): Promise<UploadRequestDto> {
  return request({
    url: '/v1/archive/uploadRequest/create',
    method: 'POST',
    data: { communityInfoCode, purpose, expiresAt },
    intercept: false,
  });
}

export function revokeUploadRequest(communityInfoCode: string, requestCode: string): Promise<null> {
  return request({
    url: '/v1/archive/uploadRequest/revoke',
    method: 'POST',
    data: { communityInfoCode, requestCode },
    intercept: false,
  });
}

export function fileInboxItem(
  communityInfoCode: string,
  inboxId: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
): Promise<{ archiveId: string }> {
  return request({
    url: '/v1/archive/inbox/file',
    method: 'POST',
    data: { communityInfoCode, inboxId, archiveType, parentId },
    intercept: false,
  });
}

export function deleteInboxItem(communityInfoCode: string, inboxId: string): Promise<null> {
  return request({
    url: '/v1/archive/inbox/delete',
    method: 'POST',
    data: { communityInfoCode, inboxId },
    intercept: false,
  });
}

/** The phone page: what a request asks for (no session needed). */
export function uploadRequestPublic(requestCode: string): Promise<UploadRequestPublicDto> {
  return request({
    url: '/v1/archive/uploadRequest/public',
    data: { request: requestCode },
    intercept: false,
  });
}

export function submitToUploadRequest(
  requestCode: string,
  attachmentIds: string[],
  tokenKey: string,
): Promise<{ count: number }> {
  return request({
    url: '/v1/archive/uploadRequest/submit',
    method: 'POST',
    data: { request: requestCode, attachmentIds },
    tokenKey,
    intercept: false,
  });
}
