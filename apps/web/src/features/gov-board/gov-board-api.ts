import type {
  BoardMemberDto,
  JurisdictionCommunityDto,
  SurveyDto,
  UsingItemDto,
} from '@gongzhi/domain/gov-board/gov-board-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govDataBoard calls of SPEC §7 (docs/contracts/government.md). */

export type JurisdictionCommunity = JurisdictionCommunityDto;
export const govBoardKey = ['gov-board'] as const;

export function jurisdictionCommunitiesQuery(enabled = true) {
  return queryOptions({
    queryKey: [...govBoardKey, 'communities'],
    queryFn: () => request<JurisdictionCommunity[]>({ url: '/v1/govDataBoard/jurisdictionCommunityInfo' }),
    enabled,
  });
}

export function surveyQuery(communityInfoCode?: string) {
  return queryOptions({
    queryKey: [...govBoardKey, 'survey', communityInfoCode ?? ''],
    queryFn: () => request<SurveyDto>({ url: '/v1/govDataBoard/survey', data: { communityInfoCode } }),
  });
}

export function usingListQuery(communityInfoCode?: string) {
  return queryOptions({
    queryKey: [...govBoardKey, 'using', communityInfoCode ?? ''],
    queryFn: () =>
      request<UsingItemDto[]>({ url: '/v1/govDataBoard/usingList', data: { communityInfoCode } }),
  });
}

export function memberListQuery() {
  return queryOptions({
    queryKey: [...govBoardKey, 'members'],
    queryFn: () => request<BoardMemberDto[]>({ url: '/v1/govDataBoard/memberList' }),
  });
}
