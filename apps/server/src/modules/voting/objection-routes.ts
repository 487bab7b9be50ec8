import {
  objectionAnswerInput,
  objectionDto,
  objectionListInput,
  ownerObjectionInput,
  ownerObjectionListInput,
  staffObjectionDto,
} from '@gongzhi/domain/voting/objection-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { ObjectionService } from './objection-service';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';

const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/** The objection period (issue #22 item 4; docs/contracts/voting.md "Objection period"). */
export function votingObjectionRoutes(objections: ObjectionService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/owner/voteObjection', {
      config: { auth: 'owner' },
      schema: { body: ownerObjectionInput, response: { 200: envelope(objectionDto) } },
      handler: async (request) => ok(await objections.raise(actorOf(request).userId, request.body)),
    });

    app.get('/v1/owner/voteObjections', {
      config: { auth: 'owner' },
      schema: { querystring: ownerObjectionListInput, response: { 200: envelope(z.array(objectionDto)) } },
      handler: async (request) =>
        ok(await objections.mine(actorOf(request).userId, request.query.votingCode)),
    });

    app.get('/v1/voting/objectionList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: objectionListInput, response: { 200: envelope(z.array(staffObjectionDto)) } },
      handler: async (request) => ok(await objections.list(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/voting/objectionAnswer', {
      config: scoped(VOTING_MANAGE),
      schema: { body: objectionAnswerInput, response: { 200: envelope(objectionDto) } },
      handler: async (request) =>
        ok(await objections.answer(accessOf(request), actorOf(request).userId, request.body)),
    });
  };
}
