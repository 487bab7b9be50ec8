import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config';
import type { RosterUsageChecker } from '../../src/modules/roster/usage-checker';
import type { SmsNotice, SmsProvider } from '../../src/providers/sms/sms-provider';
import { createTestDb, type TestDb } from './test-db';

export type FakeClock = Clock & { advance: (seconds: number) => void; set: (date: Date) => void };

/** 10:00 in Shanghai on a Monday, far from a day boundary. */
export const TEST_START = new Date('2026-03-02T02:00:00.000Z');

export function fakeClock(start: Date = TEST_START): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export type CapturingSms = SmsProvider & {
  sent: { mobile: string; code: string }[];
  notices: { mobile: string; notice: SmsNotice }[];
  lastCodeFor: (mobile: string) => string;
};

/** Login codes are captured; notices too, and also go to `noticeSender` when given (a vendor fake). */
export function capturingSms(noticeSender?: SmsProvider): CapturingSms {
  const sent: { mobile: string; code: string }[] = [];
  const notices: { mobile: string; notice: SmsNotice }[] = [];
  return {
    name: 'capture',
    sent,
    async sendLoginCode(mobile, code) {
      sent.push({ mobile, code });
    },
    noticesConfigured: noticeSender?.noticesConfigured ?? true,
    async sendNotice(mobile, notice) {
      await noticeSender?.sendNotice(mobile, notice);
      notices.push({ mobile, notice });
    },
    notices,
    lastCodeFor(mobile) {
      const found = sent.filter((entry) => entry.mobile === mobile).at(-1);
      if (!found) throw new Error(`no SMS sent to ${mobile}`);
      return found.code;
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  db: TestDb;
  clock: FakeClock;
  sms: CapturingSms;
  logs: string[];
  /** A fresh DATA_DIR per context (stored files live under it), removed by close(). */
  dataDir: string;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  rosterUsage?: RosterUsageChecker;
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** SMS and real-name providers built from `env` (SMS_PROVIDER, IDENTITY_PROVIDER) instead of the capturing SMS. */
  providersFromConfig?: boolean;
  /** Where SMS notices go besides the capture (e.g. the Aliyun adapter on the fake vendor). */
  smsNotices?: SmsProvider;
  /** false: an empty migrated database without the demo data (a production install). */
  seedDemo?: boolean;
  /** A database prepared by the test itself (dropped by close()) instead of a fresh one. */
  db?: TestDb;
};

/** The real app (same buildApp as main.ts) on a fresh seeded database, a fake clock and captured SMS and logs. */
export async function createTestContext(options: TestAppOptions = {}): Promise<TestContext> {
  const db = options.db ?? (await createTestDb({ seedDemo: options.seedDemo }));
  const clock = fakeClock();
  const sms = capturingSms(options.smsNotices);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      logs.push(line);
      // Errors (pino level 50+) also go to stderr: a rare 500 under load is then diagnosable from CI output.
      if (/"level":(5|6)\d/.test(line)) process.stderr.write(`[server error log] ${line}`);
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'gz-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Tests drive the download-job worker by hand (app.downloadJobs.runner.runOnce()).
    JOB_WORKER: 'off',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://gz.test',
    WEB_DIST: '/nonexistent/web-dist',
    ...options.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: db.handle.db,
      clock,
      ...(options.providersFromConfig ? {} : { sms }),
      logStream,
      extraRoutes: options.extraRoutes,
      rosterUsage: options.rosterUsage,
    });
    await app.ready();
  } catch (error) {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db,
    clock,
    sms,
    logs,
    dataDir,
    close: async () => {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** A new client address per call keeps the per-IP limits out of tests that are not about them. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type CallOptions = { token?: string; ip?: string; headers?: Record<string, string> };

export async function post(ctx: TestContext, url: string, body?: unknown, options: CallOptions = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body === undefined ? undefined : (body as object),
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
  });
}

export async function get(ctx: TestContext, url: string, options: CallOptions = {}) {
  return ctx.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
  });
}

export type Envelope<T = unknown> = { code: number; message: string; data: T };

export function bodyOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

/** Sends a code and returns it; moves the clock past the per-phone waits first. */
export async function sendCode(ctx: TestContext, mobile: string): Promise<string> {
  ctx.clock.advance(3601);
  const response = await post(ctx, '/v1/account/sendMobileCode', { mobile });
  if (response.statusCode !== 200) throw new Error(`sendMobileCode ${response.statusCode}: ${response.body}`);
  return ctx.sms.lastCodeFor(mobile);
}

export type LoginOptions = { adminOwnerType?: 'COMMUNITY' | 'GOV'; isWxAPP?: boolean };

export async function login(ctx: TestContext, mobile: string, options: LoginOptions = {}) {
  const verificationCode = await sendCode(ctx, mobile);
  return post(ctx, '/v1/account/mobileLogin', { mobile, verificationCode, ...options });
}

/** Logs in and returns the token, failing loudly when the login is refused. */
export async function tokenFor(
  ctx: TestContext,
  mobile: string,
  options: LoginOptions = {},
): Promise<string> {
  const response = await login(ctx, mobile, options);
  const body = bodyOf<{ token: string }>(response);
  if (response.statusCode !== 200)
    throw new Error(`login ${mobile} ${response.statusCode}: ${response.body}`);
  return body.data.token;
}
