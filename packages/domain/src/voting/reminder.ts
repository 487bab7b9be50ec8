import { z } from 'zod';

/**
 * Reminders to voters who have not voted (issue #26 item 3, 催票提醒): who gets one, how a send is
 * counted, and the API shapes shared by the server and the web.
 */

export const REMINDER_MESSAGES = {
  notRunning: '表决未在进行中，只能在投票期间发送催票提醒',
  nothingToSend: '今天没有需要提醒的业主：未投票的业主均已提醒过或已退订提醒',
  alreadySending: '本表决已有催票提醒正在发送，请等待完成后再发送',
  rollNotFrozen: '表决名册尚未冻结，不能发送催票提醒',
  wechatOff: '本平台未开通微信订阅提醒',
  wechatTemplateRequired: '请提供订阅的模板 ID',
  wechatTemplateWrong: '订阅的模板不是本平台的催票提醒模板',
  wechatCodeRequired: '请提供微信授权码（code），以确认您的微信身份',
  wechatUrlRequired: '请提供当前页面地址',
  wechatUrlOutside: '页面地址不属于本平台，不能为它签名',
} as const;

/** The SMS template variable for the title: vendors cap a variable (Aliyun 35 characters). */
export const REMINDER_TITLE_MAX = 20;

export function reminderTitle(title: string): string {
  const chars = [...title.trim()];
  return chars.length <= REMINDER_TITLE_MAX
    ? chars.join('')
    : `${chars.slice(0, REMINDER_TITLE_MAX - 1).join('')}…`;
}

const SHANGHAI_MS = 8 * 3600_000;

/** The Asia/Shanghai day ('YYYY-MM-DD') a reminder counts against: one per owner per day per vote. */
export function reminderDay(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_MS).toISOString().slice(0, 10);
}

/** The end date as the SMS shows it: 'YYYY-MM-DD HH:mm' Shanghai time. */
export function reminderEndDate(end: Date): string {
  const text = new Date(end.getTime() + SHANGHAI_MS).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}

/** An owner of a voter who has not voted, as the preview and the job see them. */
export type ReminderCandidate = { userId: number; optedOut: boolean; remindedToday: boolean };

/**
 * Who a send reaches: each owner once (an owner of two voters counts once), never an opted-out owner,
 * never one already reminded today for this vote.
 */
export function reminderTargets(candidates: readonly ReminderCandidate[]) {
  const seen = new Map<number, ReminderCandidate>();
  for (const candidate of candidates) {
    const known = seen.get(candidate.userId);
    seen.set(candidate.userId, {
      userId: candidate.userId,
      optedOut: candidate.optedOut || (known?.optedOut ?? false),
      remindedToday: candidate.remindedToday || (known?.remindedToday ?? false),
    });
  }
  const owners = [...seen.values()];
  const optedOut = owners.filter((owner) => owner.optedOut).length;
  const remindedToday = owners.filter((owner) => !owner.optedOut && owner.remindedToday).length;
  const targets = owners
    .filter((owner) => !owner.optedOut && !owner.remindedToday)
    .map((owner) => owner.userId);
  return { owners: owners.length, optedOut, remindedToday, targets };
}

export const reminderPreviewDto = z.object({
  votingCode: z.string(),
  /** Whether the vote is running (reminders only then); `blockedReason` says why not. */
  running: z.boolean(),
  blockedReason: z.string().nullable(),
  /** Voters in scope who have not voted. */
  notVotedVoters: z.number().int(),
  /** Their owners (people; an owner of two such voters counts once). */
  notVotedOwners: z.number().int(),
  optedOut: z.number().int(),
  remindedToday: z.number().int(),
  /** Owners a send now reaches (in-app notice to each; SMS to those with a number). */
  toSend: z.number().int(),
  /** Whether SMS goes too (the provider has the reminder template). */
  smsConfigured: z.boolean(),
  /** Whether a WeChat subscribe message goes too, to owners who accepted it. */
  wechatConfigured: z.boolean(),
  /** A send still queued or running. */
  sending: z.boolean(),
});
export type ReminderPreviewDto = z.infer<typeof reminderPreviewDto>;

export const ReminderSendState = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

export const reminderSendDto = z.object({
  sendCode: z.string(),
  state: z.enum(ReminderSendState),
  /** The job's 0–100 progress while it runs. */
  progress: z.number().int(),
  jobId: z.string().nullable(),
  senderName: z.string(),
  remindDate: z.string(),
  planned: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  inAppOnly: z.number().int(),
  /** The WeChat subscribe-message channel: accepted, refused, owners without a subscription. */
  wechatSent: z.number().int(),
  wechatFailed: z.number().int(),
  wechatSkipped: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReminderSendDto = z.infer<typeof reminderSendDto>;

export const ownerReminderDto = z.object({
  votingCode: z.string(),
  title: z.string(),
  communityName: z.string(),
  endDate: z.string().nullable(),
  remindedAt: z.string(),
  /** Whether the owner has voted since (the reminder then only stays as history). */
  voted: z.boolean(),
});
export type OwnerReminderDto = z.infer<typeof ownerReminderDto>;

export const reminderOptOutDto = z.object({ optedOut: z.boolean() });
export type ReminderOptOutDto = z.infer<typeof reminderOptOutDto>;

/**
 * POST /v1/owner/wechatSubscribe: the owner accepted the reminder template in WeChat's
 * wx-open-subscribe on the owner H5; `code` is the page's OAuth code, traded by the server for the
 * owner's openid (an openid sent by the page would not be proof of who the owner is).
 */
export const wechatSubscribeInput = z
  .object({
    templateId: z
      .string({ error: REMINDER_MESSAGES.wechatTemplateRequired })
      .trim()
      .min(1, REMINDER_MESSAGES.wechatTemplateRequired)
      .max(128, REMINDER_MESSAGES.wechatTemplateWrong),
    code: z
      .string({ error: REMINDER_MESSAGES.wechatCodeRequired })
      .trim()
      .min(1, REMINDER_MESSAGES.wechatCodeRequired)
      .max(256, REMINDER_MESSAGES.wechatCodeRequired),
  })
  .strict();
export type WechatSubscribeInput = z.infer<typeof wechatSubscribeInput>;

export const wechatSubscribeDto = z.object({ templateId: z.string(), acceptedAt: z.string() });
export type WechatSubscribeDto = z.infer<typeof wechatSubscribeDto>;

/** The `state` the owner H5 gives WeChat's OAuth redirect, to know the code that comes back is its own. */
export const WECHAT_SUBSCRIBE_OAUTH_STATE = 'gz-remind';

/**
 * GET /v1/owner/wechatReminderSetup: what the owner H5 needs to show wx-open-subscribe on the page
 * at `url` (an address of this deployment; its #fragment is ignored, as WeChat does).
 */
export const wechatReminderSetupInput = z
  .object({
    url: z
      .string({ error: REMINDER_MESSAGES.wechatUrlRequired })
      .trim()
      .min(1, REMINDER_MESSAGES.wechatUrlRequired)
      .max(1000, REMINDER_MESSAGES.wechatUrlOutside),
  })
  .strict();

export const wechatReminderSetupDto = z.object({
  /** wx.config's fields: the JS-SDK signature of `url`. */
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  /** The reminder template wx-open-subscribe offers. */
  templateId: z.string(),
  /** Where the page sends the owner (snsapi_base, silent) for the code POST wechatSubscribe needs. */
  oauthUrl: z.string(),
  /** The owner's acceptance of this template, null when they have not accepted it. */
  acceptedAt: z.string().nullable(),
});
export type WechatReminderSetupDto = z.infer<typeof wechatReminderSetupDto>;
