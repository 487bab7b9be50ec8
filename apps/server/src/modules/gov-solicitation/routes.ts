import {
  govSolicitationCreateInput,
  govSolicitationDelayInput,
  govSolicitationDraftInput,
  govSolicitationInfoDto,
  govSolicitationListInput,
  govSolicitationListItemDto,
  govSolicitationRefInput,
  govTextAnswerListInput,
} from '@gongzhi/domain/gov-solicitation/gov-solicitation-api';
import { textAnswerDto } from '@gongzhi/domain/questionnaire/questionnaire-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovSolicitationService } from './service';

/**
 * gov/intentionSolicitation of SPEC §7 plus (ours, as the community questionnaire calls) info,
 * textAnswers, withdrawal, delay, delete and deleteDraft.
 */
export function govSolicitationRoutes(service: GovSolicitationService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.post('/v1/gov/intentionSolicitation/create', {
      config: gov,
      schema: { body: govSolicitationCreateInput, response: { 200: envelope(govSolicitationInfoDto) } },
      handler: async (request) => ok(await service.create(actorOf(request), request.body)),
    });

    app.post('/v1/gov/intentionSolicitation/saveDraft', {
      config: gov,
      schema: { body: govSolicitationDraftInput, response: { 200: envelope(govSolicitationInfoDto) } },
      handler: async (request) => ok(await service.saveDraft(actorOf(request), request.body)),
    });

    app.post('/v1/gov/intentionSolicitation/withdrawal', {
      config: gov,
      schema: { body: govSolicitationRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.withdraw(actorOf(request), request.body.intentionSolicitationId)),
    });

    app.post('/v1/gov/intentionSolicitation/delay', {
      config: gov,
      schema: { body: govSolicitationDelayInput, response: { 200: envelope(govSolicitationInfoDto) } },
      handler: async (request) =>
        ok(await service.delay(actorOf(request), request.body.intentionSolicitationId, request.body.endDate)),
    });

    app.post('/v1/gov/intentionSolicitation/delete', {
      config: gov,
      schema: { body: govSolicitationRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(actorOf(request), request.body.intentionSolicitationId, 'DELETE')),
    });

    app.post('/v1/gov/intentionSolicitation/deleteDraft', {
      config: gov,
      schema: { body: govSolicitationRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(actorOf(request), request.body.intentionSolicitationId, 'DELETE_DRAFT')),
    });

    app.get('/v1/gov/intentionSolicitation/webList', {
      config: gov,
      schema: {
        querystring: govSolicitationListInput,
        response: { 200: envelope(pageOf(govSolicitationListItemDto)) },
      },
      handler: async (request) => ok(await service.webList(actorOf(request), request.query)),
    });

    app.get('/v1/gov/intentionSolicitation/info', {
      config: gov,
      schema: { querystring: govSolicitationRefInput, response: { 200: envelope(govSolicitationInfoDto) } },
      handler: async (request) =>
        ok(await service.info(actorOf(request), request.query.intentionSolicitationId)),
    });

    app.get('/v1/gov/intentionSolicitation/textAnswers', {
      config: gov,
      schema: { querystring: govTextAnswerListInput, response: { 200: envelope(pageOf(textAnswerDto)) } },
      handler: async (request) => ok(await service.textAnswers(actorOf(request), request.query)),
    });
  };
}
