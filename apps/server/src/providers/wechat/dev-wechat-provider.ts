import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { WechatError, type WechatProvider } from './wechat-provider';

/** The URL the QR encodes: the owner H5 page that stands in for the mini-program (DESIGN §1). */
export function scanLoginUrl(publicUrl: string, loginKey: string): string {
  return `${publicUrl}/owner/scan-login?loginKey=${encodeURIComponent(loginKey)}`;
}

/** Where a dev mini-program code leads: the owner H5 (the mini-program stand-in) with the scene kept in the query. */
export function devMiniProgramUrl(publicUrl: string, scene: string, page?: string): string {
  const query = new URLSearchParams({ scene, ...(page ? { page } : {}) });
  return `${publicUrl}/owner?${query.toString()}`;
}

export const DEV_WECHAT_APP_ID = 'wx-dev-gongzhi';
/** A fixed ticket, so a signature computed in a test or by hand can be checked. */
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket-gongzhi';

/** Real openIds are 28 base64url characters starting with `o`; dev ones are derived from the code so a code always maps to the same visitor. */
export function devOpenIdFor(code: string): string {
  return `o${createHash('sha256').update(`gongzhi-dev-openid:${code}`).digest('base64url').slice(0, 27)}`;
}

const DEV_OPENID = /^o[A-Za-z0-9_-]{27}$/;
/** Dev followers since a fixed instant, so answers never change between runs. */
const DEV_SUBSCRIBE_TIME = new Date('2026-01-01T00:00:00.000Z');

/**
 * Development provider: plain QR codes of owner-H5 pages, a fixed ticket, openIds derived from the
 * code, and "follows the account" for every openId this provider could have issued. The code
 * `invalid` is refused, so the refusal path can be tried locally.
 */
export function createDevWechatProvider(publicUrl: string): WechatProvider {
  return {
    name: 'dev',
    appId: DEV_WECHAT_APP_ID,
    loginQrCode: (loginKey) =>
      QRCode.toDataURL(scanLoginUrl(publicUrl, loginKey), {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      }),
    jsapiTicket: async () => DEV_JSAPI_TICKET,
    // No WeChat to ask: straight back with a fresh code, which openIdByCode maps to a stable openId.
    oauthAuthorizeUrl: (redirectUri, state) => {
      const url = new URL(redirectUri);
      url.hash = '';
      url.searchParams.set('code', `dev-${randomBytes(9).toString('base64url')}`);
      url.searchParams.set('state', state);
      return url.toString();
    },
    openIdByCode: async (code) => {
      if (code === 'invalid') throw new WechatError('invalid-code', 'dev: code refused');
      return { openId: devOpenIdFor(code), unionId: null };
    },
    subscription: async (openId) =>
      DEV_OPENID.test(openId)
        ? { subscribed: true, subscribeTime: DEV_SUBSCRIBE_TIME }
        : { subscribed: false, subscribeTime: null },
    unlimitedQrCode: ({ scene, page, width }) =>
      QRCode.toBuffer(devMiniProgramUrl(publicUrl, scene, page), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width,
      }),
    // Reaches no phone: delivered to every openId this provider could have issued, like `subscription`.
    sendSubscribeMessage: async ({ openId }) => {
      if (!DEV_OPENID.test(openId))
        throw new WechatError('refused', 'dev: 43101 user refuse to accept the msg');
    },
  };
}
