import { GovAuthState } from '@gongzhi/domain/account/account-enums';
import { realNameInput } from '@gongzhi/domain/certification/certification-rules';
import { YesNo } from '@gongzhi/domain/common/yes-no';
import {
  basicSettingsDto,
  basicSettingsQuery,
  govAuthApplicationDto,
  govAuthInfoDto,
  govAuthReviewInput,
  govAuthReviewListInput,
  govCertificationSubmitInput,
} from '@gongzhi/domain/gov-settings/gov-settings-api';
import { saveBasicSettingsInput } from '@gongzhi/domain/gov-settings/gov-settings-rules';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import { contentDisposition } from '../file/content-disposition';
import { PROOF_TEMPLATE_NAME, renderProofTemplate } from './proof-template';
import type { GovSettingsService } from './service';

const code = z.string().min(1).max(64);

/**
 * Government certification, its operator review and the basic settings: calls SPEC §7 lists
 * without methods or paths, defined here in the /v1/gov… style (ours, docs/contracts/government.md).
 */
export function govSettingsRoutes(service: GovSettingsService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;
    const operator = { auth: 'web', webKind: 'ANY' } as const;

    app.get('/v1/govAuth/info', {
      config: gov,
      schema: { response: { 200: envelope(govAuthInfoDto) } },
      handler: async (request) => ok(await service.info(actorOf(request))),
    });

    app.post('/v1/govAuth/checkRealName', {
      config: gov,
      schema: { body: realNameInput, response: { 200: envelope(z.object({ passed: z.literal(true) })) } },
      handler: async (request) => ok(await service.checkRealName(actorOf(request), request.body)),
    });

    app.post('/v1/govAuth/submit', {
      config: gov,
      schema: {
        body: govCertificationSubmitInput,
        response: {
          200: envelope(z.object({ hasGovAuth: z.enum(GovAuthState.values), message: z.string() })),
        },
      },
      handler: async (request) => {
        const result = await service.submit(actorOf(request), request.body);
        return { ...ok(result), message: result.message };
      },
    });

    app.get('/v1/govAuth/proofTemplate', {
      config: gov,
      handler: async (_request, reply) =>
        reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': contentDisposition('attachment', PROOF_TEMPLATE_NAME),
            'cache-control': 'private, no-store',
          })
          .send(await renderProofTemplate()),
    });

    app.get('/v1/govAuth/operator', {
      config: operator,
      schema: { response: { 200: envelope(z.object({ isOperator: z.enum(YesNo.values) })) } },
      handler: async (request) => ok(await service.isOperator(actorOf(request))),
    });

    app.get('/v1/govAuth/review/list', {
      config: operator,
      schema: {
        querystring: govAuthReviewListInput,
        response: { 200: envelope(pageOf(govAuthApplicationDto)) },
      },
      handler: async (request) => ok(await service.reviewList(actorOf(request), request.query)),
    });

    app.get('/v1/govAuth/review/info', {
      config: operator,
      schema: {
        querystring: z.object({ applicationId: code }),
        response: { 200: envelope(govAuthApplicationDto) },
      },
      handler: async (request) => ok(await service.reviewInfo(actorOf(request), request.query.applicationId)),
    });

    app.post('/v1/govAuth/review', {
      config: operator,
      schema: { body: govAuthReviewInput, response: { 200: envelope(govAuthApplicationDto) } },
      handler: async (request) => ok(await service.review(actorOf(request), request.body)),
    });

    app.get('/v1/govAuth/review/proofFile', {
      config: operator,
      schema: {
        querystring: z.object({
          applicationId: code,
          attachmentId: code,
        }),
      },
      handler: async (request, reply) => {
        const file = await service.proofFile(
          actorOf(request),
          request.query.applicationId,
          request.query.attachmentId,
        );
        return reply.headers(file.headers).send(file.stream);
      },
    });

    app.get('/v1/govBasicSettings/info', {
      config: gov,
      schema: { querystring: basicSettingsQuery, response: { 200: envelope(basicSettingsDto) } },
      handler: async (request) => ok(await service.basicSettings(actorOf(request), request.query)),
    });

    app.post('/v1/govBasicSettings/save', {
      config: gov,
      schema: { body: saveBasicSettingsInput, response: { 200: envelope(basicSettingsDto) } },
      handler: async (request) => ok(await service.saveBasicSettings(actorOf(request), request.body)),
    });
  };
}
