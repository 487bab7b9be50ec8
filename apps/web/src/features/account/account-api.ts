import type { AdminOwnerType, QrLoginState } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { request } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';

/** Account calls of SPEC §7 and the owner-H5 QR confirmation of the foundation contract. */

export type SendMobileCodeResult = { devCode: string | null };
export type VerifyCodeImage = { image: string; devCaptcha: string | null };
export type QrCodeResult = { qrCode: string; loginKey: string };
export type QrStateResult = {
  wxScanQRCodeState: QrLoginState;
  loginInfo: UserInfoDto | null;
  failMessage: string | null;
};
export type ScanQrResult = { wxScanQRCodeState: QrLoginState; adminOwnerType: AdminOwnerType };

export type MobileLoginInput = {
  mobile: string;
  verificationCode: string;
  isWxAPP: boolean;
  adminOwnerType: AdminOwnerType;
};

export function sendMobileCode(mobile: string, verifyCodeImage?: string): Promise<SendMobileCodeResult> {
  return request({
    url: '/v1/account/sendMobileCode',
    method: 'POST',
    data: { mobile, verifyCodeImage },
    intercept: false,
  });
}

export function generateVerifyCodeImage(mobile: string): Promise<VerifyCodeImage> {
  return request({
    url: '/v1/account/generateVerifyCodeImage',
    method: 'POST',
    data: { mobile },
    intercept: false,
  });
}

export function mobileLogin(input: MobileLoginInput): Promise<UserInfoDto> {
  return request({ url: '/v1/account/mobileLogin', method: 'POST', data: input, intercept: false });
}

/** Reads the session's user info; interception is off so that "not logged in" stays quiet. */
export function fetchLoginInfo(adminOwnerType: AdminOwnerType): Promise<UserInfoDto> {
  return request({ url: '/v1/account/loginInfoToC', data: { adminOwnerType }, intercept: false });
}

export function logout(): Promise<null> {
  return request({ url: '/v1/account/logoutToC', method: 'POST', intercept: false });
}

export function fetchLoginQrCode(adminOwnerType: AdminOwnerType): Promise<QrCodeResult> {
  return request({
    url: '/v1/account/wxLoginQRCode',
    data: { adminOwnerType, envVersion: 'release' },
    intercept: false,
  });
}

export function fetchQrCodeState(loginKey: string): Promise<QrStateResult> {
  return request({ url: '/v1/account/getQRCodeState', data: { loginKey }, intercept: false });
}

/** Owner H5: tells the server this phone scanned the code (owner session). */
export function scanQrCode(loginKey: string): Promise<ScanQrResult> {
  return request({
    url: '/v1/account/scanQRCode',
    method: 'POST',
    data: { loginKey },
    intercept: false,
    tokenKey: STORAGE_KEYS.ownerToken,
  });
}

export function confirmQrCodeLogin(
  loginKey: string,
  allow: boolean,
): Promise<{ wxScanQRCodeState: QrLoginState }> {
  return request({
    url: '/v1/account/confirmQRCodeLogin',
    method: 'POST',
    data: { loginKey, allow },
    intercept: false,
    tokenKey: STORAGE_KEYS.ownerToken,
  });
}
