import type { UnlimitedQrCodeInput } from '@gongzhi/domain/wechat/wechat-api';

/**
 * Everything the server asks of WeChat, behind one interface (DESIGN §2): the dev adapter answers
 * locally and deterministically; the API adapter talks to api.weixin.qq.com when an AppID is set.
 */
export type WechatProvider = {
  readonly name: string;
  /** The official account's AppID, echoed to the page with the JS-SDK signature. */
  readonly appId: string;
  /** A `data:image/png;base64,…` URL of the code that leads a phone to confirm `loginKey`. */
  loginQrCode(loginKey: string): Promise<string>;
  /** The current JS-SDK `jsapi_ticket` (cached by the adapter for its lifetime). */
  jsapiTicket(): Promise<string>;
  /**
   * Where a page inside WeChat sends the visitor for a silent (snsapi_base) OAuth code: WeChat comes
   * back to `redirectUri` with `code` and `state` in its query.
   */
  oauthAuthorizeUrl(redirectUri: string, state: string): string;
  /** Trades a one-time OAuth code for the visitor's identity. */
  openIdByCode(code: string): Promise<{ openId: string; unionId: string | null }>;
  /** Whether `openId` follows the official account, and since when. */
  subscription(openId: string): Promise<{ subscribed: boolean; subscribeTime: Date | null }>;
  /** A PNG mini-program code without a count limit. */
  unlimitedQrCode(input: UnlimitedQrCodeInput): Promise<Buffer>;
  /**
   * Sends an official-account subscribe message (订阅通知, `message/subscribe/bizsend`) to one
   * follower who accepted the template. Throws WechatError `refused` when WeChat says the owner
   * refused or has no subscription (43101), `invalid-openid` for an openid not of this account.
   */
  sendSubscribeMessage(message: SubscribeMessage): Promise<void>;
};

/** One subscribe message: `data` maps the template's keys (`thing1`, `time2`, …) to their values. */
export type SubscribeMessage = {
  openId: string;
  templateId: string;
  /** The page the notice opens (an https URL of the owner H5). */
  page: string;
  data: Record<string, string>;
};

/** What went wrong on WeChat's side; the service turns it into the Chinese message of the call. */
export type WechatFailure = 'invalid-code' | 'invalid-openid' | 'refused' | 'upstream';

export class WechatError extends Error {
  readonly failure: WechatFailure;

  constructor(failure: WechatFailure, detail: string) {
    super(detail);
    this.name = 'WechatError';
    this.failure = failure;
  }
}
