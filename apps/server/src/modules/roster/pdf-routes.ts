import { generateOhcPdfInput } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { type DownloadJobService, downloadJobDto } from '../download/service';
import { ROSTER_VIEW } from './routes';
import type { RosterService } from './service';

/** GET /v1/house/generateOHCPdf (SPEC §7): queues the roster PDF and answers the download job. */
export function rosterPdfRoutes(roster: RosterService, jobs: DownloadJobService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.get('/v1/house/generateOHCPdf', {
      config: { auth: 'web', communityScoped: true, permission: ROSTER_VIEW },
      schema: { querystring: generateOhcPdfInput, response: { 200: envelope(downloadJobDto) } },
      handler: async (request) => {
        const access = accessOf(request);
        const { buildingCode } = request.query;
        // Another community's building answers 404 before anything is queued.
        if (buildingCode) await roster.requireBuilding(access, buildingCode);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: 'HOUSE_ROSTER_PDF',
            params: buildingCode ? { buildingCode } : {},
          }),
        );
      },
    });
  };
}
