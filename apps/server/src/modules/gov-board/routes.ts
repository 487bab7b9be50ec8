import {
  boardMemberDto,
  boardQuery,
  jurisdictionCommunityDto,
  surveyDto,
  usingItemDto,
} from '@gongzhi/domain/gov-board/gov-board-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovBoardService } from './service';

/** govDataBoard calls of SPEC §7 (docs/contracts/government.md). */
export function govBoardRoutes(service: GovBoardService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govDataBoard/jurisdictionCommunityInfo', {
      config: gov,
      schema: { querystring: boardQuery, response: { 200: envelope(z.array(jurisdictionCommunityDto)) } },
      handler: async (request) =>
        ok(await service.jurisdictionCommunityInfo(actorOf(request), request.query.communityInfoCode)),
    });

    app.get('/v1/govDataBoard/survey', {
      config: gov,
      schema: { querystring: boardQuery, response: { 200: envelope(surveyDto) } },
      handler: async (request) => ok(await service.survey(actorOf(request), request.query.communityInfoCode)),
    });

    app.get('/v1/govDataBoard/usingList', {
      config: gov,
      schema: { querystring: boardQuery, response: { 200: envelope(z.array(usingItemDto)) } },
      handler: async (request) =>
        ok(await service.usingList(actorOf(request), request.query.communityInfoCode)),
    });

    app.get('/v1/govDataBoard/memberList', {
      config: gov,
      schema: { response: { 200: envelope(z.array(boardMemberDto)) } },
      handler: async (request) => ok(await service.memberList(actorOf(request))),
    });
  };
}
