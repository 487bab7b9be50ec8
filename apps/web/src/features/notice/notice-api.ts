import type {
  NoticeDto,
  NoticeListItemDto,
  NoticeReadListDto,
  NoticeTemplateDto,
  NoticeTemplateItemDto,
  OwnerNoticeDto,
  OwnerNoticeItemDto,
} from '@gongzhi/domain/notice/notice-api';
import type { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Notice calls of SPEC §7 (and the owner H5 calls of ours) as docs/contracts/notice.md gives them. */

export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type NoticeItem = NoticeListItemDto;
export type Notice = NoticeDto;
export type NoticeReadList = NoticeReadListDto;
export type NoticeTemplateItem = NoticeTemplateItemDto;
export type NoticeTemplate = NoticeTemplateDto;
export type OwnerNoticeItem = OwnerNoticeItemDto;
export type OwnerNotice = OwnerNoticeDto;

export type NoticeInput = {
  communityInfoCode: string;
  communityNoticeCode?: string;
  title: string;
  noticeType: NoticeType;
  content: string;
  material: string[];
  /** 'YYYY-MM-DD 00:00:00': the chosen day at midnight (SPEC §7). */
  publicityDate?: string;
  supplementFinance?: { financeAccountType: string; otherTypeName?: string } | null;
};

export const noticeKey = (communityInfoCode: string) => ['notice', communityInfoCode] as const;

export function noticeListQuery(params: {
  communityInfoCode: string;
  page: number;
  size: number;
  searchKey?: string;
  noticeType?: NoticeType;
  isDraft?: 'YES' | 'NO';
}) {
  return queryOptions({
    queryKey: [...noticeKey(params.communityInfoCode), 'list', params],
    queryFn: () =>
      request<Page<NoticeItem>>({
        url: '/v1/communityNotice/list',
        data: { ...params, searchKey: params.searchKey || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function noticeInfoQuery(communityInfoCode: string, communityNoticeCode: string) {
  return queryOptions({
    queryKey: [...noticeKey(communityInfoCode), 'info', communityNoticeCode],
    queryFn: () =>
      request<Notice>({ url: '/v1/communityNotice/info', data: { communityInfoCode, communityNoticeCode } }),
  });
}

export function noticeReadListQuery(params: {
  communityInfoCode: string;
  communityNoticeCode: string;
  page: number;
  size: number;
  searchKey?: string;
}) {
  return queryOptions({
    queryKey: [...noticeKey(params.communityInfoCode), 'reads', params],
    queryFn: () =>
      request<NoticeReadList>({
        url: '/v1/communityNotice/noticeReadList',
        data: { ...params, searchKey: params.searchKey || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function templateListQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...noticeKey(communityInfoCode), 'templates'],
    queryFn: () =>
      request<NoticeTemplateItem[]>({ url: '/v1/communityNotice/templateList', data: { communityInfoCode } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchTemplate(communityInfoCode: string, templateId: string) {
  return request<NoticeTemplate>({
    url: '/v1/communityNotice/templateInfo',
    data: { communityInfoCode, templateId },
  });
}

export function createNotice(input: NoticeInput) {
  return request<Notice>({ url: '/v1/communityNotice/create', method: 'POST', data: input });
}

export function createNoticeDraft(input: NoticeInput) {
  return request<Notice>({ url: '/v1/communityNotice/createDraft', method: 'POST', data: input });
}

export function deleteNotice(communityInfoCode: string, communityNoticeCode: string) {
  return request<null>({
    url: '/v1/myCommunityNotice/delete',
    method: 'POST',
    data: { communityInfoCode, communityNoticeCode },
  });
}

// ── owner H5 ──
export const ownerNoticesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'notices'],
  queryFn: () => ownerRequest<OwnerNoticeItem[]>({ url: '/v1/owner/notices' }),
});

export function ownerNoticeQuery(communityNoticeCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'notice', communityNoticeCode],
    queryFn: () => ownerRequest<OwnerNotice>({ url: '/v1/owner/noticeInfo', data: { communityNoticeCode } }),
  });
}
