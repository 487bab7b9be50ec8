import Dysms, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsVendorSettings } from '../../config';
import { aliyunClientConfig, cjsDefault, errorName, errorText, redact } from '../cloud-vendor';
import { noticeValues, type SmsFailureKind, type SmsProvider } from './sms-provider';
import { type VendorSendSms, VendorSmsFailure, vendorSmsProvider } from './vendor-sms';

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

export type VendorSmsOptions = { settings: SmsVendorSettings; log: FastifyBaseLogger; timeoutMs?: number };

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms): one templated message per code. The template is
 * SMS_TEMPLATE_ID (`SMS_123…`) whose variables SMS_TEMPLATE_PARAM names (`code`, or `code,min`).
 */
export function createAliyunSmsProvider(options: VendorSmsOptions): SmsProvider {
  const { settings } = options;
  const Client = cjsDefault(Dysms);
  const client = new Client(aliyunClientConfig(settings, options.timeoutMs ?? 10_000));

  /** One SendSms call; the template's variables by name. */
  const sendSms: VendorSendSms<Record<string, string>> = async (mobile, templateCode, params, secrets) => {
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
      throw new VendorSmsFailure({
        kind: vendorCode && answered ? classifyAliyunSmsCode(vendorCode) : 'unavailable',
        delivery: answered ? 'refused' : 'unknown',
        vendor: { code: vendorCode ?? errorName(error), message: errorText(error, secrets) },
      });
    }
    if (answer?.code !== 'OK') {
      const vendorCode = answer?.code ?? 'NoCode';
      throw new VendorSmsFailure({
        kind: classifyAliyunSmsCode(vendorCode),
        delivery: 'refused',
        vendor: {
          code: vendorCode,
          message: redact(answer?.message ?? '', secrets),
          requestId: answer?.requestId,
        },
      });
    }
    return answer.requestId;
  };

  return vendorSmsProvider({
    name: 'aliyun',
    settings,
    log: options.log,
    sendSms,
    codeParams(code, minutes) {
      const [codeName = 'code', minutesName] = settings.templateParams;
      const params: Record<string, string> = { [codeName]: code };
      if (minutesName) params[minutesName] = minutes;
      return params;
    },
    noticeParams(notice) {
      const [titleName, endName] = settings.reminderTemplateParams;
      const [title, endDate] = noticeValues(notice);
      return { [titleName]: title, [endName]: endDate };
    },
  });
}
