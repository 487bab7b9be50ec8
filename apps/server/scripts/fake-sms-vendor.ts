/**
 * A local fake SMS and real-name vendor for browser journeys and manual tries, so no code reaches a
 * real phone and no test reaches the internet (test/support/fake-sms-vendor.ts describes it).
 *
 *   FAKE_VENDOR_PORT=4610 npx tsx apps/server/scripts/fake-sms-vendor.ts
 *
 * then start the server with
 *
 *   SMS_PROVIDER=aliyun SMS_ENDPOINT=http://127.0.0.1:4610 SMS_ACCESS_KEY_ID=fake-access-key-id \
 *   SMS_ACCESS_KEY_SECRET=fake-access-key-secret SMS_SIGN_NAME=共治 SMS_TEMPLATE_ID=SMS_000000 \
 *   IDENTITY_PROVIDER=aliyun IDENTITY_ENDPOINT=http://127.0.0.1:4610 \
 *   IDENTITY_ACCESS_KEY_ID=fake-access-key-id IDENTITY_ACCESS_KEY_SECRET=fake-access-key-secret …
 *
 * (or SMS_PROVIDER=tencent with SMS_SDK_APP_ID=1400000000 and a numeric SMS_TEMPLATE_ID), and read
 * the last code sent to a phone with `GET http://127.0.0.1:4610/__messages?mobile=13800000000`
 * (`{ mobile, code, at, … }`, 404 when none). Settings: FAKE_VENDOR_PORT (default 4610),
 * FAKE_VENDOR_HOST (127.0.0.1); the real-name check accepts every ID number it has no record of
 * (FAKE_VENDOR_STRICT_IDS=true answers "no record" instead).
 */
import { startFakeSmsVendor } from '../test/support/fake-sms-vendor';

const vendor = await startFakeSmsVendor({
  port: Number(process.env.FAKE_VENDOR_PORT ?? 4610),
  host: process.env.FAKE_VENDOR_HOST ?? '127.0.0.1',
  acceptUnknownIds: process.env.FAKE_VENDOR_STRICT_IDS !== 'true',
});
console.log(
  `fake SMS / real-name vendor listening on ${vendor.url} (codes: GET ${vendor.url}/__messages?mobile=…)`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void vendor.close().then(() => process.exit(0));
  });
