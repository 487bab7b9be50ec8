import type {
  PlatformOperatorAddInput,
  PlatformOperatorDto,
  PlatformOperatorRemoveInput,
} from '@gongzhi/domain/platform-operator/platform-operator-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** platformOperator/list, add, remove (ours, operators only; docs/contracts/platform-operator.md). */

export const platformOperatorKey = ['platform-operator'] as const;

export const platformOperatorListQuery = queryOptions({
  queryKey: [...platformOperatorKey, 'list'],
  // A 403 is drawn by the page as "operators only", not as a toast.
  queryFn: () => request<PlatformOperatorDto[]>({ url: '/v1/platformOperator/list', intercept: false }),
});

export function addPlatformOperator(input: PlatformOperatorAddInput) {
  return request<PlatformOperatorDto>({
    url: '/v1/platformOperator/add',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function removePlatformOperator(input: PlatformOperatorRemoveInput) {
  return request<{ mobile: string }>({
    url: '/v1/platformOperator/remove',
    method: 'POST',
    data: input,
    intercept: false,
  });
}
