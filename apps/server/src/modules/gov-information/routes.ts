import {
  informationAddInput,
  informationDto,
  informationIdInput,
  informationListInput,
  informationReadListInput,
  informationReadPageDto,
  informationUpdateInput,
  ownerInformationListInput,
} from '@gongzhi/domain/gov-information/gov-information-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovInformationService } from './service';

const ownerInformationDto = informationDto.extend({ read: z.boolean() });

/** govInformation calls of SPEC §7 plus the owner-H5 reading calls (ours), docs/contracts/government.md. */
export function govInformationRoutes(service: GovInformationService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govInformation/list', {
      config: gov,
      schema: { querystring: informationListInput, response: { 200: envelope(pageOf(informationDto)) } },
      handler: async (request) => ok(await service.list(actorOf(request), request.query)),
    });

    app.get('/v1/govInformation/info', {
      config: gov,
      schema: { querystring: informationIdInput, response: { 200: envelope(informationDto) } },
      handler: async (request) => ok(await service.info(actorOf(request), request.query.informationId)),
    });

    app.get('/v1/govInformation/readList', {
      config: gov,
      schema: { querystring: informationReadListInput, response: { 200: envelope(informationReadPageDto) } },
      handler: async (request) => ok(await service.readList(actorOf(request), request.query)),
    });

    app.post('/v1/govInformation/add', {
      config: gov,
      schema: { body: informationAddInput, response: { 200: envelope(informationDto) } },
      handler: async (request) => ok(await service.add(actorOf(request), request.body)),
    });

    app.post('/v1/govInformation/update', {
      config: gov,
      schema: { body: informationUpdateInput, response: { 200: envelope(informationDto) } },
      handler: async (request) => ok(await service.update(actorOf(request), request.body)),
    });

    app.post('/v1/govInformation/delete', {
      config: gov,
      schema: { body: informationIdInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await service.remove(actorOf(request), request.body.informationId)),
    });

    app.get('/v1/govInformation/ownerList', {
      config: { auth: 'owner' },
      schema: {
        querystring: ownerInformationListInput,
        response: { 200: envelope(pageOf(ownerInformationDto)) },
      },
      handler: async (request) => ok(await service.ownerList(actorOf(request), request.query)),
    });

    app.get('/v1/govInformation/ownerInfo', {
      config: { auth: 'owner' },
      schema: { querystring: informationIdInput, response: { 200: envelope(ownerInformationDto) } },
      handler: async (request) => ok(await service.ownerInfo(actorOf(request), request.query.informationId)),
    });
  };
}
