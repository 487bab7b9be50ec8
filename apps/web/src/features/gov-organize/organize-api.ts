import type { GovJoinRecordSubmitInput } from '@gongzhi/domain/gov-organize/gov-join-apply';
import type {
  GovJoinRecordItemDto,
  GovJoinRecordReviewInput,
  GovJoinRecordState,
  GovUnitOptionDto,
} from '@gongzhi/domain/gov-organize/gov-join-review';
import type {
  GovOrganizeDto,
  GovOrganizeUpdateInput,
  govInfoResultDto,
  UpdateGovInfoInput,
} from '@gongzhi/domain/gov-organize/gov-organize-api';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { downloadFile, request } from '../../lib/request';

type Page<T> = { list: T[]; total: number; page: number; size: number };
type GovInfoResult = z.infer<typeof govInfoResultDto>;

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

/** govJoinRecord/submit (SPEC §7, public): the join form; the answer's message is the thanks to show. */
export function submitJoinRecord(input: GovJoinRecordSubmitInput) {
  return request<{ joinRecordId: string }>({
    url: '/v1/govJoinRecord/submit',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

/** The join form's own presign of a proof (public; the phone and its SMS code vouch for it). */
export const JOIN_PROOF_PRESIGN_URL = '/v1/govJoinRecord/presignProof';
/** An operator saves an application's proof (govJoinRecord/proofDownload, ours; token header). */
export function downloadJoinProof(joinRecordId: string, attachmentId: string, fileName: string) {
  return downloadFile({
    url: '/v1/govJoinRecord/proofDownload',
    data: { joinRecordId, attachmentId },
    fileName,
  });
}

/** govJoinRecord/list and review (ours, platform operators; docs/contracts/government.md). */
export function joinRecordListQuery(params: {
  state?: GovJoinRecordState;
  searchKey?: string;
  page: number;
  size: number;
}) {
  return queryOptions({
    queryKey: [...organizeKey, 'joinRecords', params],
    queryFn: () => request<Page<GovJoinRecordItemDto>>({ url: '/v1/govJoinRecord/list', data: params }),
  });
}

export function reviewJoinRecord(input: GovJoinRecordReviewInput) {
  return request<GovJoinRecordItemDto>({
    url: '/v1/govJoinRecord/review',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

/** govUnit/list (ours): the streets and their 社区 to choose from. */
export const unitOptionsQuery = queryOptions({
  queryKey: [...organizeKey, 'units'],
  queryFn: () => request<GovUnitOptionDto[]>({ url: '/v1/govUnit/list' }),
});

/** owner/updateGovInfo (SPEC §7): the unit the user works for; only before certification. */
export function updateGovInfo(input: UpdateGovInfoInput) {
  return request<GovInfoResult>({
    url: '/v1/owner/updateGovInfo',
    method: 'POST',
    data: input,
    intercept: false,
  });
}
