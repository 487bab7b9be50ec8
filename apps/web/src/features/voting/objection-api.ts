import type {
  ObjectionDto,
  objectionPeriodDto,
  staffObjectionDto,
} from '@gongzhi/domain/voting/objection-api';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

// Objection-period calls (issue #22 item 4; docs/contracts/voting.md "Objection period").

type Infer<S> = S extends { _output: infer O } ? O : never;
export type Objection = ObjectionDto;
export type StaffObjection = Infer<typeof staffObjectionDto>;
export type ObjectionPeriod = Infer<typeof objectionPeriodDto>;

export function ownerObjectionsQuery(votingCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'voteObjections', votingCode],
    queryFn: () => ownerRequest<Objection[]>({ url: '/v1/owner/voteObjections', data: { votingCode } }),
  });
}

export const raiseObjection = (input: { votingCode: string; reason: string; attachments: string[] }) =>
  ownerRequest<Objection>({ url: '/v1/owner/voteObjection', method: 'POST', data: input });

type Ref = { communityInfoCode: string; votingCode: string };

export function objectionListQuery(ref: Ref) {
  return queryOptions({
    queryKey: ['voting', 'objectionList', ref.communityInfoCode, ref.votingCode],
    queryFn: () => request<StaffObjection[]>({ url: '/v1/voting/objectionList', data: ref }),
  });
}

export const answerObjection = (
  input: Ref & { objectionId: string; decision: 'ACCEPTED' | 'REJECTED'; answer: string },
) => request<Objection>({ url: '/v1/voting/objectionAnswer', method: 'POST', data: input });
