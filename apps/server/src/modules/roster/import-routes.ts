import { importCheckDto, importSummaryDto } from '@gongzhi/domain/roster/roster-api';
import { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { contentDisposition } from '../file/content-disposition';
import { receiveXlsxUpload } from '../file/import/multipart-xlsx';
import type { ImportCheckResult, RosterImportService } from './import-service';
import { buildImportTemplate, TEMPLATE_NAMES } from './import-template';
import { BUILDING_MANAGE } from './routes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const code = z.string().min(1).max(64);
const type = z.enum(BuildingAttribute.values).default('HIGH_RISE');
const checkDto = importCheckDto.extend({ summary: importSummaryDto.nullable() });
const multipartQuery = z.object({ communityInfoCode: code });

async function withUpload<T>(
  request: FastifyRequest,
  tempDir: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const file = await receiveXlsxUpload(request, tempDir);
  try {
    return await work(file.path);
  } finally {
    await file.cleanup();
  }
}

/**
 * Roster imports (SPEC §7 importOHCV2, importOHCVilla, importOHCV2Check,
 * announcementHouseNoAreaImport) and the template (ours). Multipart calls take communityInfoCode
 * in the query: the guard runs before the body is read.
 */
export function rosterImportRoutes(imports: RosterImportService, tempDir: string) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const manage = { auth: 'web', communityScoped: true, permission: BUILDING_MANAGE } as const;

    app.get('/v1/communityInfo/importTemplate', {
      config: manage,
      schema: {
        querystring: z.object({
          communityInfoCode: code,
          type: z.enum(['HIGH_RISE', 'VILLA', 'AREA_CORRECTION']).default('HIGH_RISE'),
        }),
      },
      handler: async (request, reply) => {
        const name = TEMPLATE_NAMES[request.query.type];
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('attachment', name))
          .send(await buildImportTemplate(request.query.type));
      },
    });

    app.get('/v1/communityInfo/importOHCV2Check', {
      config: manage,
      schema: {
        querystring: z.object({ communityInfoCode: code, attachmentId: code, type }),
        response: { 200: envelope(checkDto) },
      },
      handler: async (request) =>
        ok(
          await imports.checkAttachment(
            actorOf(request).userId,
            accessOf(request),
            request.query.attachmentId,
            request.query.type,
          ),
        ),
    });

    // POST on the same path: the web page holds the file and can check it without uploading it first.
    app.post('/v1/communityInfo/importOHCV2Check', {
      config: manage,
      schema: { querystring: multipartQuery.extend({ type }), response: { 200: envelope(checkDto) } },
      handler: async (request) =>
        ok<ImportCheckResult>(
          await withUpload(request, tempDir, (path) =>
            imports.checkFile(accessOf(request), path, request.query.type),
          ),
        ),
    });

    app.post('/v1/communityInfo/importOHCV2', {
      config: manage,
      schema: { querystring: multipartQuery, response: { 200: envelope(importSummaryDto) } },
      handler: async (request) =>
        ok(
          await withUpload(request, tempDir, (path) =>
            imports.applyFile(accessOf(request), path, 'HIGH_RISE'),
          ),
        ),
    });

    app.post('/v1/communityInfo/importOHCVilla', {
      config: manage,
      schema: { querystring: multipartQuery, response: { 200: envelope(importSummaryDto) } },
      handler: async (request) =>
        ok(await withUpload(request, tempDir, (path) => imports.applyFile(accessOf(request), path, 'VILLA'))),
    });

    const areaCorrection = {
      auth: 'web',
      communityScoped: true,
      permission: ['BUILDING_MANAGEMENT', 'VOTING_MANAGEMENT'],
    } as const;

    // (ours) The check step of the area corrections, like importOHCV2Check: nothing is written.
    app.post('/v1/voting/announcementHouseNoAreaImportCheck', {
      config: areaCorrection,
      schema: { querystring: multipartQuery, response: { 200: envelope(checkDto) } },
      handler: async (request) =>
        ok<ImportCheckResult>(
          await withUpload(request, tempDir, (path) => imports.checkAreaCorrections(accessOf(request), path)),
        ),
    });

    app.post('/v1/voting/announcementHouseNoAreaImport', {
      config: areaCorrection,
      schema: { querystring: multipartQuery, response: { 200: envelope(importSummaryDto) } },
      handler: async (request) =>
        ok(
          await withUpload(request, tempDir, (path) => imports.applyAreaCorrections(accessOf(request), path)),
        ),
    });
  };
}
