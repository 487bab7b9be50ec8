import type {
  GovSolicitationCommand,
  GovSolicitationInfoDto,
  GovSolicitationListItemDto,
} from '@gongzhi/domain/gov-solicitation/gov-solicitation-api';
import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import type { Page, QuestionnaireInput } from '../questionnaire/questionnaire-api';

/** gov/intentionSolicitation calls (SPEC §7; info and textAnswers ours; docs/contracts/government.md). */

export type GovSolicitationItem = GovSolicitationListItemDto;
export type GovSolicitationInfo = GovSolicitationInfoDto;
export const govConsultationKey = ['gov-solicitation'] as const;

/** The body of create / saveDraft: the questionnaire area's form input plus the audience. */
export type GovSolicitationInput = Pick<
  QuestionnaireInput,
  | 'intentionSolicitationId'
  | 'title'
  | 'desc'
  | 'descFile'
  | 'mvcFile'
  | 'signAttachment'
  | 'startDate'
  | 'endDate'
  | 'questions'
> & { allCommunities: boolean; communityInfoCodes: string[] };

export function govConsultationListQuery(params: {
  page: number;
  size: number;
  state?: QuestionnaireDisplayState;
  searchKey?: string;
}) {
  return queryOptions({
    queryKey: [...govConsultationKey, 'list', params],
    queryFn: () =>
      request<Page<GovSolicitationItem>>({ url: '/v1/gov/intentionSolicitation/webList', data: params }),
  });
}

export function govConsultationInfoQuery(intentionSolicitationId: string) {
  return queryOptions({
    queryKey: [...govConsultationKey, 'info', intentionSolicitationId],
    queryFn: () =>
      request<GovSolicitationInfo>({
        url: '/v1/gov/intentionSolicitation/info',
        data: { intentionSolicitationId },
      }),
  });
}

export function govTextAnswersQuery(intentionSolicitationId: string, questionId: number) {
  return queryOptions({
    queryKey: [...govConsultationKey, 'text', intentionSolicitationId, questionId],
    queryFn: () =>
      request<Page<{ questionId: number; text: string; ownerName: string; joinDate: string }>>({
        url: '/v1/gov/intentionSolicitation/textAnswers',
        data: { intentionSolicitationId, questionId, page: 1, size: 50 },
      }),
  });
}

export function saveGovConsultation(input: GovSolicitationInput, asDraft: boolean) {
  return request<GovSolicitationInfo>({
    url: asDraft ? '/v1/gov/intentionSolicitation/saveDraft' : '/v1/gov/intentionSolicitation/create',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

/** withdrawal, delete, deleteDraft (ours, as the community calls): refusals come back as the body. */
export function govConsultationCommand(command: GovSolicitationCommand, intentionSolicitationId: string) {
  return request<null>({
    url: `/v1/gov/intentionSolicitation/${command}`,
    method: 'POST',
    data: { intentionSolicitationId },
    intercept: false,
  });
}

/** delay (ours): a later end only. */
export function delayGovConsultation(intentionSolicitationId: string, endDate: string) {
  return request<GovSolicitationInfo>({
    url: '/v1/gov/intentionSolicitation/delay',
    method: 'POST',
    data: { intentionSolicitationId, endDate },
    intercept: false,
  });
}
