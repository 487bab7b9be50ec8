import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createTestContext, post, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SEND = '/v1/account/sendMobileCode';
const CAPTCHA = '/v1/account/generateVerifyCodeImage';

let phoneCounter = 0;
/** Unregistered phones, one per test, so per-phone counters start at zero. */
function newPhone(): string {
  phoneCounter += 1;
  return `1370000${String(phoneCounter).padStart(4, '0')}`;
}

async function send(mobile: string, verifyCodeImage?: string) {
  return post(ctx, SEND, verifyCodeImage === undefined ? { mobile } : { mobile, verifyCodeImage });
}

/** Three sends a minute apart, which makes the next one need a picture captcha. */
async function sendThreeTimes(mobile: string) {
  for (let index = 0; index < 3; index += 1) {
    expect((await send(mobile)).statusCode).toBe(200);
    ctx.clock.advance(61);
  }
}

async function captchaFor(mobile: string): Promise<string> {
  const response = await post(ctx, CAPTCHA, { mobile });
  expect(response.statusCode).toBe(200);
  const data = bodyOf<{ image: string; devCaptcha: string }>(response).data;
  expect(data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  expect(Buffer.from(data.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  expect(data.devCaptcha).toMatch(/^[\w]{4,5}$/);
  return data.devCaptcha;
}

describe('sendMobileCode', () => {
  it('sends a fresh 6-digit code and shows it outside production', async () => {
    const mobile = newPhone();
    const response = await send(mobile);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<{ devCode: string }>(response);
    expect(body.code).toBe(200);
    expect(body.data.devCode).toMatch(/^\d{6}$/);
    expect(ctx.sms.lastCodeFor(mobile)).toBe(body.data.devCode);
  });

  it('rejects a malformed phone with the spec message', async () => {
    for (const mobile of ['12800000000', '1380000000', 'abcdefghijk', 13800000001]) {
      const response = await post(ctx, SEND, { mobile });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).message).toBe(MESSAGES.mobileInvalid);
    }
    const missing = await post(ctx, SEND, {});
    expect(bodyOf(missing)).toEqual({ code: 400, message: MESSAGES.mobileInvalid, data: null });
  });

  it('answers a registered and an unregistered phone identically', async () => {
    ctx.clock.advance(3601);
    const registered = await send('13800000002');
    const unregistered = await send(newPhone());
    expect(registered.statusCode).toBe(unregistered.statusCode);
    const shape = (response: typeof registered) => {
      const body = bodyOf<{ devCode: string }>(response);
      return { ...body, data: { devCode: body.data.devCode.replace(/\d/g, '9') } };
    };
    expect(shape(registered)).toEqual(shape(unregistered));
    expect(Object.keys(registered.headers).sort()).toEqual(Object.keys(unregistered.headers).sort());
  });

  it('allows one send per minute per phone (429 with the seconds left)', async () => {
    const mobile = newPhone();
    expect((await send(mobile)).statusCode).toBe(200);
    ctx.clock.advance(20);
    const early = await send(mobile);
    expect(early.statusCode).toBe(429);
    expect(bodyOf(early)).toEqual({
      code: 429,
      message: formatMessage(MESSAGES.smsTooFrequent, 40),
      data: null,
    });
    ctx.clock.advance(40);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('needs a picture captcha from the fourth send within an hour (405), then accepts a correct one once', async () => {
    const mobile = newPhone();
    await sendThreeTimes(mobile);

    const withoutCaptcha = await send(mobile);
    expect(withoutCaptcha.statusCode).toBe(405);
    expect(bodyOf(withoutCaptcha)).toEqual({ code: 405, message: MESSAGES.captchaRequired, data: null });

    const answer = await captchaFor(mobile);
    const wrong = await send(mobile, answer === 'zzzz' ? 'yyyy' : 'zzzz');
    expect(wrong.statusCode).toBe(405);
    expect(bodyOf(wrong).message).toBe(MESSAGES.captchaWrong);
    // A wrong try uses the picture up: the right answer to it no longer works.
    expect(bodyOf(await send(mobile, answer)).message).toBe(MESSAGES.captchaWrong);

    const second = await captchaFor(mobile);
    const passed = await send(mobile, second.toUpperCase());
    expect(passed.statusCode).toBe(200);
    ctx.clock.advance(61);
    // Single use: the same answer does not open the next send.
    expect(bodyOf(await send(mobile, second)).message).toBe(MESSAGES.captchaWrong);
  });

  it('lets the captcha expire after 5 minutes', async () => {
    const mobile = newPhone();
    await sendThreeTimes(mobile);
    const answer = await captchaFor(mobile);
    ctx.clock.advance(301);
    const late = await send(mobile, answer);
    expect(late.statusCode).toBe(405);
    expect(bodyOf(late).message).toBe(MESSAGES.captchaWrong);
  });

  it('needs no captcha again once the hour has passed', async () => {
    const mobile = newPhone();
    await sendThreeTimes(mobile);
    expect((await send(mobile)).statusCode).toBe(405);
    ctx.clock.advance(3600);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('stops at 10 sends a day (429) and allows sends again the next day', async () => {
    const mobile = newPhone();
    // 00:00:30 in Shanghai: ten sends 61 minutes apart (never needing a captcha) stay within the day.
    ctx.clock.set(new Date('2026-03-10T16:00:30.000Z'));
    for (let index = 0; index < 10; index += 1) {
      const response = await send(mobile);
      expect(response.statusCode).toBe(200);
      ctx.clock.advance(3660);
    }
    const eleventh = await send(mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(bodyOf(eleventh)).toEqual({ code: 429, message: MESSAGES.smsDailyLimit, data: null });
    ctx.clock.advance(24 * 3600);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('limits sends per client address (429) whatever the phones', async () => {
    const ip = '172.16.0.1';
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await post(ctx, SEND, { mobile: newPhone() }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const last = await post(ctx, SEND, { mobile: newPhone() }, { ip });
    expect(last.statusCode).toBe(429);
    expect(bodyOf(last)).toEqual({ code: 429, message: MESSAGES.tooManyRequests, data: null });
    // Another client is not affected.
    expect((await post(ctx, SEND, { mobile: newPhone() })).statusCode).toBe(200);
  });

  it('does not count an address of RATE_LIMIT_ALLOW_LIST', async () => {
    const allowed = await createTestContext({ env: { RATE_LIMIT_ALLOW_LIST: '10.9.9.9, 10.9.9.10' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        statuses.push((await post(allowed, SEND, { mobile: newPhone() }, { ip: '10.9.9.9' })).statusCode);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      const other = '172.16.9.9';
      for (let index = 0; index < 30; index += 1)
        await post(allowed, SEND, { mobile: newPhone() }, { ip: other });
      expect((await post(allowed, SEND, { mobile: newPhone() }, { ip: other })).statusCode).toBe(429);
    } finally {
      await allowed.close();
    }
  });
});

describe('generateVerifyCodeImage', () => {
  it('rejects a malformed phone', async () => {
    const response = await post(ctx, CAPTCHA, { mobile: '123' });
    expect(bodyOf(response)).toEqual({ code: 400, message: MESSAGES.mobileInvalid, data: null });
  });

  it('replaces an older picture with the newer one', async () => {
    const mobile = newPhone();
    await sendThreeTimes(mobile);
    const first = await captchaFor(mobile);
    const second = await captchaFor(mobile);
    if (first.toLowerCase() !== second.toLowerCase()) {
      expect(bodyOf(await send(mobile, first)).message).toBe(MESSAGES.captchaWrong);
      const third = await captchaFor(mobile);
      expect((await send(mobile, third)).statusCode).toBe(200);
    } else {
      expect((await send(mobile, second)).statusCode).toBe(200);
    }
  });
});

describe('production mode', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => prod.close());

  it('never returns the code or the captcha text', async () => {
    const response = await post(prod, SEND, { mobile: '13800000001' });
    expect(bodyOf(response)).toEqual({ code: 200, message: 'success', data: { devCode: null } });
    expect(prod.sms.lastCodeFor('13800000001')).toMatch(/^\d{6}$/);
    const captcha = bodyOf<{ devCaptcha: string | null }>(
      await post(prod, CAPTCHA, { mobile: '13800000001' }),
    );
    expect(captcha.data.devCaptcha).toBeNull();
  });
});
