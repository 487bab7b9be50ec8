import {
  ownerProxyAppointInput,
  ownerProxyRefInput,
  ownerVoteProxyDto,
  proxyAuthorizationDto,
  proxyCastVoteInput,
  proxyVoteInfoDto,
  proxyVoteItemDto,
  proxyVoteRefInput,
  staffProxyPaperInput,
  staffProxyRefInput,
} from '@gongzhi/domain/voting/proxy-api';
import { ballotReceiptDto, ownerVoteRefInput, votingRefInput } from '@gongzhi/domain/voting/voting-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { VotingProxyService } from './proxy-service';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';

const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/** Proxy voting (委托投票, issue #22 item 5; docs/contracts/voting.md "Proxy voting"). */
export function votingProxyRoutes(proxies: VotingProxyService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    // ── owner H5: the principal ──
    app.get('/v1/owner/voteProxy', {
      config: { auth: 'owner' },
      schema: { querystring: ownerVoteRefInput, response: { 200: envelope(ownerVoteProxyDto) } },
      handler: async (request) =>
        ok(await proxies.ownerVoteProxy(actorOf(request).userId, request.query.votingCode)),
    });

    app.post('/v1/owner/proxyAppoint', {
      config: { auth: 'owner' },
      schema: { body: ownerProxyAppointInput, response: { 200: envelope(z.array(proxyAuthorizationDto)) } },
      handler: async (request) => ok(await proxies.ownerAppoint(actorOf(request).userId, request.body)),
    });

    app.post('/v1/owner/proxyRevoke', {
      config: { auth: 'owner' },
      schema: { body: ownerProxyRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await proxies.ownerRevoke(actorOf(request).userId, request.body.proxyCode)),
    });

    // ── owner H5: the proxy ──
    app.get('/v1/owner/proxyVotes', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(proxyVoteItemDto)) } },
      handler: async (request) => ok(await proxies.proxyVotes(actorOf(request).userId)),
    });

    app.get('/v1/owner/proxyVoteInfo', {
      config: { auth: 'owner' },
      schema: { querystring: proxyVoteRefInput, response: { 200: envelope(proxyVoteInfoDto) } },
      handler: async (request) =>
        ok(
          await proxies.proxyVoteInfo(
            actorOf(request).userId,
            request.query.votingCode,
            request.query.proxyCode,
          ),
        ),
    });

    app.post('/v1/owner/proxyCastVote', {
      config: { auth: 'owner' },
      schema: { body: proxyCastVoteInput, response: { 200: envelope(ballotReceiptDto) } },
      handler: async (request) => ok(await proxies.proxyCast(actorOf(request).userId, request.body)),
    });

    // ── staff ──
    app.get('/v1/voting/proxyList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(z.array(proxyAuthorizationDto)) } },
      handler: async (request) => ok(await proxies.staffList(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/voting/proxyPaper', {
      config: scoped(VOTING_MANAGE),
      schema: { body: staffProxyPaperInput, response: { 200: envelope(proxyAuthorizationDto) } },
      handler: async (request) =>
        ok(await proxies.staffPaper(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/voting/proxyRevoke', {
      config: scoped(VOTING_MANAGE),
      schema: { body: staffProxyRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(
          await proxies.staffRevoke(
            accessOf(request),
            actorOf(request).userId,
            request.body.votingCode,
            request.body.proxyCode,
          ),
        ),
    });
  };
}
