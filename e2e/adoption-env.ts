/**
 * Settings the adoption journey (tests/adoption.spec.ts) shares with playwright.config.ts, which
 * starts its fresh production server and the fake SMS vendor.
 */
export const ADOPTION_PORT = Number(process.env.E2E_ADOPTION_PORT ?? 8191);
export const ADOPTION_URL = `http://127.0.0.1:${ADOPTION_PORT}`;
export const FAKE_VENDOR_PORT = Number(process.env.E2E_FAKE_VENDOR_PORT ?? 4611);
export const FAKE_VENDOR_URL = `http://127.0.0.1:${FAKE_VENDOR_PORT}`;
/** The first platform operator, created by `npm run admin -- create-operator` before the server starts. */
export const ADOPTION_OPERATOR = { mobile: '13700000001', name: '林运营' };
