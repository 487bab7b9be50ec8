import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  archiveAddDirectoryInput,
  archiveAddInput,
  archiveDeleteInput,
  archiveEntryDto,
  archiveListDto,
  archiveListInput,
  archiveSortInput,
  archiveTypeNumDto,
  archiveTypeNumInput,
  archiveUpdateInput,
} from '@gongzhi/domain/archive/archive-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { ArchiveService } from './service';

export const ARCHIVE_VIEW: readonly OperatePermission[] = ['ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT'];
export const ARCHIVE_MANAGE: readonly OperatePermission[] = ['ARCHIVE_MANAGEMENT'];

// The archive pages need community certification (SPEC §2.5), so their calls do too.
const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/** Community archive tree (SPEC §7 Archive; docs/contracts/workgroup.md). */
export function archiveRoutes(archive: ArchiveService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/archive/list', {
      config: scoped(ARCHIVE_VIEW),
      schema: { querystring: archiveListInput, response: { 200: envelope(archiveListDto) } },
      handler: async (request) => ok(await archive.list(accessOf(request), request.query)),
    });

    app.get('/v1/archive/getArchiveTypeNum', {
      config: scoped(ARCHIVE_VIEW),
      schema: { querystring: archiveTypeNumInput, response: { 200: envelope(archiveTypeNumDto) } },
      handler: async (request) => ok(await archive.typeNum(accessOf(request))),
    });

    app.post('/v1/archive/addDirectory', {
      config: scoped(ARCHIVE_MANAGE),
      schema: { body: archiveAddDirectoryInput, response: { 200: envelope(archiveEntryDto) } },
      handler: async (request) =>
        ok(await archive.addDirectory(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/archive/add', {
      config: scoped(ARCHIVE_MANAGE),
      schema: { body: archiveAddInput, response: { 200: envelope(z.array(archiveEntryDto)) } },
      handler: async (request) => ok(await archive.add(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/archive/update', {
      config: scoped(ARCHIVE_MANAGE),
      schema: { body: archiveUpdateInput, response: { 200: envelope(archiveEntryDto) } },
      handler: async (request) => ok(await archive.update(accessOf(request), request.body)),
    });

    app.post('/v1/archive/sortUpdate', {
      config: scoped(ARCHIVE_MANAGE),
      schema: { body: archiveSortInput, response: { 200: envelope(z.array(archiveEntryDto)) } },
      handler: async (request) => ok(await archive.sort(accessOf(request), request.body)),
    });

    app.post('/v1/archive/delete', {
      config: scoped(ARCHIVE_MANAGE),
      schema: { body: archiveDeleteInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await archive.remove(accessOf(request), request.body)),
    });
  };
}
