import type {
  AffairBoardDto,
  AffairItemDto,
  AffairKind,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** govCommunityAffair calls of SPEC §7 (docs/contracts/gov-community-affair.md). */

/** Community and period filters shared by the dashboard and the work statistics. */
export type GovFilter = { communityInfoCode?: string; startDate?: string; endDate?: string };

export const AFFAIR_PATH: Record<AffairKind, { board: string; list: string }> = {
  VOTING: { board: 'votingBoard', list: 'votingList' },
  ISSUE_QUICK: { board: 'issueQuickBoard', list: 'issueQuickList' },
  INTENTION: { board: 'intentionSolicitationBoard', list: 'intentionList' },
  PROPOSAL: { board: 'proposalBoard', list: 'proposalList' },
};

export type AffairPage = { list: AffairItemDto[]; total: number; page: number; size: number };

export const govAffairKey = ['gov-community-affair'] as const;

export function affairBoardQuery(kind: AffairKind, filter: GovFilter) {
  return queryOptions({
    queryKey: [...govAffairKey, 'board', kind, filter],
    queryFn: () =>
      request<AffairBoardDto>({ url: `/v1/govCommunityAffair/${AFFAIR_PATH[kind].board}`, data: filter }),
    placeholderData: keepPreviousData,
  });
}

export function affairListQuery(
  kind: AffairKind,
  filter: GovFilter & { state?: string; page: number; size: number },
) {
  return queryOptions({
    queryKey: [...govAffairKey, 'list', kind, filter],
    queryFn: () =>
      request<AffairPage>({ url: `/v1/govCommunityAffair/${AFFAIR_PATH[kind].list}`, data: filter }),
    placeholderData: keepPreviousData,
  });
}
