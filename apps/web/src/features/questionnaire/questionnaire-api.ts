import type {
  OwnerQuestionnaireInfoDto,
  OwnerQuestionnaireItemDto,
  QuestionnaireInfoDto,
  QuestionnaireListItemDto,
  SolicitationScopeType,
} from '@gongzhi/domain/questionnaire/questionnaire-api';
import type {
  QuestionnaireDisplayState,
  QuestionType,
} from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Questionnaire calls of SPEC §7 as docs/contracts/questionnaire.md gives them. */

export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type QuestionnaireItem = QuestionnaireListItemDto;
export type QuestionnaireInfo = QuestionnaireInfoDto;
export type OwnerQuestionnaireItem = OwnerQuestionnaireItemDto;
export type OwnerQuestionnaireInfo = OwnerQuestionnaireInfoDto;
export type SolicitationTag = { tagId: number; tagName: string };

export type QuestionnaireInput = {
  communityInfoCode: string;
  intentionSolicitationId?: string;
  title: string;
  desc: string;
  descFile: string[];
  /** Meeting material, published to owners (SPEC §3 mvcFile). */
  mvcFile: string[];
  /** The sign sheet, staff only (SPEC §3 signAttachment). */
  signAttachment: string[];
  tagIds: number[];
  relationProposalId?: string | null;
  scopeType: SolicitationScopeType;
  buildingCodes: string[];
  startDate: string | null;
  endDate: string | null;
  questions: {
    title: string;
    type: QuestionType;
    required: boolean;
    descFile: string[];
    options: { content: string; descFile: string[] }[];
  }[];
};

export type AnswerInput = { questionId: number; optionIds: number[]; text: string };

export const questionnaireKey = (communityInfoCode: string) => ['questionnaire', communityInfoCode] as const;

export function questionnaireListQuery(
  communityInfoCode: string,
  page: number,
  size: number,
  state?: QuestionnaireDisplayState,
  searchKey?: string,
) {
  return queryOptions({
    queryKey: [...questionnaireKey(communityInfoCode), 'list', { page, size, state, searchKey }],
    queryFn: () =>
      request<Page<QuestionnaireItem>>({
        url: '/v1/intentionSolicitation/list',
        data: { communityInfoCode, page, size, state, searchKey: searchKey || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function questionnaireInfoQuery(communityInfoCode: string, intentionSolicitationId: string) {
  return queryOptions({
    queryKey: [...questionnaireKey(communityInfoCode), 'info', intentionSolicitationId],
    queryFn: () =>
      request<QuestionnaireInfo>({
        url: '/v1/intentionSolicitation/info',
        data: { communityInfoCode, intentionSolicitationId },
      }),
  });
}

export function textAnswersQuery(
  communityInfoCode: string,
  intentionSolicitationId: string,
  questionId: number,
) {
  return queryOptions({
    queryKey: [...questionnaireKey(communityInfoCode), 'texts', intentionSolicitationId, questionId],
    queryFn: () =>
      request<Page<{ questionId: number; text: string; ownerName: string; joinDate: string }>>({
        url: '/v1/intentionSolicitation/textAnswerList',
        data: { communityInfoCode, intentionSolicitationId, questionId, page: 1, size: 100 },
      }),
  });
}

export const solicitationTagsQuery = queryOptions({
  queryKey: ['solicitationTags'],
  queryFn: () => request<SolicitationTag[]>({ url: '/v1/solicitationTag/list' }),
  staleTime: Number.POSITIVE_INFINITY,
});

// Mutations switch interception off: the page shows the server's message where the user acts.

export function saveQuestionnaire(input: QuestionnaireInput, asDraft: boolean): Promise<QuestionnaireInfo> {
  return request({
    url: asDraft ? '/v1/intentionSolicitation/saveDraft' : '/v1/intentionSolicitation/create',
    method: 'POST',
    data: input,
    intercept: false,
  });
}

export type QuestionnaireCommand = 'withdrawal' | 'deleteDraft' | 'delete' | 'copyToDraft';

export function questionnaireCommand(
  command: QuestionnaireCommand,
  communityInfoCode: string,
  intentionSolicitationId: string,
): Promise<QuestionnaireInfo | null> {
  return request({
    url: `/v1/intentionSolicitation/${command}`,
    method: 'POST',
    data: { communityInfoCode, intentionSolicitationId },
    intercept: false,
  });
}

/** Ours: replace the material and the sign sheet (the sheet is often collected after the end). */
export function updateQuestionnaireAttachments(
  communityInfoCode: string,
  intentionSolicitationId: string,
  files: { mvcFile: string[]; signAttachment: string[] },
) {
  return request<QuestionnaireInfo>({
    url: '/v1/intentionSolicitation/updateAttachment',
    method: 'POST',
    data: { communityInfoCode, intentionSolicitationId, ...files },
    intercept: false,
  });
}

export function delayQuestionnaire(
  communityInfoCode: string,
  intentionSolicitationId: string,
  endDate: string,
) {
  return request<QuestionnaireInfo>({
    url: '/v1/intentionSolicitation/delay',
    method: 'POST',
    data: { communityInfoCode, intentionSolicitationId, endDate },
    intercept: false,
  });
}

// ── owner H5 ──

export const ownerQuestionnairesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'questionnaires'],
  queryFn: () => ownerRequest<OwnerQuestionnaireItem[]>({ url: '/v1/owner/intentionSolicitation/list' }),
});

export function ownerQuestionnaireQuery(intentionSolicitationId: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'questionnaire', intentionSolicitationId],
    queryFn: () =>
      ownerRequest<OwnerQuestionnaireInfo>({
        url: '/v1/owner/intentionSolicitation/info',
        data: { intentionSolicitationId },
      }),
  });
}

/** First submission (`answer`) or, once submitted, a replacement before the end (`changeAnswer`). */
export function submitAnswers(intentionSolicitationId: string, answers: AnswerInput[], change = false) {
  return ownerRequest<OwnerQuestionnaireInfo>({
    url: change ? '/v1/owner/intentionSolicitation/changeAnswer' : '/v1/owner/intentionSolicitation/answer',
    method: 'POST',
    data: { intentionSolicitationId, answers },
  });
}
