import { downloadJobCreateInput, downloadJobListInput } from '@gongzhi/domain/download/download-job-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../common/actor';
import { envelope, ok } from '../../common/envelope';
import type { CommunityAccess } from '../community/access-service';
import { type DownloadJobService, downloadJobDto } from './service';

function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('authenticated route without actor');
  return request.actor;
}

function accessOf(request: FastifyRequest): CommunityAccess {
  if (!request.communityAccess) throw new Error('community-scoped route without access');
  return request.communityAccess;
}

/** Download jobs (SPEC §4, §7): list and info of the spec, plus create (our path, docs/api.md). */
export function downloadJobRoutes(jobs: DownloadJobService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/downloadJob/list', {
      config: { auth: 'web', communityScoped: true },
      schema: {
        querystring: downloadJobListInput,
        response: {
          200: envelope(
            z.object({
              list: z.array(downloadJobDto),
              total: z.number().int(),
              page: z.number(),
              size: z.number(),
            }),
          ),
        },
      },
      handler: async (request) =>
        ok(await jobs.list(actorOf(request), accessOf(request), request.query.page, request.query.size)),
    });

    app.get('/v1/downloadJob/info', {
      config: { auth: 'web' },
      schema: {
        querystring: z.object({ jobId: z.string().min(1).max(64), communityInfoCode: z.string().optional() }),
        response: { 200: envelope(downloadJobDto) },
      },
      handler: async (request) => ok(await jobs.info(actorOf(request), request.query.jobId)),
    });

    app.post('/v1/downloadJob/create', {
      config: { auth: 'web', communityScoped: true },
      schema: { body: downloadJobCreateInput, response: { 200: envelope(downloadJobDto) } },
      handler: async (request) => ok(await jobs.create(actorOf(request), accessOf(request), request.body)),
    });
  };
}
