import { createHash, randomBytes } from 'node:crypto';
import {
  type JsSdkConfigDto,
  type SubscribeDto,
  type UnlimitedQrCodeInput,
  WECHAT_MESSAGES,
} from '@gongzhi/domain/wechat/wechat-api';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { WechatError, type WechatProvider } from '../../providers/wechat/wechat-provider';

/** WeChat's JS-SDK signature: SHA-1 over the four fields in this order, the URL without its fragment. */
export function jsSdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }) {
  const url = input.url.split('#')[0] ?? input.url;
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

/**
 * `pageUrl` without its #fragment when it is an address under `publicUrl` (same origin, under its
 * path), else null. Compared parsed, so `https://gz.test.evil.example` or `https://gz.test@evil`
 * is not "under" `https://gz.test`.
 */
export function ownPageUrl(pageUrl: string, publicUrl: string): string | null {
  let page: URL;
  let base: URL;
  try {
    page = new URL(pageUrl);
    base = new URL(publicUrl);
  } catch {
    return null;
  }
  if (page.username || page.password || page.origin !== base.origin) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix && page.pathname !== prefix && !page.pathname.startsWith(`${prefix}/`)) return null;
  return pageUrl.trim().split('#')[0] ?? null;
}

type Deps = {
  wechat: WechatProvider;
  /** PUBLIC_URL: only pages under it are signed (a signature is WeChat's permission to use the JS-SDK there). */
  publicUrl: string;
  clock: Clock;
  log: { warn: (details: object, message: string) => void };
};

/** The `weChatService` calls (SPEC §7): thin rules over the WeChat provider, its failures in Chinese. */
export function createWechatService(deps: Deps) {
  const { wechat, clock, log, publicUrl } = deps;

  /** Turns a provider failure into the caller's message; upstream detail goes to the log only. */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof WechatError)) throw error;
      if (error.failure === 'invalid-code') throw new AppError(400, WECHAT_MESSAGES.codeRejected);
      if (error.failure === 'invalid-openid') throw new AppError(400, WECHAT_MESSAGES.openIdRejected);
      log.warn({ provider: wechat.name, detail: error.message }, 'wechat call failed');
      throw new AppError(502, WECHAT_MESSAGES.upstream);
    }
  }

  return {
    /** Checked before the ticket is fetched: another site's page costs no WeChat call. */
    async jsSdkConfig(pageUrl: string): Promise<JsSdkConfigDto> {
      const url = ownPageUrl(pageUrl, publicUrl);
      if (!url) throw new AppError(400, WECHAT_MESSAGES.urlOutside);
      const ticket = await guarded(() => wechat.jsapiTicket());
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonceStr = randomBytes(12).toString('base64url');
      return {
        appId: wechat.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
      };
    },

    openId: (code: string) => guarded(() => wechat.openIdByCode(code)),

    async subscription(openId: string): Promise<SubscribeDto> {
      const { subscribed, subscribeTime } = await guarded(() => wechat.subscription(openId));
      return {
        openId,
        subscribe: subscribed ? 'YES' : 'NO',
        subscribeTime: subscribeTime ? subscribeTime.toISOString() : null,
      };
    },

    unlimitedQrCode: (input: UnlimitedQrCodeInput) => guarded(() => wechat.unlimitedQrCode(input)),
  };
}

export type WechatService = ReturnType<typeof createWechatService>;
