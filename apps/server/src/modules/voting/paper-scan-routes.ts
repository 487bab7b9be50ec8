import {
  scanBatchDto,
  scanBatchQuery,
  scanConfirmInput,
  scanCropQuery,
  scanDecideInput,
  scanPageDto,
  scanPageQuery,
  scanPagesQuery,
  scanRejectInput,
  scanUploadQuery,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { PaperScanService } from './paper-scan-service';
import { receiveScans } from './paper-scan-upload';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';

const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Images go out as they are stored; never sniffed, never cached beyond the session's view. */
function sendImage(reply: FastifyReply, image: { stream: NodeJS.ReadableStream; contentType: string }) {
  return reply
    .headers({
      'content-type': image.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(image.stream);
}

/** Scans of returned paper ballots: upload, queue, decisions (docs/contracts/paper-scan.md). */
export function votingPaperScanRoutes(scans: PaperScanService, tempDir: string) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const page = envelope(scanPageDto);

    app.post('/v1/paperScan/upload', {
      config: scoped(VOTING_MANAGE),
      schema: { querystring: scanUploadQuery, response: { 200: envelope(scanBatchDto) } },
      handler: async (request) => {
        const access = accessOf(request);
        // The vote and the paper window first: a refused upload is not read at all.
        const voting = await scans.beforeUpload(access, request.query.votingCode);
        const received = await receiveScans(request, tempDir);
        try {
          return ok(await scans.upload(actorOf(request), access, voting, received.files));
        } finally {
          await received.cleanup();
        }
      },
    });

    app.get('/v1/paperScan/batches', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: scanUploadQuery, response: { 200: envelope(z.array(scanBatchDto)) } },
      handler: async (request) => ok(await scans.batches(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/paperScan/batch', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: scanBatchQuery, response: { 200: envelope(scanBatchDto) } },
      handler: async (request) =>
        ok(await scans.batch(accessOf(request), request.query.votingCode, request.query.batchId)),
    });

    app.get('/v1/paperScan/pages', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: scanPagesQuery, response: { 200: envelope(pageOf(scanPageDto)) } },
      handler: async (request) => ok(await scans.pages(accessOf(request), request.query)),
    });

    app.get('/v1/paperScan/pageImage', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: scanPageQuery },
      handler: async (request, reply) =>
        sendImage(
          reply,
          await scans.image(accessOf(request), request.query.votingCode, request.query.pageId),
        ),
    });

    app.get('/v1/paperScan/pageCrop', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: scanCropQuery },
      handler: async (request, reply) =>
        sendImage(
          reply,
          await scans.image(
            accessOf(request),
            request.query.votingCode,
            request.query.pageId,
            request.query.issueKey,
          ),
        ),
    });

    app.post('/v1/paperScan/decide', {
      config: scoped(VOTING_MANAGE),
      schema: { body: scanDecideInput, response: { 200: page } },
      handler: async (request) => ok(await scans.decide(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/paperScan/confirm', {
      config: scoped(VOTING_MANAGE),
      schema: { body: scanConfirmInput, response: { 200: page } },
      handler: async (request) => ok(await scans.confirm(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/paperScan/reject', {
      config: scoped(VOTING_MANAGE),
      schema: { body: scanRejectInput, response: { 200: page } },
      handler: async (request) => ok(await scans.reject(accessOf(request), request.body)),
    });
  };
}
