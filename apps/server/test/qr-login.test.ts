import { userInfoDto } from '@gongzhi/domain/account/user-info';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../src/common/server-messages';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type QrState = { wxScanQRCodeState: string; loginInfo: unknown; failMessage: string | null };

async function newQr(adminOwnerType: 'COMMUNITY' | 'GOV' = 'COMMUNITY') {
  const response = await get(
    ctx,
    `/v1/account/wxLoginQRCode?adminOwnerType=${adminOwnerType}&envVersion=release`,
  );
  expect(response.statusCode).toBe(200);
  return bodyOf<{ qrCode: string; loginKey: string }>(response).data;
}

async function poll(loginKey: string): Promise<QrState> {
  const response = await get(ctx, `/v1/account/getQRCodeState?loginKey=${encodeURIComponent(loginKey)}`);
  expect(response.statusCode).toBe(200);
  return bodyOf<QrState>(response).data;
}

const scan = (loginKey: string, token: string) =>
  post(ctx, '/v1/account/scanQRCode', { loginKey }, { token });
const confirm = (loginKey: string, allow: boolean, token: string) =>
  post(ctx, '/v1/account/confirmQRCodeLogin', { loginKey, allow }, { token });

describe('QR login', () => {
  it('issues a PNG QR of the owner-H5 scan page with an unguessable key', async () => {
    const first = await newQr();
    const second = await newQr();
    expect(first.qrCode.startsWith('data:image/png;base64,')).toBe(true);
    expect(first.loginKey).toMatch(/^[\w-]{43}$/);
    expect(first.loginKey).not.toBe(second.loginKey);
    expect(await poll(first.loginKey)).toEqual({
      wxScanQRCodeState: 'UNSCENTED_CODE',
      loginInfo: null,
      failMessage: null,
    });
  });

  it('goes unscanned → scanned → allowed, and hands out the token exactly once', async () => {
    const owner = await tokenFor(ctx, '13800000001', { isWxAPP: true });
    const { loginKey } = await newQr();
    const scanned = await scan(loginKey, owner);
    expect(bodyOf(scanned)).toEqual({
      code: 200,
      message: 'success',
      data: { wxScanQRCodeState: 'SCANNED_CODE', adminOwnerType: 'COMMUNITY' },
    });
    expect((await poll(loginKey)).wxScanQRCodeState).toBe('SCANNED_CODE');

    const allowed = await confirm(loginKey, true, owner);
    expect(bodyOf(allowed).data).toEqual({ wxScanQRCodeState: 'SCANNED_CODE_ALLOW_LOGIN' });

    const first = await poll(loginKey);
    expect(first.wxScanQRCodeState).toBe('SCANNED_CODE_ALLOW_LOGIN');
    const info = userInfoDto.parse(first.loginInfo);
    expect(info.mobile).toBe('13800000001');
    expect(info.communities).toHaveLength(3);
    const workbench = await get(ctx, '/v1/account/loginInfoToC', { token: info.token });
    expect(workbench.statusCode).toBe(200);

    const second = await poll(loginKey);
    expect(second).toEqual({
      wxScanQRCodeState: 'SCANNED_CODE_ALLOW_LOGIN',
      loginInfo: null,
      failMessage: null,
    });
  });

  it('gives a government session for a GOV code', async () => {
    const owner = await tokenFor(ctx, '13800000006', { isWxAPP: true });
    const { loginKey } = await newQr('GOV');
    expect(bodyOf<{ adminOwnerType: string }>(await scan(loginKey, owner)).data.adminOwnerType).toBe('GOV');
    await confirm(loginKey, true, owner);
    const info = userInfoDto.parse((await poll(loginKey)).loginInfo);
    expect(info.adminOwnerType).toBe('GOV');
    expect(info.communities[0]?.roles).toEqual(['STREET_GOV_MEMBER']);
  });

  it('records a refusal', async () => {
    const owner = await tokenFor(ctx, '13800000002', { isWxAPP: true });
    const { loginKey } = await newQr();
    await scan(loginKey, owner);
    const refused = await confirm(loginKey, false, owner);
    expect(bodyOf(refused).data).toEqual({ wxScanQRCodeState: 'SCANNED_CODE_REFUSE_LOGIN' });
    expect(await poll(loginKey)).toEqual({
      wxScanQRCodeState: 'SCANNED_CODE_REFUSE_LOGIN',
      loginInfo: null,
      failMessage: null,
    });
    // A decided code cannot be allowed afterwards.
    expect((await confirm(loginKey, true, owner)).statusCode).toBe(409);
  });

  it('refuses a user not admitted to the government workbench, on the phone and in the browser', async () => {
    const owner = await tokenFor(ctx, '13800000004', { isWxAPP: true });
    // The community workbench admits them without communities (they may register one, community.md).
    const { loginKey } = await newQr();
    await scan(loginKey, owner);
    expect(bodyOf(await confirm(loginKey, true, owner)).data).toEqual({
      wxScanQRCodeState: 'SCANNED_CODE_ALLOW_LOGIN',
    });
    expect(userInfoDto.parse((await poll(loginKey)).loginInfo).communities).toEqual([]);

    const gov = await newQr('GOV');
    await scan(gov.loginKey, owner);
    expect(bodyOf(await confirm(gov.loginKey, true, owner)).message).toBe(MESSAGES.notGovStaff);
    expect((await poll(gov.loginKey)).failMessage).toBe(MESSAGES.notGovStaff);
  });

  it('expires after 120 seconds', async () => {
    const owner = await tokenFor(ctx, '13800000001', { isWxAPP: true });
    const { loginKey } = await newQr();
    ctx.clock.advance(119);
    expect((await poll(loginKey)).wxScanQRCodeState).toBe('UNSCENTED_CODE');
    ctx.clock.advance(2);
    expect(await poll(loginKey)).toEqual({
      wxScanQRCodeState: 'QR_CODE_EXPIRED',
      loginInfo: null,
      failMessage: null,
    });
    const late = await scan(loginKey, owner);
    expect(bodyOf(late)).toEqual({ code: 400, message: SERVER_MESSAGES.qrExpired, data: null });
  });

  it('answers unknown keys as expired, never with a token or an error', async () => {
    for (const key of ['made-up-key', 'A'.repeat(43), "'; drop table qr_logins; --"]) {
      expect(await poll(key)).toEqual({
        wxScanQRCodeState: 'QR_CODE_EXPIRED',
        loginInfo: null,
        failMessage: null,
      });
    }
    const missing = await get(ctx, '/v1/account/getQRCodeState');
    expect(missing.statusCode).toBe(400);
  });

  it('lets only the scanning phone decide, and only owner-H5 sessions scan', async () => {
    const scanner = await tokenFor(ctx, '13800000001', { isWxAPP: true });
    const other = await tokenFor(ctx, '13800000003', { isWxAPP: true });
    const workbench = await tokenFor(ctx, '13800000001');
    const { loginKey } = await newQr();

    expect((await scan(loginKey, workbench)).statusCode).toBe(401);
    expect((await post(ctx, '/v1/account/scanQRCode', { loginKey })).statusCode).toBe(401);

    await scan(loginKey, scanner);
    const stolen = await scan(loginKey, other);
    expect(bodyOf(stolen)).toEqual({ code: 409, message: SERVER_MESSAGES.qrScannedByOther, data: null });
    expect((await confirm(loginKey, true, other)).statusCode).toBe(409);
    expect((await poll(loginKey)).wxScanQRCodeState).toBe('SCANNED_CODE');
  });

  it('validates the inputs', async () => {
    const owner = await tokenFor(ctx, '13800000001', { isWxAPP: true });
    expect((await get(ctx, '/v1/account/wxLoginQRCode?adminOwnerType=ADMIN')).statusCode).toBe(400);
    expect((await post(ctx, '/v1/account/scanQRCode', {}, { token: owner })).statusCode).toBe(400);
    const badAllow = await post(
      ctx,
      '/v1/account/confirmQRCodeLogin',
      { loginKey: 'k', allow: 'yes' },
      { token: owner },
    );
    expect(badAllow.statusCode).toBe(400);
    expect(bodyOf(badAllow).message.startsWith('allow：')).toBe(true);
  });

  it('keeps login keys out of the log', async () => {
    const { loginKey } = await newQr();
    await poll(loginKey);
    expect(ctx.logs.some((line) => line.includes('getQRCodeState?loginKey=[REDACTED]'))).toBe(true);
    expect(ctx.logs.some((line) => line.includes(loginKey))).toBe(false);
  });
});
