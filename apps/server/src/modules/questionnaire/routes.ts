import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  communityInput,
  ownerAnswerInput,
  ownerQuestionnaireInfoDto,
  ownerQuestionnaireItemDto,
  ownerQuestionnaireRefInput,
  questionnaireAttachmentInput,
  questionnaireCreateInput,
  questionnaireDelayInput,
  questionnaireDraftInput,
  questionnaireInfoDto,
  questionnaireListInput,
  questionnaireListItemDto,
  questionnaireRefInput,
  solicitationTagDto,
  solicitationTagRefInput,
  textAnswerDto,
  textAnswerListInput,
} from '@gongzhi/domain/questionnaire/questionnaire-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { QuestionnaireService } from './service';

/** Results and lists need INTENTION_VIEW or INTENTION_MANAGEMENT (SPEC §6); acting needs MANAGEMENT. */
export const INTENTION_VIEW: readonly OperatePermission[] = ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'];
export const INTENTION_MANAGE: readonly OperatePermission[] = ['INTENTION_MANAGEMENT'];

const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission }) as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Questionnaires (SPEC §7 Questionnaire, solicitationTag; owner H5 calls; docs/contracts/questionnaire.md). */
export function questionnaireRoutes(service: QuestionnaireService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/solicitationTag/list', {
      config: { auth: 'web' },
      schema: {
        querystring: communityInput.partial(),
        response: { 200: envelope(z.array(solicitationTagDto)) },
      },
      handler: async () => ok(service.tags()),
    });

    app.get('/v1/solicitationTag/info', {
      config: { auth: 'web' },
      schema: { querystring: solicitationTagRefInput, response: { 200: envelope(solicitationTagDto) } },
      handler: async (request) => ok(service.tag(request.query.tagId)),
    });

    app.post('/v1/intentionSolicitation/create', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireCreateInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(await service.create(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/intentionSolicitation/saveDraft', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireDraftInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(await service.saveDraft(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/intentionSolicitation/withdrawal', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.withdraw(accessOf(request), request.body.intentionSolicitationId)),
    });

    app.post('/v1/intentionSolicitation/delay', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireDelayInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(
          await service.delay(accessOf(request), request.body.intentionSolicitationId, request.body.endDate),
        ),
    });

    app.post('/v1/intentionSolicitation/deleteDraft', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(accessOf(request), request.body.intentionSolicitationId, 'DELETE_DRAFT')),
    });

    app.post('/v1/intentionSolicitation/delete', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(accessOf(request), request.body.intentionSolicitationId, 'DELETE')),
    });

    app.post('/v1/intentionSolicitation/updateAttachment', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireAttachmentInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(await service.updateAttachments(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/intentionSolicitation/copyToDraft', {
      config: scoped(INTENTION_MANAGE),
      schema: { body: questionnaireRefInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(
          await service.copyToDraft(
            accessOf(request),
            actorOf(request).userId,
            request.body.intentionSolicitationId,
          ),
        ),
    });

    app.get('/v1/intentionSolicitation/list', {
      config: scoped(INTENTION_VIEW),
      schema: {
        querystring: questionnaireListInput,
        response: { 200: envelope(pageOf(questionnaireListItemDto)) },
      },
      handler: async (request) => ok(await service.list(accessOf(request), request.query)),
    });

    app.get('/v1/intentionSolicitation/info', {
      config: scoped(INTENTION_VIEW),
      schema: { querystring: questionnaireRefInput, response: { 200: envelope(questionnaireInfoDto) } },
      handler: async (request) =>
        ok(await service.info(accessOf(request), request.query.intentionSolicitationId)),
    });

    // Ours: the text answers of one question, paged (the detail page lists them).
    app.get('/v1/intentionSolicitation/textAnswerList', {
      config: scoped(INTENTION_VIEW),
      schema: { querystring: textAnswerListInput, response: { 200: envelope(pageOf(textAnswerDto)) } },
      handler: async (request) => ok(await service.textAnswers(accessOf(request), request.query)),
    });

    // ── owner H5 (ours) ──
    app.get('/v1/owner/intentionSolicitation/list', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerQuestionnaireItemDto)) } },
      handler: async (request) => ok(await service.ownerList(actorOf(request).userId)),
    });

    app.get('/v1/owner/intentionSolicitation/info', {
      config: { auth: 'owner' },
      schema: {
        querystring: ownerQuestionnaireRefInput,
        response: { 200: envelope(ownerQuestionnaireInfoDto) },
      },
      handler: async (request) =>
        ok(await service.ownerInfo(actorOf(request).userId, request.query.intentionSolicitationId)),
    });

    // Ours: an owner replaces their submitted answers before the end (issue 6, part 4).
    app.post('/v1/owner/intentionSolicitation/changeAnswer', {
      config: { auth: 'owner' },
      schema: { body: ownerAnswerInput, response: { 200: envelope(ownerQuestionnaireInfoDto) } },
      handler: async (request) =>
        ok(
          await service.changeAnswer(
            actorOf(request).userId,
            request.body.intentionSolicitationId,
            request.body.answers,
          ),
        ),
    });

    app.post('/v1/owner/intentionSolicitation/answer', {
      config: { auth: 'owner' },
      schema: { body: ownerAnswerInput, response: { 200: envelope(ownerQuestionnaireInfoDto) } },
      handler: async (request) =>
        ok(
          await service.answer(
            actorOf(request).userId,
            request.body.intentionSolicitationId,
            request.body.answers,
          ),
        ),
    });
  };
}
