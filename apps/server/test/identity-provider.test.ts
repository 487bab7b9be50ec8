import { Writable } from 'node:stream';
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../src/common/app-error';
import { loggerOptions } from '../src/plugins/logging';
import { createAliyunIdentityProvider } from '../src/providers/identity/aliyun-identity-provider';
import type { IdentityCheck } from '../src/providers/identity/identity-provider';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeVendor,
  startFakeSmsVendor,
} from './support/fake-sms-vendor';
import { bodyOf, createTestContext, post, type TestContext, tokenFor } from './support/test-app';

function idNumber(seq: number): string {
  const first17 = `32050219851120${String(seq).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

const PERSON: IdentityCheck = { name: '陈思远', cardNo: idNumber(11), cardType: 'RESIDENT_ID_CARD' };

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

/** Neither the ID number (nor its birth-date middle) nor the name, nor the key secret, in any line. */
function expectNoIdentity(text: string, person: IdentityCheck = PERSON) {
  expect(text).not.toContain(person.cardNo);
  expect(text).not.toContain(person.cardNo.slice(6, 14));
  expect(text).not.toContain(person.name);
  expect(text).not.toContain(encodeURIComponent(person.name));
  expect(text).not.toContain(FAKE_VENDOR_KEY_SECRET);
}

let vendor: FakeVendor;
beforeAll(async () => {
  vendor = await startFakeSmsVendor();
  vendor.register.set(PERSON.cardNo, PERSON.name);
});
afterAll(() => vendor.close());
afterEach(() => {
  vendor.requests.length = 0;
});

function provider(log: FastifyBaseLogger, secret = FAKE_VENDOR_KEY_SECRET) {
  return createAliyunIdentityProvider({
    settings: {
      provider: 'aliyun',
      accessKeyId: FAKE_VENDOR_KEY_ID,
      accessKeySecret: secret,
      region: 'cn-shanghai',
      endpoint: vendor.url,
    },
    log,
    timeoutMs: 2000,
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (reason: unknown) => reason,
  );
}

describe('Aliyun Cloudauth Id2MetaVerify adapter against a local fake', () => {
  it('sends a signed Id2MetaVerify with ParamType normal, the number and the name; 1 is consistent', async () => {
    const { log, lines } = capturedLog();
    expect(await provider(log).verify(PERSON)).toEqual({ ok: true });
    const [request] = vendor.requests;
    expect(request?.action).toBe('aliyun:Id2MetaVerify');
    expect(request?.headers['x-acs-action']).toBe('Id2MetaVerify');
    expect(request?.headers['x-acs-version']).toBe('2019-03-07');
    expect(request?.headers.authorization).toMatch(
      new RegExp(
        `^ACS3-HMAC-SHA256 Credential=${FAKE_VENDOR_KEY_ID},SignedHeaders=\\S+,Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(request?.signatureValid).toBe(true);
    expect(request?.params).toEqual({
      ParamType: 'normal',
      IdentifyNum: PERSON.cardNo,
      UserName: PERSON.name,
    });
    expectNoIdentity(lines.join(''));
  });

  it('2 (another name) is a mismatch and 3 (unknown number) says no record', async () => {
    const { log, lines } = capturedLog();
    expect(await provider(log).verify({ ...PERSON, name: '陈思源' })).toEqual({
      ok: false,
      message: MESSAGES.idCardNameMismatch,
    });
    const stranger = { ...PERSON, cardNo: idNumber(12) };
    expect(await provider(log).verify(stranger)).toEqual({
      ok: false,
      message: VENDOR_MESSAGES.identityNoRecord,
    });
    expectNoIdentity(lines.join(''), stranger);
    expectNoIdentity(lines.join(''), { ...PERSON, name: '陈思源' });
  });

  it('Code 401 (the register finds the input malformed) is a mismatch for the user', async () => {
    const { log } = capturedLog();
    vendor.failNext('aliyun:Id2MetaVerify', { kind: 'vendor-code', code: '401', message: '参数非法' });
    expect(await provider(log).verify(PERSON)).toEqual({ ok: false, message: MESSAGES.idCardNameMismatch });
  });

  const failures = [
    {
      name: 'no balance (Code 412 in a 200 answer)',
      failure: { kind: 'vendor-code', code: '412', message: '欠费中' },
    },
    {
      name: 'account not enabled (HTTP 403)',
      failure: { kind: 'vendor-code', code: 'Forbidden.AccountAccessDenied', status: 403 },
    },
    {
      name: 'register outage (HTTP 500)',
      failure: { kind: 'vendor-code', code: 'Forbidden.ExceptionDataSource', status: 500 },
    },
    { name: 'a cut connection', failure: { kind: 'drop' } },
    { name: 'no answer (timeout)', failure: { kind: 'hang' } },
  ] as const;
  for (const { name, failure } of failures) {
    it(`${name}: 503 "${VENDOR_MESSAGES.identityUnavailable}", logged without name or number`, async () => {
      const { log, lines } = capturedLog();
      vendor.failNext('aliyun:Id2MetaVerify', failure);
      const error = await rejectionOf(provider(log).verify(PERSON));
      expect(isAppError(error)).toBe(true);
      expect(error).toMatchObject({ status: 503, message: VENDOR_MESSAGES.identityUnavailable });
      expect(lines.join('')).toMatch(/"level":50/);
      if (failure.kind === 'vendor-code') expect(lines.join('')).toContain(failure.code);
      expectNoIdentity(lines.join(''));
    });
  }

  it('a wrong key secret fails the signature check: 503', async () => {
    const { log, lines } = capturedLog();
    const error = await rejectionOf(provider(log, 'not-the-secret').verify(PERSON));
    expect(error).toMatchObject({ status: 503 });
    expect(lines.join('')).toContain('SignatureDoesNotMatch');
    expect(lines.join('')).not.toContain('not-the-secret');
    expectNoIdentity(lines.join(''));
  });
});

describe('owner and government certification with IDENTITY_PROVIDER=aliyun', () => {
  let ctx: TestContext;
  let owner: string;
  let gov: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        IDENTITY_PROVIDER: 'aliyun',
        IDENTITY_ENDPOINT: vendor.url,
        IDENTITY_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
        IDENTITY_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
      },
    });
    owner = await tokenFor(ctx, '13655553333', { isWxAPP: true });
    gov = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  });
  afterAll(() => ctx.close());

  const ownerCheck = (input: IdentityCheck) =>
    post(ctx, '/v1/owner/certification/reviewIdentityCheckTwo', input, { token: owner });
  const govCheck = (input: IdentityCheck) => post(ctx, '/v1/govAuth/checkRealName', input, { token: gov });

  it('an owner: consistent passes, another name is a mismatch, an unknown number has no record', async () => {
    const passed = await ownerCheck(PERSON);
    expect(passed.statusCode).toBe(200);
    expect(vendor.requests.at(-1)?.params).toMatchObject({
      IdentifyNum: PERSON.cardNo,
      UserName: PERSON.name,
    });
    const mismatch = await ownerCheck({ ...PERSON, name: '陈思源' });
    expect(bodyOf(mismatch)).toMatchObject({ code: 400, message: MESSAGES.idCardNameMismatch });
    const unknown = await ownerCheck({ ...PERSON, cardNo: idNumber(13) });
    expect(bodyOf(unknown)).toMatchObject({ code: 400, message: VENDOR_MESSAGES.identityNoRecord });
  });

  it('a government applicant goes through the same register', async () => {
    const before = vendor.requests.length;
    const passed = await govCheck(PERSON);
    expect(passed.statusCode).toBe(200);
    expect(vendor.requests.length).toBe(before + 1);
    const mismatch = await govCheck({ ...PERSON, name: '陈思源' });
    expect(bodyOf(mismatch)).toMatchObject({ code: 400, message: MESSAGES.idCardNameMismatch });
  });

  it('a vendor failure answers 503 with a clear message; no name or number in the answer or the log', async () => {
    vendor.failNext('aliyun:Id2MetaVerify', {
      kind: 'vendor-code',
      code: 'Forbidden.AccountAccessDenied',
      status: 403,
    });
    const owners = await ownerCheck(PERSON);
    vendor.failNext('aliyun:Id2MetaVerify', { kind: 'drop' });
    const govs = await govCheck(PERSON);
    for (const response of [owners, govs]) {
      expect(response.statusCode).toBe(503);
      expect(bodyOf(response)).toMatchObject({ code: 503, message: VENDOR_MESSAGES.identityUnavailable });
      expectNoIdentity(response.body);
    }
    expect(ctx.logs.join('')).toContain('Forbidden.AccountAccessDenied');
    expectNoIdentity(ctx.logs.join(''));
  });
});
