import type { SiteNewsDto } from '@gongzhi/domain/site/site-news';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** The ICP filing number for this host (the prerendered pages get it from the server directly). */
export function useSiteIcp(): string {
  const { data } = useQuery({
    queryKey: ['site', 'icp'],
    queryFn: () => request<{ icp: string }>({ url: '/v1/site/icp', intercept: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.icp ?? '';
}

/** The news of /information (`siteNews/list`, ours). */
export function useSiteNews() {
  return useQuery({
    queryKey: ['site', 'news'],
    queryFn: () =>
      request<{ list: SiteNewsDto[]; total: number }>({
        url: '/v1/siteNews/list',
        data: { page: 1, size: 20 },
      }),
  });
}
