import { voteTimestampsDto } from '@gongzhi/domain/voting/timestamp-anchor';
import { votePublicInput } from '@gongzhi/domain/voting/voting-paper-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import type { VotingTimestampService } from './timestamp-service';

/** The calls that publish a vote's result: a 200 from one of them stamps the chain head. */
const PUBLICATION_ROUTES = new Set(['/v1/voting/resultPublicity', '/v1/voting/publishResultNotice']);

/** The external anchor of the vote chains (ours; docs/contracts/voting.md "External time-stamps"). */
export function votingTimestampRoutes(timestamps: VotingTimestampService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/votePublic/timestamps', {
      config: { auth: 'public' },
      schema: { querystring: votePublicInput, response: { 200: envelope(voteTimestampsDto) } },
      handler: async (request) => ok(await timestamps.publicTimestamps(request.query.votingCode)),
    });
  };
}

/**
 * After a publication has answered, stamps the vote's head (issue #22 item 8). A root hook, not a
 * line in the publication service: the stamp must never delay or fail the publication, and a TSA
 * that does not answer is retried by the sweep.
 */
export function stampAfterPublication(app: FastifyInstance, timestamps: VotingTimestampService): void {
  if (!timestamps.configured) return;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || !PUBLICATION_ROUTES.has(request.routeOptions.url ?? '')) return;
    const votingCode = (request.body as { votingCode?: unknown } | undefined)?.votingCode;
    if (typeof votingCode !== 'string') return;
    timestamps.stampInBackground(votingCode);
  });
}
