import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

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
