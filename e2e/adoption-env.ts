/**
 * Settings the adoption journey (tests/adoption.spec.ts) shares with playwright.config.ts, which
 * starts its fresh production server and the fake SMS vendor.
 */
export const ADOPTION_PORT = Number(process.env.E2E_ADOPTION_PORT ?? 8191);
export const ADOPTION_URL = `http://127.0.0.1:${ADOPTION_PORT}`;
export const FAKE_VENDOR_PORT = Number(process.env.E2E_FAKE_VENDOR_PORT ?? 4611);
export const FAKE_VENDOR_URL = `http://127.0.0.1:${FAKE_VENDOR_PORT}`;
/**
 * The demo server's own fake SMS vendor (PGlite pass only): reminders (issue #26) go out through the
 * real Aliyun adapter so a journey can read exactly which phones received one. A run on another
 * E2E_PORT (a second checkout, a helper) gets its own vendor port beside it.
 */
export const DEMO_VENDOR_PORT = Number(
  process.env.E2E_DEMO_VENDOR_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 400 : 4612),
);
export const DEMO_VENDOR_URL = `http://127.0.0.1:${DEMO_VENDOR_PORT}`;
/** The reminder template the demo server is given, so a journey can tell reminders from login codes. */
export const DEMO_REMINDER_TEMPLATE = 'SMS_REMIND1';
/** The first platform operator, created by `npm run admin -- create-operator` before the server starts. */
export const ADOPTION_OPERATOR = { mobile: '13700000001', name: '林运营' };
