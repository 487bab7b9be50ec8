import {
  type AffairKind,
  affairBoardDto,
  affairItemDto,
  affairListQuery,
  govPeriodQuery,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovCommunityAffairService } from './service';

/** The board and list path of each kind (SPEC §7 govCommunityAffair). */
const AFFAIR_PATHS: readonly (readonly [AffairKind, string, string])[] = [
  ['VOTING', 'votingBoard', 'votingList'],
  ['ISSUE_QUICK', 'issueQuickBoard', 'issueQuickList'],
  ['INTENTION', 'intentionSolicitationBoard', 'intentionList'],
  ['PROPOSAL', 'proposalBoard', 'proposalList'],
];

/** govCommunityAffair/* (docs/contracts/gov-community-affair.md). */
export function govCommunityAffairRoutes(service: GovCommunityAffairService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    for (const [kind, board, list] of AFFAIR_PATHS) {
      app.get(`/v1/govCommunityAffair/${board}`, {
        config: gov,
        schema: { querystring: govPeriodQuery, response: { 200: envelope(affairBoardDto) } },
        handler: async (request) => ok(await service.board(kind, actorOf(request), request.query)),
      });
      app.get(`/v1/govCommunityAffair/${list}`, {
        config: gov,
        schema: { querystring: affairListQuery, response: { 200: envelope(pageOf(affairItemDto)) } },
        handler: async (request) => ok(await service.list(kind, actorOf(request), request.query)),
      });
    }
  };
}
