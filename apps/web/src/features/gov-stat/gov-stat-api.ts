import type {
  ComplaintHandleStatDto,
  InformationReleaseStatDto,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile, request } from '../../lib/request';
import type { GovFilter } from '../gov-community-affair/gov-community-affair-api';

/** govWorkStatistics calls of SPEC §7 (docs/contracts/gov-community-affair.md). */

export const govStatKey = ['gov-stat'] as const;

export function complaintHandleQuery(filter: GovFilter) {
  return queryOptions({
    queryKey: [...govStatKey, 'complaint', filter],
    queryFn: () =>
      request<ComplaintHandleStatDto>({ url: '/v1/govWorkStatistics/complaintHandle', data: filter }),
    placeholderData: keepPreviousData,
  });
}

export function informationReleaseQuery(filter: GovFilter) {
  return queryOptions({
    queryKey: [...govStatKey, 'information', filter],
    queryFn: () =>
      request<InformationReleaseStatDto>({ url: '/v1/govWorkStatistics/informationRelease', data: filter }),
    placeholderData: keepPreviousData,
  });
}

/** Both statistics as one xlsx workbook (the server names the file). */
export function exportWorkStatistics(filter: GovFilter) {
  return downloadFile({ url: '/v1/govWorkStatistics/export', data: filter });
}
