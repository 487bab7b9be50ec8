import { ownerQuorumProgressDto, quorumTrackerDto } from '@gongzhi/domain/voting/quorum-tracker';
import { ownerVoteRefInput, votingRefInput } from '@gongzhi/domain/voting/voting-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { QuorumTracker } from './quorum-service';
import { VOTING_VIEW } from './routes';

/**
 * The quorum tracker (issue #26 item 1, ours): participation against the effect rule, still needed,
 * per building and per day. Read like the other vote statistics (VOTING_VIEW, certified community).
 */
export function votingQuorumRoutes(tracker: QuorumTracker) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/voting/quorumTracker', {
      config: { auth: 'web', communityScoped: true, permission: VOTING_VIEW, requireCommunityCert: true },
      schema: { querystring: votingRefInput, response: { 200: envelope(quorumTrackerDto) } },
      handler: async (request) => ok(await tracker.tracker(accessOf(request), request.query.votingCode)),
    });

    // The owner's vote page: overall participation and what is still needed (owners of the roll only).
    app.get('/v1/owner/quorumProgress', {
      config: { auth: 'owner' },
      schema: { querystring: ownerVoteRefInput, response: { 200: envelope(ownerQuorumProgressDto) } },
      handler: async (request) =>
        ok(await tracker.ownerProgress(actorOf(request).userId, request.query.votingCode)),
    });
  };
}
