/** Produces the picture a browser shows for a QR login; the real adapter asks WeChat for a mini-program code. */
export type WechatProvider = {
  readonly name: string;
  /** A `data:image/png;base64,…` URL of the code that leads a phone to confirm `loginKey`. */
  loginQrCode(loginKey: string): Promise<string>;
};
