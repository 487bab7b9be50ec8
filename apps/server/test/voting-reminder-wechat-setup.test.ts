import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMINDER_MESSAGES, WECHAT_SUBSCRIBE_OAUTH_STATE } from '@gongzhi/domain/voting/reminder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPageUrl } from '../src/modules/wechat/service';
import { DEV_JSAPI_TICKET } from '../src/providers/wechat/dev-wechat-provider';
import { createWechatApiProvider } from '../src/providers/wechat/wechat-api-provider';
import {
  FAKE_WECHAT_APP_ID,
  type FakeWechatMessages,
  fakeWechatAdapterSettings,
  fakeWechatReminderEnv,
  startFakeWechatMessages,
} from './support/fake-wechat-messages';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #26 item 3, the owner's consent on the owner H5: GET /v1/owner/wechatReminderSetup gives
// wx.config's JS-SDK signature for a page of this deployment (the jsapi_ticket fetched from a local
// fake of api.weixin.qq.com and cached), the reminder template and the silent OAuth address whose
// code POST /v1/owner/wechatSubscribe trades for the openid.
const TEMPLATE = 'TPL-vote-remind';
const PAGE = 'https://gz.test/owner/profile';

type Setup = {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  templateId: string;
  oauthUrl: string;
  acceptedAt: string | null;
};

/** WeChat's JS-SDK signature, written out from its documentation rather than taken from the server. */
const sign = (ticket: string, setup: Setup, url: string) =>
  createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${setup.nonceStr}&timestamp=${setup.timestamp}&url=${url}`)
    .digest('hex');

const setupOf = (ctx: TestContext, token: string | undefined, url: string) =>
  get(ctx, `/v1/owner/wechatReminderSetup?url=${encodeURIComponent(url)}`, token ? { token } : {});

describe('the WeChat JS-SDK setup through the API adapter', () => {
  let fake: FakeWechatMessages;
  let ctx: TestContext;
  let owner: string;

  beforeAll(async () => {
    fake = await startFakeWechatMessages();
    ctx = await createTestContext({
      env: fakeWechatReminderEnv(fake, TEMPLATE),
    });
    owner = await tokenFor(ctx, '13726050001', { isWxAPP: true });
    fake.codes.set('code-1', 'oSETUP0000000000000000000001');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('signs the page without its fragment with the ticket WeChat gave, and fetches the ticket once', async () => {
    const response = await setupOf(ctx, owner, `${PAGE}?tab=1#section`);
    expect(response.statusCode, response.body).toBe(200);
    const setup = bodyOf<Setup>(response).data;
    expect(setup).toMatchObject({ appId: FAKE_WECHAT_APP_ID, templateId: TEMPLATE, acceptedAt: null });
    expect(setup.timestamp).toBe(Math.floor(ctx.clock.now().getTime() / 1000));
    expect(setup.nonceStr).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(setup.signature).toBe(sign('ticket-1', setup, `${PAGE}?tab=1`));
    // What the real API requires: GET, type=jsapi, the access token stable_token gave.
    expect(fake.ticketRequests).toEqual([{ method: 'GET', accessToken: 'token-1', type: 'jsapi' }]);

    const again = bodyOf<Setup>(await setupOf(ctx, owner, PAGE)).data;
    expect(again.nonceStr).not.toBe(setup.nonceStr);
    expect(again.signature).toBe(sign('ticket-1', again, PAGE));
    expect(fake.ticketRequests).toHaveLength(1);
  });

  it('gives the silent OAuth address back to the page, whose code records the consent', async () => {
    const setup = bodyOf<Setup>(await setupOf(ctx, owner, `${PAGE}?code=old&state=x#top`)).data;
    const oauth = new URL(setup.oauthUrl);
    expect(`${oauth.origin}${oauth.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(oauth.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(oauth.searchParams)).toEqual({
      appid: FAKE_WECHAT_APP_ID,
      redirect_uri: PAGE,
      response_type: 'code',
      scope: 'snsapi_base',
      state: WECHAT_SUBSCRIBE_OAUTH_STATE,
    });
    const consent = await post(
      ctx,
      '/v1/owner/wechatSubscribe',
      { templateId: setup.templateId, code: 'code-1' },
      { token: owner },
    );
    expect(consent.statusCode, consent.body).toBe(200);
    const after = bodyOf<Setup>(await setupOf(ctx, owner, PAGE)).data;
    expect(after.acceptedAt).toBe(ctx.clock.now().toISOString());
  });

  it('refuses no login, a missing address and one outside PUBLIC_URL', async () => {
    expect((await setupOf(ctx, undefined, PAGE)).statusCode).toBe(401);
    const web = await tokenFor(ctx, '13800000001');
    expect((await setupOf(ctx, web, PAGE)).statusCode).toBe(401);
    const missing = await get(ctx, '/v1/owner/wechatReminderSetup', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toContain(REMINDER_MESSAGES.wechatUrlRequired);
    for (const url of [
      'https://evil.example/owner/profile',
      'https://gz.test.evil.example/owner',
      'https://gz.test@evil.example/owner',
      'http://gz.test/owner/profile',
      'https://gz.test:8443/owner',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const response = await setupOf(ctx, owner, url);
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).message, url).toBe(REMINDER_MESSAGES.wechatUrlOutside);
    }
    expect(fake.ticketRequests).toHaveLength(1);
  });
});

describe('the jsapi_ticket cache of the API adapter', () => {
  it('keeps the ticket until five minutes before it expires', async () => {
    const fake = await startFakeWechatMessages();
    try {
      let now = Date.parse('2026-03-01T00:00:00Z');
      const provider = createWechatApiProvider(fakeWechatAdapterSettings(fake), { now: () => now });
      expect(await provider.jsapiTicket()).toBe('ticket-1');
      fake.ticket = 'ticket-2';
      now += 7200_000 - 6 * 60_000;
      expect(await provider.jsapiTicket()).toBe('ticket-1');
      expect(fake.ticketRequests).toHaveLength(1);
      // Within five minutes of the end: fetched anew (with a new access token, whose life ended too).
      now += 2 * 60_000;
      expect(await provider.jsapiTicket()).toBe('ticket-2');
      expect(await provider.jsapiTicket()).toBe('ticket-2');
      expect(fake.ticketRequests.map((request) => request.accessToken)).toEqual(['token-1', 'token-2']);
    } finally {
      await fake.close();
    }
  });
});

describe('the setup without WeChat, and on the dev stand-in', () => {
  let plain: TestContext;
  let dev: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ env: { PUBLIC_URL: 'https://gz.test' } });
    dev = await createTestContext({
      env: { WECHAT_REMINDER_TEMPLATE_ID: TEMPLATE, PUBLIC_URL: 'https://gz.test' },
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await dev?.close();
  });

  it('says WeChat reminders are not configured', async () => {
    const token = await tokenFor(plain, '13726050009', { isWxAPP: true });
    const response = await setupOf(plain, token, PAGE);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(REMINDER_MESSAGES.wechatOff);
  });

  it('signs with the fixed dev ticket and comes straight back with a code the consent takes', async () => {
    const token = await tokenFor(dev, '13726050008', { isWxAPP: true });
    const page = PAGE;
    const setup = bodyOf<Setup>(await setupOf(dev, token, page)).data;
    expect(setup.signature).toBe(sign(DEV_JSAPI_TICKET, setup, page));
    const back = new URL(setup.oauthUrl);
    expect(`${back.origin}${back.pathname}`).toBe(page);
    expect(back.searchParams.get('state')).toBe(WECHAT_SUBSCRIBE_OAUTH_STATE);
    const consent = await post(
      dev,
      '/v1/owner/wechatSubscribe',
      { templateId: TEMPLATE, code: back.searchParams.get('code') },
      { token },
    );
    expect(consent.statusCode, consent.body).toBe(200);
  });
});

describe('ownPageUrl', () => {
  it('keeps addresses under a PUBLIC_URL with a path, without their fragment', () => {
    expect(ownPageUrl('https://a.test/gz/owner#x', 'https://a.test/gz')).toBe('https://a.test/gz/owner');
    expect(ownPageUrl('https://a.test/gz', 'https://a.test/gz/')).toBe('https://a.test/gz');
    expect(ownPageUrl('https://a.test/gzz/owner', 'https://a.test/gz')).toBeNull();
  });
});

describe("the owner page's Content-Security-Policy", () => {
  const dist = mkdtempSync(join(tmpdir(), 'gz-owner-csp-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  writeFileSync(join(dist, 'owner.html'), '<!doctype html><div id="root">owner</div>');
  let web: TestContext;
  beforeAll(async () => {
    web = await createTestContext({ env: { WEB_DIST: dist } });
  }, 120_000);
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const scriptSrc = (header: unknown) =>
    String(header)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));

  it("lets the owner H5 load WeChat's JS-SDK, and no other page", async () => {
    const owner = await get(web, '/owner/profile');
    expect(owner.body).toContain('owner');
    expect(scriptSrc(owner.headers['content-security-policy'])).toBe(
      "script-src 'self' https://res.wx.qq.com",
    );
    // One CSP header, not the default one beside it (browsers enforce every policy they get).
    expect(String(owner.headers['content-security-policy'])).not.toContain(',');
    for (const path of ['/manage/notice', '/v1/owner/baseInfo']) {
      const other = await get(web, path);
      expect(scriptSrc(other.headers['content-security-policy']), path).toBe("script-src 'self'");
    }
  });
});
