import type {
  ownerVoteProxyDto,
  proxyAuthorizationDto,
  proxyVoteInfoDto,
  proxyVoteItemDto,
} from '@gongzhi/domain/voting/proxy-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';
import type { BallotReceipt } from './voting-api';

// Proxy voting calls (委托投票, issue #22 item 5; docs/contracts/voting.md "Proxy voting").

type Infer<S> = S extends { _output: infer O } ? O : never;
export type ProxyAuthorization = Infer<typeof proxyAuthorizationDto>;
export type OwnerVoteProxy = Infer<typeof ownerVoteProxyDto>;
export type ProxyVoteItem = Infer<typeof proxyVoteItemDto>;
export type ProxyVoteInfo = Infer<typeof proxyVoteInfoDto>;

export function ownerVoteProxyQuery(votingCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'voteProxy', votingCode],
    queryFn: () => ownerRequest<OwnerVoteProxy>({ url: '/v1/owner/voteProxy', data: { votingCode } }),
  });
}

export const proxyVotesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'proxyVotes'],
  queryFn: () => ownerRequest<ProxyVoteItem[]>({ url: '/v1/owner/proxyVotes' }),
});

export function proxyVoteInfoQuery(votingCode: string, proxyCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'proxyVote', votingCode, proxyCode],
    queryFn: () =>
      ownerRequest<ProxyVoteInfo>({ url: '/v1/owner/proxyVoteInfo', data: { votingCode, proxyCode } }),
  });
}

export type AppointInput = {
  votingCode: string;
  proxyMobile: string;
  proxyName: string;
  proxyRelation: string;
  signatureFile: string;
};

export const appointProxy = (input: AppointInput) =>
  ownerRequest<ProxyAuthorization[]>({ url: '/v1/owner/proxyAppoint', method: 'POST', data: input });

export const revokeProxy = (proxyCode: string) =>
  ownerRequest<null>({ url: '/v1/owner/proxyRevoke', method: 'POST', data: { proxyCode } });

export const proxyCastVote = (
  votingCode: string,
  proxyCode: string,
  choices: Record<string, VoteChoice | null>,
) =>
  ownerRequest<BallotReceipt>({
    url: '/v1/owner/proxyCastVote',
    method: 'POST',
    data: { votingCode, proxyCode, choices },
  });

// ── staff ──

type Ref = { communityInfoCode: string; votingCode: string };

export function proxyListQuery(ref: Ref) {
  return queryOptions({
    queryKey: ['voting', 'proxyList', ref.communityInfoCode, ref.votingCode],
    queryFn: () => request<ProxyAuthorization[]>({ url: '/v1/voting/proxyList', data: ref }),
  });
}

export const recordPaperProxy = (
  input: Ref & {
    houseCode: string;
    principalName: string;
    proxyMobile: string;
    proxyName: string;
    proxyRelation: string;
    paperFile: string;
  },
) =>
  request<ProxyAuthorization>({
    url: '/v1/voting/proxyPaper',
    method: 'POST',
    data: input,
    intercept: false,
  });

export const staffRevokeProxy = (input: Ref & { proxyCode: string }) =>
  request<null>({ url: '/v1/voting/proxyRevoke', method: 'POST', data: input, intercept: false });
