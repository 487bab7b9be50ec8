import type { CustomerClueDto } from '@gongzhi/domain/site/customer-clue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Leads of the public contact form for platform operators (`GET /v1/customerClue/list`, ours; docs/contracts/site.md). */
export type CustomerClue = CustomerClueDto;
export type CluePage = { list: CustomerClue[]; total: number; page: number; size: number };
export type ClueFilter = { page: number; size: number; keyword?: string };

export function customerClueListQuery(filter: ClueFilter) {
  return queryOptions({
    queryKey: ['site', 'customerClue', filter],
    // A 403 is drawn by the page as "operators only", not as a toast.
    queryFn: () =>
      request<CluePage>({
        url: '/v1/customerClue/list',
        data: { page: filter.page, size: filter.size, keyword: filter.keyword || undefined },
        intercept: false,
      }),
    placeholderData: keepPreviousData,
  });
}
