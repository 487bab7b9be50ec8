import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsSdkSignature } from '../src/modules/wechat/service';
import {
  DEV_JSAPI_TICKET,
  DEV_WECHAT_APP_ID,
  devOpenIdFor,
} from '../src/providers/wechat/dev-wechat-provider';
import { bodyOf, createTestContext, get, TEST_START, type TestContext } from './support/test-app';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

/** The deployment's address: getTicket signs only pages under it (production serves https). */
const PUBLIC_URL = 'https://gz.test';

/** Addresses that are not this deployment's pages, each a way to pass for one. */
const OUTSIDE_URLS = [
  'https://evil.example/mobile/chat',
  'https://gz.test.evil.example/mobile/chat',
  'https://gz.test@evil.example/mobile/chat',
  'https://user:pass@gz.test/mobile/chat',
  'http://gz.test/mobile/chat',
  'https://gz.test:8443/mobile/chat',
];

describe('weChatService with the dev provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  it('getTicket signs the page URL with the dev ticket, ignoring the fragment', async () => {
    const url = 'https://gz.test/mobile/chat?from=menu#top';
    const response = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent(url)}`);
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      response,
    ).data;
    expect(data.appId).toBe(DEV_WECHAT_APP_ID);
    expect(data.timestamp).toBe(Math.floor(TEST_START.getTime() / 1000));
    expect(data.nonceStr).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(data.signature).toBe(
      jsSdkSignature({
        ticket: DEV_JSAPI_TICKET,
        nonceStr: data.nonceStr,
        timestamp: data.timestamp,
        url: 'https://gz.test/mobile/chat?from=menu',
      }),
    );
    expect(data.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('getTicket refuses a missing or non-http URL', async () => {
    const missing = await get(ctx, '/v1/weChatService/getTicket');
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toBe('请提供当前页面地址');
    const script = await get(
      ctx,
      `/v1/weChatService/getTicket?url=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(script.statusCode).toBe(400);
    expect(bodyOf(script).message).toBe('页面地址必须是以 http 或 https 开头的完整地址');
  });

  it('getTicket refuses an address outside PUBLIC_URL: another, look-alike or userinfo host, another scheme or port', async () => {
    for (const url of [...OUTSIDE_URLS, 'HTTP://gz.test/mobile/chat']) {
      const response = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).message, url).toBe('页面地址不属于本平台，不能为它签名');
    }
    const ftp = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent('ftp://gz.test/x')}`);
    expect(ftp.statusCode).toBe(400);
    expect(bodyOf(ftp).message).toBe('页面地址必须是以 http 或 https 开头的完整地址');
  });

  it('getOpenId maps one code to one stable openId and refuses bad codes', async () => {
    const first = await get(ctx, '/v1/weChatService/getOpenId?code=081abcDEF');
    const again = await get(ctx, '/v1/weChatService/getOpenId?code=081abcDEF');
    expect(first.statusCode).toBe(200);
    const openId = bodyOf<{ openId: string; unionId: string | null }>(first).data.openId;
    expect(openId).toBe(devOpenIdFor('081abcDEF'));
    expect(openId).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(bodyOf<{ openId: string }>(again).data.openId).toBe(openId);

    const empty = await get(ctx, '/v1/weChatService/getOpenId?code=');
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toBe('请提供微信授权码');
    const malformed = await get(ctx, `/v1/weChatService/getOpenId?code=${encodeURIComponent('a b<c>')}`);
    expect(bodyOf(malformed).message).toBe('微信授权码格式不正确');
    const refused = await get(ctx, '/v1/weChatService/getOpenId?code=invalid');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toBe('微信授权码无效或已过期，请重新进入页面');
  });

  it('subscribe answers YES for a dev openId, NO for another and 400 for a malformed one', async () => {
    const openId = devOpenIdFor('some-code');
    const yes = await get(ctx, `/v1/weChatService/subscribe?openId=${openId}`);
    expect(yes.statusCode).toBe(200);
    expect(bodyOf(yes).data).toEqual({ openId, subscribe: 'YES', subscribeTime: '2026-01-01T00:00:00.000Z' });
    const no = await get(ctx, '/v1/weChatService/subscribe?openId=someoneelse');
    expect(bodyOf(no).data).toEqual({ openId: 'someoneelse', subscribe: 'NO', subscribeTime: null });
    const bad = await get(ctx, '/v1/weChatService/subscribe?openId=a%3Cb');
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe('openId 格式不正确');
  });

  it('unlimitedQRCode answers a PNG of the requested width', async () => {
    const response = await get(
      ctx,
      '/v1/weChatService/unlimitedQRCode?scene=vote%3DVT123&page=pages/vote/index&width=300',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect([...png.subarray(0, 4)]).toEqual(PNG_MAGIC);
    // IHDR width (bytes 16–19): the qrcode package draws exactly the asked width.
    expect(png.readUInt32BE(16)).toBe(300);
  });

  it('unlimitedQRCode refuses a long scene, a bad page and an out-of-range width', async () => {
    const long = await get(ctx, `/v1/weChatService/unlimitedQRCode?scene=${'x'.repeat(33)}`);
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).message).toContain('场景值最多32个字符');
    const page = await get(ctx, '/v1/weChatService/unlimitedQRCode?scene=a&page=/pages/index');
    expect(bodyOf(page).message).toBe('页面路径格式不正确，例如 pages/index/index');
    const width = await get(ctx, '/v1/weChatService/unlimitedQRCode?scene=a&width=100');
    expect(width.statusCode).toBe(400);
    expect(bodyOf(width).message).toBe('二维码宽度应在280到1280像素之间');
    const missing = await get(ctx, '/v1/weChatService/unlimitedQRCode');
    expect(bodyOf(missing).message).toBe('请提供场景值 scene');
  });

  it('advanceServer/info lists the orderable services with the consultation line', async () => {
    const response = await get(ctx, '/v1/advanceServer/info');
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{
      services: { type: string; name: string }[];
      consultPhone: string;
      orderProtocolPath: string;
    }>(response).data;
    expect(data.services.map((service) => [service.type, service.name])).toEqual([
      ['SERVICE_RENEWAL', '服务续费'],
      ['HOUSEHOLD_UPGRADE', '户数升级'],
    ]);
    expect(data.consultPhone).toBe('400-800-6688');
    expect(data.orderProtocolPath).toBe('/mobile/orderprotocol');
  });
});

/** A stand-in for api.weixin.qq.com that counts calls and can expire the current token. */
type FakeWechat = {
  server: Server;
  base: string;
  calls: string[];
  tokenVersion: number;
  staleToken: string | null;
};

async function startFakeWechat(): Promise<FakeWechat> {
  const fake: FakeWechat = { server: createServer(), base: '', calls: [], tokenVersion: 0, staleToken: null };
  const body = (request: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });
  fake.server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.calls.push(url.pathname);
    const send = (value: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    const token = url.searchParams.get('access_token');
    if (token && token === fake.staleToken) return send({ errcode: 42001, errmsg: 'access_token expired' });
    switch (url.pathname) {
      case '/cgi-bin/stable_token': {
        const input = await body(request);
        if (input.appid !== 'wx-test' || input.secret !== 'secret-test')
          return send({ errcode: 40013, errmsg: 'invalid appid' });
        fake.tokenVersion += 1;
        return send({ access_token: `token-${fake.tokenVersion}`, expires_in: 7200 });
      }
      case '/cgi-bin/ticket/getticket':
        return send({ errcode: 0, errmsg: 'ok', ticket: `ticket-for-${token}`, expires_in: 7200 });
      case '/sns/oauth2/access_token':
        if (url.searchParams.get('code') === 'used-code')
          return send({ errcode: 40163, errmsg: 'code been used' });
        return send({
          access_token: 'user-token',
          openid: 'oFAKEopenid000000000000000001',
          unionid: 'uFAKE',
        });
      case '/cgi-bin/user/info':
        if (url.searchParams.get('openid') === 'oForeign')
          return send({ errcode: 40003, errmsg: 'invalid openid' });
        return send({ subscribe: 1, openid: url.searchParams.get('openid'), subscribe_time: 1767225600 });
      case '/wxa/getwxacodeunlimit': {
        const input = await body(request);
        if (input.scene === 'broken')
          return send({ errcode: 45009, errmsg: 'reach max api daily quota limit' });
        response.setHeader('content-type', 'image/jpeg');
        return response.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
      }
      default:
        response.statusCode = 404;
        return response.end();
    }
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe('weChatService with the WeChat API adapter (WECHAT_APP_ID set)', () => {
  let ctx: TestContext;
  let fake: FakeWechat;
  beforeAll(async () => {
    fake = await startFakeWechat();
    ctx = await createTestContext({
      env: {
        WECHAT_APP_ID: 'wx-test',
        WECHAT_APP_SECRET: 'secret-test',
        WECHAT_API_BASE: fake.base,
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  // First in this block: WeChat has not been called yet, and a refused address must not call it.
  it('refuses an address outside PUBLIC_URL without calling WeChat', async () => {
    for (const url of OUTSIDE_URLS) {
      const response = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).message, url).toBe('页面地址不属于本平台，不能为它签名');
    }
    expect(fake.calls).toEqual([]);
  });

  it('fetches the access token and ticket once and signs with them', async () => {
    const url = 'https://gz.test/mobile/KnowledgeBase';
    const first = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent(url)}`);
    const second = await get(ctx, `/v1/weChatService/getTicket?url=${encodeURIComponent(url)}`);
    expect(first.statusCode).toBe(200);
    const data = bodyOf<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      second,
    ).data;
    expect(data.appId).toBe('wx-test');
    expect(data.signature).toBe(
      jsSdkSignature({
        ticket: 'ticket-for-token-1',
        nonceStr: data.nonceStr,
        timestamp: data.timestamp,
        url,
      }),
    );
    expect(fake.calls.filter((path) => path === '/cgi-bin/stable_token')).toHaveLength(1);
    expect(fake.calls.filter((path) => path === '/cgi-bin/ticket/getticket')).toHaveLength(1);
  });

  it('exchanges a code, and says so in Chinese when WeChat refuses it', async () => {
    const ok = await get(ctx, '/v1/weChatService/getOpenId?code=fresh-code');
    expect(bodyOf(ok).data).toEqual({ openId: 'oFAKEopenid000000000000000001', unionId: 'uFAKE' });
    const used = await get(ctx, '/v1/weChatService/getOpenId?code=used-code');
    expect(used.statusCode).toBe(400);
    expect(bodyOf(used).message).toBe('微信授权码无效或已过期，请重新进入页面');
  });

  it('replaces a token WeChat calls expired and retries once', async () => {
    fake.staleToken = 'token-1';
    const response = await get(ctx, '/v1/weChatService/subscribe?openId=oFAKEopenid000000000000000001');
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({
      openId: 'oFAKEopenid000000000000000001',
      subscribe: 'YES',
      subscribeTime: '2026-01-01T00:00:00.000Z',
    });
    expect(fake.tokenVersion).toBe(2);
    const foreign = await get(ctx, '/v1/weChatService/subscribe?openId=oForeign');
    expect(foreign.statusCode).toBe(400);
    expect(bodyOf(foreign).message).toBe('该 openId 不属于本公众号');
  });

  it('passes the mini-program image through and maps a quota error to 502', async () => {
    const image = await get(ctx, '/v1/weChatService/unlimitedQRCode?scene=abc');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const quota = await get(ctx, '/v1/weChatService/unlimitedQRCode?scene=broken');
    expect(quota.statusCode).toBe(502);
    expect(bodyOf(quota).message).toBe('微信服务暂时不可用，请稍后再试');
    expect(ctx.logs.join('')).toContain('45009');
  });
});
