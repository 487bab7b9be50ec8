import { REMINDER_MESSAGES } from '@gongzhi/domain/voting/reminder';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { votings } from '../src/db/schema';
import { votingReminders } from '../src/db/tables/voting-reminder';
import { runReminderSend } from '../src/modules/voting/reminder-job';
import { createReminderRepository } from '../src/modules/voting/reminder-repository';
import { createAliyunSmsProvider } from '../src/providers/sms/aliyun-sms-provider';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeVendor,
  startFakeSmsVendor,
} from './support/fake-sms-vendor';
import { DIRECTOR, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #26 item 3: reminders to the owners of voters who have not voted, through the Aliyun adapter
// on the fake SMS vendor (which checks the SDK's signature).
const C = 'YGHY001';
const DEPUTY = '13600000001';
const TEMPLATE = 'SMS_465302603';
const mobile = (n: number) => `1372603${String(n).padStart(4, '0')}`;

type Preview = {
  running: boolean;
  blockedReason: string | null;
  notVotedVoters: number;
  notVotedOwners: number;
  optedOut: number;
  remindedToday: number;
  toSend: number;
  smsConfigured: boolean;
  sending: boolean;
};
type Send = {
  sendCode: string;
  remindDate: string;
  state: string;
  progress: number;
  senderName: string;
  planned: number;
  sent: number;
  failed: number;
  inAppOnly: number;
};

let vendor: FakeVendor;
let ctx: TestContext;
let director: string;
let deputy: string;
let fixture: VotingFixture;
let votingCode = '';
let houses: string[] = [];

const ref = (code = votingCode, community = C) => `communityInfoCode=${community}&votingCode=${code}`;
const preview = async () => {
  const response = await get(ctx, `/v1/voting/reminderPreview?${ref()}`, { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Preview>(response).data;
};
const send = (token = director, code = votingCode, community = C) =>
  post(ctx, '/v1/voting/reminderSend', { communityInfoCode: community, votingCode: code }, { token });
const sends = async () => {
  const response = await get(ctx, `/v1/voting/reminderSends?${ref()}`, { token: director });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Send[]>(response).data;
};
/** The reminder messages the vendor received (not the login codes). */
const reminded = () => vendor.messages.filter((message) => message.templateId === TEMPLATE);
const runJobs = async () => {
  while (await ctx.app.downloadJobs.runner.runOnce()) {
    // until the queue is empty
  }
};

/** A counted paper ballot: entered twice by two members. */
const paperBallot = (houseCode: string) => fixture.paperBallot(votingCode, houseCode, deputy);

beforeAll(async () => {
  vendor = await startFakeSmsVendor();
  const sms = loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'aliyun',
    SMS_ENDPOINT: vendor.url,
    SMS_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
    SMS_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
    SMS_SIGN_NAME: '共治',
    SMS_TEMPLATE_ID: 'SMS_465300001',
    SMS_REMINDER_TEMPLATE_ID: TEMPLATE,
  }).sms;
  if (sms.provider !== 'aliyun') throw new Error('aliyun settings expected');
  ctx = await createTestContext({
    smsNotices: createAliyunSmsProvider({ settings: sms, log: Fastify({ logger: false }).log }),
  });
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, DEPUTY);
  fixture = votingFixture(ctx, C, () => director);
  // Five houses: 1 votes on paper, 2's owner opts out, 5 has two owners (5 and 6).
  const owners = (...ns: number[]) => ns.map((n) => ({ ownerName: `催票业主${n}`, mobile: mobile(n) }));
  const building = await fixture.building('催票楼', [
    { houseNo: '101', area: 10_000, owners: owners(1) },
    { houseNo: '102', area: 10_000, owners: owners(2) },
    { houseNo: '103', area: 10_000, owners: owners(3) },
    { houseNo: '104', area: 10_000, owners: owners(4) },
    { houseNo: '105', area: 10_000, owners: owners(5, 6) },
  ]);
  houses = building.houses;
  votingCode = await fixture.vote({
    buildingCode: building.buildingCode,
    title: '催票楼电梯更新',
    issues: [{ title: '是否同意更新电梯', issueTypeId: 4 }],
    endSeconds: 5 * DAY,
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await vendor?.close();
});

describe('vote reminders (催票提醒)', () => {
  it('before the vote runs: the preview says so and a send is refused with 400', async () => {
    const data = await preview();
    expect(data.running).toBe(false);
    expect(data.blockedReason).toBe(REMINDER_MESSAGES.notRunning);
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(REMINDER_MESSAGES.notRunning);
  });

  it('an owner opts out and back through their own endpoint', async () => {
    const owner2 = await tokenFor(ctx, mobile(2), { isWxAPP: true });
    const set = (optedOut: unknown) =>
      post(ctx, '/v1/owner/voteReminderOptOut', { optedOut }, { token: owner2 });
    expect((await set('yes')).statusCode).toBe(400);
    expect(bodyOf<{ optedOut: boolean }>(await set(true)).data.optedOut).toBe(true);
    expect(bodyOf<{ optedOut: boolean }>(await set(false)).data.optedOut).toBe(false);
    expect((await set(true)).statusCode).toBe(200);
    const read = await get(ctx, '/v1/owner/voteReminderOptOut', { token: owner2 });
    expect(bodyOf<{ optedOut: boolean }>(read).data.optedOut).toBe(true);
    expect((await get(ctx, '/v1/owner/voteReminderOptOut')).statusCode).toBe(401);
  });

  it('sends to exactly the non-voters not opted out, once, logged with who and how many', async () => {
    ctx.clock.advance(2 * HOUR);
    await paperBallot(houses[0] as string);
    const data = await preview();
    expect(data).toMatchObject({
      running: true,
      notVotedVoters: 4,
      notVotedOwners: 5,
      optedOut: 1,
      remindedToday: 0,
      toSend: 4,
      smsConfigured: true,
      sending: false,
    });
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf<Send>(response).data).toMatchObject({ state: 'QUEUED', planned: 4 });
    // One send at a time per vote.
    expect((await send()).statusCode).toBe(409);
    expect((await preview()).sending).toBe(true);
    await runJobs();

    expect(
      reminded()
        .map((message) => message.mobile)
        .sort(),
    ).toEqual([3, 4, 5, 6].map(mobile));
    const [vote] = await ctx.db.handle.db.select().from(votings).where(eq(votings.votingCode, votingCode));
    for (const message of reminded()) {
      expect(message.params).toEqual({
        title: '催票楼电梯更新',
        endDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      });
      expect(message.params.endDate).toBe(
        new Date((vote?.endDate?.getTime() ?? 0) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' '),
      );
    }
    const log = await sends();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      state: 'DONE',
      progress: 100,
      planned: 4,
      sent: 4,
      failed: 0,
      inAppOnly: 0,
    });
    expect(log[0]?.senderName).toContain('138****0001');
    expect(await preview()).toMatchObject({ toSend: 0, remindedToday: 4, sending: false });
  });

  it('a second send the same day sends nothing: refused, and even a forced run is stopped by the unique key', async () => {
    const before = reminded().length;
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(REMINDER_MESSAGES.nothingToSend);
    // A second send row run directly (as a concurrent or restarted worker would): the key holds.
    const [vote] = await ctx.db.handle.db.select().from(votings).where(eq(votings.votingCode, votingCode));
    const repo = createReminderRepository(ctx.db.handle.db);
    const [first] = await sends();
    const forced = await repo.insertSend({
      sendCode: 'RFORCED1',
      votingId: vote?.id ?? 0,
      createdBy: 1,
      remindDate: first?.remindDate ?? '',
      planned: 4,
      now: ctx.clock.now(),
    });
    const remindedIds = await ctx.db.handle.db
      .select({ userId: votingReminders.userId })
      .from(votingReminders)
      .where(eq(votingReminders.votingId, vote?.id ?? 0));
    expect(remindedIds).toHaveLength(4);
    const claimed = await repo.claim({
      votingId: vote?.id ?? 0,
      sendId: forced.id,
      day: forced.remindDate,
      userIds: remindedIds.map((row) => row.userId),
      now: ctx.clock.now(),
    });
    expect(claimed).toEqual([]);
    await runReminderSend(
      { db: ctx.db.handle.db, clock: ctx.clock, sms: ctx.sms, wechat: null },
      { communityId: vote?.communityId ?? 0, reportProgress: async () => {} },
      { votingCode, sendCode: 'RFORCED1' },
    );
    expect(reminded().length).toBe(before);
    expect((await repo.recount(forced.id)).sent).toBe(0);
  });

  it('owners see their reminder in the app; the opted-out owner sees none', async () => {
    const list = async (n: number) => {
      const token = await tokenFor(ctx, mobile(n), { isWxAPP: true });
      const response = await get(ctx, '/v1/owner/voteReminders', { token });
      expect(response.statusCode, response.body).toBe(200);
      return bodyOf<{ votingCode: string; title: string; voted: boolean }[]>(response).data;
    };
    expect(await list(3)).toEqual([
      expect.objectContaining({ votingCode, title: '催票楼电梯更新', voted: false }),
    ]);
    expect(await list(2)).toEqual([]);
    expect(await list(1)).toEqual([]);
  });

  it('the next day: a vendor refusal is counted as a failure; an interrupted claim is never resent', async () => {
    ctx.clock.advance(DAY);
    await paperBallot(houses[2] as string); // owner 3 has voted since
    expect(await preview()).toMatchObject({ notVotedVoters: 3, toSend: 3, remindedToday: 0 });
    // A worker claimed owner 4 today and died before the vendor answered.
    const response = await send();
    const sendCode = bodyOf<Send>(response).data.sendCode;
    const repo = createReminderRepository(ctx.db.handle.db);
    const [vote] = await ctx.db.handle.db.select().from(votings).where(eq(votings.votingCode, votingCode));
    const row = await repo.sendByCode(vote?.id ?? 0, sendCode);
    const owner4 = (await repo.candidates(vote?.id ?? 0, row?.remindDate ?? '')).find(
      (candidate) => candidate.mobile === mobile(4),
    );
    await repo.claim({
      votingId: vote?.id ?? 0,
      sendId: row?.id ?? 0,
      day: row?.remindDate ?? '',
      userIds: [owner4?.userId ?? 0],
      now: ctx.clock.now(),
    });
    const before = reminded().length;
    vendor.failNext('aliyun:SendSms', { kind: 'vendor-code', code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    await runJobs();
    const today = reminded()
      .slice(before)
      .map((message) => message.mobile);
    // 5 and 6 remain; one of them was refused by the vendor; 4 was not sent again.
    expect(today.length).toBe(1);
    expect([mobile(5), mobile(6)]).toContain(today[0]);
    const [latest] = await sends();
    expect(latest).toMatchObject({ state: 'DONE', sent: 1, failed: 2 });
    const states = await ctx.db.handle.db
      .select({ state: votingReminders.state })
      .from(votingReminders)
      .where(eq(votingReminders.sendId, row?.id ?? 0));
    expect(states.map((item) => item.state).sort()).toEqual(['FAILED', 'SENT', 'UNKNOWN']);
  });

  it('a send whose job the runner gave up on shows as stopped and does not block the next send', async () => {
    ctx.clock.advance(DAY);
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    const { sendCode } = bodyOf<Send>(response).data;
    expect((await send()).statusCode).toBe(409);
    // As jobs/job-runner leaves a job whose attempts are exhausted.
    await ctx.db.handle.db.execute(
      sql`update download_jobs set status = 'FAIL_GENERATED', error = '任务多次中断，已停止生成，请重新发起'
          where job_code = (select job_code from voting_reminder_sends where send_code = ${sendCode})`,
    );
    const [stopped] = await sends();
    expect(stopped).toMatchObject({
      sendCode,
      state: 'FAILED',
      error: '任务多次中断，已停止生成，请重新发起',
    });
    expect((await preview()).sending).toBe(false);
    const before = reminded().length;
    const retry = await send();
    expect(retry.statusCode, retry.body).toBe(200);
    await runJobs();
    // Owners 4, 5 and 6 (3 voted): one message each, once.
    expect(
      reminded()
        .slice(before)
        .map((message) => message.mobile)
        .sort(),
    ).toEqual([4, 5, 6].map(mobile));
  });

  it('refuses another community (404), a member without the permission (403), no login (401), an ended vote (400)', async () => {
    expect(
      (await get(ctx, `/v1/voting/reminderPreview?${ref(votingCode, 'TYXQ001')}`, { token: director }))
        .statusCode,
    ).toBe(404);
    expect((await send(director, votingCode, 'TYXQ001')).statusCode).toBe(404);
    expect((await send(director, 'NOPE')).statusCode).toBe(404);
    const preparer = await tokenFor(ctx, XFL_PREPARER);
    expect((await send(preparer, votingCode, 'XFL001')).statusCode).toBe(403);
    expect(
      (await post(ctx, '/v1/voting/reminderSend', { communityInfoCode: C, votingCode })).statusCode,
    ).toBe(401);
    ctx.clock.advance(5 * DAY);
    const ended = await send();
    expect(ended.statusCode).toBe(400);
    expect(ended.body).toContain(REMINDER_MESSAGES.notRunning);
  });
});
