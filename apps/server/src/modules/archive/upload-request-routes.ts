import {
  archiveInboxDeleteInput,
  archiveInboxFileInput,
  archiveInboxListDto,
  archiveInboxListInput,
  uploadRequestCreateInput,
  uploadRequestDto,
  uploadRequestListInput,
  uploadRequestPublicDto,
  uploadRequestPublicInput,
  uploadRequestRevokeInput,
  uploadRequestSubmitInput,
} from '@gongzhi/domain/archive/upload-request';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { ARCHIVE_MANAGE } from './routes';
import type { UploadRequestService } from './upload-request-service';

// Staff calls: the archive management permission in the community, like the archive's own writes.
const manage = {
  auth: 'web',
  communityScoped: true,
  permission: ARCHIVE_MANAGE,
  requireCommunityCert: true,
} as const;

/** Phone upload requests and the archive inbox (issue #28 item 3; docs/contracts/workgroup.md). */
export function uploadRequestRoutes(service: UploadRequestService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/archive/uploadRequest/create', {
      config: manage,
      schema: { body: uploadRequestCreateInput, response: { 200: envelope(uploadRequestDto) } },
      handler: async (request) => ok(await service.create(accessOf(request), actorOf(request), request.body)),
    });

    app.get('/v1/archive/uploadRequest/list', {
      config: manage,
      schema: { querystring: uploadRequestListInput, response: { 200: envelope(z.array(uploadRequestDto)) } },
      handler: async (request) => ok(await service.list(accessOf(request))),
    });

    app.post('/v1/archive/uploadRequest/revoke', {
      config: manage,
      schema: { body: uploadRequestRevokeInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await service.revoke(accessOf(request), request.body.requestCode)),
    });

    // The phone page: the code is the credential for reading what the request asks for.
    app.get('/v1/archive/uploadRequest/public', {
      config: { auth: 'public' },
      schema: { querystring: uploadRequestPublicInput, response: { 200: envelope(uploadRequestPublicDto) } },
      handler: async (request) => ok(await service.publicInfo(request.query.request)),
    });

    // Handing files over needs a session (owner SMS login or workbench): its mobile is recorded.
    app.post('/v1/archive/uploadRequest/submit', {
      config: { auth: 'session' },
      schema: {
        body: uploadRequestSubmitInput,
        response: { 200: envelope(z.object({ count: z.number().int() })) },
      },
      handler: async (request) => ok(await service.submit(actorOf(request), request.body)),
    });

    app.get('/v1/archive/inbox/list', {
      config: manage,
      schema: { querystring: archiveInboxListInput, response: { 200: envelope(archiveInboxListDto) } },
      handler: async (request) => ok(await service.inbox(accessOf(request), request.query)),
    });

    app.post('/v1/archive/inbox/file', {
      config: manage,
      schema: {
        body: archiveInboxFileInput,
        response: { 200: envelope(z.object({ archiveId: z.string() })) },
      },
      handler: async (request) => ok(await service.file(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/archive/inbox/delete', {
      config: manage,
      schema: { body: archiveInboxDeleteInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await service.remove(accessOf(request), request.body)),
    });
  };
}
