import type { OperatorTexts } from '@gongzhi/domain/site/page-slots';
import type { AppConfig } from '../../config';

type Names = { zh: string; en: string };

const SMS: Record<AppConfig['sms']['provider'], Names> = {
  aliyun: {
    zh: '阿里云计算有限公司（阿里云短信服务）',
    en: 'Alibaba Cloud Computing Co., Ltd. (Alibaba Cloud SMS)',
  },
  tencent: {
    zh: '深圳市腾讯计算机系统有限公司（腾讯云短信）',
    en: 'Shenzhen Tencent Computer Systems Co., Ltd. (Tencent Cloud SMS)',
  },
  console: { zh: '未接入（短信不发往手机）', en: 'none connected (codes are not sent to phones)' },
};

const IDENTITY: Record<AppConfig['identity']['provider'], Names> = {
  aliyun: {
    zh: '阿里云计算有限公司（阿里云实人认证）',
    en: 'Alibaba Cloud Computing Co., Ltd. (Alibaba Cloud ID Verification)',
  },
  local: {
    zh: '未接入（仅校验证件号码格式）',
    en: 'none connected (ID numbers are checked for format only)',
  },
};

function hostOf(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The operator details the legal texts name, from the deployment's settings: who runs the platform
 * (`OPERATOR_*`) and which third parties it actually connected (SMS, storage, real-name check, AI).
 */
export function operatorTexts(config: AppConfig): OperatorTexts {
  const sms = SMS[config.sms.provider];
  const identity = IDENTITY[config.identity.provider];
  const storage: Names =
    config.storage.kind === 'local'
      ? { zh: '不涉及（文件保存在本平台自有服务器）', en: 'none (files are kept on our own servers)' }
      : {
          zh: `对象存储服务（${hostOf(config.storage.s3.endpoint) || 'Amazon S3'}，存储桶 ${config.storage.s3.bucket}）`,
          en: `object storage (${hostOf(config.storage.s3.endpoint) || 'Amazon S3'}, bucket ${config.storage.s3.bucket})`,
        };
  const ai: Names = config.ai
    ? {
        zh: `大模型服务（${hostOf(config.ai.baseUrl)}）`,
        en: `large-model service (${hostOf(config.ai.baseUrl)})`,
      }
    : { zh: '未接入（不使用）', en: 'none connected (not used)' };
  return {
    name: config.operator.name,
    email: config.operator.email,
    phone: config.operator.phone,
    address: config.operator.address,
    smsProvider: sms.zh,
    smsProviderEn: sms.en,
    storageProvider: storage.zh,
    storageProviderEn: storage.en,
    identityProvider: identity.zh,
    identityProviderEn: identity.en,
    aiProvider: ai.zh,
    aiProviderEn: ai.en,
  };
}
