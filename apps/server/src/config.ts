import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  QR_LOGIN_TTL_SECONDS,
  SMS_CAPTCHA_AFTER,
  SMS_DAILY_LIMIT,
  SMS_RESEND_SECONDS,
} from '@gongzhi/domain/account/login-rules';
import { DOWNLOAD_JOB_STALE_SECONDS } from '@gongzhi/domain/download/download-job-rules';
import { z } from 'zod';

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = resolve(SERVER_ROOT, '../..');

/** Env values arrive as strings; an empty value counts as unset so `FOO= npm start` keeps the default. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const booleanWord = z.enum(['true', 'false', '1', '0', 'yes', 'no']);
const isTrue = (value: string) => ['true', '1', 'yes'].includes(value);
const booleanText = booleanWord.default('true').transform(isTrue);
const booleanTextOff = booleanWord.default('false').transform(isTrue);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().default('gz:'),
  /** How long an instance keeps a token's session after looking it up (0: look up on every call). */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  PUBLIC_URL: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  SEED_DEMO: booleanText,
  APP_SECRET: optionalText,
  TRUST_PROXY: optionalText,
  RATE_LIMIT_ALLOW_LIST: optionalText,
  SMS_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(SMS_RESEND_SECONDS),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(SMS_DAILY_LIMIT),
  SMS_CAPTCHA_AFTER: z.coerce.number().int().min(0).default(SMS_CAPTCHA_AFTER),
  QR_LOGIN_TTL_SECONDS: z.coerce.number().int().min(10).default(QR_LOGIN_TTL_SECONDS),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** 1: the development clock (common/dev-clock.ts, POST /v1/dev/clock); production refuses it. */
  DEV_CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
  JOB_WORKER: z.enum(['inline', 'off']).default('inline'),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_STALE_SECONDS: z.coerce.number().int().min(1).default(DOWNLOAD_JOB_STALE_SECONDS),
  SITE_ICP: optionalText,
  OPERATOR_NAME: optionalText,
  OPERATOR_EMAIL: optionalText,
  OPERATOR_PHONE: optionalText,
  OPERATOR_ADDRESS: optionalText,
  AI_BASE_URL: optionalText,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  WECHAT_MINI_APP_ID: optionalText,
  WECHAT_MINI_APP_SECRET: optionalText,
  WECHAT_API_BASE: optionalText,
  WECHAT_REMINDER_TEMPLATE_ID: optionalText,
  WECHAT_REMINDER_TEMPLATE_PARAM: optionalText,
  WECHAT_REMINDER_LONG_TERM: booleanTextOff,
  SMS_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['console', 'aliyun', 'tencent']).optional(),
  ),
  SMS_ACCESS_KEY_ID: optionalText,
  SMS_ACCESS_KEY_SECRET: optionalText,
  SMS_SIGN_NAME: optionalText,
  SMS_TEMPLATE_ID: optionalText,
  SMS_TEMPLATE_PARAM: optionalText,
  SMS_REMINDER_TEMPLATE_ID: optionalText,
  SMS_REMINDER_TEMPLATE_PARAM: optionalText,
  SMS_REGION: optionalText,
  SMS_ENDPOINT: optionalText,
  SMS_SDK_APP_ID: optionalText,
  IDENTITY_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['local', 'aliyun']).optional(),
  ),
  IDENTITY_ACCESS_KEY_ID: optionalText,
  IDENTITY_ACCESS_KEY_SECRET: optionalText,
  IDENTITY_REGION: optionalText,
  IDENTITY_ENDPOINT: optionalText,
  /** RFC 3161 time-stamping authority of the vote chains (issue #22 item 8); unset: not anchored. */
  TSA_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/\S+$/.test(value),
    'TSA_URL must be an http(s) address',
  ),
  /** PEM or DER CA certificate the TSA's tokens must chain to; unset: the token's own certificate. */
  TSA_CA_CERT: optionalText,
  TSA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
  /** A postgres:// URL selects node-postgres; absent selects the embedded PGlite. */
  databaseUrl: string | null;
  /**
   * A redis:// URL moves sessions, QR logins and the per-IP limits to Redis so several instances
   * share them; absent keeps them in the database and this process (docs/deploy.md).
   */
  redis: { url: string; keyPrefix: string } | null;
  /** Seconds an instance keeps a looked-up session (modules/account/session-cache.ts); 0 turns it off. */
  sessionCacheSeconds: number;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  webDist: string;
  seedDemo: boolean;
  /** Pepper for hashed SMS codes and captchas; shared by every instance of one deployment. */
  appSecret: string;
  isProduction: boolean;
  /** DEV_CLOCK_CONTROL=1: the server's "now" can be moved forward by POST /v1/dev/clock (journeys). */
  devClockControl: boolean;
  /** Fastify `trustProxy`: off by default so X-Forwarded-For cannot dodge per-IP limits; set behind nginx. */
  trustProxy: boolean | string;
  /** Client addresses the per-IP limits never count (a monitor, the journeys' one browser). */
  rateLimitAllowList: string[];
  /** Login limits; the defaults are the rules of packages/domain (login-rules.ts). */
  login: {
    smsSendIntervalSeconds: number;
    smsDailyLimit: number;
    smsCaptchaAfter: number;
    qrLoginTtlSeconds: number;
  };
  /** Local disk under `<dataDir>/files` unless S3_BUCKET is set (DESIGN §2). */
  storage: { kind: 'local'; root: string } | { kind: 's3'; s3: S3Settings };
  /**
   * `inline` runs the download-job worker in this process; `off` leaves jobs to other instances.
   * `staleSeconds`: a GENERATING job without a heartbeat for this long lost its worker (a crash) and
   * is run again, also by the same server after a restart.
   */
  jobs: { worker: 'inline' | 'off'; pollMs: number; staleSeconds: number };
  /** ICP filing numbers of the public site by host (`host=number,*=number`; modules/site/site-settings.ts). */
  siteIcp: string | null;
  /**
   * Who runs this deployment, as the legal texts name it (modules/site/operator-texts.ts). Unset
   * settings get demo values outside production and a visible 【未配置：OPERATOR_…】 in production;
   * `missing` lists them for the start-up warning.
   */
  operator: OperatorSettings;
  /** OpenAI-compatible endpoint of the AI adviser; null keeps the local retrieval adviser (docs/deploy.md). */
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  /** WeChat API credentials; null keeps the local dev provider (providers/wechat, docs/deploy.md). */
  wechat: {
    appId: string;
    appSecret: string;
    miniAppId: string;
    miniAppSecret: string;
    apiBase: string;
  } | null;
  /**
   * The vote reminders' WeChat subscribe-message template (订阅通知) and its title and end-time keys;
   * null: reminders go by SMS and in-app only. Production refuses it without WECHAT_APP_ID.
   */
  wechatReminder: { templateId: string; titleKey: string; endKey: string; longTerm: boolean } | null;
  /** Who sends login codes (providers/sms, docs/deploy.md "SMS and real-name providers"). */
  sms: SmsSettings;
  /** Who checks name + ID number against the register (providers/identity). */
  identity: IdentitySettings;
  /** The time-stamping authority of the vote chains (providers/timestamp); null: not anchored. */
  timestamp: TimestampSettings | null;
};

export type TimestampSettings = { url: string; caCertPath: string | null; timeoutMs: number };

/**
 * `chosen`: SMS_PROVIDER=console was set on purpose (production refuses to start on the default).
 * Vendor settings: `templateParams` names the template's variables in order, the code first and the
 * code's validity in minutes second if the template has it (`code` or `code,min`); `endpoint`
 * overrides the vendor's host (`host[:port]` or `http://host:port`, tests point it at a local fake).
 */
export type SmsSettings =
  | { provider: 'console'; chosen: boolean }
  | ({ provider: 'aliyun' } & SmsVendorSettings)
  | ({ provider: 'tencent'; sdkAppId: string } & SmsVendorSettings);

export type SmsVendorSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateId: string;
  templateParams: string[];
  /** Vote reminders (issue #26 item 3): the notice template, null when not configured. */
  reminderTemplateId: string | null;
  /** Its two variable names (title, end date), `title,endDate` by default. */
  reminderTemplateParams: [string, string];
  region: string;
  endpoint: string | null;
};

/** SMS_REMINDER_TEMPLATE_PARAM: the title and end-date variable names, comma separated. */
function reminderParams(value: string | undefined): [string, string] {
  const names = (value ?? 'title,endDate').split(',').map((name) => name.trim());
  const [title, endDate] = names;
  if (names.length !== 2 || !title || !endDate)
    throw new ConfigError(
      'SMS_REMINDER_TEMPLATE_PARAM names the title and end-date variables: `title,endDate`',
    );
  return [title, endDate];
}

/** WECHAT_REMINDER_TEMPLATE_PARAM: the template's keys of the title and the end time (`thing1,time2`). */
function wechatReminderKeys(value: string | undefined): { titleKey: string; endKey: string } {
  const names = (value ?? 'thing1,time2').split(',').map((name) => name.trim());
  const [titleKey, endKey] = names;
  const key = /^[a-z_]+\d+$/;
  if (names.length !== 2 || !titleKey || !endKey || !key.test(titleKey) || !key.test(endKey))
    throw new ConfigError(
      'WECHAT_REMINDER_TEMPLATE_PARAM names the template keys of the title and the end time: `thing1,time2`',
    );
  return { titleKey, endKey };
}

export type IdentitySettings =
  | { provider: 'local'; chosen: boolean }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      region: string;
      endpoint: string | null;
    };

export type OperatorSettings = {
  name: string;
  email: string;
  phone: string;
  address: string;
  missing: string[];
};

/** Demo operator of development and tests: plainly not a real company. */
const DEMO_OPERATOR = {
  OPERATOR_NAME: '共治演示运营有限公司（演示数据）',
  OPERATOR_EMAIL: 'privacy@gongzhi.example.com',
  OPERATOR_PHONE: '400-800-6688',
  OPERATOR_ADDRESS: '深圳市南山区演示路1号（演示数据）',
} as const;

function operatorSettings(parsed: ParsedEnv): OperatorSettings {
  const keys = Object.keys(DEMO_OPERATOR) as (keyof typeof DEMO_OPERATOR)[];
  const missing = missingSettings(parsed, keys);
  const production = parsed.NODE_ENV === 'production';
  const value = (key: keyof typeof DEMO_OPERATOR) =>
    parsed[key] ?? (production ? `【未配置：${key}】` : DEMO_OPERATOR[key]);
  return {
    name: value('OPERATOR_NAME'),
    email: value('OPERATOR_EMAIL'),
    phone: value('OPERATOR_PHONE'),
    address: value('OPERATOR_ADDRESS'),
    missing,
  };
}

/** A setting that stops the server from starting; `message` is the one line it prints. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type S3Settings = {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
};

const DEV_SECRET = 'gongzhi-dev-secret-change-me';

/** Parses the environment once; relative paths resolve against the process cwd (the root `npm start` runs from the repo root). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  const isPostgres = parsed.DATABASE_URL !== undefined && /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(process.cwd(), parsed.DATA_DIR),
    databaseUrl: isPostgres ? (parsed.DATABASE_URL ?? null) : null,
    redis: parsed.REDIS_URL ? { url: parsed.REDIS_URL, keyPrefix: parsed.REDIS_KEY_PREFIX } : null,
    sessionCacheSeconds: parsed.SESSION_CACHE_SECONDS,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST ? resolve(process.cwd(), parsed.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    seedDemo: parsed.SEED_DEMO,
    appSecret: parsed.APP_SECRET ?? DEV_SECRET,
    isProduction: parsed.NODE_ENV === 'production',
    devClockControl: parsed.DEV_CLOCK_CONTROL === '1',
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    rateLimitAllowList: (parsed.RATE_LIMIT_ALLOW_LIST ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address.length > 0),
    login: {
      smsSendIntervalSeconds: parsed.SMS_SEND_INTERVAL_SECONDS,
      smsDailyLimit: parsed.SMS_DAILY_LIMIT,
      smsCaptchaAfter: parsed.SMS_CAPTCHA_AFTER,
      qrLoginTtlSeconds: parsed.QR_LOGIN_TTL_SECONDS,
    },
    storage: parsed.S3_BUCKET
      ? {
          kind: 's3',
          s3: {
            endpoint: parsed.S3_ENDPOINT ?? null,
            bucket: parsed.S3_BUCKET,
            region: parsed.S3_REGION ?? 'us-east-1',
            accessKeyId: parsed.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY ?? null,
          },
        }
      : { kind: 'local', root: resolve(process.cwd(), parsed.DATA_DIR, 'files') },
    jobs: { worker: parsed.JOB_WORKER, pollMs: parsed.JOB_POLL_MS, staleSeconds: parsed.JOB_STALE_SECONDS },
    siteIcp: parsed.SITE_ICP ?? null,
    operator: operatorSettings(parsed),
    ai: parsed.AI_BASE_URL
      ? {
          baseUrl: parsed.AI_BASE_URL,
          apiKey: parsed.AI_API_KEY ?? null,
          model: parsed.AI_MODEL ?? 'gpt-4o-mini',
        }
      : null,
    wechat:
      parsed.WECHAT_APP_ID && parsed.WECHAT_APP_SECRET
        ? {
            appId: parsed.WECHAT_APP_ID,
            appSecret: parsed.WECHAT_APP_SECRET,
            miniAppId: parsed.WECHAT_MINI_APP_ID ?? parsed.WECHAT_APP_ID,
            miniAppSecret: parsed.WECHAT_MINI_APP_SECRET ?? parsed.WECHAT_APP_SECRET,
            apiBase: parsed.WECHAT_API_BASE ?? 'https://api.weixin.qq.com',
          }
        : null,
    wechatReminder: parsed.WECHAT_REMINDER_TEMPLATE_ID
      ? {
          templateId: parsed.WECHAT_REMINDER_TEMPLATE_ID,
          ...wechatReminderKeys(parsed.WECHAT_REMINDER_TEMPLATE_PARAM),
          // A long-term template (长期订阅, granted to some public-service accounts) is not used up
          // by a message; the usual one-time template is (one message per acceptance).
          longTerm: parsed.WECHAT_REMINDER_LONG_TERM,
        }
      : null,
    sms: smsSettings(parsed),
    identity: identitySettings(parsed),
    timestamp: parsed.TSA_URL
      ? {
          url: parsed.TSA_URL,
          caCertPath: parsed.TSA_CA_CERT ? resolve(process.cwd(), parsed.TSA_CA_CERT) : null,
          timeoutMs: parsed.TSA_TIMEOUT_MS,
        }
      : null,
  };
}

/** Names of the settings in `required` that are empty, for a one-line start error. */
function missingSettings(parsed: ParsedEnv, required: readonly (keyof ParsedEnv)[]): string[] {
  return required.filter((key) => parsed[key] === undefined);
}

function smsSettings(parsed: ParsedEnv): SmsSettings {
  const provider = parsed.SMS_PROVIDER;
  if (provider === undefined || provider === 'console')
    return { provider: 'console', chosen: provider === 'console' };
  const required = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_ID',
    ...(provider === 'tencent' ? (['SMS_SDK_APP_ID'] as const) : []),
  ] as const;
  const missing = missingSettings(parsed, required);
  if (missing.length > 0)
    throw new ConfigError(`SMS_PROVIDER=${provider} needs ${missing.join(', ')} (docs/deploy.md, "Go live")`);
  const vendor: SmsVendorSettings = {
    accessKeyId: parsed.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: parsed.SMS_ACCESS_KEY_SECRET ?? '',
    signName: parsed.SMS_SIGN_NAME ?? '',
    templateId: parsed.SMS_TEMPLATE_ID ?? '',
    templateParams: (parsed.SMS_TEMPLATE_PARAM ?? 'code')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length > 0),
    reminderTemplateId: parsed.SMS_REMINDER_TEMPLATE_ID ?? null,
    reminderTemplateParams: reminderParams(parsed.SMS_REMINDER_TEMPLATE_PARAM),
    region: parsed.SMS_REGION ?? (provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou'),
    endpoint: parsed.SMS_ENDPOINT ?? null,
  };
  if (vendor.templateParams.length === 0 || vendor.templateParams.length > 2)
    throw new ConfigError(
      'SMS_TEMPLATE_PARAM names the code variable, optionally then the minutes one: `code` or `code,min`',
    );
  return provider === 'aliyun'
    ? { provider, ...vendor }
    : { provider, sdkAppId: parsed.SMS_SDK_APP_ID ?? '', ...vendor };
}

function identitySettings(parsed: ParsedEnv): IdentitySettings {
  const provider = parsed.IDENTITY_PROVIDER;
  if (provider === undefined || provider === 'local')
    return { provider: 'local', chosen: provider === 'local' };
  const missing = missingSettings(parsed, ['IDENTITY_ACCESS_KEY_ID', 'IDENTITY_ACCESS_KEY_SECRET']);
  if (missing.length > 0)
    throw new ConfigError(
      `IDENTITY_PROVIDER=${provider} needs ${missing.join(', ')} (docs/deploy.md, "Go live")`,
    );
  return {
    provider,
    accessKeyId: parsed.IDENTITY_ACCESS_KEY_ID ?? '',
    accessKeySecret: parsed.IDENTITY_ACCESS_KEY_SECRET ?? '',
    region: parsed.IDENTITY_REGION ?? 'cn-shanghai',
    endpoint: parsed.IDENTITY_ENDPOINT ?? null,
  };
}

/**
 * Why a production server must not start with these settings, one line each: the development
 * stand-ins (codes in the log, format-only ID check) are refused unless chosen on purpose.
 */
export function productionRefusals(config: AppConfig): string[] {
  if (!config.isProduction) return [];
  const refusals: string[] = [];
  if (config.sms.provider === 'console' && !config.sms.chosen)
    refusals.push(
      'NODE_ENV=production needs a real SMS sender: set SMS_PROVIDER=aliyun or tencent with its keys, or SMS_PROVIDER=console on purpose (login codes then reach no phone)',
    );
  if (config.identity.provider === 'local' && !config.identity.chosen)
    refusals.push(
      'NODE_ENV=production needs a real-name register check: set IDENTITY_PROVIDER=aliyun with its keys, or IDENTITY_PROVIDER=local on purpose (ID numbers are then checked for format only)',
    );
  // Without an AppID the messages would go to the dev stand-in and reach nobody.
  if (config.wechatReminder && !config.wechat)
    refusals.push(
      'NODE_ENV=production refuses WECHAT_REMINDER_TEMPLATE_ID without WECHAT_APP_ID and WECHAT_APP_SECRET: the reminders would go to the development WeChat stand-in and reach no owner',
    );
  // No "on purpose" here: a clock anyone can move would let a vote be ended or a result made final.
  if (config.devClockControl)
    refusals.push(
      'NODE_ENV=production refuses DEV_CLOCK_CONTROL=1: the development clock lets anyone move the time votes and objection periods are judged by',
    );
  return refusals;
}

/** `true`/`false`, or the proxy addresses to trust (`127.0.0.1,10.0.0.0/8`). */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}

/** True when the production deployment still runs on the public development secret. */
export function usesDevSecret(config: AppConfig): boolean {
  return config.appSecret === DEV_SECRET;
}

export function hasBuiltWebApp(config: AppConfig): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}
