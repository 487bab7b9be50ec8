import type { WorkOrderDto, WorkOrderState, WorkOrderType } from '@gongzhi/domain/estate/work-order';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Work-order calls (ours) as docs/contracts/workgroup.md gives them. */
export type WorkOrder = WorkOrderDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export function estateKey(communityInfoCode: string) {
  return ['estate', communityInfoCode] as const;
}

export function workOrderListQuery(
  communityInfoCode: string,
  page: number,
  size: number,
  state?: WorkOrderState,
) {
  return queryOptions({
    queryKey: [...estateKey(communityInfoCode), 'list', page, size, state ?? ''],
    queryFn: () =>
      request<Page<WorkOrder>>({ url: '/v1/workOrder/list', data: { communityInfoCode, page, size, state } }),
    placeholderData: (previous) => previous,
  });
}

export function assignWorkOrder(communityInfoCode: string, workOrderId: string, assigneeUserId: string) {
  return request<WorkOrder>({
    url: '/v1/workOrder/assign',
    method: 'POST',
    data: { communityInfoCode, workOrderId, assigneeUserId },
    intercept: false,
  });
}

export function closeWorkOrder(communityInfoCode: string, workOrderId: string, reply: string) {
  return request<WorkOrder>({
    url: '/v1/workOrder/close',
    method: 'POST',
    data: { communityInfoCode, workOrderId, reply },
    intercept: false,
  });
}

/** The owner's own work orders, newest first (owner session). */
export const myWorkOrdersQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'workOrders'],
  queryFn: () => ownerRequest<WorkOrder[]>({ url: '/v1/owner/workOrder/list' }),
});

export type NewWorkOrder = {
  communityInfoCode: string;
  workOrderType: WorkOrderType;
  content: string;
  location: string;
  photoIds: string[];
};

export function createWorkOrder(input: NewWorkOrder) {
  return ownerRequest<WorkOrder>({ url: '/v1/owner/workOrder/create', method: 'POST', data: input });
}
