import type {
  InformationAddInput,
  InformationDto,
  InformationReadPageDto,
  InformationUpdateInput,
} from '@gongzhi/domain/gov-information/gov-information-api';
import type { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govInformation calls of SPEC §7 (docs/contracts/government.md). */

export type Information = InformationDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };
export const informationKey = ['gov-information'] as const;

export type InformationListParams = {
  page: number;
  size: number;
  title?: string;
  informationType?: GovInformationType;
  communityInfoCode?: string;
};

export function informationListQuery(params: InformationListParams) {
  return queryOptions({
    queryKey: [...informationKey, 'list', params],
    queryFn: () => request<Page<Information>>({ url: '/v1/govInformation/list', data: params }),
  });
}

export function informationInfoQuery(informationId: string) {
  return queryOptions({
    queryKey: [...informationKey, 'info', informationId],
    queryFn: () => request<Information>({ url: '/v1/govInformation/info', data: { informationId } }),
  });
}

export function informationReadListQuery(informationId: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...informationKey, 'reads', informationId, page, size],
    queryFn: () =>
      request<InformationReadPageDto>({
        url: '/v1/govInformation/readList',
        data: { informationId, page, size },
      }),
  });
}

export function addInformation(input: InformationAddInput) {
  return request<Information>({
    url: '/v1/govInformation/add',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function updateInformation(input: InformationUpdateInput) {
  return request<Information>({
    url: '/v1/govInformation/update',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function deleteInformation(informationId: string) {
  return request<null>({
    url: '/v1/govInformation/delete',
    method: 'POST',
    data: { informationId },
    intercept: false,
  });
}
