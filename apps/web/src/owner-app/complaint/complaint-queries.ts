import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import type { Complaint, Page } from '../../features/complaint/complaint-api';

/** 我的投诉: the owner's own complaints, newest first. */
export const myComplaintsQuery = {
  queryKey: [...OWNER_QUERY_KEY, 'complaints'],
  queryFn: () =>
    ownerRequest<Page<Complaint>>({ url: '/v1/govComplaint/ownerList', data: { page: 1, size: 50 } }),
};
