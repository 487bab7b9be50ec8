import type {
  ballotReceiptDto,
  chainVerificationDto,
  IssueStatisticDto,
  issueTypeDto,
  ownerVoteInfoDto,
  ownerVoteItemDto,
  VotingCreateInput,
  VotingDraftInput,
  VotingInfoDto,
  VotingListItemDto,
  VotingScopeType,
  votingCreateInput,
  votingDraftInput,
  votingScopeBuildingDto,
  votingScopeHouseDto,
  votingScopeSummaryDto,
  votingSettingsDto,
  whiteListEntryDto,
} from '@gongzhi/domain/voting/voting-api';
import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import type {
  abandonOnlineDto,
  buildingStatisticDto,
  deliveryListItemDto,
  invalidBallotDto,
  paperEntryDto,
  paperSimpleInfoDto,
  publicityCheckDto,
  resultPublicityInput,
  votePublicDto,
  voterBallotStatusDto,
  votingResultDto,
} from '@gongzhi/domain/voting/voting-paper-api';
import type { OwnerVoteResultDto, ResultNoticeDto } from '@gongzhi/domain/voting/voting-result-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** The voting calls of docs/contracts/voting.md; DTOs are the server's schemas in the domain. */

// Types of the domain's zod schemas without a zod dependency in the web app.
type Infer<S> = S extends { _output: infer O } ? O : never;
type Input<S> = S extends { _input: infer I } ? I : never;

export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type VotingListItem = VotingListItemDto;
export type VotingInfo = VotingInfoDto;
export type VotingIssue = VotingInfo['issues'][number];
export type IssueStatistic = IssueStatisticDto;
export type IssueTypeItem = Infer<typeof issueTypeDto>;
export type VotingSettingsValue = Infer<typeof votingSettingsDto>;
export type ScopeSummary = Infer<typeof votingScopeSummaryDto>;
export type ScopeBuilding = Infer<typeof votingScopeBuildingDto>;
export type ScopeHouse = Infer<typeof votingScopeHouseDto>;
export type WhiteListEntry = Infer<typeof whiteListEntryDto>;
export type ChainVerificationResult = Infer<typeof chainVerificationDto>;
export type OwnerVoteItem = Infer<typeof ownerVoteItemDto>;
export type OwnerVoteInfo = Infer<typeof ownerVoteInfoDto>;
export type BallotReceipt = Infer<typeof ballotReceiptDto>;
export type CreateInput = Input<typeof votingCreateInput>;
export type DraftInput = Input<typeof votingDraftInput>;
export type { VotingCreateInput, VotingDraftInput, VotingScopeType };

/** Every voting query of a community starts with this key, so an action can refresh them all. */
export function votingKey(communityInfoCode: string) {
  return ['voting', communityInfoCode] as const;
}

export type VotingListParams = {
  communityInfoCode: string;
  page: number;
  size: number;
  votingState?: VotingState;
  searchKey?: string;
};

export function votingListQuery(params: VotingListParams) {
  return queryOptions({
    queryKey: [...votingKey(params.communityInfoCode), 'list', params],
    queryFn: () =>
      request<Page<VotingListItem>>({
        url: '/v1/voting/votingListWeb',
        data: { ...params, searchKey: params.searchKey || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function votingInfoQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'info', votingCode],
    queryFn: () =>
      request<VotingInfo>({ url: '/v1/voting/infoSimplify', data: { communityInfoCode, votingCode } }),
  });
}

export function draftInfoQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'draft', votingCode],
    queryFn: () =>
      request<VotingInfo>({ url: '/v1/voting/draftInfo', data: { communityInfoCode, votingCode } }),
  });
}

export function issueTypesQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'issueTypes'],
    queryFn: () => request<IssueTypeItem[]>({ url: '/v1/issueType/list', data: { communityInfoCode } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function votingSettingsQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'settings'],
    queryFn: () => request<VotingSettingsValue>({ url: '/v1/voting/settings', data: { communityInfoCode } }),
  });
}

export function scopeSummaryQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'scope', votingCode],
    queryFn: () =>
      request<ScopeSummary>({
        url: '/v1/voting/votingScopeSimplify',
        data: { communityInfoCode, votingCode },
      }),
  });
}

export function scopeBuildingsQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'scopeBuildings', votingCode],
    queryFn: () =>
      request<ScopeBuilding[]>({
        url: '/v1/voting/votingScopeBuildingList',
        data: { communityInfoCode, votingCode },
      }),
  });
}

export function scopeHousesQuery(communityInfoCode: string, votingCode: string, buildingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'scopeHouses', votingCode, buildingCode],
    queryFn: () =>
      request<ScopeHouse[]>({
        url: '/v1/voting/votingScopeHouseList',
        data: { communityInfoCode, votingCode, buildingCode },
      }),
  });
}

export function whiteListQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'whiteList', votingCode],
    queryFn: () =>
      request<WhiteListEntry[]>({ url: '/v1/voteWhiteList/list', data: { communityInfoCode, votingCode } }),
  });
}

// Mutations switch interception off: the pages show the server's message where the user acts.

function post<T>(url: string, data: unknown): Promise<T> {
  return request<T>({ url, method: 'POST', data, intercept: false });
}

export const createVoting = (input: CreateInput) => post<VotingInfo>('/v1/voting/createSimplify', input);
export const saveDraft = (input: DraftInput) => post<VotingInfo>('/v1/voting/createDraft', input);

export type VotingRef = { communityInfoCode: string; votingCode: string };
export const copyVoting = (ref: VotingRef) => post<VotingInfo>('/v1/voting/createCopy', ref);
export const deleteDraft = (ref: VotingRef) => post<null>('/v1/voting/deleteDraft', ref);
export const withdrawVoting = (ref: VotingRef) => post<null>('/v1/voting/withdrawal', ref);
export const terminateVoting = (ref: VotingRef) => post<null>('/v1/voting/terminate', ref);
export const delayVoting = (ref: VotingRef & { endDate: string }) =>
  post<VotingInfo>('/v1/voting/delay', ref);
export const updateEdgeInfo = (
  input: VotingRef & {
    title?: string;
    description?: string;
    materialAttachments?: string[];
    signAttachment?: string[];
    faceAuthorizationLetter?: string[];
  },
) => post<VotingInfo>('/v1/voting/updateEdgeInfo', input);

export const previewScope = (input: {
  communityInfoCode: string;
  scopeType: VotingScopeType;
  buildingCodes?: string[];
  houseCodes?: string[];
}) => post<ScopeSummary>('/v1/voting/votingScopeHouseInfo', input);

export const updateVotingSettings = (input: { communityInfoCode: string } & VotingSettingsValue) =>
  post<VotingSettingsValue>('/v1/voting/updateSettings', input);

export const addWhiteList = (input: VotingRef & { mobile: string }) =>
  post<null>('/v1/voteWhiteList/add', input);
export const deleteWhiteList = (input: VotingRef & { userId: string }) =>
  post<null>('/v1/voteWhiteList/delete', input);

export const verifyChainOnServer = (ref: VotingRef) =>
  request<ChainVerificationResult>({ url: '/v1/voting/verifyChain', data: ref });

// ── owner H5 ──

export const ownerVotesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'votes'],
  queryFn: () => ownerRequest<OwnerVoteItem[]>({ url: '/v1/owner/votes' }),
});

export function ownerVoteInfoQuery(votingCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'vote', votingCode],
    queryFn: () => ownerRequest<OwnerVoteInfo>({ url: '/v1/owner/voteInfo', data: { votingCode } }),
  });
}

/** `myVoting/delete`: the owner takes a closed vote off their own list. */
export const hideOwnerVote = (votingCode: string) =>
  ownerRequest<null>({ url: '/v1/myVoting/delete', method: 'POST', data: { votingCode } });

export function castVote(votingCode: string, choices: Record<string, VoteChoice | null>) {
  return ownerRequest<BallotReceipt>({
    url: '/v1/owner/castVote',
    method: 'POST',
    data: { votingCode, choices },
  });
}

// ── paper ballots, deliveries, statistics, result (docs/contracts/voting.md part 2) ──

export type PaperSimpleInfo = Infer<typeof paperSimpleInfoDto>;
export type VoterBallotStatus = Infer<typeof voterBallotStatusDto>;
export type PaperEntry = Infer<typeof paperEntryDto>;
export type AbandonOnline = Infer<typeof abandonOnlineDto>;
export type DeliveryListItem = Infer<typeof deliveryListItemDto>;
export type BuildingStatistic = Infer<typeof buildingStatisticDto>;
export type InvalidBallot = Infer<typeof invalidBallotDto>;
export type PublicityCheck = Infer<typeof publicityCheckDto>;
export type VotingResult = Infer<typeof votingResultDto>;
export type VotePublic = Infer<typeof votePublicDto>;
export type PublicityInput = Input<typeof resultPublicityInput>;
export type DownloadJobRef = { jobId: string; kind: string; fileName: string; status: string };

export function paperInfoQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'paperInfo', votingCode],
    queryFn: () =>
      request<PaperSimpleInfo>({
        url: '/v1/offlineVote/votingSimpleInfo',
        data: { communityInfoCode, votingCode },
      }),
  });
}

export function paperEntriesQuery(communityInfoCode: string, votingCode: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'paperEntries', votingCode, page, size],
    queryFn: () =>
      request<Page<PaperEntry>>({
        url: '/v1/votingOHC/offlineVoteList',
        data: { communityInfoCode, votingCode, page, size },
      }),
    placeholderData: (previous) => previous,
  });
}

export function multipleOwnersQuery(
  communityInfoCode: string,
  votingCode: string,
  page: number,
  size: number,
) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'multipleOwners', votingCode, page, size],
    queryFn: () =>
      request<Page<VoterBallotStatus>>({
        url: '/v1/votingOHC/listByMultiplePeople',
        data: { communityInfoCode, votingCode, page, size },
      }),
  });
}

export const checkVoter = (ref: VotingRef & { houseCode: string }) =>
  request<VoterBallotStatus>({ url: '/v1/offlineVote/checkMultipleOwner', data: ref, intercept: false });

export const savePaperBallot = (
  input: VotingRef & {
    houseCode: string;
    choices: Record<string, VoteChoice | null>;
    signerName: string;
    attachments?: string[];
    correctionReason?: string;
  },
) => post<PaperEntry>('/v1/offlineVote/saveVoteIssueTable', input);

export const cancelPaperEntry = (input: VotingRef & { entryId: string; reason: string }) =>
  post<PaperEntry>('/v1/votingOHC/updateVoteOHC', input);

export const editPaperPeriod = (
  input: VotingRef & { pdStartDate: string | null; pdEndDate: string | null },
) => post<PaperSimpleInfo>('/v1/offlineVote/editVoting', input);

export const printBallots = (
  input: VotingRef & { buildingCodes?: string[]; houseCodes?: string[]; onlyNotVoted?: boolean },
) => post<DownloadJobRef>('/v1/offlineVote/getPrintInfo', input);
export const printAllBallots = (ref: VotingRef) =>
  request<DownloadJobRef>({ url: '/v1/offlineVote/getPrintInfoByVote', data: ref, intercept: false });
export const printBlankBallots = (input: VotingRef & { count: number }) =>
  post<DownloadJobRef>('/v1/offlineVote/getPrintInfoByNoOwner', input);

export function abandonListQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'abandon', votingCode],
    queryFn: () =>
      request<AbandonOnline[]>({
        url: '/v1/voteAbandonOnline/listByVoting',
        data: { communityInfoCode, votingCode },
      }),
  });
}

export function deliveryListQuery(
  communityInfoCode: string,
  votingCode: string,
  page: number,
  size: number,
  delivered?: 'YES' | 'NO',
) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'delivery', votingCode, page, size, delivered],
    queryFn: () =>
      request<Page<DeliveryListItem>>({
        url: '/v1/vote/voteDeliveryList',
        data: { communityInfoCode, votingCode, page, size, delivered },
      }),
    placeholderData: (previous) => previous,
  });
}

export const recordDelivery = (
  input: VotingRef & {
    houseCode: string;
    method: string;
    deliveredAt: string;
    proofAttachments: string[];
    withoutProofFile?: boolean;
    remark?: string;
  },
) => post<DeliveryListItem>('/v1/vote/voteDelivery', input);

export function buildingStatisticsQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'buildingStatistics', votingCode],
    queryFn: () =>
      request<BuildingStatistic[]>({
        url: '/v1/voting/buildingStatistics',
        data: { communityInfoCode, votingCode },
        intercept: false,
      }),
    retry: false,
  });
}

export function invalidVotesQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'invalid', votingCode],
    queryFn: () =>
      request<InvalidBallot[]>({
        url: '/v1/voting/invalidVoteList',
        data: { communityInfoCode, votingCode },
      }),
  });
}

export const exportStatistics = (ref: VotingRef) =>
  request<DownloadJobRef>({ url: '/v1/voting/exportStatistics', data: ref, intercept: false });
export const exportOnlineVoucher = (ref: VotingRef) =>
  request<DownloadJobRef>({ url: '/v1/downloadJob/generateOnlineVoteVoucher', data: ref, intercept: false });

export const checkPublicity = (ref: VotingRef) => post<PublicityCheck>('/v1/voting/checkPublicity', ref);
export const resultPreview = (ref: VotingRef) => post<VotingResult>('/v1/voting/resultPreview', ref);
export const publishResult = (input: VotingRef & PublicityInput) =>
  post<VotingResult>('/v1/voting/resultPublicity', input);

export function resultInfoQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'result', votingCode],
    queryFn: () =>
      request<VotingResult | null>({ url: '/v1/voting/resultInfo', data: { communityInfoCode, votingCode } }),
  });
}

export function votePublicQuery(votingCode: string) {
  return queryOptions({
    queryKey: ['votePublic', votingCode],
    queryFn: () =>
      request<VotePublic>({ url: '/v1/votePublic/info', data: { votingCode }, intercept: false }),
    retry: false,
  });
}

/**
 * The published result as the community's staff read it (VOTING_VIEW): the whole aggregate with the
 * house annex, also for a vote whose chain is not published anonymously (issue #21 item 5); null
 * until the result is announced.
 */
export function aggregateFullQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'aggregateFull', votingCode],
    queryFn: () =>
      request<VotePublic | null>({
        url: '/v1/voting/aggregateFull',
        data: { communityInfoCode, votingCode },
      }),
    retry: false,
  });
}

// ── the announced result for owners, and the one-click publicity notice (issue 20) ──

export type OwnerVoteResult = OwnerVoteResultDto;
export type ResultNotice = ResultNoticeDto;

export function ownerVoteResultQuery(votingCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'voteResult', votingCode],
    queryFn: () => ownerRequest<OwnerVoteResult>({ url: '/v1/owner/voteResult', data: { votingCode } }),
    retry: false,
  });
}

export const publishResultNotice = (ref: VotingRef) =>
  post<ResultNotice>('/v1/voting/publishResultNotice', ref);

export const abandonOnline = (votingCode: string) =>
  ownerRequest<null>({ url: '/v1/owner/abandonOnline', method: 'POST', data: { votingCode } });
