import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { ReminderSettings } from './reminder-settings';
import { JWEIXIN_URL, pageNavigation, type Wx, type WxConfig } from './wechat-sdk';

const TEMPLATE = 'TPL-vote-remind';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SETUP = {
  appId: 'wx-test',
  timestamp: 1_790_000_000,
  nonceStr: 'nonce-abc',
  signature: 'f'.repeat(40),
  templateId: TEMPLATE,
  oauthUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-test#wechat_redirect',
  acceptedAt: null,
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let consent: Response | null = null;
let setupAnswer: Response | null = null;

/** A stand-in for jweixin: records wx.config and answers ready or error as the test says. */
function stubWx(outcome: { errMsg: string } | 'ready') {
  const configs: WxConfig[] = [];
  const wx: Wx = {
    config: (config) => configs.push(config),
    ready: (callback) => {
      if (outcome === 'ready') queueMicrotask(callback);
    },
    error: (callback) => {
      if (outcome !== 'ready') queueMicrotask(() => callback(outcome));
    },
  };
  window.wx = wx;
  return configs;
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/v1/owner/wechatSubscribe'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const openTag = () =>
  waitFor(() => {
    const found = document.querySelector('wx-open-subscribe');
    if (!found) throw new Error('no open tag yet');
    return found;
  });

const render = () =>
  renderRoutes([{ path: '/owner/profile', element: <ReminderSettings /> }], '/owner/profile');

// WeChat's event as its docs describe it: subscribeDetails is JSON text of JSON texts.
const accept = (tag: Element, status = 'accept') =>
  fireEvent(
    tag,
    new CustomEvent('success', {
      detail: {
        errMsg: 'subscribe:ok',
        subscribeDetails: JSON.stringify({ [TEMPLATE]: JSON.stringify({ status }) }),
      },
    }),
  );

beforeEach(() => {
  localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  sessionStorage.clear();
  consent = null;
  setupAnswer = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/voteReminderOptOut')) return ok({ optedOut: false });
    if (url.startsWith('/v1/owner/wechatReminderSetup')) return setupAnswer ?? ok(SETUP);
    if (url.startsWith('/v1/owner/wechatSubscribe'))
      return consent ?? ok({ templateId: TEMPLATE, acceptedAt: '2026-03-01T08:00:00.000Z' });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  delete window.wx;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('提醒设置 outside WeChat', () => {
  it('shows the opt-out and one line about WeChat, and loads nothing of WeChat', async () => {
    render();
    expect(await screen.findByTestId('reminder-opt-in-switch')).toBeTruthy();
    expect(screen.getByRole('region', { name: '提醒设置' })).toBeTruthy();
    expect(screen.getByTestId('wechat-outside').textContent).toBe('在微信中打开本页面，即可开启微信提醒。');
    expect(document.querySelector('wx-open-subscribe')).toBeNull();
    expect(document.querySelector(`script[src="${JWEIXIN_URL}"]`)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('wechatReminderSetup'))).toBe(false);
  });
});

describe('提醒设置 inside WeChat', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  });

  it('configures the SDK with the signature of this page and renders the open tag', async () => {
    window.history.replaceState(null, '', '/owner/profile?tab=1#top');
    const configs = stubWx('ready');
    render();
    const tag = await openTag();
    expect(tag.getAttribute('template')).toBe(TEMPLATE);
    expect(tag.innerHTML).toContain('text/wxtag-template');
    expect(tag.innerHTML).toContain('订阅投票提醒');
    expect(configs).toEqual([
      {
        debug: false,
        appId: 'wx-test',
        timestamp: SETUP.timestamp,
        nonceStr: 'nonce-abc',
        signature: SETUP.signature,
        jsApiList: [],
        openTagList: ['wx-open-subscribe'],
      },
    ]);
    const setupCall = fetchMock.mock.calls.find(([url]) => String(url).includes('wechatReminderSetup'));
    expect(new URL(String(setupCall?.[0]), 'http://x').searchParams.get('url')).toBe(
      `${window.location.origin}/owner/profile?tab=1`,
    );
    expect(screen.getByText('未订阅')).toBeTruthy();
  });

  it('posts the consent with the OAuth code on success, and shows 已订阅', async () => {
    window.history.replaceState(null, '', '/owner/profile?code=code-1&state=gz-remind');
    stubWx('ready');
    render();
    const tag = await openTag();
    accept(tag);
    await waitFor(() => expect(posts()).toEqual([{ templateId: TEMPLATE, code: 'code-1' }]));
    expect(await screen.findByText('已订阅')).toBeTruthy();
    expect(screen.getByText('已订阅微信投票提醒')).toBeTruthy();
    // The spent code leaves the address.
    expect(window.location.search).toBe('');
  });

  it('without a code, fetches one through OAuth and posts the consent on the way back', async () => {
    stubWx('ready');
    const go = vi.spyOn(pageNavigation, 'go').mockImplementation(() => undefined);
    const first = render();
    const tag = await openTag();
    accept(tag);
    expect(go).toHaveBeenCalledWith(SETUP.oauthUrl);
    expect(posts()).toEqual([]);
    first.unmount();

    window.history.replaceState(null, '', '/owner/profile?code=code-2&state=gz-remind');
    render();
    await waitFor(() => expect(posts()).toEqual([{ templateId: TEMPLATE, code: 'code-2' }]));
    expect(await screen.findByText('已订阅微信投票提醒')).toBeTruthy();
  });

  it('posts nothing when the owner declines the template', async () => {
    stubWx('ready');
    const go = vi.spyOn(pageNavigation, 'go').mockImplementation(() => undefined);
    render();
    const tag = await openTag();
    accept(tag, 'reject');
    expect(await screen.findByText(/您没有允许接收投票提醒/)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
    expect(posts()).toEqual([]);
  });

  it("shows the server's refusal of the consent", async () => {
    window.history.replaceState(null, '', '/owner/profile?code=old&state=gz-remind');
    consent = jsonResponse({ code: 400, message: '微信授权码无效或已过期，请重新进入页面', data: null }, 400);
    stubWx('ready');
    render();
    const tag = await openTag();
    accept(tag);
    expect(await screen.findByText(/微信授权码无效或已过期/)).toBeTruthy();
    expect(screen.getByText('未订阅')).toBeTruthy();
  });

  it('shows the error when wx.config fails, and no button', async () => {
    stubWx({ errMsg: 'config:invalid signature' });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('config:invalid signature');
    expect(document.querySelector('wx-open-subscribe')).toBeNull();
  });

  it('says WeChat reminders are off when the platform has not configured them', async () => {
    setupAnswer = jsonResponse({ code: 400, message: '本平台未开通微信订阅提醒', data: null }, 400);
    const configs = stubWx('ready');
    render();
    expect(await screen.findByText('本平台未开通微信订阅提醒')).toBeTruthy();
    expect(document.querySelector('wx-open-subscribe')).toBeNull();
    expect(configs).toEqual([]);
    expect(screen.getByTestId('reminder-opt-in-switch')).toBeTruthy();
  });
});
