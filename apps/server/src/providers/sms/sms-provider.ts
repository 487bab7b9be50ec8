/**
 * A templated notice other than a login code. VOTE_REMINDER (issue #26 item 3): the vote's title and
 * end date, sent with SMS_REMINDER_TEMPLATE_ID whose variables SMS_REMINDER_TEMPLATE_PARAM names
 * (`title,endDate` by default; Tencent: `{1}` and `{2}` in that order).
 */
export type SmsNotice = { kind: 'VOTE_REMINDER'; title: string; endDate: string };

/**
 * Sends login codes and notices by SMS. Adapters: console (development), Aliyun SMS and Tencent Cloud SMS, chosen
 * by the SMS_* settings (create-sms-provider.ts, docs/deploy.md).
 */
export type SmsProvider = {
  readonly name: string;
  /** Resolves once the vendor accepted the message; a vendor refusal or failure throws {@link SmsSendError}. */
  sendLoginCode(mobile: string, code: string): Promise<void>;
  /** False when notices cannot go (no notice template configured): callers skip SMS, not fail each. */
  readonly noticesConfigured: boolean;
  /** Resolves once the vendor accepted the notice; failures throw {@link SmsSendError} as above. */
  sendNotice(mobile: string, notice: SmsNotice): Promise<void>;
};

/** The notice's variables in template order: [title, endDate]. */
export function noticeValues(notice: SmsNotice): [string, string] {
  return [notice.title, notice.endDate];
}

/**
 * How a vendor send failed, as far as the user and the code bookkeeping care:
 * - `rate-limited`: the vendor's flow control (per phone or per account) said no;
 * - `mobile-refused`: the vendor will not send to this number;
 * - `unavailable`: keys, template, sign, balance, a vendor outage; nothing the user can change.
 */
export type SmsFailureKind = 'rate-limited' | 'mobile-refused' | 'unavailable';

/**
 * A vendor send that did not go out. `delivery` says whether the message surely did not leave
 * (`refused`: the vendor answered no) or may still arrive (`unknown`: network error or timeout).
 * `message` is the Chinese text for the user; the vendor's detail was already logged by the adapter.
 */
export class SmsSendError extends Error {
  readonly kind: SmsFailureKind;
  readonly delivery: 'refused' | 'unknown';
  readonly status: number;

  constructor(input: { kind: SmsFailureKind; delivery: 'refused' | 'unknown'; message: string }) {
    super(input.message);
    this.name = 'SmsSendError';
    this.kind = input.kind;
    this.delivery = input.delivery;
    this.status = input.kind === 'rate-limited' ? 429 : input.kind === 'mobile-refused' ? 400 : 503;
  }
}

/** 138****5678: enough to tell numbers apart in a log, not enough to call one. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** A notice asked of a vendor adapter without SMS_REMINDER_TEMPLATE_ID: surely not sent. */
export function noticeTemplateMissing(): SmsSendError {
  return new SmsSendError({
    kind: 'unavailable',
    delivery: 'refused',
    message: '未配置催票短信模板（SMS_REMINDER_TEMPLATE_ID），短信未发送',
  });
}
