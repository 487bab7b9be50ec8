import { SMS_CODE_TTL_SECONDS } from '@gongzhi/domain/account/login-rules';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsVendorSettings } from '../../config';
import {
  maskMobile,
  noticeTemplateMissing,
  type SmsFailureKind,
  type SmsNotice,
  type SmsProvider,
  SmsSendError,
} from './sms-provider';

const USER_MESSAGE: Record<SmsFailureKind, string> = {
  'rate-limited': VENDOR_MESSAGES.smsTooFrequent,
  'mobile-refused': VENDOR_MESSAGES.smsMobileRefused,
  unavailable: VENDOR_MESSAGES.smsUnavailable,
};

/** A vendor call that did not go out, as the adapter read the vendor's answer (or its absence). */
export class VendorSmsFailure extends Error {
  readonly kind: SmsFailureKind;
  readonly delivery: 'refused' | 'unknown';
  /** What the vendor said (code, message, request id), for the log; secrets already redacted. */
  readonly vendor: object;

  constructor(input: { kind: SmsFailureKind; delivery: 'refused' | 'unknown'; vendor: object }) {
    super('SMS vendor send failed');
    this.kind = input.kind;
    this.delivery = input.delivery;
    this.vendor = input.vendor;
  }
}

/**
 * One vendor's SendSms of one templated message to one number, in the vendor's own variable form
 * (`Params`): resolves with the request id once accepted, throws {@link VendorSmsFailure} otherwise.
 * `secrets` are what must not reach the log from the vendor's error text.
 */
export type VendorSendSms<Params> = (
  mobile: string,
  templateId: string,
  params: Params,
  secrets: string[],
) => Promise<string | undefined>;

/**
 * The part of the Aliyun and Tencent adapters that is not the vendor's wire format: the login code and
 * the notice go through the same SendSms path, failures become {@link SmsSendError} and every send is
 * logged with the phone masked (`what` names it: 'login code' or the notice kind).
 */
export function vendorSmsProvider<Params>(input: {
  name: 'aliyun' | 'tencent';
  settings: SmsVendorSettings;
  log: FastifyBaseLogger;
  sendSms: VendorSendSms<Params>;
  /** The code's template variables; `minutes` is the code's lifetime in minutes. */
  codeParams: (code: string, minutes: string) => Params;
  /** The notice's template variables. */
  noticeParams: (notice: SmsNotice) => Params;
}): SmsProvider {
  const { name, settings, log } = input;

  async function send(mobile: string, templateId: string, params: Params, secrets: string[], what: string) {
    let requestId: string | undefined;
    try {
      requestId = await input.sendSms(mobile, templateId, params, secrets);
    } catch (error) {
      if (!(error instanceof VendorSmsFailure)) throw error;
      const line = { sms: { provider: name, mobile: maskMobile(mobile), ...error.vendor } };
      if (error.kind === 'unavailable') log.error(line, 'SMS vendor send failed');
      else log.warn(line, 'SMS vendor refused the message');
      throw new SmsSendError({
        kind: error.kind,
        delivery: error.delivery,
        message: USER_MESSAGE[error.kind],
      });
    }
    log.info({ sms: { provider: name, mobile: maskMobile(mobile), requestId } }, `SMS ${what} sent`);
  }

  return {
    name,
    async sendLoginCode(mobile, code) {
      const params = input.codeParams(code, String(Math.ceil(SMS_CODE_TTL_SECONDS / 60)));
      await send(mobile, settings.templateId, params, [code, mobile, settings.accessKeySecret], 'login code');
    },
    noticesConfigured: settings.reminderTemplateId !== null,
    async sendNotice(mobile, notice) {
      if (!settings.reminderTemplateId) throw noticeTemplateMissing();
      const params = input.noticeParams(notice);
      await send(
        mobile,
        settings.reminderTemplateId,
        params,
        [mobile, settings.accessKeySecret],
        notice.kind,
      );
    },
  };
}
