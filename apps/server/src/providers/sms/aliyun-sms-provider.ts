import Dysms, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { SMS_CODE_TTL_SECONDS } from '@gongzhi/domain/account/login-rules';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsVendorSettings } from '../../config';
import { aliyunClientConfig, cjsDefault, errorName, errorText, redact } from '../cloud-vendor';
import {
  maskMobile,
  noticeTemplateMissing,
  noticeValues,
  type SmsFailureKind,
  type SmsProvider,
  SmsSendError,
} from './sms-provider';

/** Per-phone and per-account flow control (SendSms error codes, Aliyun SMS docs). */
const RATE_LIMITED = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'isv.MONTH_LIMIT_CONTROL',
  'isv.ACCOUNT_DAY_LIMIT_CONTROL',
]);
/** The number itself: malformed for the vendor, or on its blacklist. */
const MOBILE_REFUSED = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.PHONE_NUMBER_ILLEGAL',
  'isv.BLACK_KEY_CONTROL_LIMIT',
]);

export function classifyAliyunSmsCode(code: string): SmsFailureKind {
  if (RATE_LIMITED.has(code) || code.startsWith('Throttling')) return 'rate-limited';
  if (MOBILE_REFUSED.has(code)) return 'mobile-refused';
  return 'unavailable';
}

const USER_MESSAGE: Record<SmsFailureKind, string> = {
  'rate-limited': VENDOR_MESSAGES.smsTooFrequent,
  'mobile-refused': VENDOR_MESSAGES.smsMobileRefused,
  unavailable: VENDOR_MESSAGES.smsUnavailable,
};

export type VendorSmsOptions = { settings: SmsVendorSettings; log: FastifyBaseLogger; timeoutMs?: number };

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms): one templated message per code. The template is
 * SMS_TEMPLATE_ID (`SMS_123…`) whose variables SMS_TEMPLATE_PARAM names (`code`, or `code,min`).
 */
export function createAliyunSmsProvider(options: VendorSmsOptions): SmsProvider {
  const { settings, log } = options;
  const Client = cjsDefault(Dysms);
  const client = new Client(aliyunClientConfig(settings, options.timeoutMs ?? 10_000));

  /** One SendSms call; `what` names it in the log ('login code' or the notice kind). */
  async function send(
    mobile: string,
    templateCode: string,
    params: Record<string, string>,
    secrets: string[],
    what: string,
  ): Promise<void> {
    const fail = (failure: { kind: SmsFailureKind; delivery: 'refused' | 'unknown'; vendor: object }) => {
      const line = { sms: { provider: 'aliyun', mobile: maskMobile(mobile), ...failure.vendor } };
      if (failure.kind === 'unavailable') log.error(line, 'SMS vendor send failed');
      else log.warn(line, 'SMS vendor refused the message');
      return new SmsSendError({ ...failure, message: USER_MESSAGE[failure.kind] });
    };
    let answer: { code?: string; message?: string; requestId?: string } | undefined;
    try {
      const response = await client.sendSms(
        new SendSmsRequest({
          phoneNumbers: mobile,
          signName: settings.signName,
          templateCode,
          templateParam: JSON.stringify(params),
        }),
      );
      answer = response.body;
    } catch (error) {
      // A vendor answer with an error status (bad keys, throttling) carries `code`; anything
      // else (refused connection, timeout) may or may not have reached the vendor.
      const vendorCode =
        typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null;
      const answered = typeof (error as { statusCode?: unknown }).statusCode === 'number';
      throw fail({
        kind: vendorCode && answered ? classifyAliyunSmsCode(vendorCode) : 'unavailable',
        delivery: answered ? 'refused' : 'unknown',
        vendor: { code: vendorCode ?? errorName(error), message: errorText(error, secrets) },
      });
    }
    if (answer?.code !== 'OK') {
      const vendorCode = answer?.code ?? 'NoCode';
      throw fail({
        kind: classifyAliyunSmsCode(vendorCode),
        delivery: 'refused',
        vendor: {
          code: vendorCode,
          message: redact(answer?.message ?? '', secrets),
          requestId: answer?.requestId,
        },
      });
    }
    log.info(
      { sms: { provider: 'aliyun', mobile: maskMobile(mobile), requestId: answer.requestId } },
      `SMS ${what} sent`,
    );
  }

  return {
    name: 'aliyun',
    async sendLoginCode(mobile, code) {
      const [codeName = 'code', minutesName] = settings.templateParams;
      const params: Record<string, string> = { [codeName]: code };
      if (minutesName) params[minutesName] = String(Math.ceil(SMS_CODE_TTL_SECONDS / 60));
      await send(mobile, settings.templateId, params, [code, mobile, settings.accessKeySecret], 'login code');
    },
    noticesConfigured: settings.reminderTemplateId !== null,
    async sendNotice(mobile, notice) {
      if (!settings.reminderTemplateId) throw noticeTemplateMissing();
      const [titleName, endName] = settings.reminderTemplateParams;
      const [title, endDate] = noticeValues(notice);
      const params = { [titleName]: title, [endName]: endDate };
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
