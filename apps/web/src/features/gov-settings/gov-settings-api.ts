import type {
  BasicSettingsDto,
  GovAuthApplicationDto,
  GovAuthInfoDto,
  GovCertificationReviewState,
} from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { SaveBasicSettingsInput } from '@gongzhi/domain/gov-settings/gov-settings-rules';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile, request } from '../../lib/request';

/** Government certification, operator review and basic settings calls (ours, docs/contracts/government.md). */

export type GovAuthInfo = GovAuthInfoDto;
export type BasicSettings = BasicSettingsDto;
export type GovAuthApplication = GovAuthApplicationDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export const govSettingsKey = ['gov-settings'] as const;

export function govAuthInfoQuery() {
  return queryOptions({
    queryKey: [...govSettingsKey, 'info'],
    queryFn: () => request<GovAuthInfo>({ url: '/v1/govAuth/info' }),
  });
}

/** Real-name check of an unverified applicant; its failures are shown on the form, not as a toast. */
export function checkRealName(name: string, cardNo: string) {
  return request<{ passed: true }>({
    url: '/v1/govAuth/checkRealName',
    method: 'POST',
    data: { name, cardNo, cardType: 'RESIDENT_ID_CARD' },
    intercept: false,
  });
}

export type GovCertificationValues = {
  fillOwnerName: string;
  fillCardNo: string;
  position: string;
  proveFileIds: string[];
};

export function submitGovCertification(values: GovCertificationValues) {
  return request<{ hasGovAuth: 'REVIEWING'; message: string }>({
    url: '/v1/govAuth/submit',
    method: 'POST',
    data: values,
    intercept: false,
  });
}

export function downloadProofTemplate() {
  return downloadFile({ url: '/v1/govAuth/proofTemplate', fileName: '政府工作人员工作证明模板.pdf' });
}

export function basicSettingsQuery(codes: { streetCode: string; govCommunityCode: string | null }) {
  return queryOptions({
    queryKey: [...govSettingsKey, 'basic', codes.streetCode, codes.govCommunityCode ?? ''],
    queryFn: () =>
      request<BasicSettings>({
        url: '/v1/govBasicSettings/info',
        data: { streetCode: codes.streetCode, govCommunityCode: codes.govCommunityCode ?? undefined },
      }),
  });
}

export function saveBasicSettings(input: SaveBasicSettingsInput) {
  return request<BasicSettings>({
    url: '/v1/govBasicSettings/save',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export function operatorQuery() {
  return queryOptions({
    queryKey: [...govSettingsKey, 'operator'],
    queryFn: () => request<{ isOperator: 'YES' | 'NO' }>({ url: '/v1/govAuth/operator' }),
  });
}

export function reviewListQuery(params: { state?: GovCertificationReviewState; page: number; size: number }) {
  return queryOptions({
    queryKey: [...govSettingsKey, 'review', params],
    queryFn: () => request<Page<GovAuthApplication>>({ url: '/v1/govAuth/review/list', data: params }),
  });
}

export function reviewGovCertification(input: {
  applicationId: string;
  state: 'APPROVE' | 'REJECTED';
  rejectReason?: string;
}) {
  return request<GovAuthApplication>({ url: '/v1/govAuth/review', method: 'POST', data: input });
}

export function downloadProofFile(applicationId: string, attachmentId: string, fileName: string) {
  return downloadFile({
    url: '/v1/govAuth/review/proofFile',
    data: { applicationId, attachmentId },
    fileName,
  });
}
