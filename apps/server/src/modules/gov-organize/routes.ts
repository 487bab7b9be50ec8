import { govJoinProofPresignInput } from '@gongzhi/domain/gov-organize/gov-join-apply';
import {
  govJoinProofDownloadInput,
  govJoinRecordItemDto,
  govJoinRecordListInput,
  govJoinRecordReviewInput,
  govUnitOptionDto,
} from '@gongzhi/domain/gov-organize/gov-join-review';
import {
  GOV_ORGANIZE_MESSAGES,
  govInfoResultDto,
  govJoinRecordDto,
  govJoinRecordSubmitInput,
  govOrganizeDto,
  govOrganizeUpdateInput,
  updateGovInfoInput,
} from '@gongzhi/domain/gov-organize/gov-organize-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import { presignDto } from '../file/attachment-dto';
import { resizeQuery } from '../file/image-resize';
import type { GovOrganizeService } from './service';

/** Per IP: a real organisation applies once; a few retries for typos, nothing for a script. */
export const JOIN_RECORD_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** Per IP: a form takes at most five proofs; retries and replaced files leave room for a few more. */
export const JOIN_PROOF_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

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

    // Ours: the join form's proof upload without a login; the phone's SMS code vouches for it and
    // the file is bound to that phone (docs/contracts/government.md "Join form").
    app.post('/v1/govJoinRecord/presignProof', {
      config: { auth: 'public', rateLimit: JOIN_PROOF_RATE_LIMIT },
      schema: { body: govJoinProofPresignInput, response: { 200: envelope(presignDto) } },
      handler: async (request) => ok(await service.presignJoinProof(request.body)),
    });

    // Ours: platform operators review join applications (any workbench session; the service checks
    // the operator role, 403 otherwise).
    const operator = { auth: 'web', webKind: 'ANY' } as const;

    app.get('/v1/govJoinRecord/proofDownload', {
      config: operator,
      schema: { querystring: resizeQuery.extend(govJoinProofDownloadInput.shape) },
      handler: async (request, reply) => {
        const delivery = await service.joinProofDownload(
          actorOf(request),
          request.query,
          request.query,
          request.ip,
        );
        return reply.headers(delivery.headers).send(delivery.stream);
      },
    });

    app.get('/v1/govJoinRecord/list', {
      config: operator,
      schema: {
        querystring: govJoinRecordListInput,
        response: { 200: envelope(pageOf(govJoinRecordItemDto)) },
      },
      handler: async (request) => ok(await service.joinRecordList(actorOf(request), request.query)),
    });

    app.post('/v1/govJoinRecord/review', {
      config: operator,
      schema: { body: govJoinRecordReviewInput, response: { 200: envelope(govJoinRecordItemDto) } },
      handler: async (request) => ok(await service.reviewJoinRecord(actorOf(request), request.body)),
    });

    // Ours: the units a government user may choose for owner/updateGovInfo, and the streets an
    // operator picks from when approving a 社区's join application (the service checks who).
    app.get('/v1/govUnit/list', {
      config: operator,
      schema: { response: { 200: envelope(z.array(govUnitOptionDto)) } },
      handler: async (request) => ok(await service.unitOptions(actorOf(request))),
    });

    app.post('/v1/owner/updateGovInfo', {
      config: gov,
      schema: { body: updateGovInfoInput, response: { 200: envelope(govInfoResultDto) } },
      handler: async (request) => ok(await service.updateGovInfo(actorOf(request), request.body)),
    });
  };
}
