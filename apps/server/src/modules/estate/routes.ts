import {
  workOrderAssignInput,
  workOrderCloseInput,
  workOrderCreateInput,
  workOrderDto,
  workOrderListInput,
} from '@gongzhi/domain/estate/work-order';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { EstateService } from './service';

// The estate page needs community certification and no operate permission (SPEC §2.5); the service
// also refuses communities whose menu hides it (isEstateHidden).
const scoped = { auth: 'web', communityScoped: true, requireCommunityCert: true } as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Community-service work orders (ours; docs/contracts/workgroup.md). */
export function estateRoutes(estate: EstateService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/owner/workOrder/create', {
      config: { auth: 'owner' },
      schema: { body: workOrderCreateInput, response: { 200: envelope(workOrderDto) } },
      handler: async (request) => ok(await estate.create(actorOf(request), request.body)),
    });

    app.get('/v1/owner/workOrder/list', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(workOrderDto)) } },
      handler: async (request) => ok(await estate.ownerList(actorOf(request))),
    });

    app.get('/v1/workOrder/list', {
      config: scoped,
      schema: { querystring: workOrderListInput, response: { 200: envelope(pageOf(workOrderDto)) } },
      handler: async (request) => ok(await estate.list(accessOf(request), request.query)),
    });

    app.post('/v1/workOrder/assign', {
      config: scoped,
      schema: { body: workOrderAssignInput, response: { 200: envelope(workOrderDto) } },
      handler: async (request) => ok(await estate.assign(accessOf(request), request.body)),
    });

    app.post('/v1/workOrder/close', {
      config: scoped,
      schema: { body: workOrderCloseInput, response: { 200: envelope(workOrderDto) } },
      handler: async (request) => ok(await estate.close(accessOf(request), request.body)),
    });
  };
}
