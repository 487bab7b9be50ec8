import QRCode from 'qrcode';
import type { WechatProvider } from './wechat-provider';

/** The URL the QR encodes: the owner H5 page that stands in for the mini-program (DESIGN §1). */
export function scanLoginUrl(publicUrl: string, loginKey: string): string {
  return `${publicUrl}/owner/scan-login?loginKey=${encodeURIComponent(loginKey)}`;
}

/** Development provider: a plain QR code of the owner-H5 scan page, confirmed on a phone. */
export function createDevWechatProvider(publicUrl: string): WechatProvider {
  return {
    name: 'dev',
    loginQrCode: (loginKey) =>
      QRCode.toDataURL(scanLoginUrl(publicUrl, loginKey), {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      }),
  };
}
