import { ownerPreferencesDto, ownerPreferencesInput } from '@gongzhi/domain/account/owner-preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { OwnerPreferenceService } from './owner-preferences';

/**
 * The owner's own preferences (issue #26 item 4): the owner H5 reads them after login and saves
 * the 长辈模式 switch, so the choice follows the owner to another phone. Owner sessions only.
 */
export function ownerPreferenceRoutes(preferences: OwnerPreferenceService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/owner/preferences', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(ownerPreferencesDto) } },
      handler: async (request) => ok(await preferences.read(actorOf(request).userId)),
    });

    app.put('/v1/owner/preferences', {
      config: { auth: 'owner' },
      schema: { body: ownerPreferencesInput, response: { 200: envelope(ownerPreferencesDto) } },
      handler: async (request) => ok(await preferences.write(actorOf(request).userId, request.body)),
    });
  };
}
