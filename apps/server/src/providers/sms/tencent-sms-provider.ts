import { SMS_CODE_TTL_SECONDS } from '@gongzhi/domain/account/login-rules';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import type { FastifyBaseLogger } from 'fastify';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { SmsVendorSettings } from '../../config';
import { errorName, errorText, parseVendorEndpoint, redact } from '../cloud-vendor';
import {
  maskMobile,
  noticeTemplateMissing,
  noticeValues,
  type SmsFailureKind,
  type SmsProvider,
  SmsSendError,
} from './sms-provider';

/** The number itself (Tencent Cloud SMS error codes): malformed, or opted out of this sender. */
const MOBILE_REFUSED = new Set([
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.PhoneNumberInBlacklist',
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail.PhoneNumber',
]);

/** Flow control is `LimitExceeded.*` (per phone per 30 s / hour / day, per app) or the API's own. */
export function classifyTencentSmsCode(code: string): SmsFailureKind {
  if (code.startsWith('LimitExceeded.') || code === 'RequestLimitExceeded') return 'rate-limited';
  if (MOBILE_REFUSED.has(code)) return 'mobile-refused';
  return 'unavailable';
}

const USER_MESSAGE: Record<SmsFailureKind, string> = {
  'rate-limited': VENDOR_MESSAGES.smsTooFrequent,
  'mobile-refused': VENDOR_MESSAGES.smsMobileRefused,
  unavailable: VENDOR_MESSAGES.smsUnavailable,
};

/**
 * Tencent Cloud SMS (sms 2021-01-11, SendSms): SMS_SDK_APP_ID is the SMS application, SMS_TEMPLATE_ID
 * the numeric template whose `{1}` is the code (and `{2}` the minutes when SMS_TEMPLATE_PARAM names
 * two variables). Numbers go out as +86….
 */
export function createTencentSmsProvider(options: {
  settings: SmsVendorSettings & { sdkAppId: string };
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): SmsProvider {
  const { settings, log } = options;
  const endpoint = settings.endpoint ? parseVendorEndpoint(settings.endpoint) : null;
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.accessKeyId, secretKey: settings.accessKeySecret },
    region: settings.region,
    profile: {
      httpProfile: {
        ...(endpoint ? { endpoint: endpoint.host, protocol: `${endpoint.protocol}://` } : {}),
        reqTimeout: Math.max(1, Math.ceil((options.timeoutMs ?? 10_000) / 1000)),
      },
    },
  });

  /** One SendSms call to one number; `what` names it in the log. */
  async function send(
    mobile: string,
    templateId: string,
    templateParams: string[],
    secrets: string[],
    what: string,
  ): Promise<void> {
    const fail = (failure: { kind: SmsFailureKind; delivery: 'refused' | 'unknown'; vendor: object }) => {
      const line = { sms: { provider: 'tencent', mobile: maskMobile(mobile), ...failure.vendor } };
      if (failure.kind === 'unavailable') log.error(line, 'SMS vendor send failed');
      else log.warn(line, 'SMS vendor refused the message');
      return new SmsSendError({ ...failure, message: USER_MESSAGE[failure.kind] });
    };
    let answer: Awaited<ReturnType<typeof client.SendSms>>;
    try {
      answer = await client.SendSms({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: templateId,
        TemplateParamSet: templateParams,
      });
    } catch (error) {
      // `code`: the API answered with an error (keys, app, limits); `httpCode`: a gateway answered
      // something else; neither: the request may not have arrived (network, timeout).
      const {
        code: vendorCode,
        httpCode,
        requestId,
      } = error as { code?: string; httpCode?: number; requestId?: string };
      throw fail({
        kind: vendorCode ? classifyTencentSmsCode(vendorCode) : 'unavailable',
        delivery: vendorCode ? 'refused' : 'unknown',
        vendor: {
          code: vendorCode ?? (httpCode ? `HTTP ${httpCode}` : errorName(error)),
          message: errorText(error, secrets),
          requestId: requestId || undefined,
        },
      });
    }
    // The call succeeds per request; each number has its own status (`Ok` or an error code).
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      const vendorCode = status?.Code ?? 'NoStatus';
      throw fail({
        kind: classifyTencentSmsCode(vendorCode),
        delivery: 'refused',
        vendor: {
          code: vendorCode,
          message: redact(status?.Message ?? '', secrets),
          requestId: answer.RequestId,
        },
      });
    }
    log.info(
      { sms: { provider: 'tencent', mobile: maskMobile(mobile), requestId: answer.RequestId } },
      `SMS ${what} sent`,
    );
  }

  return {
    name: 'tencent',
    async sendLoginCode(mobile, code) {
      const templateParams = [code];
      if (settings.templateParams.length > 1)
        templateParams.push(String(Math.ceil(SMS_CODE_TTL_SECONDS / 60)));
      await send(
        mobile,
        settings.templateId,
        templateParams,
        [code, mobile, settings.accessKeySecret],
        'login code',
      );
    },
    noticesConfigured: settings.reminderTemplateId !== null,
    async sendNotice(mobile, notice) {
      if (!settings.reminderTemplateId) throw noticeTemplateMissing();
      await send(
        mobile,
        settings.reminderTemplateId,
        noticeValues(notice),
        [mobile, settings.accessKeySecret],
        notice.kind,
      );
    },
  };
}
