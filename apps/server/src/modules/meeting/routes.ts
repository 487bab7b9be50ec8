import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  meetingCancelInput,
  meetingCreateInput,
  meetingDetailDto,
  meetingFillMinuteInput,
  meetingListInput,
  meetingListItemDto,
  meetingRefInput,
  meetingSaveInput,
  meetingUpdateInput,
} from '@gongzhi/domain/meeting/meeting-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { MeetingService } from './service';

export const MEETING_MANAGE: readonly OperatePermission[] = ['MEETING_MANAGEMENT'];
const scoped = { auth: 'web', communityScoped: true, permission: MEETING_MANAGE } as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Workgroup meetings (SPEC §7 Meetings; docs/contracts/workgroup.md). */
export function meetingRoutes(meetings: MeetingService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/meeting/list', {
      config: scoped,
      schema: { querystring: meetingListInput, response: { 200: envelope(pageOf(meetingListItemDto)) } },
      handler: async (request) => ok(await meetings.list(accessOf(request), request.query)),
    });

    app.get('/v1/meeting/info', {
      config: scoped,
      schema: { querystring: meetingRefInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) => ok(await meetings.info(accessOf(request), request.query.id)),
    });

    app.post('/v1/meeting/create', {
      config: scoped,
      schema: { body: meetingCreateInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) =>
        ok(await meetings.create(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/meeting/save', {
      config: scoped,
      schema: { body: meetingSaveInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) => ok(await meetings.save(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/meeting/update', {
      config: scoped,
      schema: { body: meetingUpdateInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) =>
        ok(await meetings.update(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/meeting/cancel', {
      config: scoped,
      schema: { body: meetingCancelInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) => ok(await meetings.cancel(accessOf(request), request.body)),
    });

    app.post('/v1/meeting/delete', {
      config: scoped,
      schema: { body: meetingRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await meetings.remove(accessOf(request), request.body.id)),
    });

    app.post('/v1/meeting/fillMinute', {
      config: scoped,
      schema: { body: meetingFillMinuteInput, response: { 200: envelope(meetingDetailDto) } },
      handler: async (request) =>
        ok(await meetings.fillMinute(accessOf(request), actorOf(request), request.body)),
    });
  };
}
