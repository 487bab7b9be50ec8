import { REMINDER_MESSAGES } from '@gongzhi/domain/voting/reminder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWechatSubscriptions } from '../src/db/tables/voting-reminder';
import { devOpenIdFor } from '../src/providers/wechat/dev-wechat-provider';
import {
  type FakeWechatMessages,
  fakeWechatReminderEnv,
  startFakeWechatMessages,
} from './support/fake-wechat-messages';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, votingFixture } from './support/voting-fixtures';

// Issue #26 item 3, the WeChat channel: owners who accepted the reminder template get a subscribe
// message (through the API adapter, on a local fake of api.weixin.qq.com); others are skipped.
const C = 'YGHY001';
const TEMPLATE = 'TPL-vote-remind';
const mobile = (n: number) => `1372604${String(n).padStart(4, '0')}`;
const openId = (n: number) => `oREMIND${String(n).padStart(22, '0')}`;

type Send = {
  state: string;
  planned: number;
  sent: number;
  failed: number;
  inAppOnly: number;
  wechatSent: number;
  wechatFailed: number;
  wechatSkipped: number;
};

let fake: FakeWechatMessages;
let ctx: TestContext;
let director: string;
let votingCode = '';
const owners: string[] = [];

const subscribe = (token: string | undefined, body: unknown) =>
  post(ctx, '/v1/owner/wechatSubscribe', body, token ? { token } : {});
const sendReminder = () =>
  post(ctx, '/v1/voting/reminderSend', { communityInfoCode: C, votingCode }, { token: director });
const reminderSends = () =>
  get(ctx, `/v1/voting/reminderSends?communityInfoCode=${C}&votingCode=${votingCode}`, { token: director });
const runJobs = async () => {
  while (await ctx.app.downloadJobs.runner.runOnce()) {
    // until the queue is empty
  }
};

beforeAll(async () => {
  fake = await startFakeWechatMessages();
  ctx = await createTestContext({
    env: fakeWechatReminderEnv(fake, TEMPLATE),
  });
  director = await tokenFor(ctx, DIRECTOR);
  const fixture = votingFixture(ctx, C, () => director);
  // Owner 1 and 2 accept the template (2's openid is refused by WeChat), 3 never does, 4 opts out.
  const building = await fixture.building(
    '微信催票楼',
    [1, 2, 3, 4].map((n) => ({
      houseNo: `10${n}`,
      area: 10_000,
      owners: [{ ownerName: `微信业主${n}`, mobile: mobile(n) }],
    })),
  );
  votingCode = await fixture.vote({
    buildingCode: building.buildingCode,
    title: '微信催票楼外墙翻新工程是否同意实施及费用分摊方案',
    issues: [{ title: '是否同意外墙翻新', issueTypeId: 4 }],
    endSeconds: 5 * DAY,
  });
  for (const n of [1, 2, 3, 4]) owners.push(await tokenFor(ctx, mobile(n), { isWxAPP: true }));
  for (const n of [1, 2, 4]) fake.codes.set(`code-${n}`, openId(n));
  fake.refusing.add(openId(2));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('reminders by WeChat subscribe message', () => {
  it('an owner records their acceptance: the code is traded for their openid', async () => {
    const response = await subscribe(owners[0], { templateId: TEMPLATE, code: 'code-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf<{ templateId: string; acceptedAt: string }>(response).data).toEqual({
      templateId: TEMPLATE,
      acceptedAt: ctx.clock.now().toISOString(),
    });
    for (const n of [2, 4])
      expect((await subscribe(owners[n - 1], { templateId: TEMPLATE, code: `code-${n}` })).statusCode).toBe(
        200,
      );
    // Accepting again replaces the row (one per owner).
    expect((await subscribe(owners[0], { templateId: TEMPLATE, code: 'code-1' })).statusCode).toBe(200);
    const rows = await ctx.db.handle.db.select().from(ownerWechatSubscriptions);
    expect(rows.map((row) => row.openId).sort()).toEqual([openId(1), openId(2), openId(4)]);
  });

  it('refuses a missing or foreign template, a missing or rejected code, and no login', async () => {
    const cases: [unknown, number, string][] = [
      [{ code: 'code-3' }, 400, REMINDER_MESSAGES.wechatTemplateRequired],
      [{ templateId: 'TPL-other', code: 'code-3' }, 400, REMINDER_MESSAGES.wechatTemplateWrong],
      [{ templateId: TEMPLATE }, 400, REMINDER_MESSAGES.wechatCodeRequired],
      [{ templateId: TEMPLATE, code: '  ' }, 400, REMINDER_MESSAGES.wechatCodeRequired],
      [{ templateId: TEMPLATE, code: 'code-3' }, 400, '微信授权码无效或已过期，请重新进入页面'],
      [{ templateId: TEMPLATE, code: 'code-3', openId: openId(3) }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const response = await subscribe(owners[2], body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(bodyOf(response).message).toContain(message);
    }
    expect((await subscribe(undefined, { templateId: TEMPLATE, code: 'code-3' })).statusCode).toBe(401);
    const rows = await ctx.db.handle.db.select().from(ownerWechatSubscriptions);
    expect(rows).toHaveLength(3);
  });

  it('a send messages the accepting owners once; refusals and owners without a subscription are counted', async () => {
    expect(
      (await post(ctx, '/v1/owner/voteReminderOptOut', { optedOut: true }, { token: owners[3] })).statusCode,
    ).toBe(200);
    ctx.clock.advance(2 * HOUR);
    const preview = await get(
      ctx,
      `/v1/voting/reminderPreview?communityInfoCode=${C}&votingCode=${votingCode}`,
      {
        token: director,
      },
    );
    expect(bodyOf(preview).data).toMatchObject({ running: true, toSend: 3, wechatConfigured: true });
    // The token WeChat gave earlier has expired meanwhile: replaced once, then the sends go.
    fake.staleToken = 'token-1';
    fake.tokenVersion = 1;
    const send = await sendReminder();
    expect(send.statusCode, send.body).toBe(200);
    await runJobs();

    const received = fake.messages.map((message) => message.body);
    expect(received.map((body) => body.touser).sort()).toEqual([openId(1), openId(2)]);
    for (const message of fake.messages) {
      expect(message.method).toBe('POST');
      expect(message.accessToken).toMatch(/^token-[2-9]$/);
      expect(message.body).toMatchObject({
        template_id: TEMPLATE,
        page: `https://gz.test/owner/votes/${votingCode}`,
        data: {
          // The title as WeChat's `thing` takes it: at most 20 characters.
          thing1: { value: '微信催票楼外墙翻新工程是否同意实施及费…' },
          time2: { value: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) },
        },
      });
    }
    const log = await reminderSends();
    expect(bodyOf<Send[]>(log).data[0]).toMatchObject({
      state: 'DONE',
      planned: 3,
      wechatSent: 1,
      wechatFailed: 1,
      wechatSkipped: 1,
    });

    // The same day again: nothing is sent on any channel.
    const again = await sendReminder();
    expect(again.statusCode).toBe(400);
    expect(fake.messages).toHaveLength(2);
  });

  it('a one-time acceptance is used up by its message or by a refusal; the owner accepts again for the next', async () => {
    // Owner 1 was messaged, owner 2 refused: both are asked again; owner 4 (opted out) kept theirs.
    const rows = await ctx.db.handle.db.select().from(ownerWechatSubscriptions);
    expect(rows.map((row) => row.openId)).toEqual([openId(4)]);

    ctx.clock.advance(DAY);
    expect((await subscribe(owners[0], { templateId: TEMPLATE, code: 'code-1' })).statusCode).toBe(200);
    const send = await sendReminder();
    expect(send.statusCode, send.body).toBe(200);
    await runJobs();
    expect(fake.messages.slice(2).map((message) => message.body.touser)).toEqual([openId(1)]);
    const log = await reminderSends();
    expect(bodyOf<Send[]>(log).data[0]).toMatchObject({
      state: 'DONE',
      wechatSent: 1,
      wechatFailed: 0,
      wechatSkipped: 2,
    });
  });
});

describe('reminders without the WeChat template', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
  });

  it('refuses the acceptance (the channel is off)', async () => {
    const token = await tokenFor(plain, mobile(9), { isWxAPP: true });
    const response = await post(
      plain,
      '/v1/owner/wechatSubscribe',
      { templateId: TEMPLATE, code: 'x' },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(REMINDER_MESSAGES.wechatOff);
  });
});

describe('the WeChat channel on the dev stand-in outside production', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestContext({ env: { WECHAT_REMINDER_TEMPLATE_ID: TEMPLATE } });
  }, 120_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('takes the acceptance with the openid the dev provider derives from the code', async () => {
    const token = await tokenFor(dev, mobile(8), { isWxAPP: true });
    const response = await post(
      dev,
      '/v1/owner/wechatSubscribe',
      { templateId: TEMPLATE, code: 'dev-code' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await dev.db.handle.db.select().from(ownerWechatSubscriptions);
    expect(row?.openId).toBe(devOpenIdFor('dev-code'));
    const refused = await post(
      dev,
      '/v1/owner/wechatSubscribe',
      { templateId: TEMPLATE, code: 'invalid' },
      { token },
    );
    expect(refused.statusCode).toBe(400);
  });
});
