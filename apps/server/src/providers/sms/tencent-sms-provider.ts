import type { FastifyBaseLogger } from 'fastify';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { SmsVendorSettings } from '../../config';
import { errorName, errorText, parseVendorEndpoint, redact } from '../cloud-vendor';
import { noticeValues, type SmsFailureKind, type SmsProvider } from './sms-provider';
import { type VendorSendSms, VendorSmsFailure, vendorSmsProvider } from './vendor-sms';

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
  const { settings } = options;
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

  /** One SendSms call to one number; the template's variables in order. */
  const sendSms: VendorSendSms<string[]> = async (mobile, templateId, templateParams, secrets) => {
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
      throw new VendorSmsFailure({
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
      throw new VendorSmsFailure({
        kind: classifyTencentSmsCode(vendorCode),
        delivery: 'refused',
        vendor: {
          code: vendorCode,
          message: redact(status?.Message ?? '', secrets),
          requestId: answer.RequestId,
        },
      });
    }
    return answer.RequestId;
  };

  return vendorSmsProvider({
    name: 'tencent',
    settings,
    log: options.log,
    sendSms,
    codeParams: (code, minutes) => (settings.templateParams.length > 1 ? [code, minutes] : [code]),
    noticeParams: (notice) => noticeValues(notice),
  });
}
