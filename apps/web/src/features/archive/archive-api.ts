import type { ArchiveEntryDto, ArchiveListDto, ArchiveTypeNumDto } from '@gongzhi/domain/archive/archive-api';
import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Archive calls of SPEC §7 as docs/contracts/workgroup.md gives them. */

export type ArchiveEntry = ArchiveEntryDto;

export function archiveKey(communityInfoCode: string) {
  return ['archive', communityInfoCode] as const;
}

export function archiveTypeNumQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...archiveKey(communityInfoCode), 'typeNum'],
    queryFn: () =>
      request<ArchiveTypeNumDto>({ url: '/v1/archive/getArchiveTypeNum', data: { communityInfoCode } }),
  });
}

export function archiveListQuery(
  communityInfoCode: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
) {
  return queryOptions({
    queryKey: [...archiveKey(communityInfoCode), 'list', archiveType, parentId ?? ''],
    queryFn: () => listArchive(communityInfoCode, archiveType, parentId),
  });
}

export function listArchive(
  communityInfoCode: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
) {
  return request<ArchiveListDto>({
    url: '/v1/archive/list',
    data: { communityInfoCode, archiveType, parentId: parentId ?? undefined },
  });
}

// Mutations switch interception off: the pages show the server's message where the user acts.

export function addDirectory(
  communityInfoCode: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
  archiveName: string,
): Promise<ArchiveEntry> {
  return request({
    url: '/v1/archive/addDirectory',
    method: 'POST',
    data: { communityInfoCode, archiveType, parentId, archiveName },
    intercept: false,
  });
}

export function addFiles(
  communityInfoCode: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
  attachmentIds: string[],
): Promise<ArchiveEntry[]> {
  return request({
    url: '/v1/archive/add',
    method: 'POST',
    data: { communityInfoCode, archiveType, parentId, attachmentIds },
    intercept: false,
  });
}

export function updateArchive(
  communityInfoCode: string,
  archiveId: string,
  change: { archiveName?: string; parentId?: string | null },
): Promise<ArchiveEntry> {
  return request({
    url: '/v1/archive/update',
    method: 'POST',
    data: { communityInfoCode, archiveId, ...change },
    intercept: false,
  });
}

export function sortArchive(
  communityInfoCode: string,
  archiveType: ArchiveCategory,
  parentId: string | null,
  archiveIds: string[],
): Promise<ArchiveEntry[]> {
  return request({
    url: '/v1/archive/sortUpdate',
    method: 'POST',
    data: { communityInfoCode, archiveType, parentId, archiveIds },
    intercept: false,
  });
}

export function deleteArchive(communityInfoCode: string, archiveId: string, confirm: boolean): Promise<null> {
  return request({
    url: '/v1/archive/delete',
    method: 'POST',
    data: { communityInfoCode, archiveId, confirm },
    intercept: false,
  });
}
