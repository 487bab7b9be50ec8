import {
  GOV_ORGANIZE_MESSAGES,
  govInfoResultDto,
  govJoinRecordDto,
  govJoinRecordSubmitInput,
  govOrganizeDto,
  govOrganizeUpdateInput,
  updateGovInfoInput,
} from '@gongzhi/domain/gov-organize/gov-organize-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovOrganizeService } from './service';

/** Per IP: a real organisation applies once; a few retries for typos, nothing for a script. */
export const JOIN_RECORD_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** govOrganize, govJoinRecord and owner/updateGovInfo of SPEC §7 (docs/contracts/government.md). */
export function govOrganizeRoutes(service: GovOrganizeService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govOrganize/info', {
      config: gov,
      schema: { response: { 200: envelope(govOrganizeDto) } },
      handler: async (request) => ok(await service.info(actorOf(request))),
    });

    app.post('/v1/govOrganize/update', {
      config: gov,
      schema: { body: govOrganizeUpdateInput, response: { 200: envelope(govOrganizeDto) } },
      handler: async (request) => ok(await service.update(actorOf(request), request.body)),
    });

    app.post('/v1/govJoinRecord/submit', {
      config: { auth: 'public', rateLimit: JOIN_RECORD_RATE_LIMIT },
      schema: { body: govJoinRecordSubmitInput, response: { 200: envelope(govJoinRecordDto) } },
      handler: async (request) => ({
        ...ok(
          await service.submitJoinRecord(request.body, {
            userId: request.actor?.userId ?? null,
            ip: request.ip ?? null,
          }),
        ),
        message: GOV_ORGANIZE_MESSAGES.joinReceived,
      }),
    });

    app.post('/v1/owner/updateGovInfo', {
      config: gov,
      schema: { body: updateGovInfoInput, response: { 200: envelope(govInfoResultDto) } },
      handler: async (request) => ok(await service.updateGovInfo(actorOf(request), request.body)),
    });
  };
}
