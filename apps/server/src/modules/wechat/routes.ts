import {
  getOpenIdInput,
  getTicketInput,
  jsSdkConfigDto,
  openIdDto,
  subscribeDto,
  subscribeInput,
  unlimitedQrCodeInput,
} from '@gongzhi/domain/wechat/wechat-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import type { WechatService } from './service';

/** Per-IP budgets: page loads sign often, code exchanges and codes are rarer and cost WeChat quota. */
export const WECHAT_RATE_LIMITS = {
  ticket: { max: 60, timeWindow: '1 minute' },
  openId: { max: 20, timeWindow: '1 minute' },
  subscribe: { max: 60, timeWindow: '1 minute' },
  qrCode: { max: 30, timeWindow: '1 minute' },
} as const;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** GET /v1/weChatService/* (SPEC §7). All public: they serve pages opened inside WeChat before any login. */
export function wechatRoutes(wechat: WechatService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/weChatService/getTicket', {
      config: { auth: 'public', rateLimit: WECHAT_RATE_LIMITS.ticket },
      schema: { querystring: getTicketInput, response: { 200: envelope(jsSdkConfigDto) } },
      handler: async (request) => ok(await wechat.jsSdkConfig(request.query.url)),
    });

    app.get('/v1/weChatService/getOpenId', {
      config: { auth: 'public', rateLimit: WECHAT_RATE_LIMITS.openId },
      schema: { querystring: getOpenIdInput, response: { 200: envelope(openIdDto) } },
      handler: async (request) => ok(await wechat.openId(request.query.code)),
    });

    app.get('/v1/weChatService/subscribe', {
      config: { auth: 'public', rateLimit: WECHAT_RATE_LIMITS.subscribe },
      schema: { querystring: subscribeInput, response: { 200: envelope(subscribeDto) } },
      handler: async (request) => ok(await wechat.subscription(request.query.openId)),
    });

    // The answer is the image itself (SPEC §7: a body without code/data succeeds on HTTP 200), usable as <img src>.
    app.get('/v1/weChatService/unlimitedQRCode', {
      config: { auth: 'public', rateLimit: WECHAT_RATE_LIMITS.qrCode },
      schema: { querystring: unlimitedQrCodeInput },
      handler: async (request, reply) => {
        const image = await wechat.unlimitedQrCode(request.query);
        const isPng = image.subarray(0, 4).equals(PNG_MAGIC);
        return reply
          .type(isPng ? 'image/png' : 'image/jpeg')
          .header('cache-control', 'private, max-age=300')
          .send(image);
      },
    });
  };
}
