import {
  PLATFORM_OPERATOR_MESSAGES,
  platformOperatorAddInput,
  platformOperatorDto,
  platformOperatorRemoveInput,
} from '@gongzhi/domain/platform-operator/platform-operator-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { PlatformOperatorService } from './service';

/**
 * Platform operators manage their own list (ours, docs/contracts/platform-operator.md). Any
 * workbench session may call; the service answers 403 to anyone who is not an operator.
 */
export function platformOperatorRoutes(service: PlatformOperatorService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const operator = { auth: 'web', webKind: 'ANY' } as const;

    app.get('/v1/platformOperator/list', {
      config: operator,
      schema: { response: { 200: envelope(z.array(platformOperatorDto)) } },
      handler: async (request) => ok(await service.list(actorOf(request))),
    });

    app.post('/v1/platformOperator/add', {
      config: operator,
      schema: { body: platformOperatorAddInput, response: { 200: envelope(platformOperatorDto) } },
      handler: async (request) => ({
        ...ok(await service.add(actorOf(request), request.body)),
        message: PLATFORM_OPERATOR_MESSAGES.added,
      }),
    });

    app.post('/v1/platformOperator/remove', {
      config: operator,
      schema: {
        body: platformOperatorRemoveInput,
        response: { 200: envelope(z.object({ mobile: z.string() })) },
      },
      handler: async (request) => ({
        ...ok(await service.remove(actorOf(request), request.body)),
        message: PLATFORM_OPERATOR_MESSAGES.removed,
      }),
    });
  };
}
