import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { createAliyunSmsProvider } from './aliyun-sms-provider';
import { createConsoleSmsProvider } from './console-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTencentSmsProvider } from './tencent-sms-provider';

/** The SMS sender of `config.sms` (SMS_PROVIDER; config.ts has already refused incomplete settings). */
export function createSmsProvider(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  const settings = config.sms;
  switch (settings.provider) {
    case 'aliyun':
      return createAliyunSmsProvider({ settings, log });
    case 'tencent':
      return createTencentSmsProvider({ settings, log });
    case 'console':
      return createConsoleSmsProvider(log, { production: config.isProduction });
  }
}
