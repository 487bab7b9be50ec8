import { join } from 'node:path';
import {
  REMINDER_MESSAGES,
  reminderEndDate,
  reminderTargets,
  reminderTitle,
} from '@gongzhi/domain/voting/reminder';
import { z } from 'zod';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import type { ReminderState } from '../../db/tables/voting-reminder';
import type { DownloadJobKind, JobContext } from '../../jobs/job-registry';
import { type SmsProvider, SmsSendError } from '../../providers/sms/sms-provider';
import { writeXlsx } from '../file/export/xlsx-export';
import { stateOf } from './dto';
import { createReminderRepository, type ReminderRepository } from './reminder-repository';
import { type ReminderWechatChannel, sendWechatReminder, type WechatOutcome } from './reminder-wechat';
import { createVotingRepository, type VotingRow } from './repository';
import { VOTING_MANAGE } from './routes';

export const REMINDER_JOB_KIND = 'VOTING_REMINDER';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Owners claimed per round (one INSERT … ON CONFLICT DO NOTHING), and SMS in flight at once. */
const CHUNK = 200;
const IN_FLIGHT = 16;

const params = z
  .object({ votingCode: z.string().min(1).max(64), sendCode: z.string().min(1).max(64) })
  .strict();
type ReminderJobParams = z.infer<typeof params>;

const WECHAT_LABEL: Record<string, string> = {
  SENT: '微信已发送',
  FAILED: '微信发送失败',
  SKIPPED: '未订阅微信提醒',
};

const STATE_LABEL: Record<ReminderState, string> = {
  PENDING: '发送中',
  SENT: '短信已发送',
  FAILED: '短信发送失败',
  UNKNOWN: '发送中断，未确认',
  IN_APP: '仅站内提醒',
};

const mobileUsable = (mobile: string) => /^1\d{10}$/.test(mobile);

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

type SendOutcome = {
  id: number;
  userId: number;
  state: ReminderState;
  error: string | null;
  wechat: WechatOutcome | null;
};

/** Deps of a send: the WeChat channel is null when no subscribe template is configured. */
type SendDeps = { db: Db; clock: Clock; sms: SmsProvider; wechat: ReminderWechatChannel | null };

/** The SMS of one owner (or IN_APP when SMS cannot reach them). */
async function sendSms(
  sms: SmsProvider,
  mobile: string,
  notice: Parameters<SmsProvider['sendNotice']>[1],
): Promise<Pick<SendOutcome, 'state' | 'error'>> {
  if (!sms.noticesConfigured || !mobileUsable(mobile)) return { state: 'IN_APP', error: null };
  try {
    await sms.sendNotice(mobile, notice);
    return { state: 'SENT', error: null };
  } catch (error) {
    const unknown = error instanceof SmsSendError && error.delivery === 'unknown';
    const message = error instanceof Error ? error.message : String(error);
    return { state: unknown ? 'UNKNOWN' : 'FAILED', error: message.slice(0, 200) };
  }
}

/**
 * One round: claim the owners (the unique key decides who is ours), send each an SMS when the
 * provider can, and write down how each went. An owner is claimed before the SMS goes, so a crash
 * can lose a reminder (left UNKNOWN) but never send one twice.
 */
async function sendRound(
  deps: { repo: ReminderRepository; clock: Clock; sms: SmsProvider; wechat: ReminderWechatChannel | null },
  input: {
    voting: VotingRow;
    sendId: number;
    day: string;
    userIds: number[];
    mobileOf: Map<number, string>;
    openIdOf: Map<number, string | null>;
  },
) {
  const { repo, clock, sms, wechat } = deps;
  const claimed = await repo.claim({
    votingId: input.voting.id,
    sendId: input.sendId,
    day: input.day,
    userIds: input.userIds,
    now: clock.now(),
  });
  const notice = {
    kind: 'VOTE_REMINDER' as const,
    title: reminderTitle(input.voting.title),
    endDate: input.voting.endDate ? reminderEndDate(input.voting.endDate) : '',
  };
  const outcomes: SendOutcome[] = [];
  // Acceptances recorded from here on are new ones (the owner accepted again meanwhile): kept.
  const sendingFrom = clock.now();
  await eachLimited(claimed, IN_FLIGHT, async ({ id, userId }) => {
    const [text, subscribe] = await Promise.all([
      sendSms(sms, input.mobileOf.get(userId) ?? '', notice),
      wechat ? sendWechatReminder(wechat, input.voting, input.openIdOf.get(userId) ?? null) : null,
    ]);
    outcomes.push({ id, userId, ...text, wechat: subscribe });
  });
  const now = clock.now();
  // Outcomes without an error are written in groups, the others one by one with their reason.
  const groups = new Map<string, SendOutcome[]>();
  for (const outcome of outcomes) {
    if (outcome.error || outcome.wechat?.wechatError) {
      await repo.mark([outcome.id], outcome.state, now, outcome.error, toColumns(outcome.wechat));
      continue;
    }
    const key = `${outcome.state}:${outcome.wechat?.wechatState ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  for (const group of groups.values()) {
    const [first] = group as [SendOutcome];
    await repo.mark(
      group.map((outcome) => outcome.id),
      first.state,
      now,
      null,
      toColumns(first.wechat),
    );
  }
  const spent = outcomes.filter((outcome) => outcome.wechat?.spent).map((outcome) => outcome.userId);
  if (spent.length > 0) await repo.spendWechatSubscriptions(spent, sendingFrom);
}

const toColumns = (wechat: WechatOutcome | null) => ({
  wechatState: wechat?.wechatState ?? null,
  wechatError: wechat?.wechatError ?? null,
});

async function writeReport(repo: ReminderRepository, sendId: number, tempDir: string) {
  const filePath = join(tempDir, 'reminders.xlsx');
  const rows = await repo.remindersOfSend(sendId);
  await writeXlsx(filePath, [
    {
      name: '催票提醒',
      columns: [
        { header: '序号', width: 8 },
        { header: '业主', width: 16 },
        { header: '手机号', width: 16 },
        { header: '结果', width: 18 },
        { header: '原因', width: 40 },
        { header: '微信提醒', width: 16 },
        { header: '微信原因', width: 40 },
      ],
      rows: rows.map((row, index) => [
        index + 1,
        row.ownerName ?? '',
        `${row.mobile.slice(0, 3)}****${row.mobile.slice(-4)}`,
        STATE_LABEL[row.state],
        row.error ?? '',
        row.wechatState ? (WECHAT_LABEL[row.wechatState] ?? row.wechatState) : '',
        row.wechatError ?? '',
      ]),
    },
  ]);
  return { filePath, contentType: XLSX };
}

/** The send of one reminder job; resumable: a second run continues where the first stopped. */
export async function runReminderSend(
  deps: SendDeps,
  context: Pick<JobContext, 'communityId' | 'reportProgress'>,
  input: ReminderJobParams,
) {
  const repo = createReminderRepository(deps.db);
  const voting = await createVotingRepository(deps.db).findByCode(input.votingCode);
  if (!voting || voting.communityId !== context.communityId) throw new Error('表决不存在');
  const send = await repo.sendByCode(voting.id, input.sendCode);
  if (!send) throw new Error('催票记录不存在');
  if (send.state === 'DONE' || send.state === 'FAILED') return send.id;
  await repo.updateSend(send.id, { state: 'RUNNING' });
  await repo.settleInterrupted(send.id, deps.clock.now());
  const finish = async (error: string | null) => {
    await repo.updateSend(send.id, {
      ...(await repo.recount(send.id)),
      state: error ? 'FAILED' : 'DONE',
      error,
      finishedAt: deps.clock.now(),
    });
  };
  if (stateOf(voting, deps.clock.now()) !== 'PROCESSING') {
    await finish(REMINDER_MESSAGES.notRunning);
    return send.id;
  }
  const candidates = await repo.candidates(voting.id, send.remindDate, deps.wechat?.templateId);
  const mobileOf = new Map(candidates.map((row) => [row.userId, row.mobile]));
  const openIdOf = new Map(candidates.map((row) => [row.userId, row.openId]));
  const { targets } = reminderTargets(candidates);
  for (let start = 0; start < targets.length; start += CHUNK) {
    await sendRound(
      { repo, clock: deps.clock, sms: deps.sms, wechat: deps.wechat },
      {
        voting,
        sendId: send.id,
        day: send.remindDate,
        userIds: targets.slice(start, start + CHUNK),
        mobileOf,
        openIdOf,
      },
    );
    const done = Math.min(targets.length, start + CHUNK);
    await repo.updateSend(send.id, await repo.recount(send.id));
    await context.reportProgress((done / targets.length) * 95);
  }
  await finish(null);
  return send.id;
}

/**
 * The reminder send as a download job (jobs/job-runner): queued rows survive a restart, a worker
 * that died is replaced when its heartbeat goes stale, and the output is the send's report.
 */
export function reminderJobKind(deps: SendDeps): DownloadJobKind<ReminderJobParams> {
  return {
    kind: REMINDER_JOB_KIND,
    name: '催票提醒发送',
    permission: VOTING_MANAGE,
    params,
    fileName: ({ communityName, now }) =>
      `${communityName}-催票提醒-${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`,
    async run(context, input) {
      const sendId = await runReminderSend(deps, context, input);
      return writeReport(createReminderRepository(deps.db), sendId, context.tempDir);
    },
  };
}
