import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../common/app-error';

/**
 * Security headers fit for the SPA: antd writes inline styles and the pages show data: images
 * (QR codes, captchas). No upgrade-insecure-requests: plain-HTTP LAN installs must keep working.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** WeChat's JS-SDK (jweixin), which the owner H5 loads inside WeChat for wx-open-subscribe. */
export const WECHAT_JS_SDK_ORIGIN = 'https://res.wx.qq.com';

/**
 * The CSP of the owner H5's page (owner.html) alone: the default one plus WeChat's JS-SDK host as a
 * script source; the workbench and every other answer keep `script-src 'self'`.
 */
export function ownerPageCsp(): string {
  const directives = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> };
  const options: HelmetOptions = {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives.directives, scriptSrc: ["'self'", WECHAT_JS_SDK_ORIGIN] },
    },
  };
  const csp = helmetHeaders(options)['content-security-policy'];
  if (!csp) throw new Error('helmet wrote no content-security-policy');
  return csp;
}

/**
 * The headers helmet writes for {@link HELMET_OPTIONS}, worked out once by running its middleware on
 * a recording response. They are the same for every request (no per-request nonces), and
 * @fastify/helmet built helmet's middleware again on every request (parsing the CSP directives):
 * ~60 µs of a 1.4 ms call (bench:gov-board's member list).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** HSTS means "only ever reach this host over HTTPS": said over plain HTTP it is wrong (RFC 6797 §7.2). */
const HSTS = 'strict-transport-security';

/**
 * Helmet's headers on every answer, HSTS only on an answer to a request that came over HTTPS (with
 * TRUST_PROXY, as the proxy's X-Forwarded-Proto says): a plain-HTTP LAN install must not be told
 * to refuse plain HTTP. API answers are not stored by browsers or proxies (they carry names,
 * phones, ballots): `no-store` on every /v1 answer whose route did not set its own caching (a
 * public file download, the mini-program code image); static assets keep theirs (web-app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const all = helmetHeaders();
  const hsts = all[HSTS];
  const headers = Object.entries(all).filter(([name]) => name !== HSTS);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet does: a route that takes the response over (the adviser's
    // event stream, reply.hijack) writes its head itself and still sends them.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (hsts && request.protocol === 'https') reply.raw.setHeader(HSTS, hsts);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      isApiAnswer(request.url) &&
      !reply.hasHeader('cache-control') &&
      !reply.raw.hasHeader('cache-control')
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The JSON API's paths (/v1/…), not the web app's pages and assets. */
function isApiAnswer(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
}

/**
 * Per-IP limits, opted into per route with `config.rateLimit`; off globally so static files are never
 * throttled. Counted in this process, or in Redis when given, so every instance shares one budget
 * (a Redis error then fails the call rather than letting it through uncounted).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  allowList: readonly string[] = [],
  redis: Redis | null = null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    allowList: [...allowList],
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooManyRequests),
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: false } : {}),
  });
}

/** Shared per-IP budgets (requests per window) for the account calls. */
export const RATE_LIMITS = {
  smsSend: { max: 30, timeWindow: '10 minutes' },
  captcha: { max: 30, timeWindow: '10 minutes' },
  login: { max: 30, timeWindow: '10 minutes' },
  qrCreate: { max: 30, timeWindow: '10 minutes' },
  qrPoll: { max: 120, timeWindow: '1 minute' },
  qrConfirm: { max: 30, timeWindow: '10 minutes' },
} as const;
