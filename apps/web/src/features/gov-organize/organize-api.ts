import type { GovOrganizeDto, GovOrganizeUpdateInput } from '@gongzhi/domain/gov-organize/gov-organize-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govOrganize/info, update (SPEC §7; fields ours, docs/contracts/government.md). */

export const organizeKey = ['gov-organize'] as const;

export const organizeInfoQuery = queryOptions({
  queryKey: [...organizeKey, 'info'],
  queryFn: () => request<GovOrganizeDto>({ url: '/v1/govOrganize/info' }),
});

export function updateOrganize(input: GovOrganizeUpdateInput) {
  return request<GovOrganizeDto>({
    url: '/v1/govOrganize/update',
    method: 'POST',
    data: input,
    intercept: false,
  });
}
