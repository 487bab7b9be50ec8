import type { KbDetail, KbIndex, KbListPage } from '@gongzhi/domain/knowledge/kb-files';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** The static knowledge-base files (SPEC §7 `/kb/*.json`), generated at build. */
export function useKbIndex() {
  return useQuery({
    queryKey: ['kb', 'index'],
    queryFn: () => request<KbIndex>({ url: '/kb/indexs.json', intercept: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useKbPage(groupId: string, page: number) {
  return useQuery({
    queryKey: ['kb', 'page', groupId, page],
    queryFn: () => request<KbListPage>({ url: `/kb/c-${groupId}-${page}.json`, intercept: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useKbDetail(groupId: string, detailId: string) {
  return useQuery({
    queryKey: ['kb', 'detail', groupId, detailId],
    queryFn: () => request<KbDetail>({ url: `/kb/d-${groupId}-${detailId}.json`, intercept: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export type KbSearchHit = {
  groupId: number;
  detailId: number;
  title: string;
  groupTitle: string;
  source: string;
  excerpt: string;
};

/** Search across articles (`knowledge/search`, ours: the adviser's BM25 index on the server). */
export function useKbSearch(keyword: string) {
  return useQuery({
    queryKey: ['kb', 'search', keyword],
    queryFn: () =>
      request<KbSearchHit[]>({ url: '/v1/knowledge/search', data: { keyword }, intercept: false }),
    enabled: keyword.trim().length > 0,
  });
}
