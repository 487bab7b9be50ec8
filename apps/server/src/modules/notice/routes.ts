import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  noticeCreateInput,
  noticeDraftInput,
  noticeDto,
  noticeListInput,
  noticeListItemDto,
  noticeReadListDto,
  noticeReadListInput,
  noticeRefInput,
  noticeTemplateDto,
  noticeTemplateInfoInput,
  noticeTemplateItemDto,
  noticeTemplateListInput,
  ownerNoticeDto,
  ownerNoticeItemDto,
  ownerNoticeRefInput,
} from '@gongzhi/domain/notice/notice-api';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { NoticeService } from './service';

export const NOTICE_VIEW: readonly OperatePermission[] = ['NOTICE_VIEW', 'NOTICE_MANAGEMENT'];
export const NOTICE_MANAGE: readonly OperatePermission[] = ['NOTICE_MANAGEMENT'];

// Notice pages need community certification (SPEC §2.4), so do their calls.
const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/** Community notices (SPEC §7 Notices; owner H5 calls are ours; docs/contracts/notice.md). */
export function noticeRoutes(notices: NoticeService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/communityNotice/list', {
      config: scoped(NOTICE_VIEW),
      schema: { querystring: noticeListInput, response: { 200: envelope(pageOf(noticeListItemDto)) } },
      handler: async (request) => ok(await notices.list(accessOf(request), request.query)),
    });

    app.get('/v1/communityNotice/info', {
      config: scoped(NOTICE_VIEW),
      schema: { querystring: noticeRefInput, response: { 200: envelope(noticeDto) } },
      handler: async (request) =>
        ok(await notices.info(accessOf(request), request.query.communityNoticeCode)),
    });

    app.get('/v1/communityNotice/noticeReadList', {
      config: scoped(NOTICE_VIEW),
      schema: { querystring: noticeReadListInput, response: { 200: envelope(noticeReadListDto) } },
      handler: async (request) => ok(await notices.readList(accessOf(request), request.query)),
    });

    app.get('/v1/communityNotice/templateList', {
      config: scoped(NOTICE_MANAGE),
      schema: {
        querystring: noticeTemplateListInput,
        response: { 200: envelope(z.array(noticeTemplateItemDto)) },
      },
      handler: async (request) => ok(notices.templateList(request.query.noticeType)),
    });

    app.get('/v1/communityNotice/templateInfo', {
      config: scoped(NOTICE_MANAGE),
      schema: { querystring: noticeTemplateInfoInput, response: { 200: envelope(noticeTemplateDto) } },
      handler: async (request) => ok(notices.templateInfo(request.query.templateId)),
    });

    app.post('/v1/communityNotice/create', {
      config: scoped(NOTICE_MANAGE),
      schema: { body: noticeCreateInput, response: { 200: envelope(noticeDto) } },
      handler: async (request) =>
        ok(await notices.create(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/communityNotice/createDraft', {
      config: scoped(NOTICE_MANAGE),
      schema: { body: noticeDraftInput, response: { 200: envelope(noticeDto) } },
      handler: async (request) =>
        ok(await notices.createDraft(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/myCommunityNotice/delete', {
      config: scoped(NOTICE_MANAGE),
      schema: { body: noticeRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await notices.remove(accessOf(request), request.body.communityNoticeCode)),
    });

    // ── owner H5 (ours) ──
    app.get('/v1/owner/notices', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerNoticeItemDto)) } },
      handler: async (request) => ok(await notices.ownerNotices(actorOf(request).userId)),
    });

    app.get('/v1/owner/noticeInfo', {
      config: { auth: 'owner' },
      schema: { querystring: ownerNoticeRefInput, response: { 200: envelope(ownerNoticeDto) } },
      handler: async (request) =>
        ok(await notices.ownerNoticeInfo(actorOf(request).userId, request.query.communityNoticeCode)),
    });
  };
}
