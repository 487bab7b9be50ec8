import { reminderEndDate, reminderTitle } from '@gongzhi/domain/voting/reminder';
import type { ReminderWechatState } from '../../db/tables/voting-reminder';
import type { WechatProvider } from '../../providers/wechat/wechat-provider';
import { WechatError } from '../../providers/wechat/wechat-provider';
import type { VotingRow } from './repository';

/**
 * The reminders' WeChat channel (issue #26 item 3): a subscribe message (订阅通知) to owners who
 * accepted the template on the owner H5. On only when the template is configured (app.ts decides:
 * the API adapter in production, never the dev stand-in).
 */
export type ReminderWechatChannel = {
  provider: WechatProvider;
  templateId: string;
  /** The template's keys of the vote's title and its end time (WECHAT_REMINDER_TEMPLATE_PARAM). */
  titleKey: string;
  endKey: string;
  /** Public URL of this deployment: the message opens the vote on the owner H5. */
  publicUrl: string;
  /** A long-term template (WECHAT_REMINDER_LONG_TERM): a message does not use the acceptance up. */
  longTerm: boolean;
};

export type WechatOutcome = {
  wechatState: ReminderWechatState;
  wechatError: string | null;
  /**
   * The owner's acceptance is used up: WeChat allows one message per acceptance of a one-time
   * subscribe template, and a refusal (43101) or a foreign openid will not change by asking again tomorrow.
   * The owner is then asked to accept again on the owner H5 (提醒设置 shows 未订阅).
   */
  spent: boolean;
};

/** Failures after which the acceptance is of no further use. */
const SPENDING_FAILURES = new Set(['refused', 'invalid-openid']);

const WECHAT_ERROR_LABEL: Record<string, string> = {
  refused: '业主未订阅或已拒收微信提醒',
  'invalid-openid': '微信用户标识无效',
};

/**
 * Sends one owner's subscribe message. Every failure is that owner's (counted, never retried: a
 * retry after a timeout could deliver twice); an owner without an accepted subscription is skipped.
 */
export async function sendWechatReminder(
  channel: ReminderWechatChannel,
  voting: Pick<VotingRow, 'votingCode' | 'title' | 'endDate'>,
  openId: string | null,
): Promise<WechatOutcome> {
  if (!openId) return { wechatState: 'SKIPPED', wechatError: null, spent: false };
  try {
    await channel.provider.sendSubscribeMessage({
      openId,
      templateId: channel.templateId,
      page: `${channel.publicUrl.replace(/\/+$/, '')}/owner/votes/${encodeURIComponent(voting.votingCode)}`,
      data: {
        [channel.titleKey]: reminderTitle(voting.title),
        [channel.endKey]: voting.endDate ? reminderEndDate(voting.endDate) : '',
      },
    });
    return { wechatState: 'SENT', wechatError: null, spent: !channel.longTerm };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const label = error instanceof WechatError ? WECHAT_ERROR_LABEL[error.failure] : undefined;
    return {
      wechatState: 'FAILED',
      wechatError: (label ? `${label}（${message}）` : `微信提醒发送失败：${message}`).slice(0, 200),
      spent: error instanceof WechatError && SPENDING_FAILURES.has(error.failure),
    };
  }
}
