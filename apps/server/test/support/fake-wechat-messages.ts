import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WECHAT_APP_ID = 'wx-remind';
export const FAKE_WECHAT_SECRET = 'secret-remind';

/** A subscribe message as api.weixin.qq.com received it, with the method, query and content type. */
export type ReceivedMessage = {
  method: string;
  accessToken: string | null;
  contentType: string;
  body: Record<string, unknown>;
};

/**
 * A stand-in for api.weixin.qq.com's parts the reminders use: stable_token, OAuth code exchange,
 * the JS-SDK's ticket/getticket and message/subscribe/bizsend, checking what the real API requires (POST with the access_token in the
 * query, a JSON body with touser, template_id and data of `{ value }` objects). Openids in `refusing`
 * answer 43101; `staleToken` answers 42001 once per token until it is replaced.
 */
export type FakeWechatMessages = {
  server: Server;
  base: string;
  messages: ReceivedMessage[];
  /** Every request's pathname, to count token fetches. */
  calls: string[];
  tokenVersion: number;
  staleToken: string | null;
  refusing: Set<string>;
  /** OAuth code → openid. */
  codes: Map<string, string>;
  /** The jsapi_ticket getticket hands out now (bumped to issue a new one), and each request's query. */
  ticket: string;
  ticketRequests: { method: string; accessToken: string | null; type: string | null }[];
  close(): Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

const TEMPLATE_VALUE = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string';

function bizsendProblem(message: ReceivedMessage): string | null {
  const { body } = message;
  if (message.method !== 'POST') return 'method';
  if (!message.contentType.includes('application/json')) return 'content-type';
  if (typeof body.touser !== 'string' || !body.touser) return 'touser';
  if (typeof body.template_id !== 'string' || !body.template_id) return 'template_id';
  if (body.page !== undefined && typeof body.page !== 'string') return 'page';
  const data = body.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) return 'data';
  if (!Object.values(data).every(TEMPLATE_VALUE)) return 'data.value';
  return null;
}

export async function startFakeWechatMessages(): Promise<FakeWechatMessages> {
  const fake: FakeWechatMessages = {
    server: createServer(),
    base: '',
    messages: [],
    calls: [],
    tokenVersion: 0,
    staleToken: null,
    refusing: new Set(),
    codes: new Map(),
    ticket: 'ticket-1',
    ticketRequests: [],
    close: () => new Promise((resolve) => fake.server.close(() => resolve())),
  };
  fake.server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.calls.push(url.pathname);
    const text = await readBody(request);
    const send = (value: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    const token = url.searchParams.get('access_token');
    if (token && token === fake.staleToken) return send({ errcode: 42001, errmsg: 'access_token expired' });
    switch (url.pathname) {
      case '/cgi-bin/stable_token': {
        const input = JSON.parse(text || '{}') as Record<string, unknown>;
        if (input.appid !== FAKE_WECHAT_APP_ID || input.secret !== FAKE_WECHAT_SECRET)
          return send({ errcode: 40013, errmsg: 'invalid appid' });
        fake.tokenVersion += 1;
        return send({ access_token: `token-${fake.tokenVersion}`, expires_in: 7200 });
      }
      // The real API: GET with the current access_token and type=jsapi; 40001 for another token.
      case '/cgi-bin/ticket/getticket': {
        const type = url.searchParams.get('type');
        fake.ticketRequests.push({ method: request.method ?? '', accessToken: token, type });
        if (token !== `token-${fake.tokenVersion}`)
          return send({ errcode: 40001, errmsg: 'invalid credential' });
        if (request.method !== 'GET' || type !== 'jsapi')
          return send({ errcode: 40097, errmsg: 'invalid args' });
        return send({ errcode: 0, errmsg: 'ok', ticket: fake.ticket, expires_in: 7200 });
      }
      case '/sns/oauth2/access_token': {
        const openid = fake.codes.get(url.searchParams.get('code') ?? '');
        if (!openid || url.searchParams.get('appid') !== FAKE_WECHAT_APP_ID)
          return send({ errcode: 40029, errmsg: 'invalid code' });
        return send({ access_token: 'user-token', openid });
      }
      case '/cgi-bin/message/subscribe/bizsend': {
        if (token !== `token-${fake.tokenVersion}`)
          return send({ errcode: 40001, errmsg: 'invalid credential' });
        const message: ReceivedMessage = {
          method: request.method ?? '',
          accessToken: token,
          contentType: String(request.headers['content-type'] ?? ''),
          body: JSON.parse(text || '{}') as Record<string, unknown>,
        };
        const problem = bizsendProblem(message);
        if (problem) return send({ errcode: 47003, errmsg: `argument invalid! ${problem}` });
        fake.messages.push(message);
        if (fake.refusing.has(String(message.body.touser)))
          return send({ errcode: 43101, errmsg: 'user refuse to accept the msg' });
        return send({ errcode: 0, errmsg: 'ok' });
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

/** The server's settings for reminders by WeChat through the API adapter, on this fake. */
export function fakeWechatReminderEnv(fake: FakeWechatMessages, templateId: string): Record<string, string> {
  return {
    WECHAT_APP_ID: FAKE_WECHAT_APP_ID,
    WECHAT_APP_SECRET: FAKE_WECHAT_SECRET,
    WECHAT_API_BASE: fake.base,
    WECHAT_REMINDER_TEMPLATE_ID: templateId,
    PUBLIC_URL: 'https://gz.test',
  };
}

/** The API adapter's settings, on this fake (the official account and the mini program alike). */
export function fakeWechatAdapterSettings(fake: FakeWechatMessages) {
  return {
    appId: FAKE_WECHAT_APP_ID,
    appSecret: FAKE_WECHAT_SECRET,
    miniAppId: FAKE_WECHAT_APP_ID,
    miniAppSecret: FAKE_WECHAT_SECRET,
    apiBase: fake.base,
    publicUrl: 'https://gz.test',
  };
}
