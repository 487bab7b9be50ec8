import {
  ownerReminderDto,
  reminderOptOutDto,
  reminderPreviewDto,
  reminderSendDto,
  wechatReminderSetupDto,
  wechatReminderSetupInput,
  wechatSubscribeDto,
  wechatSubscribeInput,
} from '@gongzhi/domain/voting/reminder';
import { votingRefInput } from '@gongzhi/domain/voting/voting-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { WECHAT_RATE_LIMITS } from '../wechat/routes';
import type { ReminderService } from './reminder-service';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';

const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/**
 * Reminders to voters who have not voted (issue #26 item 3, 催票提醒): the committee previews, sends
 * (a job) and reads the log of a vote; owners read their reminders and opt out of them.
 */
export function votingReminderRoutes(reminders: ReminderService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/voting/reminderPreview', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(reminderPreviewDto) } },
      handler: async (request) => ok(await reminders.preview(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/voting/reminderSend', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefInput, response: { 200: envelope(reminderSendDto) } },
      handler: async (request) =>
        ok(await reminders.send(actorOf(request), accessOf(request), request.body.votingCode)),
    });

    app.get('/v1/voting/reminderSends', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(z.array(reminderSendDto)) } },
      handler: async (request) => ok(await reminders.sends(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/owner/voteReminders', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerReminderDto)) } },
      handler: async (request) => ok(await reminders.ownerReminders(actorOf(request).userId)),
    });

    app.get('/v1/owner/voteReminderOptOut', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(reminderOptOutDto) } },
      handler: async (request) => ok(await reminders.optOut(actorOf(request).userId)),
    });

    app.post('/v1/owner/voteReminderOptOut', {
      config: { auth: 'owner' },
      schema: { body: reminderOptOutDto.strict(), response: { 200: envelope(reminderOptOutDto) } },
      handler: async (request) =>
        ok(await reminders.setOptOut(actorOf(request).userId, request.body.optedOut)),
    });

    // wx.config for wx-open-subscribe on the owner H5 page at `url`, with the template and OAuth address.
    app.get('/v1/owner/wechatReminderSetup', {
      config: { auth: 'owner', rateLimit: WECHAT_RATE_LIMITS.ticket },
      schema: { querystring: wechatReminderSetupInput, response: { 200: envelope(wechatReminderSetupDto) } },
      handler: async (request) => ok(await reminders.wechatSetup(actorOf(request).userId, request.query.url)),
    });

    // The owner accepted the reminder template in WeChat's wx-open-subscribe (docs/contracts/voting.md).
    app.post('/v1/owner/wechatSubscribe', {
      config: { auth: 'owner' },
      schema: { body: wechatSubscribeInput, response: { 200: envelope(wechatSubscribeDto) } },
      handler: async (request) =>
        ok(await reminders.acceptWechatSubscription(actorOf(request).userId, request.body)),
    });
  };
}
