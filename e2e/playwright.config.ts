import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  ADOPTION_OPERATOR,
  ADOPTION_URL,
  DEMO_REMINDER_TEMPLATE,
  DEMO_VENDOR_PORT,
  DEMO_VENDOR_URL,
  FAKE_VENDOR_PORT,
  FAKE_VENDOR_URL,
} from './adoption-env';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The adoption journey (tests/adoption.spec.ts, issue 20) needs a server of its own: a FRESH
 * production install (NODE_ENV=production, SEED_DEMO=false) whose SMS goes through the real Aliyun
 * adapter to a local fake vendor, and whose first operator the admin command creates before the
 * server opens the data folder. It runs on PGlite only: its API steps run on PostgreSQL in
 * apps/server/test/adoption-journey.test.ts, and the browser run stays within the CI budget.
 */

/**
 * Which servers this run needs, from the command line (this file is read by the runner first):
 * `playwright test tests/adoption.spec.ts` or `--project=adoption` starts only the adoption servers,
 * a run of other files or projects only the demo server, a plain run (or one naming the adoption
 * project among others) both, the adoption ones never on PostgreSQL (`npm test` runs the layout
 * project in a lane of its own).
 */
const cliArgs = process.argv.slice(process.argv.indexOf('test') + 1);
/** `--project=a` and `--project a` alike. */
const projectArgs = cliArgs.flatMap((arg, index) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project' && cliArgs[index + 1]
      ? [cliArgs[index + 1] as string]
      : [],
);
const fileArgs = cliArgs.filter((arg, index) => !arg.startsWith('-') && cliArgs[index - 1] !== '--project');
const adoptionOnly =
  (projectArgs.length > 0 && projectArgs.every((name) => name === 'adoption')) ||
  (fileArgs.length > 0 && fileArgs.every((arg) => /adoption/.test(arg)));
const runAdoption =
  !process.env.E2E_DATABASE_URL &&
  (projectArgs.length === 0 || projectArgs.includes('adoption')) &&
  (fileArgs.length === 0 || fileArgs.some((arg) => /adoption/.test(arg)));
const runDemo = !adoptionOnly;

/**
 * The second browser pass (on PostgreSQL) runs only the journeys whose outcome can depend on the
 * database: transactions and row locks under real concurrency (casting and counting votes, signing
 * proposals, download jobs taken with SKIP LOCKED), bulk roster writes and SQL statistics. The other
 * journeys exercise the same server code on the same SQL and differ only in the browser; every
 * server test runs on both databases anyway (CI budget, issue guide). The questionnaire's counts
 * and the login's session store were dropped from this pass for the budget: their server tests
 * (questionnaire*.test.ts, mobile-login, login-stores, session-cache) run on PostgreSQL.
 */
const POSTGRES_JOURNEYS = /(voting|roster|proposal|files|gov-stat)\.spec\.ts$/;

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
  projects: [
    // The layout check reads the pages of the demo data as seeded: listed first, it runs before any
    // journey adds records (a journey's new notice changes which record a detail page opens, and so its
    // findings). With one worker, projects run in the order listed here.
    ...(process.env.E2E_DATABASE_URL ? [] : [{ name: 'layout', testMatch: /layout\.spec\.ts$/ }]),
    {
      name: 'journeys',
      testIgnore: /(adoption|layout|voting-legal-process)\.spec\.ts$/,
      ...(process.env.E2E_DATABASE_URL ? { testMatch: POSTGRES_JOURNEYS } : {}),
    },
    // The legal-process journey moves the development clock days ahead and back; records written in
    // that future (login-code counters) then refuse later logins with 429, so it runs after the others.
    ...(process.env.E2E_DATABASE_URL
      ? []
      : [{ name: 'legal-process', testMatch: /voting-legal-process\.spec\.ts$/ }]),
    // Listed whatever the command line (worker processes see another one); without its server
    // (a run of other files) it has no test to run, and on PostgreSQL it is left out.
    ...(process.env.E2E_DATABASE_URL
      ? []
      : [
          {
            name: 'adoption',
            testMatch: /adoption\.spec\.ts$/,
            // One fresh server for one pass: a retry would meet the first pass's data.
            retries: 0,
            use: { baseURL: ADOPTION_URL },
          },
        ]),
  ],
  webServer: [...(runDemo ? demoServers() : []), ...(runAdoption ? adoptionServers() : [])],
});

type WebServer =
  NonNullable<PlaywrightTestConfig['webServer']> extends infer T
    ? T extends readonly (infer S)[]
      ? S
      : T
    : never;

/**
 * On PGlite the demo server sends SMS through the real Aliyun adapter to a fake vendor of its own,
 * so the turnout journey (issue #26) can check that a reminder reached exactly the non-voters. Login
 * codes still come back in `devCode` (development). The PostgreSQL pass keeps the console sender:
 * none of its journeys reads the vendor.
 */
function demoServers(): WebServer[] {
  if (process.env.E2E_DATABASE_URL) return [demoServer({})];
  return [fakeVendor(DEMO_VENDOR_PORT), demoServer(demoSmsSettings())];
}

function demoSmsSettings(): Record<string, string> {
  return {
    SMS_PROVIDER: 'aliyun',
    SMS_ENDPOINT: DEMO_VENDOR_URL,
    SMS_ACCESS_KEY_ID: 'fake-access-key-id',
    SMS_ACCESS_KEY_SECRET: 'fake-access-key-secret',
    SMS_SIGN_NAME: '共治',
    SMS_TEMPLATE_ID: 'SMS_000000',
    SMS_REMINDER_TEMPLATE_ID: DEMO_REMINDER_TEMPLATE,
  };
}

function fakeVendor(port: number): WebServer {
  return {
    // The stand-in for the SMS vendor's API; journeys read what "reached the phones" at GET /__messages.
    command: 'npx tsx ../apps/server/scripts/fake-sms-vendor.ts',
    url: `http://127.0.0.1:${port}/__messages`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { FAKE_VENDOR_PORT: String(port), FAKE_VENDOR_HOST: '127.0.0.1' },
  };
}

function demoServer(sms: Record<string, string>): WebServer {
  return {
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
      // The legal-process journey moves the server's time past a vote's end and an objection period
      // (POST /v1/dev/clock; development only, production refuses it) and puts it back afterwards.
      DEV_CLOCK_CONTROL: '1',
      // `npm test` runs the database-dependent journeys a second time on PostgreSQL (POSTGRES_JOURNEYS).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...sms,
    },
  };
}

function adoptionServers(): WebServer[] {
  const dataDir = mkdtempSync(join(tmpdir(), 'gz-e2e-adoption-'));
  return [
    // The journey reads the codes "sent to the phones" at GET /__messages?mobile=…
    fakeVendor(FAKE_VENDOR_PORT),
    {
      // The deployment's own order (docs/deploy.md "Go live"): the admin command creates the first
      // operator on the empty data folder, then the server starts on it. PGlite is one process per
      // folder, so the command must run (and close) before the server opens it.
      command: `npm run admin --prefix .. -- create-operator ${ADOPTION_OPERATOR.mobile} ${ADOPTION_OPERATOR.name} && node ../scripts/start.mjs`,
      url: `${ADOPTION_URL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        APP_SECRET: 'e2e-adoption-secret-0123456789abcdef0123456789',
        PORT: new URL(ADOPTION_URL).port,
        HOST: '127.0.0.1',
        PUBLIC_URL: ADOPTION_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Real SMS through the Aliyun adapter, to the fake vendor (which checks the SDK's signature).
        SMS_PROVIDER: 'aliyun',
        SMS_ENDPOINT: FAKE_VENDOR_URL,
        SMS_ACCESS_KEY_ID: 'fake-access-key-id',
        SMS_ACCESS_KEY_SECRET: 'fake-access-key-secret',
        SMS_SIGN_NAME: '共治',
        SMS_TEMPLATE_ID: 'SMS_000000',
        // Chosen on purpose: the format-only ID check (the cloud check has its own tests against
        // the fake vendor; the journey is about the path, not the register).
        IDENTITY_PROVIDER: 'local',
        // As the demo server: many logins from one address; production shows no captcha answer,
        // so the picture captcha stays out of the way too (its limits have HTTP tests).
        SMS_SEND_INTERVAL_SECONDS: '0',
        SMS_DAILY_LIMIT: '1000',
        SMS_CAPTCHA_AFTER: '1000',
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      },
    },
  ];
}
