import type { Readable } from 'node:stream';
import { presignRequestInput } from '@gongzhi/domain/file/upload-type-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../common/actor';
import { envelope, ok } from '../../common/envelope';
import { attachmentDto, presignDto } from './attachment-dto';
import type { Delivery, DownloadService } from './download-service';
import { resizeQuery } from './image-resize';
import type { UploadService } from './upload-service';

type Deps = { uploads: UploadService; downloads: DownloadService };

const idSchema = z.string().min(1).max(128);

const downloadGrantDto = z.object({ attachmentId: z.string(), grant: z.string(), expiresAt: z.string() });

function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('authenticated route without actor');
  return request.actor;
}

function send(reply: FastifyReply, delivery: Delivery) {
  return reply.headers(delivery.headers).send(delivery.stream);
}

/** File transfer of SPEC §7 under /v1/api/cos (DESIGN §9). */
export function fileRoutes(deps: Deps) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/api/cos/generatePresignedUrl', {
      config: { auth: 'session' },
      schema: { body: presignRequestInput, response: { 200: envelope(presignDto) } },
      handler: async (request) => ok(await deps.uploads.presign(actorOf(request), request.body)),
    });

    // The signed PUT of local storage. The signature is the credential (as with S3), so no token:
    // the upload component sends only the headers generatePresignedUrl answered.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      scope.withTypeProvider<ZodTypeProvider>().put('/v1/api/cos/upload/:attachmentId', {
        config: { auth: 'public' },
        schema: {
          params: z.object({ attachmentId: idSchema }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            signature: z.string().min(1).max(128),
          }),
          response: { 200: envelope(attachmentDto) },
        },
        handler: async (request) => {
          const length = request.headers['content-length'];
          const body = (request.body as Readable | undefined) ?? request.raw;
          return ok(
            await deps.uploads.receive(
              request.params.attachmentId,
              request.query,
              body,
              length === undefined ? null : Number(length),
            ),
          );
        },
      });
    });

    app.post('/v1/api/cos/completeUpload', {
      config: { auth: 'session' },
      schema: { body: z.object({ attachmentId: idSchema }), response: { 200: envelope(attachmentDto) } },
      handler: async (request) =>
        ok(await deps.uploads.completeFor(actorOf(request), request.body.attachmentId)),
    });

    // The session token comes in the `token` header only: in a URL it would reach proxy logs,
    // history and Referer headers (issue #21). `<img>` and links use grantedDownload below.
    app.get('/v1/api/cos/download', {
      config: { auth: 'session' },
      schema: { querystring: resizeQuery.extend({ attachmentId: idSchema }) },
      handler: async (request, reply) =>
        send(
          reply,
          await deps.downloads.download(
            actorOf(request),
            request.query.attachmentId,
            request.query,
            request.ip,
          ),
        ),
    });

    app.post('/v1/api/cos/downloadGrant', {
      config: { auth: 'session' },
      schema: {
        body: z.object({ attachmentIds: z.array(idSchema).min(1).max(100) }),
        response: { 200: envelope(z.array(downloadGrantDto)) },
      },
      handler: async (request) =>
        ok(await deps.downloads.grants(actorOf(request), request.body.attachmentIds)),
    });

    // The grant is the credential (download-grant.ts), checked by the service, so no session here.
    app.get('/v1/api/cos/grantedDownload', {
      config: { auth: 'public' },
      schema: {
        querystring: resizeQuery.extend({ attachmentId: idSchema, grant: z.string().min(1).max(256) }),
      },
      handler: async (request, reply) =>
        send(
          reply,
          await deps.downloads.downloadWithGrant(
            request.query.attachmentId,
            request.query.grant,
            request.query,
            request.ip,
          ),
        ),
    });

    app.get('/v1/api/cos/pubDownload', {
      config: { auth: 'public' },
      schema: { querystring: resizeQuery.extend({ pubAttachmentId: idSchema }) },
      handler: async (request, reply) =>
        send(
          reply,
          await deps.downloads.publicDownload(request.query.pubAttachmentId, request.query, request.ip),
        ),
    });
  };
}
