import {
  ownerVoteResultDto,
  ownerVoteResultInput,
  resultNoticeDto,
  resultNoticeInput,
} from '@gongzhi/domain/voting/voting-result-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { NOTICE_MANAGE } from '../notice/routes';
import type { VotingResultService } from './result-service';

/** Owners see an announced result; the committee announces it with a notice (ours; docs/contracts/voting.md). */
export function votingResultRoutes(results: VotingResultService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/owner/voteResult', {
      config: { auth: 'owner' },
      schema: { querystring: ownerVoteResultInput, response: { 200: envelope(ownerVoteResultDto) } },
      handler: async (request) =>
        ok(await results.ownerResult(actorOf(request).userId, request.query.votingCode)),
    });

    // Publishing a notice is the notice module's right (NOTICE_MANAGEMENT), like its create call.
    app.post('/v1/voting/publishResultNotice', {
      config: { auth: 'web', communityScoped: true, permission: NOTICE_MANAGE, requireCommunityCert: true },
      schema: { body: resultNoticeInput, response: { 200: envelope(resultNoticeDto) } },
      handler: async (request) =>
        ok(
          await results.publishResultNotice(
            accessOf(request),
            actorOf(request).userId,
            request.body.votingCode,
          ),
        ),
    });
  };
}
