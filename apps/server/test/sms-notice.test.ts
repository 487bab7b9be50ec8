import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsVendorSettings } from '../src/config';
import { createAliyunSmsProvider } from '../src/providers/sms/aliyun-sms-provider';
import { SmsSendError } from '../src/providers/sms/sms-provider';
import { createTencentSmsProvider } from '../src/providers/sms/tencent-sms-provider';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeVendor,
  startFakeSmsVendor,
} from './support/fake-sms-vendor';

// Issue #26 item 3: the vote-reminder notice through each SMS adapter, checked by the fake vendor.
const MOBILE = '13926005678';
const NOTICE = { kind: 'VOTE_REMINDER' as const, title: '外墙维修表决', endDate: '2026-12-05 18:00' };
const log = Fastify({ logger: false }).log;

let vendor: FakeVendor;
beforeAll(async () => {
  vendor = await startFakeSmsVendor();
});
afterAll(() => vendor.close());

const settings = (overrides: Partial<SmsVendorSettings> = {}): SmsVendorSettings => ({
  accessKeyId: FAKE_VENDOR_KEY_ID,
  accessKeySecret: FAKE_VENDOR_KEY_SECRET,
  signName: '共治',
  templateId: 'SMS_465300001',
  templateParams: ['code'],
  reminderTemplateId: 'SMS_465300026',
  reminderTemplateParams: ['title', 'endDate'],
  region: 'cn-hangzhou',
  endpoint: vendor.url,
  ...overrides,
});

describe('SMS notices (vote reminder template)', () => {
  it('Aliyun: a signed SendSms with the reminder template, the title and the end date', async () => {
    const provider = createAliyunSmsProvider({ settings: settings(), log });
    expect(provider.noticesConfigured).toBe(true);
    const before = vendor.requests.length;
    await provider.sendNotice(MOBILE, NOTICE);
    const request = vendor.requests[before];
    expect(request?.action).toBe('aliyun:SendSms');
    expect(request?.signatureValid).toBe(true);
    expect(request?.params).toMatchObject({ PhoneNumbers: MOBILE, TemplateCode: 'SMS_465300026' });
    expect(vendor.messages.at(-1)?.params).toEqual({ title: NOTICE.title, endDate: NOTICE.endDate });
  });

  it('Tencent: {1} the title, {2} the end date', async () => {
    const provider = createTencentSmsProvider({
      settings: {
        ...settings({ reminderTemplateId: '7654321', region: 'ap-guangzhou' }),
        sdkAppId: '1400000001',
      },
      log,
    });
    await provider.sendNotice(MOBILE, NOTICE);
    const message = vendor.messages.at(-1);
    expect(message).toMatchObject({ vendor: 'tencent', mobile: MOBILE, templateId: '7654321' });
    expect(message?.params).toEqual({ '1': NOTICE.title, '2': NOTICE.endDate });
  });

  it('without SMS_REMINDER_TEMPLATE_ID nothing goes to the vendor and the send fails as refused', async () => {
    const provider = createAliyunSmsProvider({ settings: settings({ reminderTemplateId: null }), log });
    expect(provider.noticesConfigured).toBe(false);
    const before = vendor.requests.length;
    const error = await provider.sendNotice(MOBILE, NOTICE).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).delivery).toBe('refused');
    expect(vendor.requests.length).toBe(before);
  });

  it('a vendor refusal of a notice throws SmsSendError with the vendor kind', async () => {
    const provider = createAliyunSmsProvider({ settings: settings(), log });
    vendor.failNext('aliyun:SendSms', { kind: 'vendor-code', code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const error = await provider.sendNotice(MOBILE, NOTICE).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect((error as SmsSendError).kind).toBe('mobile-refused');
  });
});
