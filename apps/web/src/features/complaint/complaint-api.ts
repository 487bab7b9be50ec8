import type { ComplaintDto } from '@gongzhi/domain/complaint/complaint-api';
import type { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govComplaint calls of SPEC §7 and the owner-H5 calls (ours), docs/contracts/government.md. */

export type Complaint = ComplaintDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };
export const complaintKey = ['complaint'] as const;

export type ComplaintListParams = {
  page: number;
  size: number;
  state?: ComplaintState;
  complaintType?: ComplaintType;
  communityInfoCode?: string;
};

export function complaintListQuery(params: ComplaintListParams) {
  return queryOptions({
    queryKey: [...complaintKey, 'list', params],
    queryFn: () => request<Page<Complaint>>({ url: '/v1/govComplaint/list', data: params }),
  });
}

export function complaintInfoQuery(complaintId: string) {
  return queryOptions({
    queryKey: [...complaintKey, 'info', complaintId],
    queryFn: () => request<Complaint>({ url: '/v1/govComplaint/info', data: { complaintId } }),
  });
}

export function handleComplaint(complaintId: string, reply: string) {
  return request<Complaint>({
    url: '/v1/govComplaint/handle',
    method: 'POST',
    data: { complaintId, reply },
    intercept: false,
  });
}
