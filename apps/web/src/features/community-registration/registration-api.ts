import type {
  CommunityRegistrationDto,
  CommunityRegistrationInput,
  CommunityRegistrationKind,
  CommunityRegistrationResubmitInput,
  CommunityRegistrationState,
  CommunitySettingsDto,
  CommunitySettingsInput,
  OrgChangeInput,
  RegistrationReviewInput,
  RegistrationUnitOptionDto,
} from '@gongzhi/domain/community/community-registration';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile, request } from '../../lib/request';

type Page<T> = { list: T[]; total: number; page: number; size: number };

/** communityRegistration/* and communityInfo/settings (ours, docs/contracts/community.md). */
export const registrationKey = ['community-registration'] as const;

export const unitOptionsQuery = queryOptions({
  queryKey: [...registrationKey, 'units'],
  queryFn: () => request<RegistrationUnitOptionDto[]>({ url: '/v1/communityRegistration/unitOptions' }),
});

export const myRegistrationsQuery = queryOptions({
  queryKey: [...registrationKey, 'mine'],
  queryFn: () => request<CommunityRegistrationDto[]>({ url: '/v1/communityRegistration/mine' }),
});

export function submitRegistration(input: CommunityRegistrationInput) {
  return request<CommunityRegistrationDto>({
    url: '/v1/communityRegistration/submit',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function resubmitRegistration(input: CommunityRegistrationResubmitInput) {
  return request<CommunityRegistrationDto>({
    url: '/v1/communityRegistration/resubmit',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function submitOrgChange(input: OrgChangeInput) {
  return request<CommunityRegistrationDto>({
    url: '/v1/communityRegistration/orgChange',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function reviewListQuery(params: {
  state?: CommunityRegistrationState;
  kind?: CommunityRegistrationKind;
  searchKey?: string;
  page: number;
  size: number;
}) {
  return queryOptions({
    queryKey: [...registrationKey, 'review', params],
    queryFn: () =>
      request<Page<CommunityRegistrationDto>>({ url: '/v1/communityRegistration/reviewList', data: params }),
  });
}

export function reviewInfoQuery(registrationId: string) {
  return queryOptions({
    queryKey: [...registrationKey, 'reviewInfo', registrationId],
    queryFn: () =>
      request<CommunityRegistrationDto>({
        url: '/v1/communityRegistration/reviewInfo',
        data: { registrationId },
        intercept: false,
      }),
  });
}

export function reviewRegistration(input: RegistrationReviewInput) {
  return request<CommunityRegistrationDto>({
    url: '/v1/communityRegistration/review',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function downloadProof(registrationId: string, file: { attachmentId: string; sourceName: string }) {
  return downloadFile({
    url: '/v1/communityRegistration/proofFile',
    data: { registrationId, attachmentId: file.attachmentId },
    fileName: file.sourceName,
  });
}

export function communitySettingsQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...registrationKey, 'settings', communityInfoCode],
    queryFn: () =>
      request<CommunitySettingsDto>({ url: '/v1/communityInfo/settings', data: { communityInfoCode } }),
  });
}

export function updateCommunitySettings(input: CommunitySettingsInput) {
  return request<CommunitySettingsDto>({
    url: '/v1/communityInfo/updateSettings',
    method: 'POST',
    data: input,
    intercept: false,
  });
}
