import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../src/common/envelope';
import { users } from '../../src/db/schema';
import { clientErrorSummary, redactUrl, serializeError } from '../../src/plugins/log-privacy';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeVendor,
  startFakeSmsVendor,
} from '../support/fake-sms-vendor';
import { PDF_BYTES, pngBytes, upload } from '../support/file-fixtures';
import { bodyOf, createTestContext, freshIp, get, post, type TestContext } from '../support/test-app';
import { createTestDb } from '../support/test-db';

/**
 * Issue #21 items 1 and 4: with production settings, nothing the server logs during a session of
 * logins, searches, certifications and failures carries an SMS code, a captcha answer, an ID number,
 * a real name, a full phone number, a QR login key or a session token. Every line at every level is
 * captured (LOG_LEVEL=trace) and scanned for the values the session used.
 */

// Every login code the server makes, whatever sender it goes to (in production none is shown).
const smsCodes = vi.hoisted(() => [] as string[]);
vi.mock('../../src/common/secure-random', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/common/secure-random')>();
  return {
    ...original,
    sixDigitCode: () => {
      const code = original.sixDigitCode();
      smsCodes.push(code);
      return code;
    },
  };
});

// Every captcha answer (production answers carry no devCaptcha).
const captchaAnswers: string[] = [];
const realCreate = svgCaptcha.create.bind(svgCaptcha);
vi.spyOn(svgCaptcha, 'create').mockImplementation((options) => {
  const captcha = realCreate(options);
  captchaAnswers.push(captcha.text);
  return captcha;
});

const DIRECTOR = '13800000001';
const GOV_APPLICANT = '13800000007';
const OWNER = '13900000015';
const SEARCHED_OWNER = '13900000002';

/** An ID number with the given sequence; `wantX` picks one whose check character is X. */
function idNumber(sequence: number, wantX = false): string {
  for (let next = sequence; ; next += 1) {
    const first17 = `11010519491231${String(next % 1000).padStart(3, '0')}`;
    const check = idCardCheckChar(first17);
    if (!wantX || check === 'X') return `${first17}${check}`;
  }
}

type Secret = { label: string; value: string };

/** The forms a value can take in a log line: as is, percent-encoded in a URL, an ID's lower-case x. */
function formsOf(value: string): string[] {
  return [...new Set([value, encodeURIComponent(value), value.toLowerCase()])];
}

/** Short values (6-digit codes, 4-letter captchas) count only as a whole token, not inside a timestamp or id. */
function leaks(line: string, value: string): boolean {
  for (const form of formsOf(value)) {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(line)) return true;
  }
  return false;
}

function leaksIn(logs: readonly string[], secrets: readonly Secret[]): string[] {
  const found: string[] = [];
  for (const line of logs)
    for (const secret of secrets)
      if (leaks(line, secret.value))
        found.push(`${secret.label} ${secret.value} in: ${line.trim().slice(0, 400)}`);
  return found;
}

type SessionRecord = { secrets: Secret[] };

/** The probe routes that make the database fail with personal data among a query's parameters. */
function probeRoutes(
  db: { current: TestContext['db'] | null },
  values: { mobile: string; cardNo: string; name: string },
) {
  return (app: import('fastify').FastifyInstance) => {
    app.get('/v1/probe/badCast', { config: { auth: 'public' } }, async () => {
      const handle = db.current?.handle.db;
      if (!handle) throw new Error('no db');
      await handle.execute(sql`select ${values.mobile}::text as mobile, ${values.cardNo}::bigint as card`);
      return ok(null);
    });
    app.get('/v1/probe/duplicate', { config: { auth: 'public' } }, async () => {
      const handle = db.current?.handle.db;
      if (!handle) throw new Error('no db');
      await handle
        .insert(users)
        .values({ userCode: 'Uprobe', mobile: values.mobile, ownerName: values.name, cardNo: values.cardNo });
      return ok(null);
    });
  };
}

const senders = [
  {
    name: 'console sender chosen on purpose, local ID check',
    env: (_vendor: FakeVendor) => ({ SMS_PROVIDER: 'console', IDENTITY_PROVIDER: 'local' }),
  },
  {
    name: 'Aliyun SMS and real-name check against the fake vendor',
    env: (vendor: FakeVendor) => ({
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: vendor.url,
      SMS_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
      SMS_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
      SMS_SIGN_NAME: '共治',
      SMS_TEMPLATE_ID: 'SMS_465300001',
      IDENTITY_PROVIDER: 'aliyun',
      IDENTITY_ENDPOINT: vendor.url,
      IDENTITY_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
      IDENTITY_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
    }),
  },
] as const;

describe.each(senders)('what the production log holds ($name)', { retry: 0 }, (sender) => {
  let vendor: FakeVendor;
  let ctx: TestContext;
  const record: SessionRecord = { secrets: [] };
  const remember = (label: string, value: string) => record.secrets.push({ label, value });
  const ownerId = idNumber(21, true);
  const govId = idNumber(31);
  const probeId = idNumber(41, true);
  const ownerName = '王小明';
  const govName = '周敏';

  beforeAll(async () => {
    vendor = await startFakeSmsVendor();
    vendor.register.set(ownerId, ownerName);
    vendor.register.set(govId, govName);
    const dbRef: { current: TestContext['db'] | null } = { current: null };
    dbRef.current = await createTestDb();
    ctx = await createTestContext({
      db: dbRef.current,
      providersFromConfig: true,
      extraRoutes: probeRoutes(dbRef, { mobile: DIRECTOR, cardNo: probeId, name: '孙海涛' }),
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        APP_SECRET: 'log-privacy-test-secret-of-at-least-32-characters',
        ...sender.env(vendor),
      },
    });
    for (const [label, value] of [
      ['ID number', ownerId],
      ['ID number', govId],
      ['ID number', probeId],
      ['name', ownerName],
      ['name', govName],
      ['name', '孙海涛'],
    ] as const)
      remember(label, value);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await vendor?.close();
  });

  /** Sends a code (past the per-phone wait) and returns the code the server made. */
  async function sendCode(mobile: string, verifyCodeImage?: string) {
    const before = smsCodes.length;
    const response = await post(
      ctx,
      '/v1/account/sendMobileCode',
      verifyCodeImage ? { mobile, verifyCodeImage } : { mobile },
    );
    expect(bodyOf<{ devCode: string | null }>(response).data?.devCode ?? null).toBeNull();
    return { response, code: smsCodes.length > before ? smsCodes.at(-1) : undefined };
  }

  async function loginAs(mobile: string, extra: Record<string, unknown> = {}): Promise<string> {
    remember('mobile', mobile);
    ctx.clock.advance(3601);
    const { response, code } = await sendCode(mobile);
    expect(response.statusCode, response.body).toBe(200);
    if (!code) throw new Error('no code made');
    // A wrong code first, then the right one.
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await post(ctx, '/v1/account/mobileLogin', {
      mobile,
      verificationCode: wrongCode,
      ...extra,
    });
    expect(wrong.statusCode).toBe(400);
    const right = await post(ctx, '/v1/account/mobileLogin', { mobile, verificationCode: code, ...extra });
    expect(right.statusCode, right.body).toBe(200);
    const token = bodyOf<{ token: string }>(right).data.token;
    remember('session token', token);
    return token;
  }

  it('runs a session of logins, captchas, searches, certifications, QR login and failures', async () => {
    // SMS logins on the workbench, the owner H5 and the government workbench.
    const director = await loginAs(DIRECTOR);
    const owner = await loginAs(OWNER, { isWxAPP: true });
    const govApplicant = await loginAs(GOV_APPLICANT, { adminOwnerType: 'GOV' });

    // A picture captcha round: the fourth send within an hour needs the picture's answer.
    const busy = '13700009901';
    remember('mobile', busy);
    ctx.clock.advance(3601);
    for (let index = 0; index < 3; index += 1) {
      expect((await sendCode(busy)).response.statusCode).toBe(200);
      ctx.clock.advance(61);
    }
    expect((await sendCode(busy)).response.statusCode).toBe(405);
    const captcha = async () => {
      const response = await post(ctx, '/v1/account/generateVerifyCodeImage', { mobile: busy });
      expect(response.statusCode).toBe(200);
      expect(bodyOf<{ devCaptcha: string | null }>(response).data.devCaptcha).toBeNull();
      return captchaAnswers.at(-1) ?? '';
    };
    const firstAnswer = await captcha();
    const wrongAnswer = firstAnswer === 'zzzz' ? 'yyyy' : 'zzzz';
    expect((await sendCode(busy, wrongAnswer)).response.statusCode).toBe(405);
    const secondAnswer = await captcha();
    const passed = await sendCode(busy, secondAnswer);
    expect(passed.response.statusCode).toBe(200);
    for (const answer of [firstAnswer, secondAnswer]) remember('captcha answer', answer);

    // Roster searches by phone, ID number (also with a lower-case x) and name.
    remember('mobile', SEARCHED_OWNER);
    for (const searchKey of [SEARCHED_OWNER, ownerId, ownerId.toLowerCase(), '孙海涛']) {
      for (const path of ['/v1/house/listByCommunity', '/v1/owner/certification/search']) {
        const response = await get(
          ctx,
          `${path}?communityInfoCode=YGHY001&page=1&size=10&searchKey=${encodeURIComponent(searchKey)}`,
          { token: director },
        );
        expect(response.statusCode, `${path} ${response.body}`).toBe(200);
      }
    }

    // Owner real name and certification with an ID number.
    const identity = { name: ownerName, cardNo: ownerId, cardType: 'RESIDENT_ID_CARD' };
    expect(
      (await post(ctx, '/v1/owner/certification/reviewIdentityCheckTwo', identity, { token: owner }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, '/v1/owner/certification/commitRealName', identity, { token: owner })).statusCode,
    ).toBe(200);
    const buildings = bodyOf<{ buildingCode: string; buildingName: string }[]>(
      await get(ctx, '/v1/owner/certification/buildingOptions?communityInfoCode=YGHY001', { token: owner }),
    ).data;
    const building = buildings.find((entry) => entry.buildingName === '3栋') ?? buildings[0];
    const houses = bodyOf<{ houseCode: string }[]>(
      await get(
        ctx,
        `/v1/owner/certification/houseOptions?communityInfoCode=YGHY001&buildingCode=${building?.buildingCode}`,
        { token: owner },
      ),
    ).data;
    const proof = await upload(ctx, owner, 'deed.png', await pngBytes(), { uploadType: 'TX_KXCZ' });
    const submitted = await post(
      ctx,
      '/v1/owner/certification/submit',
      {
        communityInfoCode: 'YGHY001',
        houseCode: houses[12]?.houseCode,
        ownerName,
        cardType: 'RESIDENT_ID_CARD',
        cardNo: ownerId,
        proveFileIds: [proof.attachmentId],
      },
      { token: owner },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    // Government certification with an ID number.
    const govProof = await upload(ctx, govApplicant, '工作证明.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    expect(
      (
        await post(
          ctx,
          '/v1/govAuth/checkRealName',
          { name: govName, cardNo: govId },
          { token: govApplicant },
        )
      ).statusCode,
    ).toBe(200);
    const govSubmit = await post(
      ctx,
      '/v1/govAuth/submit',
      {
        fillOwnerName: govName,
        fillCardNo: govId,
        position: '社区网格员',
        proveFileIds: [govProof.attachmentId],
      },
      { token: govApplicant },
    );
    expect(govSubmit.statusCode, govSubmit.body).toBe(200);

    // QR login: the owner H5 confirms a workbench login.
    const ownerOfDirector = await loginAs(DIRECTOR, { isWxAPP: true });
    const qr = bodyOf<{ loginKey: string }>(
      await get(ctx, '/v1/account/wxLoginQRCode?adminOwnerType=COMMUNITY&envVersion=release'),
    ).data;
    remember('QR login key', qr.loginKey);
    const pollQr = () => get(ctx, `/v1/account/getQRCodeState?loginKey=${encodeURIComponent(qr.loginKey)}`);
    expect((await pollQr()).statusCode).toBe(200);
    expect(
      (await post(ctx, '/v1/account/scanQRCode', { loginKey: qr.loginKey }, { token: ownerOfDirector }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          ctx,
          '/v1/account/confirmQRCodeLogin',
          { loginKey: qr.loginKey, allow: true },
          { token: ownerOfDirector },
        )
      ).statusCode,
    ).toBe(200);
    const qrToken = bodyOf<{ loginInfo: { token: string } | null }>(await pollQr()).data.loginInfo?.token;
    expect(qrToken).toBeTruthy();
    remember('session token', qrToken ?? '');

    // Failures: bad input, a body that is not JSON, no permission, unknown paths, a wrong session.
    const badPhone = await post(ctx, '/v1/account/sendMobileCode', { mobile: '1380013800' });
    expect(badPhone.statusCode).toBe(400);
    const badPage = await get(
      ctx,
      `/v1/house/listByCommunity?communityInfoCode=YGHY001&page=0&searchKey=${SEARCHED_OWNER}`,
      { token: director },
    );
    expect(badPage.statusCode).toBe(400);
    const brokenJson = await ctx.app.inject({
      method: 'POST',
      url: '/v1/owner/certification/reviewIdentityCheckTwo',
      payload: `{"name":"${ownerName}","cardNo":"${ownerId}" "cardType":"RESIDENT_ID_CARD"}`,
      headers: { 'content-type': 'application/json', token: owner },
      remoteAddress: freshIp(),
    });
    expect(brokenJson.statusCode).toBe(400);
    const forbidden = await get(
      ctx,
      `/v1/govBasicSettings/info?streetCode=ST-NANSHAN&govCommunityCode=GC-TAOYUAN&searchKey=${SEARCHED_OWNER}`,
      { token: govApplicant },
    );
    expect(forbidden.statusCode).toBe(403);
    const unknown = await get(
      ctx,
      `/v1/nothing/here?mobile=${SEARCHED_OWNER}&cardNo=${ownerId}&name=${encodeURIComponent(ownerName)}&token=${director}`,
    );
    expect(unknown.statusCode).toBe(404);
    const otherCommunity = await get(
      ctx,
      `/v1/owner/certification/getInfo?communityInfoCode=YGHY001&certificationId=NOPE&phone=${SEARCHED_OWNER}`,
      { token: director },
    );
    expect(otherCommunity.statusCode).toBe(404);
    const tokenInUrl = await get(ctx, `/v1/account/loginInfoToC?token=${director}`);
    expect(tokenInUrl.statusCode).toBe(401);
    const wrongSession = await get(ctx, '/v1/account/loginInfoToC', {
      token: `${director.slice(0, -4)}AAAA`,
    });
    expect(wrongSession.statusCode).toBe(401);

    // The database fails with a phone, a name and an ID number among the query's parameters.
    expect((await get(ctx, '/v1/probe/badCast')).statusCode).toBe(500);
    expect((await get(ctx, '/v1/probe/duplicate')).statusCode).toBe(500);

    // Every SMS code the server made in this session.
    for (const code of smsCodes) remember('SMS code', code);
  }, 180_000);

  it('logs none of the values the session used, at any level', () => {
    expect(ctx.logs.length).toBeGreaterThan(100);
    expect(record.secrets.filter((secret) => secret.label === 'SMS code').length).toBeGreaterThan(5);
    expect(leaksIn(ctx.logs, record.secrets)).toEqual([]);
  });

  it('keeps enough to debug: route, parameter names and lengths, masked phones, the failed query', () => {
    const all = ctx.logs.join('');
    expect(all).toContain(
      '/v1/house/listByCommunity?communityInfoCode=YGHY001&page=1&size=10&searchKey=[11 chars]',
    );
    expect(all).toContain('searchKey=[18 chars]');
    expect(all).toContain(
      '/v1/nothing/here?mobile=[11 chars]&cardNo=[18 chars]&name=[3 chars]&token=[REDACTED]',
    );
    // The failed queries: their text (no values), the database's error code and the parameter count.
    const failed = ctx.logs.filter((line) => line.includes('"level":50') && line.includes('unhandled error'));
    expect(failed).toHaveLength(2);
    expect(failed[0]).toContain('"code":"22P02"');
    expect(failed[0]).toContain('"paramCount":2');
    expect(failed[0]).toMatch(/select \$1::text as mobile, \$2::bigint as card/);
    expect(failed[1]).toContain('"code":"23505"');
    expect(failed[1]).toContain('insert into \\"users\\"');
    if (sender.env(vendor).SMS_PROVIDER === 'aliyun') expect(all).toContain('138****0001');
  });
});

describe('the log redaction rules', () => {
  it('keeps record codes and paging, logs other values by length and credentials not at all', () => {
    expect(
      redactUrl('/v1/x?communityInfoCode=YGHY001&page=2&keyword=%E5%BC%A0%E4%B8%89&loginKey=abc#frag'),
    ).toBe('/v1/x?communityInfoCode=YGHY001&page=2&keyword=[2 chars]&loginKey=[REDACTED]');
    // A bare value where a name belongs, and a "code" too long to be one, are data too.
    expect(redactUrl(`/v1/x?13800138000&houseCode=${'H'.repeat(80)}`)).toBe(
      '/v1/x?[11 chars]&houseCode=[80 chars]',
    );
    expect(redactUrl('/v1/x')).toBe('/v1/x');
  });

  it('describes a failed query without its parameters or the quoted value', () => {
    const cause = Object.assign(new Error('invalid input syntax for type bigint: "11010519491231002X"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (mobile)=(13800138000) already exists.',
    });
    const error = Object.assign(new Error('Failed query: select $1\nparams: 13800138000'), {
      query: 'select $1',
      params: ['13800138000'],
      cause,
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toMatch(/13800138000|11010519491231002X/);
    expect(serializeError(error)).toMatchObject({ query: 'select $1', paramCount: 1, code: '22P02' });
  });

  it('a JSON parser message that quotes the body is cut before the quote', () => {
    const parse = Object.assign(
      new SyntaxError('Unexpected token \'x\', "{"cardNo":"11010519491231002X"x" is not valid JSON'),
      {
        code: undefined,
      },
    );
    expect(clientErrorSummary(parse)).toEqual({ code: undefined, message: "Unexpected token 'x'" });
  });
});
