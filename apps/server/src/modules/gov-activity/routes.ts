import { pagingFields } from '@gongzhi/domain/common/paging';
import {
  activityCreateInput,
  activityDto,
  activityIdInput,
  activityListInput,
  activitySignUpDto,
  activitySignUpInput,
  activityUpdateInput,
} from '@gongzhi/domain/gov-activity/gov-activity-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { GovActivityService } from './service';

const pageFields = {
  ...pagingFields(100),
};

/** govActivity calls of SPEC §7 plus the owner-H5 sign-up calls (ours), docs/contracts/government.md. */
export function govActivityRoutes(service: GovActivityService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govActivity/list', {
      config: gov,
      schema: { querystring: activityListInput, response: { 200: envelope(pageOf(activityDto)) } },
      handler: async (request) => ok(await service.list(actorOf(request), request.query)),
    });

    app.get('/v1/govActivity/info', {
      config: gov,
      schema: { querystring: activityIdInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.info(actorOf(request), request.query.activityId)),
    });

    app.post('/v1/govActivity/update', {
      config: gov,
      schema: { body: activityUpdateInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.update(actorOf(request), request.body)),
    });

    app.get('/v1/govActivity/signUpList', {
      config: gov,
      schema: {
        querystring: activityIdInput.extend(pageFields),
        response: { 200: envelope(pageOf(activitySignUpDto)) },
      },
      handler: async (request) => ok(await service.signUpList(actorOf(request), request.query)),
    });

    app.post('/v1/govActivity/create', {
      config: gov,
      schema: { body: activityCreateInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.create(actorOf(request), request.body)),
    });

    app.post('/v1/govActivity/delete', {
      config: gov,
      schema: { body: activityIdInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.cancel(actorOf(request), request.body.activityId)),
    });

    app.get('/v1/govActivity/ownerList', {
      config: { auth: 'owner' },
      schema: { querystring: z.object(pageFields), response: { 200: envelope(pageOf(activityDto)) } },
      handler: async (request) => ok(await service.ownerList(actorOf(request), request.query)),
    });

    app.get('/v1/govActivity/ownerInfo', {
      config: { auth: 'owner' },
      schema: { querystring: activityIdInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.ownerInfo(actorOf(request), request.query.activityId)),
    });

    app.post('/v1/govActivity/ownerSignUp', {
      config: { auth: 'owner' },
      schema: { body: activitySignUpInput, response: { 200: envelope(activityDto) } },
      handler: async (request) => ok(await service.ownerSignUp(actorOf(request), request.body)),
    });

    app.post('/v1/govActivity/ownerCancelSignUp', {
      config: { auth: 'owner' },
      schema: { body: activityIdInput, response: { 200: envelope(activityDto) } },
      handler: async (request) =>
        ok(await service.ownerCancelSignUp(actorOf(request), request.body.activityId)),
    });
  };
}
