import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  createTestContext,
  freshIp,
  get,
  post,
  sendCode,
  type TestContext,
} from '../support/test-app';

// Issue 9, authentication hardening at scale: guessing SMS codes and QR login keys gets nowhere.
// (The single rules — expiry, reuse, five wrong tries, per-phone and per-IP limits, logout — have
// their own tests in mobile-login, send-code and qr-login.)

const LOGIN = '/v1/account/mobileLogin';
const VICTIM = '13800000004';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('SMS code brute force', () => {
  it('1,000 guesses against one phone log nobody in, even when the real code is among them', async () => {
    const real = await sendCode(ctx, VICTIM);
    const attacker = freshIp();
    const statuses = new Map<number, number>();
    let successes = 0;
    for (let guess = 0; guess < 1000; guess += 1) {
      // The sixth guess is the real code: five wrong tries have killed it by then.
      const verificationCode = guess === 5 ? real : String(guess).padStart(6, '0');
      if (guess !== 5 && verificationCode === real) continue;
      const response = await post(ctx, LOGIN, { mobile: VICTIM, verificationCode }, { ip: attacker });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 200) successes += 1;
    }
    expect(successes).toBe(0);
    // Every answer is a refusal: a wrong code (400) or, once the address has tried too often, 429.
    expect([...statuses.keys()].every((status) => status === 400 || status === 429)).toBe(true);
    // The real code, sent alone from a new address, is dead too.
    const late = await post(ctx, LOGIN, { mobile: VICTIM, verificationCode: real });
    expect(bodyOf(late)).toEqual({ code: 400, message: MESSAGES.codeWrong, data: null });
  }, 120_000);

  it('answers a guess for a registered and an unregistered phone identically', async () => {
    await sendCode(ctx, '13800000005');
    const known = await post(ctx, LOGIN, { mobile: '13800000005', verificationCode: '000001' });
    const unknown = await post(ctx, LOGIN, { mobile: '13755550000', verificationCode: '000001' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(bodyOf(unknown)).toEqual(bodyOf(known));
  });
});

describe('QR login key guessing', () => {
  it('1,000 guessed login keys issue no token and no user information', async () => {
    // A real pending code exists, so a guess could only win by hitting its key.
    const real = await get(ctx, '/v1/account/wxLoginQRCode?adminOwnerType=COMMUNITY&envVersion=release');
    expect(real.statusCode).toBe(200);
    const realKey = bodyOf<{ loginKey: string }>(real).data.loginKey;
    const states = new Set<string>();
    for (let guess = 0; guess < 1000; guess += 1) {
      const loginKey = randomBytes(32).toString('base64url');
      expect(loginKey).not.toBe(realKey);
      const response = await get(ctx, `/v1/account/getQRCodeState?loginKey=${loginKey}`);
      expect(response.statusCode).toBe(200);
      const data = bodyOf<{ wxScanQRCodeState: string; loginInfo: unknown }>(response).data;
      expect(data.loginInfo).toBeNull();
      expect(response.body).not.toContain('token');
      states.add(data.wxScanQRCodeState);
    }
    expect([...states]).toEqual(['QR_CODE_EXPIRED']);
  }, 120_000);
});
