import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './output/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One server with an embedded single-connection database: run the journeys one at a time.
  workers: 1,
  // One retry: a journey that fails twice fails the run, and a slow moment of a loaded machine does not.
  retries: 1,
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The real app as `npm start` runs it (building the web app if needed), on a fresh database.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gz-e2e-')),
      LOG_LEVEL: 'warn',
      // Journeys log the same demo users in many times; the limits themselves have HTTP tests.
      SMS_SEND_INTERVAL_SECONDS: '0',
      SMS_DAILY_LIMIT: '1000',
      // Every journey logs in from this one address; the per-IP limits have their own HTTP tests.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      QR_LOGIN_TTL_SECONDS: '30',
      // `npm test` runs the journeys a second time on PostgreSQL when TEST_DATABASE_URL is set.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
