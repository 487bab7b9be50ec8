import type { CertificationListItemDto } from '@gongzhi/domain/certification/certification-api';
import type {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
} from '@gongzhi/domain/certification/certification-enums';
import type { AreaNode } from '@gongzhi/domain/community/community-info';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Owner certification calls (SPEC §7 /v1/owner/certification/*, docs/contracts/roster.md). */

export type Page<T> = { list: T[]; total: number; page: number; size: number };

// List items are the server's output schema (packages/domain/src/certification/certification-api.ts).
export type CertificationListItem = CertificationListItemDto;

export type CertificationInfo = CertificationListItem & {
  agentCardNo: string | null;
  agentMobile: string | null;
  proveFiles: Attachment[];
  agentProveFiles: Attachment[];
  reviewerName: string | null;
};

export type CertificationSearch = {
  communityInfoCode: string;
  page: number;
  size: number;
  types?: CertificationType[];
  state?: OwnerCertificationReviewState;
  searchKey?: string;
};

export function certificationKey(communityInfoCode: string) {
  return ['certification', communityInfoCode] as const;
}

export function certificationSearchQuery(params: CertificationSearch) {
  return queryOptions({
    queryKey: [...certificationKey(params.communityInfoCode), 'search', params],
    queryFn: () =>
      request<Page<CertificationListItem>>({
        url: '/v1/owner/certification/search',
        data: {
          ...params,
          types: params.types?.length ? params.types : undefined,
          searchKey: params.searchKey || undefined,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

export function certificationInfoQuery(communityInfoCode: string, certificationId: string) {
  return queryOptions({
    queryKey: [...certificationKey(communityInfoCode), 'info', certificationId],
    queryFn: () =>
      request<CertificationInfo>({
        url: '/v1/owner/certification/getInfo',
        data: { communityInfoCode, certificationId },
      }),
  });
}

export type ReviewInput = {
  communityInfoCode: string;
  certificationId: string;
  state: 'APPROVE' | 'REJECTED';
  rejectReason?: string;
};

export function reviewCertification(input: ReviewInput): Promise<CertificationInfo> {
  return request({ url: '/v1/owner/certification/review', method: 'POST', data: input, intercept: false });
}

// Owner H5 calls (owner session).

export type MyCertification = CertificationListItemDto;

export type { AreaNode };

export type BuildingOption = {
  buildingCode: string;
  buildingName: string;
  buildingAttribute: BuildingAttribute;
};
export type HouseOption = { houseCode: string; unitNo: string | null; floor: number; houseNo: string };

export type CertificationSubmit = {
  communityInfoCode: string;
  houseCode: string;
  certificationType: CertificationType;
  ownerName: string;
  cardType: IdCardType;
  cardNo: string;
  proveFileIds: string[];
  isAgent: 'YES' | 'NO';
  agentName?: string;
  agentMobile?: string;
  agentCardType?: IdCardType;
  agentCardNo?: string;
  agentProveFileIds?: string[];
};

export const myCertificationsQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'myCertifications'],
  queryFn: () => ownerRequest<MyCertification[]>({ url: '/v1/owner/certification/myList' }),
});

export const areaTreeQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'area'],
  queryFn: () => ownerRequest<AreaNode[]>({ url: '/v1/area' }),
  staleTime: 10 * 60_000,
});

export function buildingOptionsQuery(communityInfoCode: string | undefined) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'buildingOptions', communityInfoCode],
    queryFn: () =>
      ownerRequest<BuildingOption[]>({
        url: '/v1/owner/certification/buildingOptions',
        data: { communityInfoCode },
      }),
    enabled: Boolean(communityInfoCode),
  });
}

export function houseOptionsQuery(communityInfoCode: string | undefined, buildingCode: string | undefined) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'houseOptions', communityInfoCode, buildingCode],
    queryFn: () =>
      ownerRequest<HouseOption[]>({
        url: '/v1/owner/certification/houseOptions',
        data: { communityInfoCode, buildingCode },
      }),
    enabled: Boolean(communityInfoCode && buildingCode),
  });
}

export function submitCertification(input: CertificationSubmit): Promise<CertificationListItem> {
  return ownerRequest({ url: '/v1/owner/certification/submit', method: 'POST', data: input });
}

/** A house as one short line: building, then unit-houseNo (language-neutral). */
export function houseLabel(house: { buildingName: string; unitNo: string | null; houseNo: string }): string {
  return `${house.buildingName} ${house.unitNo ? `${house.unitNo}-` : ''}${house.houseNo}`;
}
