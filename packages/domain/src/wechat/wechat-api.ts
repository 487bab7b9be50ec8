import { z } from 'zod';

/**
 * Payloads of the `weChatService` calls (SPEC §7 names them; the fields are ours, shaped after the
 * WeChat APIs they stand in front of: JS-SDK signing, OAuth code exchange, follower lookup and the
 * mini-program code without a count limit).
 */

/** Characters WeChat allows in the `scene` of an unlimited mini-program code (at most 32). */
export const QR_SCENE_PATTERN = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/;
/** A mini-program page path such as `pages/vote/index`: no leading slash, no query. */
export const QR_PAGE_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/** Width limits WeChat accepts for the code, in pixels. */
export const QR_WIDTH = { min: 280, max: 1280, default: 430 } as const;

export const WECHAT_MESSAGES = {
  urlRequired: '请提供当前页面地址',
  urlInvalid: '页面地址必须是以 http 或 https 开头的完整地址',
  urlOutside: '页面地址不属于本平台，不能为它签名',
  codeRequired: '请提供微信授权码',
  codeInvalid: '微信授权码格式不正确',
  openIdRequired: '请提供 openId',
  openIdInvalid: 'openId 格式不正确',
  sceneRequired: '请提供场景值 scene',
  sceneInvalid: "场景值最多32个字符，只能包含字母、数字和 !#$&'()*+,/:;=?@-._~",
  pageInvalid: '页面路径格式不正确，例如 pages/index/index',
  widthInvalid: `二维码宽度应在${QR_WIDTH.min}到${QR_WIDTH.max}像素之间`,
  codeRejected: '微信授权码无效或已过期，请重新进入页面',
  openIdRejected: '该 openId 不属于本公众号',
  upstream: '微信服务暂时不可用，请稍后再试',
} as const;

const pageUrl = z
  .string({ error: WECHAT_MESSAGES.urlRequired })
  .trim()
  .min(1, WECHAT_MESSAGES.urlRequired)
  .max(1000, WECHAT_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  }, WECHAT_MESSAGES.urlInvalid);

/**
 * GET /v1/weChatService/getTicket: the JS-SDK signature for the page at `url`, an address under
 * PUBLIC_URL (checked by the server; its #fragment is ignored, as WeChat does).
 */
export const getTicketInput = z.object({ url: pageUrl });

export const jsSdkConfigDto = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JsSdkConfigDto = z.infer<typeof jsSdkConfigDto>;

/** GET /v1/weChatService/getOpenId: trades a one-time OAuth `code` for the visitor's openId. */
export const getOpenIdInput = z.object({
  code: z
    .string({ error: WECHAT_MESSAGES.codeRequired })
    .trim()
    .min(1, WECHAT_MESSAGES.codeRequired)
    .max(128, WECHAT_MESSAGES.codeInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, WECHAT_MESSAGES.codeInvalid),
});

export const openIdDto = z.object({ openId: z.string(), unionId: z.string().nullable() });

const openIdSchema = z
  .string({ error: WECHAT_MESSAGES.openIdRequired })
  .trim()
  .min(1, WECHAT_MESSAGES.openIdRequired)
  .regex(/^[A-Za-z0-9_-]{6,64}$/, WECHAT_MESSAGES.openIdInvalid);

/** GET /v1/weChatService/subscribe: whether the visitor follows the official account. */
export const subscribeInput = z.object({ openId: openIdSchema });

export const subscribeDto = z.object({
  openId: z.string(),
  subscribe: z.enum(['YES', 'NO']),
  /** When the visitor followed (ISO 8601), null when not following. */
  subscribeTime: z.string().nullable(),
});
export type SubscribeDto = z.infer<typeof subscribeDto>;

/** GET /v1/weChatService/unlimitedQRCode: a PNG mini-program code carrying `scene` to `page`. */
export const unlimitedQrCodeInput = z.object({
  scene: z
    .string({ error: WECHAT_MESSAGES.sceneRequired })
    .min(1, WECHAT_MESSAGES.sceneRequired)
    .regex(QR_SCENE_PATTERN, WECHAT_MESSAGES.sceneInvalid),
  page: z
    .string()
    .max(100, WECHAT_MESSAGES.pageInvalid)
    .regex(QR_PAGE_PATTERN, WECHAT_MESSAGES.pageInvalid)
    .optional(),
  width: z.coerce
    .number({ error: WECHAT_MESSAGES.widthInvalid })
    .int(WECHAT_MESSAGES.widthInvalid)
    .min(QR_WIDTH.min, WECHAT_MESSAGES.widthInvalid)
    .max(QR_WIDTH.max, WECHAT_MESSAGES.widthInvalid)
    .default(QR_WIDTH.default),
});
export type UnlimitedQrCodeInput = z.output<typeof unlimitedQrCodeInput>;
