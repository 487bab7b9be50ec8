import {
  COMMUNITY_REGISTRATION_MESSAGES,
  communityRegistrationDto,
  communityRegistrationInput,
  communityRegistrationResubmitInput,
  communitySettingsDto,
  communitySettingsInput,
  orgChangeInput,
  registrationReviewInput,
  registrationReviewListInput,
  registrationUnitOptionDto,
} from '@gongzhi/domain/community/community-registration';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { CommunityRegistrationService } from './service';

const code = z.string().min(1).max(64);

/**
 * Community registration and certification, their review by the community's government unit,
 * organisation changes and the community settings (ours: docs/contracts/community.md).
 */
export function communityRegistrationRoutes(service: CommunityRegistrationService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const registrant = { auth: 'web', webKind: 'COMMUNITY' } as const;
    // Reviews take any workbench session so a community session is told 404 like any other
    // outsider, not 401 (which would log it out); the service admits the unit's certified staff.
    const reviewer = { auth: 'web', webKind: 'ANY' } as const;
    // Community routes, as every community page: government staff of the jurisdiction read them
    // (the service refuses them the admin's changes), anyone else gets the guard's 404.
    const scoped = { auth: 'web', communityScoped: true } as const;

    app.get('/v1/communityRegistration/unitOptions', {
      config: registrant,
      schema: { response: { 200: envelope(z.array(registrationUnitOptionDto)) } },
      handler: async () => ok(await service.unitOptions()),
    });

    app.post('/v1/communityRegistration/submit', {
      config: registrant,
      schema: { body: communityRegistrationInput, response: { 200: envelope(communityRegistrationDto) } },
      handler: async (request) => ({
        ...ok(await service.submit(actorOf(request), request.body)),
        message: COMMUNITY_REGISTRATION_MESSAGES.submitted,
      }),
    });

    app.get('/v1/communityRegistration/mine', {
      config: registrant,
      schema: { response: { 200: envelope(z.array(communityRegistrationDto)) } },
      handler: async (request) => ok(await service.mine(actorOf(request))),
    });

    app.post('/v1/communityRegistration/resubmit', {
      config: registrant,
      schema: {
        body: communityRegistrationResubmitInput,
        response: { 200: envelope(communityRegistrationDto) },
      },
      handler: async (request) => ({
        ...ok(await service.resubmit(actorOf(request), request.body)),
        message: COMMUNITY_REGISTRATION_MESSAGES.submitted,
      }),
    });

    app.post('/v1/communityRegistration/orgChange', {
      config: scoped,
      schema: { body: orgChangeInput, response: { 200: envelope(communityRegistrationDto) } },
      handler: async (request) => ({
        ...ok(await service.orgChange(actorOf(request), accessOf(request), request.body)),
        message: COMMUNITY_REGISTRATION_MESSAGES.submitted,
      }),
    });

    app.get('/v1/communityRegistration/reviewList', {
      config: reviewer,
      schema: {
        querystring: registrationReviewListInput,
        response: { 200: envelope(pageOf(communityRegistrationDto)) },
      },
      handler: async (request) => ok(await service.reviewList(actorOf(request), request.query)),
    });

    app.get('/v1/communityRegistration/reviewInfo', {
      config: reviewer,
      schema: {
        querystring: z.object({ registrationId: code }),
        response: { 200: envelope(communityRegistrationDto) },
      },
      handler: async (request) =>
        ok(await service.reviewInfo(actorOf(request), request.query.registrationId)),
    });

    app.post('/v1/communityRegistration/review', {
      config: reviewer,
      schema: { body: registrationReviewInput, response: { 200: envelope(communityRegistrationDto) } },
      handler: async (request) => ok(await service.review(actorOf(request), request.body)),
    });

    app.get('/v1/communityRegistration/proofFile', {
      config: reviewer,
      schema: {
        querystring: z.object({
          registrationId: code,
          attachmentId: code,
        }),
      },
      handler: async (request, reply) => {
        const file = await service.proofFile(
          actorOf(request),
          request.query.registrationId,
          request.query.attachmentId,
        );
        return reply.headers(file.headers).send(file.stream);
      },
    });

    app.get('/v1/communityInfo/settings', {
      config: scoped,
      schema: {
        querystring: z.object({ communityInfoCode: code }),
        response: { 200: envelope(communitySettingsDto) },
      },
      handler: async (request) => ok(service.settings(accessOf(request))),
    });

    app.post('/v1/communityInfo/updateSettings', {
      config: scoped,
      schema: { body: communitySettingsInput, response: { 200: envelope(communitySettingsDto) } },
      handler: async (request) => ok(await service.updateSettings(accessOf(request), request.body)),
    });
  };
}
