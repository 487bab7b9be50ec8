import { pagingFields } from '@gongzhi/domain/common/paging';
import {
  complaintCreateInput,
  complaintDto,
  complaintHandleInput,
  complaintListInput,
} from '@gongzhi/domain/complaint/complaint-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { ComplaintService } from './service';

const pageInput = z.object({
  ...pagingFields(100),
});

/** govComplaint calls of SPEC §7 plus the owner-H5 calls (ours), docs/contracts/government.md. */
export function complaintRoutes(service: ComplaintService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govComplaint/list', {
      config: gov,
      schema: { querystring: complaintListInput, response: { 200: envelope(pageOf(complaintDto)) } },
      handler: async (request) => ok(await service.list(actorOf(request), request.query)),
    });

    app.get('/v1/govComplaint/info', {
      config: gov,
      schema: {
        querystring: z.object({ complaintId: z.string().min(1).max(64) }),
        response: { 200: envelope(complaintDto) },
      },
      handler: async (request) => ok(await service.info(actorOf(request), request.query.complaintId)),
    });

    app.post('/v1/govComplaint/handle', {
      config: gov,
      schema: { body: complaintHandleInput, response: { 200: envelope(complaintDto) } },
      handler: async (request) => ok(await service.handle(actorOf(request), request.body)),
    });

    app.post('/v1/govComplaint/ownerCreate', {
      config: { auth: 'owner' },
      schema: { body: complaintCreateInput, response: { 200: envelope(complaintDto) } },
      handler: async (request) => ok(await service.ownerCreate(actorOf(request), request.body)),
    });

    app.get('/v1/govComplaint/ownerList', {
      config: { auth: 'owner' },
      schema: { querystring: pageInput, response: { 200: envelope(pageOf(complaintDto)) } },
      handler: async (request) => ok(await service.ownerList(actorOf(request), request.query)),
    });
  };
}
