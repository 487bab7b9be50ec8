import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionRefusals } from '../src/config';

describe('loadConfig', () => {
  it('defaults to an embedded database under ./data of the working directory', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.webDist).toBe(resolve(__dirname, '../../web/dist'));
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.login).toEqual({
      smsSendIntervalSeconds: 60,
      smsDailyLimit: 10,
      smsCaptchaAfter: 3,
      qrLoginTtlSeconds: 120,
    });
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/gz',
      DATABASE_URL: 'postgres://u@h:5432/gz',
      PUBLIC_URL: 'https://gz.example.com/',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      TRUST_PROXY: '127.0.0.1',
      SMS_DAILY_LIMIT: '5',
    });
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe('/srv/gz');
    expect(config.databaseUrl).toBe('postgres://u@h:5432/gz');
    expect(config.publicUrl).toBe('https://gz.example.com');
    expect(config.seedDemo).toBe(false);
    expect(config.isProduction).toBe(true);
    expect(config.trustProxy).toBe('127.0.0.1');
    expect(config.login.smsDailyLimit).toBe(5);
  });

  it('ignores a non-postgres DATABASE_URL and rejects nonsense', () => {
    expect(loadConfig({ DATABASE_URL: 'file:./x' }).databaseUrl).toBeNull();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow();
  });
});

describe('SMS and real-name provider settings', () => {
  const aliyunSms = {
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: 'LTAI-id',
    SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '共治',
    SMS_TEMPLATE_ID: 'SMS_1',
  };
  const aliyunIdentity = {
    IDENTITY_PROVIDER: 'aliyun',
    IDENTITY_ACCESS_KEY_ID: 'LTAI-id',
    IDENTITY_ACCESS_KEY_SECRET: 'secret',
  };

  it('defaults to the console sender and the local check, and development starts with them', () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ provider: 'console', chosen: false });
    expect(config.identity).toEqual({ provider: 'local', chosen: false });
    expect(productionRefusals(config)).toEqual([]);
  });

  it('production refuses the console sender and the local check unless chosen on purpose, one line each', () => {
    const refusals = productionRefusals(loadConfig({ NODE_ENV: 'production' }));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatch(
      /^NODE_ENV=production needs a real SMS sender: set SMS_PROVIDER=aliyun or tencent/,
    );
    expect(refusals[1]).toMatch(/IDENTITY_PROVIDER=local on purpose/);
    for (const line of refusals) expect(line).not.toContain('\n');
    expect(
      productionRefusals(
        loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', IDENTITY_PROVIDER: 'local' }),
      ),
    ).toEqual([]);
    expect(
      productionRefusals(loadConfig({ NODE_ENV: 'production', ...aliyunSms, ...aliyunIdentity })),
    ).toEqual([]);
    expect(productionRefusals(loadConfig({ NODE_ENV: 'production', ...aliyunSms }))).toHaveLength(1);
  });

  it('reads a vendor with its defaults and overrides', () => {
    const aliyun = loadConfig({ ...aliyunSms, SMS_ENDPOINT: 'http://127.0.0.1:4610' }).sms;
    expect(aliyun).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI-id',
      accessKeySecret: 'secret',
      signName: '共治',
      templateId: 'SMS_1',
      templateParams: ['code'],
      reminderTemplateId: null,
      reminderTemplateParams: ['title', 'endDate'],
      region: 'cn-hangzhou',
      endpoint: 'http://127.0.0.1:4610',
    });
    expect(
      loadConfig({
        ...aliyunSms,
        SMS_REMINDER_TEMPLATE_ID: 'SMS_9',
        SMS_REMINDER_TEMPLATE_PARAM: 'name, end',
      }).sms,
    ).toMatchObject({ reminderTemplateId: 'SMS_9', reminderTemplateParams: ['name', 'end'] });
    expect(() => loadConfig({ ...aliyunSms, SMS_REMINDER_TEMPLATE_PARAM: 'title' })).toThrow(ConfigError);
    const tencent = loadConfig({
      ...aliyunSms,
      SMS_PROVIDER: 'tencent',
      SMS_SDK_APP_ID: '1400000001',
      SMS_TEMPLATE_PARAM: 'code, min',
    }).sms;
    expect(tencent).toMatchObject({ provider: 'tencent', sdkAppId: '1400000001', region: 'ap-guangzhou' });
    expect(tencent).toMatchObject({ templateParams: ['code', 'min'] });
    expect(loadConfig(aliyunIdentity).identity).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI-id',
      accessKeySecret: 'secret',
      region: 'cn-shanghai',
      endpoint: null,
    });
  });

  it('a vendor without its keys is a one-line start error naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...aliyunSms, SMS_ACCESS_KEY_SECRET: '' })).toThrow(
      'SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET (docs/deploy.md, "Go live")',
    );
    expect(() => loadConfig({ ...aliyunSms, SMS_PROVIDER: 'tencent' })).toThrow(
      'SMS_PROVIDER=tencent needs SMS_SDK_APP_ID',
    );
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'aliyun', IDENTITY_ACCESS_KEY_ID: 'x' })).toThrow(
      'IDENTITY_PROVIDER=aliyun needs IDENTITY_ACCESS_KEY_SECRET',
    );
    expect(() => loadConfig({ ...aliyunSms, SMS_TEMPLATE_PARAM: 'a,b,c' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow();
  });

  it('names the operator of the legal texts: demo values in development, flagged when unset in production', () => {
    const development = loadConfig({});
    expect(development.operator.name).toContain('演示');
    expect(development.operator.missing).toHaveLength(4);
    const production = loadConfig({ NODE_ENV: 'production', OPERATOR_NAME: '深圳共治科技有限公司' });
    expect(production.operator).toMatchObject({
      name: '深圳共治科技有限公司',
      email: '【未配置：OPERATOR_EMAIL】',
      phone: '【未配置：OPERATOR_PHONE】',
      address: '【未配置：OPERATOR_ADDRESS】',
      missing: ['OPERATOR_EMAIL', 'OPERATOR_PHONE', 'OPERATOR_ADDRESS'],
    });
  });
});
