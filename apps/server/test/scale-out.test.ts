import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openPostgres } from '../src/db/client';
import { RATE_LIMITS } from '../src/plugins/security';
import { createTestDb, type TestDb } from './support/test-db';

// Issue 9, scale-out: two real server instances (two buildApp instances listening on their own
// ports, each with its own connection pool) on one fresh PostgreSQL database and one Redis. Logins,
// per-IP limits and download jobs must behave as on one instance. Needs TEST_DATABASE_URL and
// TEST_REDIS_URL; skipped with the reason otherwise.

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [!DATABASE_URL && 'TEST_DATABASE_URL', !REDIS_URL && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) {
  console.log(`scale-out test skipped: set ${missing.join(' and ')} (a PostgreSQL server and a Redis)`);
}

/** Each run writes under its own prefix, removed afterwards, so runs and other users of the Redis never meet. */
const KEY_PREFIX = `gz-test-${randomBytes(6).toString('hex')}:`;
const COUNTED_KIND = 'TEST_SCALE_OUT_COUNTED';

type Instance = { name: 'A' | 'B'; app: FastifyInstance; base: string };
type Envelope<T> = { code: number; message: string; data: T };

let db: TestDb;
let secondPool: DbHandle;
let dataDir: string;
let a: Instance;
let b: Instance;
/** Every run of the counted job kind, by job code, with the instance that ran it. */
const jobRuns: { jobCode: string; instance: string }[] = [];

/** The database URL of the fresh test database, so the second instance opens its own pool on it. */
async function databaseUrlOf(handle: DbHandle): Promise<string> {
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  return url.toString();
}

async function startInstance(name: 'A' | 'B', handle: DbHandle): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_URL: REDIS_URL ?? '',
    REDIS_KEY_PREFIX: KEY_PREFIX,
    // Both workers poll, as two production instances would.
    JOB_WORKER: 'inline',
    JOB_POLL_MS: '100',
    // The test speaks for many clients through X-Forwarded-For, as nginx would.
    TRUST_PROXY: 'true',
    // Per-phone SMS rules are not under test; relaxed so a retried test can log the same phone in again.
    SMS_SEND_INTERVAL_SECONDS: '0',
    SMS_CAPTCHA_AFTER: '1000',
    SMS_DAILY_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://gz.test',
    WEB_DIST: '/nonexistent/web-dist',
  });
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp({ config, db: handle.db, logStream: quiet });
  app.downloadJobs.registry.register({
    kind: COUNTED_KIND,
    name: '测试任务',
    permission: [],
    params: z.object({}),
    fileName: () => 'scale-out.txt',
    async run(context) {
      jobRuns.push({ jobCode: context.jobCode, instance: name });
      // Long enough for the other worker to poll while this one holds the job.
      await context.reportProgress(50);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const path = join(context.tempDir, 'out.txt');
      await writeFile(path, `ran on ${name}`);
      return { filePath: path, contentType: 'text/plain; charset=utf-8' };
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { name, app, base: address };
}

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type CallOptions = { token?: string; ip?: string; body?: unknown };

/** One HTTP call to an instance; every call comes from a new client address unless one is given. */
async function call<T = unknown>(
  instance: Instance,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(options.token ? { token: options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** SMS login through the given instances (code sent by one, login on the other when they differ). */
async function loginToken(
  sendOn: Instance,
  loginOn: Instance,
  mobile: string,
  extra: { isWxAPP?: boolean } = {},
): Promise<string> {
  const sent = await call<{ devCode: string }>(sendOn, 'POST', '/v1/account/sendMobileCode', {
    body: { mobile },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const login = await call<{ token: string }>(loginOn, 'POST', '/v1/account/mobileLogin', {
    body: { mobile, verificationCode: sent.body.data.devCode, ...extra },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.token;
}

async function tableCount(table: 'sessions' | 'qr_logins'): Promise<number> {
  const result = (await db.handle.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

/** A plain client (no prefix) that reads and removes this run's keys. */
async function runKeys(remove: boolean): Promise<string[]> {
  const client = new Redis(REDIS_URL ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await client.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (remove && keys.length > 0) await client.del(...keys);
    return keys;
  } finally {
    client.disconnect();
  }
}

describe.skipIf(missing.length > 0)('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    db = await createTestDb();
    secondPool = await openPostgres(await databaseUrlOf(db.handle), 4);
    if (secondPool.kind === 'pg') secondPool.pool.on('error', () => {});
    // One file store for both, as a shared volume or S3 bucket would be.
    dataDir = mkdtempSync(join(tmpdir(), 'gz-scale-out-'));
    a = await startInstance('A', db.handle);
    b = await startInstance('B', secondPool);
  }, 60_000);

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await secondPool?.close();
    await db?.drop();
    if (REDIS_URL) await runKeys(true);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start when REDIS_URL points at no Redis', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:1',
      JOB_WORKER: 'off',
      WEB_DIST: '/nonexistent/web-dist',
    });
    await expect(buildApp({ config, db: db.handle.db })).rejects.toThrow(
      /REDIS_URL is set but Redis at redis:\/\/127\.0\.0\.1:1 did not answer/,
    );
  });

  it('completes on B a QR login begun on A', async () => {
    const owner = await loginToken(a, b, '13800000001', { isWxAPP: true });
    const created = await call<{ loginKey: string }>(
      a,
      'GET',
      '/v1/account/wxLoginQRCode?adminOwnerType=COMMUNITY',
    );
    expect(created.status).toBe(200);
    const key = created.body.data.loginKey;
    const pollOn = (instance: Instance) =>
      call<{ wxScanQRCodeState: string; loginInfo: { token: string } | null }>(
        instance,
        'GET',
        `/v1/account/getQRCodeState?loginKey=${encodeURIComponent(key)}`,
      );
    expect((await pollOn(b)).body.data.wxScanQRCodeState).toBe('UNSCENTED_CODE');

    const scanned = await call(b, 'POST', '/v1/account/scanQRCode', {
      token: owner,
      body: { loginKey: key },
    });
    expect(scanned.status).toBe(200);
    expect((await pollOn(a)).body.data.wxScanQRCodeState).toBe('SCANNED_CODE');
    const confirmed = await call(b, 'POST', '/v1/account/confirmQRCodeLogin', {
      token: owner,
      body: { loginKey: key, allow: true },
    });
    expect(confirmed.body.data).toEqual({ wxScanQRCodeState: 'SCANNED_CODE_ALLOW_LOGIN' });

    const collected = await pollOn(b);
    expect(collected.body.data.wxScanQRCodeState).toBe('SCANNED_CODE_ALLOW_LOGIN');
    const workbench = collected.body.data.loginInfo?.token;
    expect(workbench).toEqual(expect.any(String));
    // The token is handed out once, whichever instance is polled next.
    expect((await pollOn(a)).body.data.loginInfo).toBeNull();
    expect((await pollOn(b)).body.data.loginInfo).toBeNull();
    // The workbench session works on the instance that did not issue it.
    const info = await call<{ mobile: string }>(a, 'GET', '/v1/account/loginInfoToC', { token: workbench });
    expect(info.status).toBe(200);
    expect(info.body.data.mobile).toBe('13800000001');
  });

  it('shares sessions: a token from A works on B, and a logout on B ends it on A', async () => {
    const token = await loginToken(a, a, '13800000003');
    expect((await call(b, 'GET', '/v1/account/loginInfoToC', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/v1/account/loginInfoToC', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/v1/account/logoutToC', { token })).status).toBe(200);
    const after = await call(a, 'GET', '/v1/account/loginInfoToC', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MESSAGES.sessionExpired);
  });

  it('counts a per-IP limit across both instances', async () => {
    const ip = freshIp();
    const budget = RATE_LIMITS.smsSend.max;
    const messages: string[] = [];
    // The budget spent half on A, half on B: each instance alone saw only half of it.
    for (let i = 0; i < budget; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const sent = await call(instance, 'POST', '/v1/account/sendMobileCode', {
        ip,
        body: { mobile: '13912340000' },
      });
      messages.push(sent.body.message);
    }
    // Every call was answered by the route itself: the per-IP limit was not reached yet.
    expect(messages.filter((message) => message === MESSAGES.tooManyRequests)).toEqual([]);
    for (const instance of [a, b]) {
      const over = await call(instance, 'POST', '/v1/account/sendMobileCode', {
        ip,
        body: { mobile: '13912340001' },
      });
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(MESSAGES.tooManyRequests);
    }
    // Another client is not affected.
    const other = await call(b, 'POST', '/v1/account/sendMobileCode', { body: { mobile: '13912340002' } });
    expect(other.status).toBe(200);
  });

  it('runs each download job exactly once across both workers', async () => {
    const director = await loginToken(b, a, '13800000001');
    const jobIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await call<{ jobId: string }>(a, 'POST', '/v1/downloadJob/create', {
        token: director,
        body: { kind: COUNTED_KIND, communityInfoCode: 'YGHY001', params: {} },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      jobIds.push(created.body.data.jobId);
    }
    const deadline = Date.now() + 30_000;
    let statuses: { status: string; attempts: number }[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(
        jobIds.map(async (jobId) => {
          const info = await call<{ status: string; attempts: number }>(
            b,
            'GET',
            `/v1/downloadJob/info?jobId=${jobId}`,
            { token: director },
          );
          return info.body.data;
        }),
      );
      if (statuses.every((job) => job.status === 'SUCCESS_GENERATED')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(statuses.map((job) => [job.status, job.attempts])).toEqual(
      jobIds.map(() => ['SUCCESS_GENERATED', 1]),
    );
    // Give a late duplicate the chance to show itself before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const runsPerJob = jobIds.map((jobId) => jobRuns.filter((run) => run.jobCode === jobId).length);
    expect(runsPerJob).toEqual(jobIds.map(() => 1));
    console.log(
      `scale-out jobs: ${jobRuns.filter((run) => run.instance === 'A').length} ran on A, ` +
        `${jobRuns.filter((run) => run.instance === 'B').length} on B`,
    );
  });

  it('kept sessions and QR logins in Redis, not in the database', async () => {
    expect(await tableCount('sessions')).toBe(0);
    expect(await tableCount('qr_logins')).toBe(0);
    const keys = await runKeys(false);
    expect(keys.some((key) => key.startsWith(`${KEY_PREFIX}session:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${KEY_PREFIX}qr:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${KEY_PREFIX}rate-limit:`))).toBe(true);
  });
});
