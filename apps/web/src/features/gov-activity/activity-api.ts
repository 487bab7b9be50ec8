import type {
  ActivityCreateInput,
  ActivityDto,
  ActivitySignUpDto,
  ActivityUpdateInput,
} from '@gongzhi/domain/gov-activity/gov-activity-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govActivity calls of SPEC §7 (docs/contracts/government.md). */

export type Activity = ActivityDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };
export const activityKey = ['gov-activity'] as const;

export function activityListQuery(params: { page: number; size: number; title?: string }) {
  return queryOptions({
    queryKey: [...activityKey, 'list', params],
    queryFn: () => request<Page<Activity>>({ url: '/v1/govActivity/list', data: params }),
  });
}

export function activityInfoQuery(activityId: string) {
  return queryOptions({
    queryKey: [...activityKey, 'info', activityId],
    queryFn: () => request<Activity>({ url: '/v1/govActivity/info', data: { activityId } }),
  });
}

export function activitySignUpListQuery(activityId: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...activityKey, 'signUps', activityId, page, size],
    queryFn: () =>
      request<Page<ActivitySignUpDto>>({
        url: '/v1/govActivity/signUpList',
        data: { activityId, page, size },
      }),
  });
}

export function createActivity(input: ActivityCreateInput) {
  return request<Activity>({ url: '/v1/govActivity/create', method: 'POST', data: input, intercept: false });
}

export function updateActivity(input: ActivityUpdateInput) {
  return request<Activity>({ url: '/v1/govActivity/update', method: 'POST', data: input, intercept: false });
}

/** SPEC's govActivity/delete; the activity is cancelled (kept with its sign-ups). */
export function cancelActivity(activityId: string) {
  return request<Activity>({
    url: '/v1/govActivity/delete',
    method: 'POST',
    data: { activityId },
    intercept: false,
  });
}
