import type { SolicitationScopeType } from '@gongzhi/domain/questionnaire/questionnaire-api';
import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import type {
  IssueQuickInfoDto,
  IssueQuickListItemDto,
  OwnerIssueQuickInfoDto,
  OwnerIssueQuickItemDto,
  QuickVoteChoice,
  QuickVoteParticipant,
} from '@gongzhi/domain/quick-vote/quick-vote-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Quick resolution calls (SPEC §7 issueQuick/*; docs/contracts/questionnaire.md). */

export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type QuickVoteItem = IssueQuickListItemDto;
export type QuickVoteInfo = IssueQuickInfoDto;
export type OwnerQuickVoteItem = OwnerIssueQuickItemDto;
export type OwnerQuickVoteInfo = OwnerIssueQuickInfoDto;

export type QuickVoteInput = {
  communityInfoCode: string;
  issueQuickId?: string;
  title: string;
  desc: string;
  descFile: string[];
  mvcFile: string[];
  signAttachment: string[];
  participantType: QuickVoteParticipant;
  scopeType: SolicitationScopeType;
  buildingCodes: string[];
  startDate: string | null;
  endDate: string | null;
};

export const quickVoteKey = (communityInfoCode: string) => ['quickVote', communityInfoCode] as const;

export function quickVoteListQuery(
  communityInfoCode: string,
  page: number,
  size: number,
  state?: QuestionnaireDisplayState,
) {
  return queryOptions({
    queryKey: [...quickVoteKey(communityInfoCode), 'list', { page, size, state }],
    queryFn: () =>
      request<Page<QuickVoteItem>>({
        url: '/v1/issueQuick/list',
        data: { communityInfoCode, page, size, state },
      }),
    placeholderData: (previous) => previous,
  });
}

export function quickVoteInfoQuery(communityInfoCode: string, issueQuickId: string) {
  return queryOptions({
    queryKey: [...quickVoteKey(communityInfoCode), 'info', issueQuickId],
    queryFn: () =>
      request<QuickVoteInfo>({ url: '/v1/issueQuick/info', data: { communityInfoCode, issueQuickId } }),
  });
}

export function saveQuickVote(input: QuickVoteInput, asDraft: boolean): Promise<QuickVoteInfo> {
  return request({
    url: asDraft ? '/v1/issueQuick/saveDraft' : '/v1/issueQuick/create',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export type QuickVoteCommand = 'withdrawal' | 'deleteDraft' | 'delete' | 'copyToDraft';

export function quickVoteCommand(command: QuickVoteCommand, communityInfoCode: string, issueQuickId: string) {
  return request<QuickVoteInfo | null>({
    url: `/v1/issueQuick/${command}`,
    method: 'POST',
    data: { communityInfoCode, issueQuickId },
    intercept: false,
  });
}

export function delayQuickVote(communityInfoCode: string, issueQuickId: string, endDate: string) {
  return request<QuickVoteInfo>({
    url: '/v1/issueQuick/delay',
    method: 'POST',
    data: { communityInfoCode, issueQuickId, endDate },
    intercept: false,
  });
}

export function workgroupAnswer(communityInfoCode: string, issueQuickId: string, choice: QuickVoteChoice) {
  return request<QuickVoteInfo>({
    url: '/v1/issueQuick/answer',
    method: 'POST',
    data: { communityInfoCode, issueQuickId, choice },
    intercept: false,
  });
}

export const ownerQuickVotesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'quickVotes'],
  queryFn: () => ownerRequest<OwnerQuickVoteItem[]>({ url: '/v1/owner/issueQuick/list' }),
});

export function ownerQuickVoteQuery(issueQuickId: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'quickVote', issueQuickId],
    queryFn: () =>
      ownerRequest<OwnerQuickVoteInfo>({ url: '/v1/owner/issueQuick/info', data: { issueQuickId } }),
  });
}

export function ownerAnswerQuickVote(issueQuickId: string, choice: QuickVoteChoice) {
  return ownerRequest<OwnerQuickVoteInfo>({
    url: '/v1/owner/issueQuick/answer',
    method: 'POST',
    data: { issueQuickId, choice },
  });
}
