import Cloudauth, { Id2MetaVerifyRequest } from '@alicloud/cloudauth20190307';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { VENDOR_MESSAGES } from '@gongzhi/domain/common/vendor-messages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../common/app-error';
import type { IdentitySettings } from '../../config';
import { aliyunClientConfig, cjsDefault, errorName, errorText, redact } from '../cloud-vendor';
import type { IdentityProvider, IdentityVerdict } from './identity-provider';

/** Id2MetaVerify's `ResultObject.BizCode`: 1 consistent, 2 inconsistent, 3 no record (both charged but 3). */
const VERDICTS: Record<string, IdentityVerdict> = {
  '1': { ok: true },
  '2': { ok: false, message: MESSAGES.idCardNameMismatch },
  '3': { ok: false, message: VENDOR_MESSAGES.identityNoRecord },
};

/**
 * Aliyun ID Verification (cloudauth 2019-03-07) `Id2MetaVerify`: name + resident ID number against
 * the national register, sent in plain (`ParamType=normal`; the register refuses md5). A vendor
 * failure answers 503 with a Chinese message; neither the name nor the number reaches a log line.
 */
export function createAliyunIdentityProvider(options: {
  settings: Extract<IdentitySettings, { provider: 'aliyun' }>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): IdentityProvider {
  const { settings, log } = options;
  const Client = cjsDefault(Cloudauth);
  const client = new Client(aliyunClientConfig(settings, options.timeoutMs ?? 10_000));

  return {
    name: 'aliyun',
    async verify(check) {
      const secrets = [check.cardNo, check.name, settings.accessKeySecret];
      const unavailable = (vendor: object) => {
        log.error({ identity: { provider: 'aliyun', ...vendor } }, 'real-name check failed at the vendor');
        return new AppError(503, VENDOR_MESSAGES.identityUnavailable);
      };
      let answer: {
        code?: string;
        message?: string;
        requestId?: string;
        resultObject?: { bizCode?: string };
      };
      try {
        const response = await client.id2MetaVerify(
          new Id2MetaVerifyRequest({ paramType: 'normal', identifyNum: check.cardNo, userName: check.name }),
        );
        answer = response.body ?? {};
      } catch (error) {
        const vendorCode = (error as { code?: unknown }).code;
        throw unavailable({
          code: typeof vendorCode === 'string' ? vendorCode : errorName(error),
          message: errorText(error, secrets),
        });
      }
      const bizCode = String(answer.resultObject?.bizCode ?? '');
      // Code 401: the register refused the name or number as malformed, a mismatch for the user.
      const verdict =
        String(answer.code) === '200'
          ? VERDICTS[bizCode]
          : String(answer.code) === '401'
            ? VERDICTS['2']
            : undefined;
      if (!verdict)
        throw unavailable({
          code: answer.code,
          bizCode: bizCode || undefined,
          message: redact(answer.message ?? '', secrets),
          requestId: answer.requestId,
        });
      log.info(
        { identity: { provider: 'aliyun', bizCode, requestId: answer.requestId } },
        'real-name check answered',
      );
      return verdict;
    },
  };
}
