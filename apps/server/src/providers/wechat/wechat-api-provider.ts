import { createDevWechatProvider } from './dev-wechat-provider';
import { WechatError, type WechatProvider } from './wechat-provider';
import { createTokenCache } from './wechat-token-cache';

export type WechatApiSettings = {
  /** Official account: JS-SDK ticket, OAuth openId, follower lookup. */
  appId: string;
  appSecret: string;
  /** Mini-program for its codes; the official account's pair when the same AppID serves both. */
  miniAppId: string;
  miniAppSecret: string;
  /** `https://api.weixin.qq.com` in production; tests point it at a local fake. */
  apiBase: string;
  /** Public URL of this deployment (the QR login page, see loginQrCode). */
  publicUrl: string;
};

type WechatReply = { errcode?: number; errmsg?: string } & Record<string, unknown>;

/** WeChat's codes for an access token that is no longer accepted: fetch a new one and retry once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);
const INVALID_CODE = new Set([40029, 40163, 41008]);
const INVALID_OPENID = new Set([40003, 46004]);
/** bizsend: the user refused the template, or has no subscription (left) to receive it. */
const REFUSED = new Set([43101]);
const CALL_TIMEOUT_MS = 10_000;
/** The OAuth page runs on open.weixin.qq.com whatever the API base (the phone opens it, not the server). */
const OAUTH_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/**
 * The WeChat HTTP API adapter. Access tokens come from `cgi-bin/stable_token`, which does not
 * invalidate the token other instances of this deployment hold; tokens and the jsapi_ticket are
 * cached until five minutes before they expire.
 */
export function createWechatApiProvider(
  settings: WechatApiSettings,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): WechatProvider {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const base = settings.apiBase.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new WechatError('upstream', `${path}: ${(error as Error).message}`);
    }
  }

  async function json(path: string, init?: RequestInit): Promise<WechatReply> {
    const response = await call(path, init);
    if (!response.ok) throw new WechatError('upstream', `${path}: HTTP ${response.status}`);
    return (await response.json()) as WechatReply;
  }

  function failIfError(path: string, reply: WechatReply): void {
    if (!reply.errcode) return;
    const detail = `${path}: ${reply.errcode} ${reply.errmsg ?? ''}`;
    if (INVALID_CODE.has(reply.errcode)) throw new WechatError('invalid-code', detail);
    if (INVALID_OPENID.has(reply.errcode)) throw new WechatError('invalid-openid', detail);
    if (REFUSED.has(reply.errcode)) throw new WechatError('refused', detail);
    throw new WechatError('upstream', detail);
  }

  function accessTokenCache(appId: string, secret: string) {
    return createTokenCache(async (force) => {
      const reply = await json('/cgi-bin/stable_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credential', appid: appId, secret, force_refresh: force }),
      });
      failIfError('stable_token', reply);
      if (typeof reply.access_token !== 'string') throw new WechatError('upstream', 'stable_token: no token');
      return { value: reply.access_token, expiresInSeconds: Number(reply.expires_in ?? 7200) };
    }, now);
  }

  const officialToken = accessTokenCache(settings.appId, settings.appSecret);
  const sameApp = settings.miniAppId === settings.appId;
  const miniToken = sameApp ? officialToken : accessTokenCache(settings.miniAppId, settings.miniAppSecret);

  /** Runs a call that needs an access token; a token WeChat calls stale is replaced once. */
  async function withToken<T>(
    tokens: ReturnType<typeof createTokenCache>,
    run: (token: string) => Promise<{ reply: WechatReply | null; value: T }>,
  ): Promise<T> {
    const first = await run(await tokens.get());
    if (!first.reply?.errcode || !STALE_TOKEN.has(first.reply.errcode)) return first.value;
    const second = await run(await tokens.refresh());
    if (second.reply?.errcode) failIfError('retry', second.reply);
    return second.value;
  }

  async function postJson(path: string, token: string, body: object) {
    const reply = await json(`${path}?${new URLSearchParams({ access_token: token })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { reply, value: reply };
  }

  async function getJson(path: string, token: string, query: Record<string, string>) {
    const reply = await json(`${path}?${new URLSearchParams({ access_token: token, ...query })}`);
    return { reply, value: reply };
  }

  const ticket = createTokenCache(async () => {
    const reply = await withToken(officialToken, (token) =>
      getJson('/cgi-bin/ticket/getticket', token, { type: 'jsapi' }),
    );
    failIfError('getticket', reply);
    if (typeof reply.ticket !== 'string') throw new WechatError('upstream', 'getticket: no ticket');
    return { value: reply.ticket, expiresInSeconds: Number(reply.expires_in ?? 7200) };
  }, now);

  // The scan-login page is the owner H5 (DESIGN §1) in every deployment, so its code stays a plain QR.
  const local = createDevWechatProvider(settings.publicUrl);

  return {
    name: 'wechat-api',
    appId: settings.appId,
    loginQrCode: local.loginQrCode,
    jsapiTicket: () => ticket.get(),

    // WeChat's documented form: the parameters in this order and the #wechat_redirect fragment.
    oauthAuthorizeUrl: (redirectUri, state) =>
      `${OAUTH_AUTHORIZE}?appid=${encodeURIComponent(settings.appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
      `&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}#wechat_redirect`,

    async openIdByCode(code) {
      const query = new URLSearchParams({
        appid: settings.appId,
        secret: settings.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const reply = await json(`/sns/oauth2/access_token?${query}`);
      failIfError('oauth2', reply);
      if (typeof reply.openid !== 'string') throw new WechatError('upstream', 'oauth2: no openid');
      return { openId: reply.openid, unionId: typeof reply.unionid === 'string' ? reply.unionid : null };
    },

    async subscription(openId) {
      const reply = await withToken(officialToken, (token) =>
        getJson('/cgi-bin/user/info', token, { openid: openId, lang: 'zh_CN' }),
      );
      failIfError('user/info', reply);
      const subscribed = reply.subscribe === 1;
      const since = Number(reply.subscribe_time);
      return { subscribed, subscribeTime: subscribed && since > 0 ? new Date(since * 1000) : null };
    },

    async sendSubscribeMessage({ openId, templateId, page, data }) {
      const reply = await withToken(officialToken, (token) =>
        postJson('/cgi-bin/message/subscribe/bizsend', token, {
          touser: openId,
          template_id: templateId,
          page,
          data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value }])),
        }),
      );
      failIfError('bizsend', reply);
    },

    async unlimitedQrCode({ scene, page, width }) {
      return withToken(miniToken, async (token) => {
        const response = await call(`/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ scene, ...(page ? { page } : {}), width, check_path: false }),
        });
        if (!response.ok) throw new WechatError('upstream', `getwxacodeunlimit: HTTP ${response.status}`);
        // Success is the image itself; a failure is a JSON body with errcode.
        if ((response.headers.get('content-type') ?? '').includes('json')) {
          const reply = (await response.json()) as WechatReply;
          if (reply.errcode && STALE_TOKEN.has(reply.errcode)) return { reply, value: Buffer.alloc(0) };
          failIfError('getwxacodeunlimit', reply);
          throw new WechatError('upstream', 'getwxacodeunlimit: no image');
        }
        return { reply: null, value: Buffer.from(await response.arrayBuffer()) };
      });
    },
  };
}
