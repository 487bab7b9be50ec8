import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionRefusals } from '../src/config';
import { createDevWechatProvider, devOpenIdFor } from '../src/providers/wechat/dev-wechat-provider';
import { createWechatApiProvider } from '../src/providers/wechat/wechat-api-provider';
import { WechatError } from '../src/providers/wechat/wechat-provider';
import { fakeWechatAdapterSettings, startFakeWechatMessages } from './support/fake-wechat-messages';

// The subscribe message (订阅通知, message/subscribe/bizsend) of the WeChat adapters, against a local
// fake of api.weixin.qq.com that checks the request as the real API expects it.
const OPENID = 'oREMINDopenid00000000000000001';
const message = {
  openId: OPENID,
  templateId: 'TPL-remind',
  page: 'https://gz.test/owner/votes/V1',
  data: { thing1: '电梯更新', time2: '2026-03-09 18:00' },
};

async function adapter() {
  const fake = await startFakeWechatMessages();
  const provider = createWechatApiProvider(fakeWechatAdapterSettings(fake));
  return { fake, provider };
}

describe('sendSubscribeMessage of the WeChat API adapter', () => {
  it('POSTs bizsend with the access token in the query and the template data as { value }', async () => {
    const { fake, provider } = await adapter();
    try {
      await provider.sendSubscribeMessage(message);
      expect(fake.messages).toEqual([
        {
          method: 'POST',
          accessToken: 'token-1',
          contentType: 'application/json',
          body: {
            touser: OPENID,
            template_id: 'TPL-remind',
            page: 'https://gz.test/owner/votes/V1',
            data: { thing1: { value: '电梯更新' }, time2: { value: '2026-03-09 18:00' } },
          },
        },
      ]);
      // The token is cached: a second message fetches none.
      await provider.sendSubscribeMessage(message);
      expect(fake.calls.filter((path) => path === '/cgi-bin/stable_token')).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('43101 (refused or not subscribed) is a "refused" failure and is not retried', async () => {
    const { fake, provider } = await adapter();
    try {
      fake.refusing.add(OPENID);
      const error = await provider.sendSubscribeMessage(message).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WechatError);
      expect((error as WechatError).failure).toBe('refused');
      expect((error as WechatError).message).toContain('43101');
      expect(fake.messages).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('an expired token (42001) is replaced once and the message sent with the new one', async () => {
    const { fake, provider } = await adapter();
    try {
      await provider.sendSubscribeMessage(message);
      fake.staleToken = 'token-1';
      await provider.sendSubscribeMessage(message);
      expect(fake.tokenVersion).toBe(2);
      expect(fake.messages.map((item) => item.accessToken)).toEqual(['token-1', 'token-2']);
      // A token refused again right after the refresh is an upstream failure, not a loop.
      fake.staleToken = 'token-2';
      const refreshes = fake.tokenVersion;
      fake.server.prependListener('request', () => {
        fake.staleToken = `token-${fake.tokenVersion}`;
      });
      const error = await provider.sendSubscribeMessage(message).catch((caught: unknown) => caught);
      expect((error as WechatError).failure).toBe('upstream');
      expect(fake.tokenVersion).toBe(refreshes + 1);
    } finally {
      await fake.close();
    }
  });
});

describe('sendSubscribeMessage of the dev provider', () => {
  it('delivers to openids it could have issued and refuses others as WeChat would (43101)', async () => {
    const dev = createDevWechatProvider('https://gz.test');
    await expect(
      dev.sendSubscribeMessage({ ...message, openId: devOpenIdFor('a') }),
    ).resolves.toBeUndefined();
    const error = await dev
      .sendSubscribeMessage({ ...message, openId: 'oForeign' })
      .catch((caught) => caught);
    expect((error as WechatError).failure).toBe('refused');
  });
});

describe('WECHAT_REMINDER_TEMPLATE_ID settings', () => {
  const production = { NODE_ENV: 'production', SMS_PROVIDER: 'console', IDENTITY_PROVIDER: 'local' };

  it('are read with the default keys thing1,time2, one-time by default, and bad keys stop the start', () => {
    expect(loadConfig({}).wechatReminder).toBeNull();
    expect(loadConfig({ WECHAT_REMINDER_TEMPLATE_ID: 'TPL' }).wechatReminder).toEqual({
      templateId: 'TPL',
      titleKey: 'thing1',
      endKey: 'time2',
      longTerm: false,
    });
    expect(
      loadConfig({ WECHAT_REMINDER_TEMPLATE_ID: 'TPL', WECHAT_REMINDER_LONG_TERM: 'true' }).wechatReminder,
    ).toMatchObject({ longTerm: true });
    expect(
      loadConfig({ WECHAT_REMINDER_TEMPLATE_ID: 'TPL', WECHAT_REMINDER_TEMPLATE_PARAM: 'thing3, time5' })
        .wechatReminder,
    ).toMatchObject({ titleKey: 'thing3', endKey: 'time5' });
    expect(() =>
      loadConfig({ WECHAT_REMINDER_TEMPLATE_ID: 'TPL', WECHAT_REMINDER_TEMPLATE_PARAM: 'title' }),
    ).toThrow(ConfigError);
  });

  it('production refuses the template without an AppID (the dev stand-in would reach nobody)', () => {
    expect(productionRefusals(loadConfig(production))).toEqual([]);
    const refusals = productionRefusals(loadConfig({ ...production, WECHAT_REMINDER_TEMPLATE_ID: 'TPL' }));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^NODE_ENV=production refuses WECHAT_REMINDER_TEMPLATE_ID without WECHAT_APP_ID/,
    );
    const withApp = {
      ...production,
      WECHAT_REMINDER_TEMPLATE_ID: 'TPL',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 's',
    };
    expect(productionRefusals(loadConfig(withApp))).toEqual([]);
  });
});
