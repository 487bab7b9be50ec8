import type {
  OwnerProposalInfoDto,
  OwnerProposalItemDto,
  OwnerProposalListDto,
  ProposalAttachmentDto,
  ProposalFillPageDto,
  ProposalInfoDto,
  ProposalListItemDto,
  ProposalTemplateInfoDto,
  ProposalTemplateItemDto,
  SignType,
} from '@gongzhi/domain/proposal/proposal-api';
import type { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';
import type { DownloadJob } from '../download/download-api';

/** The proposal calls of docs/contracts/proposal.md; DTOs are the server's schemas in the domain. */

export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type ProposalListItem = ProposalListItemDto;
export type ProposalInfo = ProposalInfoDto;
export type ProposalTemplateItem = ProposalTemplateItemDto;
export type ProposalTemplateInfo = ProposalTemplateInfoDto;
export type ProposalFillPage = ProposalFillPageDto;
export type ProposalFill = ProposalFillPageDto['list'][number];
export type ProposalAttachment = ProposalAttachmentDto;
export type OwnerProposalList = OwnerProposalListDto;
export type OwnerProposalItem = OwnerProposalItemDto;
export type OwnerProposalInfo = OwnerProposalInfoDto;

/** SPEC §9: the signed-proposal PDF call waits up to 180 s. */
export const PROPOSAL_PDF_TIMEOUT_MS = 180_000;

/** Every proposal query of a community starts with this key, so an action can refresh them all. */
export function proposalKey(communityInfoCode: string) {
  return ['proposal', communityInfoCode] as const;
}

export type ProposalListParams = {
  communityInfoCode: string;
  page: number;
  size: number;
  proposalState?: ProposalDisplayState;
  searchKey?: string;
};

export function proposalListQuery(params: ProposalListParams) {
  return queryOptions({
    queryKey: [...proposalKey(params.communityInfoCode), 'list', params],
    queryFn: () =>
      request<Page<ProposalListItem>>({
        url: '/v1/proposal/list',
        data: { ...params, searchKey: params.searchKey || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function proposalInfoQuery(communityInfoCode: string, proposalId: string) {
  return queryOptions({
    queryKey: [...proposalKey(communityInfoCode), 'info', proposalId],
    queryFn: () =>
      request<ProposalInfo>({
        url: '/v1/proposal/info',
        data: { communityInfoCode, proposalId },
        intercept: false,
      }),
  });
}

export function proposalFillQuery(communityInfoCode: string, proposalId: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...proposalKey(communityInfoCode), 'fills', proposalId, page, size],
    queryFn: () =>
      request<ProposalFillPage>({
        url: '/v1/proposalFill/listByProposal',
        data: { communityInfoCode, proposalId, page, size },
        intercept: false,
      }),
    placeholderData: keepPreviousData,
  });
}

export function templateListQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...proposalKey(communityInfoCode), 'templates'],
    queryFn: () =>
      request<ProposalTemplateItem[]>({ url: '/v1/proposal/templateList', data: { communityInfoCode } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchTemplate(communityInfoCode: string, templateId: string): Promise<ProposalTemplateInfo> {
  return request({
    url: '/v1/proposal/templateInfo',
    data: { communityInfoCode, templateId },
    intercept: false,
  });
}

export type ProposalFormValue = {
  title: string;
  proposalType: ProposalType;
  content: string;
  startDate: string;
  endDate: string;
  materialAttachments: string[];
  signAttachment: string[];
  templateId?: string | null;
};

export function createProposal(communityInfoCode: string, value: ProposalFormValue): Promise<ProposalInfo> {
  return request({
    url: '/v1/proposal/create',
    method: 'POST',
    data: { communityInfoCode, ...value },
    intercept: false,
  });
}

export function updateProposal(
  communityInfoCode: string,
  proposalId: string,
  value: ProposalFormValue,
): Promise<ProposalInfo> {
  return request({
    url: '/v1/proposal/update',
    method: 'POST',
    data: { communityInfoCode, proposalId, ...value },
    intercept: false,
  });
}

export function deleteProposal(communityInfoCode: string, proposalId: string): Promise<null> {
  return request({
    url: '/v1/proposal/delete',
    method: 'POST',
    data: { communityInfoCode, proposalId },
    intercept: false,
  });
}

/** Queues the signed-proposal PDF (a download job); the file appears in the download centre. */
export function generateFillPdf(communityInfoCode: string, proposalId: string): Promise<DownloadJob> {
  return request({
    url: '/v1/proposal/generateFillPdf',
    method: 'POST',
    data: { communityInfoCode, proposalId },
    timeout: PROPOSAL_PDF_TIMEOUT_MS,
    intercept: false,
  });
}

// ── owner H5 ──

const OWNER_PROPOSAL_KEY = [...OWNER_QUERY_KEY, 'proposal'] as const;

export const ownerProposalListQuery = queryOptions({
  queryKey: [...OWNER_PROPOSAL_KEY, 'list'],
  queryFn: () => ownerRequest<OwnerProposalList>({ url: '/v1/owner/proposal/list' }),
});

export function ownerProposalInfoQuery(proposalId: string) {
  return queryOptions({
    queryKey: [...OWNER_PROPOSAL_KEY, 'info', proposalId],
    queryFn: () => ownerRequest<OwnerProposalInfo>({ url: '/v1/owner/proposal/info', data: { proposalId } }),
  });
}

export function ownerProposalKey() {
  return OWNER_PROPOSAL_KEY;
}

export type SignValue = { signType: SignType; signImage?: string; signName?: string };

export function signProposal(proposalId: string, value: SignValue): Promise<OwnerProposalInfo> {
  return ownerRequest({ url: '/v1/owner/proposal/sign', method: 'POST', data: { proposalId, ...value } });
}

export function ownerCreateProposal(
  communityInfoCode: string,
  value: ProposalFormValue,
): Promise<OwnerProposalInfo> {
  return ownerRequest({
    url: '/v1/owner/proposal/create',
    method: 'POST',
    data: { communityInfoCode, ...value },
  });
}

/** Ours: an owner changes their own motion (the sign sheets stay as they are). */
export function ownerUpdateProposal(
  proposalId: string,
  value: Omit<ProposalFormValue, 'signAttachment'>,
): Promise<OwnerProposalInfo> {
  return ownerRequest({ url: '/v1/owner/proposal/update', method: 'POST', data: { proposalId, ...value } });
}

/** Ours: an owner deletes their own motion while nobody has signed it. */
export function ownerDeleteProposal(proposalId: string): Promise<null> {
  return ownerRequest({ url: '/v1/owner/proposal/delete', method: 'POST', data: { proposalId } });
}
