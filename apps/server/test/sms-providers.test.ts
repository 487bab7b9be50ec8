import { Writable } from 'node:stream';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SmsVendorSettings } from '../src/config';
import { smsCodes, smsSends } from '../src/db/schema';
import { loggerOptions } from '../src/plugins/logging';
import { createAliyunSmsProvider } from '../src/providers/sms/aliyun-sms-provider';
import { createConsoleSmsProvider } from '../src/providers/sms/console-sms-provider';
import { SmsSendError } from '../src/providers/sms/sms-provider';
import { createTencentSmsProvider } from '../src/providers/sms/tencent-sms-provider';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeFailure,
  type FakeVendor,
  startFakeSmsVendor,
} from './support/fake-sms-vendor';
import { bodyOf, createTestContext, post, type TestContext } from './support/test-app';

const MOBILE = '13912345678';
const CODE = '482913';

/** A pino logger like the app's, whose lines the test reads. */
function capturedLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: loggerOptions('info', stream) }).log, lines };
}

function settingsFor(vendor: FakeVendor, overrides: Partial<SmsVendorSettings> = {}): SmsVendorSettings {
  return {
    accessKeyId: FAKE_VENDOR_KEY_ID,
    accessKeySecret: FAKE_VENDOR_KEY_SECRET,
    signName: '共治',
    templateId: 'SMS_465300001',
    templateParams: ['code'],
    reminderTemplateId: null,
    reminderTemplateParams: ['title', 'endDate'],
    region: 'cn-hangzhou',
    endpoint: vendor.url,
    ...overrides,
  };
}

/** The failure the send threw (the test fails when it resolved). */
async function failureOf(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

/** Nothing secret in any log line: not the code, not the full phone, not the key secret. */
function expectNoSecrets(lines: string[], code = CODE, mobile = MOBILE) {
  const text = lines.join('');
  expect(text).not.toContain(code);
  expect(text).not.toContain(mobile);
  expect(text).not.toContain(FAKE_VENDOR_KEY_SECRET);
}

let vendor: FakeVendor;
beforeAll(async () => {
  vendor = await startFakeSmsVendor();
});
afterAll(() => vendor.close());
afterEach(() => {
  vendor.requests.length = 0;
});

describe('Aliyun SMS adapter (dysmsapi SendSms) against a local fake', () => {
  it('sends a signed SendSms with the phone, sign, template and the code, and logs it masked', async () => {
    const { log, lines } = capturedLog();
    const provider = createAliyunSmsProvider({ settings: settingsFor(vendor), log });
    await provider.sendLoginCode(MOBILE, CODE);

    const [request] = vendor.requests;
    expect(request?.action).toBe('aliyun:SendSms');
    expect(request?.headers.authorization).toMatch(
      new RegExp(
        `^ACS3-HMAC-SHA256 Credential=${FAKE_VENDOR_KEY_ID},SignedHeaders=\\S+,Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(request?.signatureValid).toBe(true);
    expect(request?.params).toMatchObject({
      PhoneNumbers: MOBILE,
      SignName: '共治',
      TemplateCode: 'SMS_465300001',
    });
    expect(JSON.parse(String(request?.params.TemplateParam))).toEqual({ code: CODE });
    expect(vendor.lastCodeFor(MOBILE)).toBe(CODE);
    expect(lines.join('')).toContain('139****5678');
    expectNoSecrets(lines);
  });

  it('fills a second template variable with the validity in minutes', async () => {
    const { log } = capturedLog();
    const provider = createAliyunSmsProvider({
      settings: settingsFor(vendor, { templateParams: ['code', 'min'] }),
      log,
    });
    await provider.sendLoginCode(MOBILE, CODE);
    expect(JSON.parse(String(vendor.requests[0]?.params.TemplateParam))).toEqual({ code: CODE, min: '5' });
  });

  const cases: { failure: FakeFailure; kind: string; status: number; message: string; delivery: string }[] = [
    {
      failure: {
        kind: 'vendor-code',
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        message: `触发分钟级流控Permits:1 ${MOBILE}`,
      },
      kind: 'rate-limited',
      status: 429,
      message: VENDOR_MESSAGES.smsTooFrequent,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'Throttling.User', status: 400 },
      kind: 'rate-limited',
      status: 429,
      message: VENDOR_MESSAGES.smsTooFrequent,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'isv.MOBILE_NUMBER_ILLEGAL' },
      kind: 'mobile-refused',
      status: 400,
      message: VENDOR_MESSAGES.smsMobileRefused,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'isv.SMS_TEMPLATE_ILLEGAL', message: `模板不合法 ${CODE}` },
      kind: 'unavailable',
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'isv.SMS_SIGNATURE_ILLEGAL' },
      kind: 'unavailable',
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'InvalidAccessKeyId.NotFound', status: 404 },
      kind: 'unavailable',
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'refused',
    },
    {
      failure: { kind: 'drop' },
      kind: 'unavailable',
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'unknown',
    },
  ];
  for (const expected of cases) {
    const name = expected.failure.kind === 'vendor-code' ? expected.failure.code : expected.failure.kind;
    it(`maps ${name} to ${expected.status} "${expected.message}" and logs no secret`, async () => {
      const { log, lines } = capturedLog();
      const provider = createAliyunSmsProvider({ settings: settingsFor(vendor), log });
      vendor.failNext('aliyun:SendSms', expected.failure);
      const error = await failureOf(provider.sendLoginCode(MOBILE, CODE));
      expect({
        kind: error.kind,
        status: error.status,
        message: error.message,
        delivery: error.delivery,
      }).toEqual({
        kind: expected.kind,
        status: expected.status,
        message: expected.message,
        delivery: expected.delivery,
      });
      const text = lines.join('');
      if (expected.failure.kind === 'vendor-code') expect(text).toContain(expected.failure.code);
      expect(text).toContain('139****5678');
      expectNoSecrets(lines);
    });
  }

  it('a wrong key secret is refused by the vendor signature check: unavailable, logged as an error', async () => {
    const { log, lines } = capturedLog();
    const provider = createAliyunSmsProvider({
      settings: settingsFor(vendor, { accessKeySecret: 'not-the-secret' }),
      log,
    });
    const error = await failureOf(provider.sendLoginCode(MOBILE, CODE));
    expect(error.status).toBe(503);
    expect(vendor.requests[0]?.signatureValid).toBe(false);
    expect(lines.join('')).toContain('SignatureDoesNotMatch');
    expect(lines.join('')).toMatch(/"level":50/);
    expect(lines.join('')).not.toContain('not-the-secret');
    expectNoSecrets(lines);
  });

  it('a vendor that does not answer times out as a send that may still arrive', async () => {
    const { log, lines } = capturedLog();
    const provider = createAliyunSmsProvider({ settings: settingsFor(vendor), log, timeoutMs: 400 });
    vendor.failNext('aliyun:SendSms', { kind: 'hang' });
    const error = await failureOf(provider.sendLoginCode(MOBILE, CODE));
    expect({ status: error.status, delivery: error.delivery }).toEqual({ status: 503, delivery: 'unknown' });
    expectNoSecrets(lines);
  });
});

describe('Tencent Cloud SMS adapter (sms 2021-01-11 SendSms) against a local fake', () => {
  const tencent = (overrides: Partial<SmsVendorSettings> = {}) => ({
    ...settingsFor(vendor, { templateId: '1234567', region: 'ap-guangzhou', ...overrides }),
    sdkAppId: '1400000001',
  });

  it('sends a TC3-signed SendSms with +86, the app, sign, template and the code', async () => {
    const { log, lines } = capturedLog();
    const provider = createTencentSmsProvider({ settings: tencent(), log });
    await provider.sendLoginCode(MOBILE, CODE);

    const [request] = vendor.requests;
    expect(request?.action).toBe('tencent:SendSms');
    expect(request?.headers['x-tc-action']).toBe('SendSms');
    expect(request?.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(request?.headers.authorization).toMatch(
      new RegExp(
        `^TC3-HMAC-SHA256 Credential=${FAKE_VENDOR_KEY_ID}/\\d{4}-\\d{2}-\\d{2}/[^/]+/tc3_request, `,
      ),
    );
    expect(request?.signatureValid).toBe(true);
    expect(request?.params).toEqual({
      PhoneNumberSet: [`+86${MOBILE}`],
      SmsSdkAppId: '1400000001',
      SignName: '共治',
      TemplateId: '1234567',
      TemplateParamSet: [CODE],
    });
    expect(vendor.lastCodeFor(MOBILE)).toBe(CODE);
    expectNoSecrets(lines);
  });

  it('sends the minutes as {2} when the template has two variables', async () => {
    const { log } = capturedLog();
    await createTencentSmsProvider({
      settings: tencent({ templateParams: ['code', 'min'] }),
      log,
    }).sendLoginCode(MOBILE, CODE);
    expect(vendor.requests[0]?.params.TemplateParamSet).toEqual([CODE, '5']);
  });

  const cases: { failure: FakeFailure; status: number; message: string; delivery: string }[] = [
    {
      failure: { kind: 'vendor-code', code: 'LimitExceeded.PhoneNumberThirtySecondLimit', perNumber: true },
      status: 429,
      message: VENDOR_MESSAGES.smsTooFrequent,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'LimitExceeded.PhoneNumberDailyLimit', perNumber: true },
      status: 429,
      message: VENDOR_MESSAGES.smsTooFrequent,
      delivery: 'refused',
    },
    {
      failure: {
        kind: 'vendor-code',
        code: 'InvalidParameterValue.IncorrectPhoneNumber',
        message: `bad +86${MOBILE}`,
      },
      status: 400,
      message: VENDOR_MESSAGES.smsMobileRefused,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'FailedOperation.TemplateIncorrectOrUnapproved' },
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'refused',
    },
    {
      failure: { kind: 'vendor-code', code: 'FailedOperation.InsufficientBalanceInSmsPackage' },
      status: 503,
      message: VENDOR_MESSAGES.smsUnavailable,
      delivery: 'refused',
    },
    { failure: { kind: 'drop' }, status: 503, message: VENDOR_MESSAGES.smsUnavailable, delivery: 'unknown' },
  ];
  for (const expected of cases) {
    const name = expected.failure.kind === 'vendor-code' ? expected.failure.code : expected.failure.kind;
    it(`maps ${name} to ${expected.status} and logs no secret`, async () => {
      const { log, lines } = capturedLog();
      const provider = createTencentSmsProvider({ settings: tencent(), log });
      vendor.failNext('tencent:SendSms', expected.failure);
      const error = await failureOf(provider.sendLoginCode(MOBILE, CODE));
      expect({ status: error.status, message: error.message, delivery: error.delivery }).toEqual({
        status: expected.status,
        message: expected.message,
        delivery: expected.delivery,
      });
      if (expected.failure.kind === 'vendor-code') expect(lines.join('')).toContain(expected.failure.code);
      expectNoSecrets(lines);
    });
  }

  it('a wrong key secret fails the signature check: AuthFailure, unavailable', async () => {
    const { log, lines } = capturedLog();
    const provider = createTencentSmsProvider({
      settings: tencent({ accessKeySecret: 'not-the-secret' }),
      log,
    });
    const error = await failureOf(provider.sendLoginCode(MOBILE, CODE));
    expect(error.status).toBe(503);
    expect(lines.join('')).toContain('AuthFailure.SignatureFailure');
    expect(lines.join('')).not.toContain('not-the-secret');
    expectNoSecrets(lines);
  });
});

describe('the fake vendor over HTTP (for journeys)', () => {
  it('GET /__messages answers the last code per phone, 404 when none; POST /__failNext queues a failure', async () => {
    const { log } = capturedLog();
    const provider = createAliyunSmsProvider({ settings: settingsFor(vendor), log });
    await provider.sendLoginCode('13611112222', '111111');
    await provider.sendLoginCode('13611112222', '222222');
    const last = await fetch(`${vendor.url}/__messages?mobile=13611112222`);
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ vendor: 'aliyun', mobile: '13611112222', code: '222222' });
    expect((await fetch(`${vendor.url}/__messages?mobile=13699999999`)).status).toBe(404);

    const queued = await fetch(`${vendor.url}/__failNext`, {
      method: 'POST',
      body: JSON.stringify({
        action: 'aliyun:SendSms',
        failure: { kind: 'vendor-code', code: 'isv.DAY_LIMIT_CONTROL' },
      }),
    });
    expect(queued.status).toBe(200);
    expect((await failureOf(provider.sendLoginCode('13611112222', '333333'))).status).toBe(429);
    await provider.sendLoginCode('13611112222', '444444');
    expect(vendor.lastCodeFor('13611112222')).toBe('444444');
  });
});

describe('console sender', () => {
  it('logs the code outside production', async () => {
    const { log, lines } = capturedLog();
    await createConsoleSmsProvider(log).sendLoginCode(MOBILE, CODE);
    expect(lines.join('')).toContain(CODE);
  });

  it('in production (chosen on purpose) logs that a code was made, masked, never the code', async () => {
    const { log, lines } = capturedLog();
    await createConsoleSmsProvider(log, { production: true }).sendLoginCode(MOBILE, CODE);
    expect(lines.join('')).toContain('139****5678');
    expectNoSecrets(lines);
  });
});

describe('POST /v1/account/sendMobileCode with the Aliyun sender', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      providersFromConfig: true,
      env: {
        SMS_PROVIDER: 'aliyun',
        SMS_ENDPOINT: vendor.url,
        SMS_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
        SMS_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
        SMS_SIGN_NAME: '共治',
        SMS_TEMPLATE_ID: 'SMS_465300001',
      },
    });
  });
  afterAll(() => ctx.close());

  const send = (mobile: string) => post(ctx, '/v1/account/sendMobileCode', { mobile });
  const sendsOf = (mobile: string) =>
    ctx.db.handle.db.select().from(smsSends).where(eq(smsSends.mobile, mobile));
  const codesOf = (mobile: string) =>
    ctx.db.handle.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));

  it('delivers the code through the vendor; the code from the phone logs in', async () => {
    const mobile = '13700001111';
    const response = await send(mobile);
    expect(response.statusCode).toBe(200);
    const code = vendor.lastCodeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const login = await post(ctx, '/v1/account/mobileLogin', { mobile, verificationCode: code });
    expect(login.statusCode).toBe(200);
    expectNoSecrets(ctx.logs, code ?? 'none', mobile);
  });

  it('vendor flow control: 429 with a clear message, the send is not counted and the dead code fails', async () => {
    const mobile = '13700002222';
    ctx.clock.advance(3600);
    vendor.failNext('aliyun:SendSms', { kind: 'vendor-code', code: 'isv.BUSINESS_LIMIT_CONTROL' });
    const refused = await send(mobile);
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused)).toMatchObject({ code: 429, message: VENDOR_MESSAGES.smsTooFrequent, data: null });
    expect(await sendsOf(mobile)).toHaveLength(0);
    expect((await codesOf(mobile)).every((row) => row.consumedAt !== null)).toBe(true);

    // No one-minute wait for a message that never left: asking again at once goes through.
    const again = await send(mobile);
    expect(again.statusCode).toBe(200);
    expect(await sendsOf(mobile)).toHaveLength(1);
    const code = vendor.lastCodeFor(mobile);
    expect((await post(ctx, '/v1/account/mobileLogin', { mobile, verificationCode: code })).statusCode).toBe(
      200,
    );
  });

  it('a bad template answers 503 "短信服务暂不可用" and logs the vendor code without the phone or code', async () => {
    const mobile = '13700003333';
    const before = ctx.logs.length;
    vendor.failNext('aliyun:SendSms', { kind: 'vendor-code', code: 'isv.SMS_TEMPLATE_ILLEGAL' });
    const refused = await send(mobile);
    expect(refused.statusCode).toBe(503);
    expect(bodyOf(refused).message).toBe(VENDOR_MESSAGES.smsUnavailable);
    const lines = ctx.logs.slice(before);
    expect(lines.join('')).toContain('isv.SMS_TEMPLATE_ILLEGAL');
    expect(lines.join('')).toContain('137****3333');
    expect(lines.join('')).not.toContain(mobile);
    expect(await sendsOf(mobile)).toHaveLength(0);
  });

  it('a number the vendor refuses answers 400 with a message about the number', async () => {
    vendor.failNext('aliyun:SendSms', { kind: 'vendor-code', code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const refused = await send('13700004444');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toBe(VENDOR_MESSAGES.smsMobileRefused);
  });

  it('a cut connection: 503, not counted, and the code stays open since the SMS may still arrive', async () => {
    const mobile = '13700005555';
    vendor.failNext('aliyun:SendSms', { kind: 'drop' });
    const refused = await send(mobile);
    expect(refused.statusCode).toBe(503);
    expect(await sendsOf(mobile)).toHaveLength(0);
    const codes = await codesOf(mobile);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.consumedAt).toBeNull();
  });
});
