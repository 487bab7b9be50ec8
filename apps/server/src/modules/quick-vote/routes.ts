import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  issueQuickAnswerInput,
  issueQuickAttachmentInput,
  issueQuickCreateInput,
  issueQuickDelayInput,
  issueQuickDraftInput,
  issueQuickInfoDto,
  issueQuickListInput,
  issueQuickListItemDto,
  issueQuickRefInput,
  ownerIssueQuickAnswerInput,
  ownerIssueQuickInfoDto,
  ownerIssueQuickItemDto,
  ownerIssueQuickRefInput,
} from '@gongzhi/domain/quick-vote/quick-vote-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { QuickVoteService } from './service';

/** Results and lists need QUICK_ISSUE_VIEW or QUICK_ISSUE_MANAGEMENT (SPEC §6); acting needs MANAGEMENT. */
export const QUICK_VIEW: readonly OperatePermission[] = ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'];
export const QUICK_MANAGE: readonly OperatePermission[] = ['QUICK_ISSUE_MANAGEMENT'];

const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission }) as const;
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Quick resolutions (SPEC §7 issueQuick/*; answering calls of ours; docs/contracts/questionnaire.md). */
export function quickVoteRoutes(service: QuickVoteService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const info = envelope(issueQuickInfoDto);

    app.post('/v1/issueQuick/create', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickCreateInput, response: { 200: info } },
      handler: async (request) =>
        ok(await service.create(accessOf(request), actorOf(request).userId, request.body)),
    });
    app.post('/v1/issueQuick/saveDraft', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickDraftInput, response: { 200: info } },
      handler: async (request) =>
        ok(await service.saveDraft(accessOf(request), actorOf(request).userId, request.body)),
    });
    app.post('/v1/issueQuick/withdrawal', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await service.withdraw(accessOf(request), request.body.issueQuickId)),
    });
    app.post('/v1/issueQuick/delay', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickDelayInput, response: { 200: info } },
      handler: async (request) =>
        ok(
          await service.delay(
            accessOf(request),
            actorOf(request).userId,
            request.body.issueQuickId,
            request.body.endDate,
          ),
        ),
    });
    app.post('/v1/issueQuick/deleteDraft', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(accessOf(request), request.body.issueQuickId, 'DELETE_DRAFT')),
    });
    app.post('/v1/issueQuick/delete', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await service.remove(accessOf(request), request.body.issueQuickId, 'DELETE')),
    });
    app.post('/v1/issueQuick/copyToDraft', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickRefInput, response: { 200: info } },
      handler: async (request) =>
        ok(await service.copyToDraft(accessOf(request), actorOf(request).userId, request.body.issueQuickId)),
    });
    app.post('/v1/issueQuick/updateAttachment', {
      config: scoped(QUICK_MANAGE),
      schema: { body: issueQuickAttachmentInput, response: { 200: info } },
      handler: async (request) =>
        ok(await service.updateAttachments(accessOf(request), actorOf(request).userId, request.body)),
    });
    app.get('/v1/issueQuick/list', {
      config: scoped(QUICK_VIEW),
      schema: {
        querystring: issueQuickListInput,
        response: { 200: envelope(pageOf(issueQuickListItemDto)) },
      },
      handler: async (request) => ok(await service.list(accessOf(request), request.query)),
    });
    app.get('/v1/issueQuick/info', {
      config: scoped(QUICK_VIEW),
      schema: { querystring: issueQuickRefInput, response: { 200: info } },
      handler: async (request) =>
        ok(await service.info(accessOf(request), actorOf(request).userId, request.query.issueQuickId)),
    });
    // Ours: workgroup members answer a workgroup resolution on the workbench (no permission beyond membership).
    app.post('/v1/issueQuick/answer', {
      config: { auth: 'web', communityScoped: true },
      schema: { body: issueQuickAnswerInput, response: { 200: info } },
      handler: async (request) =>
        ok(
          await service.workgroupAnswer(
            accessOf(request),
            actorOf(request).userId,
            request.body.issueQuickId,
            request.body.choice,
          ),
        ),
    });

    // ── owner H5 (ours) ──
    app.get('/v1/owner/issueQuick/list', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerIssueQuickItemDto)) } },
      handler: async (request) => ok(await service.ownerList(actorOf(request).userId)),
    });
    app.get('/v1/owner/issueQuick/info', {
      config: { auth: 'owner' },
      schema: { querystring: ownerIssueQuickRefInput, response: { 200: envelope(ownerIssueQuickInfoDto) } },
      handler: async (request) =>
        ok(await service.ownerInfo(actorOf(request).userId, request.query.issueQuickId)),
    });
    app.post('/v1/owner/issueQuick/answer', {
      config: { auth: 'owner' },
      schema: { body: ownerIssueQuickAnswerInput, response: { 200: envelope(ownerIssueQuickInfoDto) } },
      handler: async (request) =>
        ok(
          await service.ownerAnswer(actorOf(request).userId, request.body.issueQuickId, request.body.choice),
        ),
    });
  };
}
