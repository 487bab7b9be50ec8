import {
  memberAddInput,
  memberAreaInput,
  memberDto,
  memberListInput,
  memberRefInput,
  memberUpdateInput,
  permissionInfoDto,
  permissionInfoInput,
  permissionUpdateInput,
} from '@gongzhi/domain/workgroup/workgroup-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { WorkgroupService } from './service';

// Any member of the community's work group reaches these; who may change whom is decided in the
// service (domain member-rules.ts). The pages need community certification (SPEC §2.4), so the calls do.
const scoped = { auth: 'web', communityScoped: true, requireCommunityCert: true } as const;

/** Committee members and their operate permissions (SPEC §7; docs/contracts/workgroup.md). */
export function workgroupRoutes(workgroup: WorkgroupService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/owner/committee/member', {
      config: scoped,
      schema: { querystring: memberListInput, response: { 200: envelope(z.array(memberDto)) } },
      handler: async (request) => ok(await workgroup.list(accessOf(request), actorOf(request))),
    });

    app.post('/v1/owner/committee/addMember', {
      config: scoped,
      schema: { body: memberAddInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await workgroup.add(accessOf(request), request.body)),
    });

    app.post('/v1/owner/committee/updateMember', {
      config: scoped,
      schema: { body: memberUpdateInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await workgroup.update(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/owner/committee/deMember', {
      config: scoped,
      schema: { body: memberRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await workgroup.remove(accessOf(request), actorOf(request), request.body.userId)),
    });

    app.post('/v1/owner/committee/updateMemberArea', {
      config: scoped,
      schema: { body: memberAreaInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await workgroup.updateArea(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/owner/committee/adminTransfer', {
      config: scoped,
      schema: { body: memberRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await workgroup.adminTransfer(accessOf(request), actorOf(request), request.body.userId)),
    });

    // Ours: the permission page reads one member's set before editing it.
    app.get('/v1/owner/operateRole/info', {
      config: scoped,
      schema: { querystring: permissionInfoInput, response: { 200: envelope(permissionInfoDto) } },
      handler: async (request) =>
        ok(await workgroup.permissionInfo(accessOf(request), actorOf(request), request.query.userId)),
    });

    app.post('/v1/owner/operateRole/update', {
      config: scoped,
      schema: { body: permissionUpdateInput, response: { 200: envelope(permissionInfoDto) } },
      handler: async (request) =>
        ok(await workgroup.updatePermissions(accessOf(request), actorOf(request), request.body)),
    });
  };
}
