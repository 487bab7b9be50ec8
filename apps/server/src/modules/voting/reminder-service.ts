import { randomBytes } from 'node:crypto';
import {
  type OwnerReminderDto,
  REMINDER_MESSAGES,
  type ReminderPreviewDto,
  type ReminderSendDto,
  reminderDay,
  reminderTargets,
  WECHAT_SUBSCRIBE_OAUTH_STATE,
  type WechatReminderSetupDto,
  type WechatSubscribeDto,
  type WechatSubscribeInput,
} from '@gongzhi/domain/voting/reminder';
import { WECHAT_MESSAGES } from '@gongzhi/domain/wechat/wechat-api';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { newBusinessCode } from '../../common/secure-random';
import type { VotingReminderSend } from '../../db/tables/voting-reminder';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { WechatError } from '../../providers/wechat/wechat-provider';
import type { CommunityAccess } from '../community/access-service';
import type { DownloadJobService } from '../download/service';
import { jsSdkSignature, ownPageUrl } from '../wechat/service';
import { stateOf } from './dto';
import { REMINDER_JOB_KIND } from './reminder-job';
import { createReminderRepository } from './reminder-repository';
import type { ReminderWechatChannel } from './reminder-wechat';
import type { VotingRow } from './repository';
import type { VotingService } from './service';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** 王五 (138****0001): the sender as the log shows them. */
function senderName(name: string | null, mobile: string): string {
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return name ? `${name}（${masked}）` : masked;
}

export function sendDto(
  stored: VotingReminderSend,
  extra: { senderName: string; progress: number | null; jobStatus?: string | null; jobError?: string | null },
) {
  // A job the runner gave up on (attempts exhausted) leaves its send unfinished: it is stopped.
  const abandoned =
    extra.jobStatus === 'FAIL_GENERATED' && (stored.state === 'QUEUED' || stored.state === 'RUNNING');
  const send = abandoned
    ? { ...stored, state: 'FAILED' as const, error: extra.jobError ?? stored.error }
    : stored;
  const finished = send.state === 'DONE' || send.state === 'FAILED';
  return {
    sendCode: send.sendCode,
    state: send.state,
    progress: finished ? 100 : (extra.progress ?? 0),
    jobId: send.jobCode,
    senderName: extra.senderName,
    remindDate: send.remindDate,
    planned: send.planned,
    sent: send.sent,
    failed: send.failed,
    inAppOnly: send.inAppOnly,
    wechatSent: send.wechatSent,
    wechatFailed: send.wechatFailed,
    wechatSkipped: send.wechatSkipped,
    error: send.error,
    createdAt: send.createdAt.toISOString(),
    finishedAt: send.finishedAt?.toISOString() ?? null,
  } satisfies ReminderSendDto;
}

/**
 * Reminders to the owners of voters who have not voted (issue #26 item 3): the committee previews
 * and sends; the sending itself is a job (reminder-job.ts). Owners list theirs and opt out.
 */
export function createReminderService(deps: {
  voting: VotingService;
  jobs: DownloadJobService;
  sms: SmsProvider;
  /** The WeChat subscribe-message channel; null when no template is configured. */
  wechat: ReminderWechatChannel | null;
}) {
  const { core } = deps.voting;
  const { db, clock } = core.deps;
  const repo = createReminderRepository(db);

  async function counts(row: VotingRow, day: string) {
    if (!row.rollFrozenAt) return { notVotedVoters: 0, ...reminderTargets([]) };
    const candidates = await repo.candidates(row.id, day);
    return { notVotedVoters: await repo.notVotedVoterCount(row.id), ...reminderTargets(candidates) };
  }

  async function sends(row: VotingRow): Promise<ReminderSendDto[]> {
    return (await repo.sendsOf(row.id)).map((item) =>
      sendDto(item.send, {
        senderName: senderName(item.senderName, item.senderMobile),
        progress: item.progress,
        jobStatus: item.jobStatus,
        jobError: item.jobError,
      }),
    );
  }

  async function preview(access: CommunityAccess, votingCode: string): Promise<ReminderPreviewDto> {
    const found = await core.requireVoting(access, votingCode);
    const now = clock.now();
    const running = stateOf(found, now) === 'PROCESSING';
    const row = running ? await core.ensureFrozen(found) : found;
    const counted = running
      ? await counts(row, reminderDay(now))
      : { notVotedVoters: 0, ...reminderTargets([]) };
    const log = await sends(row);
    return {
      votingCode: row.votingCode,
      running,
      blockedReason: running ? null : REMINDER_MESSAGES.notRunning,
      notVotedVoters: counted.notVotedVoters,
      notVotedOwners: counted.owners,
      optedOut: counted.optedOut,
      remindedToday: counted.remindedToday,
      toSend: counted.targets.length,
      smsConfigured: deps.sms.noticesConfigured,
      wechatConfigured: deps.wechat !== null,
      sending: log.some((send) => send.state === 'QUEUED' || send.state === 'RUNNING'),
    };
  }

  return {
    preview,

    /** Queues a send: only while the vote runs, only when someone is left to remind, one at a time. */
    async send(actor: Actor, access: CommunityAccess, votingCode: string): Promise<ReminderSendDto> {
      const found = await core.requireVoting(access, votingCode);
      const now = clock.now();
      if (stateOf(found, now) !== 'PROCESSING') throw new AppError(400, REMINDER_MESSAGES.notRunning);
      const row = await core.ensureFrozen(found);
      if (!row.rollFrozenAt) throw new AppError(400, REMINDER_MESSAGES.rollNotFrozen);
      const log = await sends(row);
      if (log.some((send) => send.state === 'QUEUED' || send.state === 'RUNNING'))
        throw new AppError(409, REMINDER_MESSAGES.alreadySending);
      const day = reminderDay(now);
      const counted = await counts(row, day);
      if (counted.targets.length === 0) throw new AppError(400, REMINDER_MESSAGES.nothingToSend);
      const send = await repo.insertSend({
        sendCode: newBusinessCode('R'),
        votingId: row.id,
        createdBy: actor.userId,
        remindDate: day,
        planned: counted.targets.length,
        now,
      });
      const job = await deps.jobs.create(actor, access, {
        kind: REMINDER_JOB_KIND,
        params: { votingCode: row.votingCode, sendCode: send.sendCode },
      });
      await repo.updateSend(send.id, { jobCode: job.jobId });
      return sendDto(
        { ...send, jobCode: job.jobId },
        { senderName: senderName(null, actor.mobile), progress: job.progress },
      );
    },

    async sends(access: CommunityAccess, votingCode: string): Promise<ReminderSendDto[]> {
      return sends(await core.requireVoting(access, votingCode));
    },

    async ownerReminders(userId: number): Promise<OwnerReminderDto[]> {
      return (await repo.remindersOfOwner(userId)).map((row) => ({
        votingCode: row.votingCode,
        title: row.title,
        communityName: row.communityName,
        endDate: iso(row.endDate),
        remindedAt: iso(row.remindedAt) ?? '',
        voted: Boolean(row.voted),
      }));
    },

    /**
     * wx.config's signature for an owner-H5 page of this deployment (never another site's: a
     * signature is WeChat's permission to use the JS-SDK on that page), the template, the OAuth
     * address for the code, and whether the owner accepted already.
     */
    async wechatSetup(userId: number, pageUrl: string): Promise<WechatReminderSetupDto> {
      const channel = deps.wechat;
      if (!channel) throw new AppError(400, REMINDER_MESSAGES.wechatOff);
      const url = ownPageUrl(pageUrl, channel.publicUrl);
      if (!url) throw new AppError(400, REMINDER_MESSAGES.wechatUrlOutside);
      let ticket: string;
      try {
        ticket = await channel.provider.jsapiTicket();
      } catch (error) {
        if (error instanceof WechatError) throw new AppError(502, WECHAT_MESSAGES.upstream);
        throw error;
      }
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonceStr = randomBytes(12).toString('base64url');
      // Back to the same page without a code of an earlier round trip.
      const back = new URL(url);
      back.searchParams.delete('code');
      back.searchParams.delete('state');
      const accepted = await repo.wechatSubscription(userId);
      return {
        appId: channel.provider.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
        templateId: channel.templateId,
        oauthUrl: channel.provider.oauthAuthorizeUrl(back.toString(), WECHAT_SUBSCRIBE_OAUTH_STATE),
        acceptedAt:
          accepted && accepted.templateId === channel.templateId ? accepted.acceptedAt.toISOString() : null,
      };
    },

    /**
     * Records that the owner accepted the reminder subscribe message: the template must be this
     * deployment's, and the OAuth code is traded for the owner's openid here.
     */
    async acceptWechatSubscription(userId: number, input: WechatSubscribeInput): Promise<WechatSubscribeDto> {
      const channel = deps.wechat;
      if (!channel) throw new AppError(400, REMINDER_MESSAGES.wechatOff);
      if (input.templateId !== channel.templateId)
        throw new AppError(400, REMINDER_MESSAGES.wechatTemplateWrong);
      let openId: string;
      try {
        ({ openId } = await channel.provider.openIdByCode(input.code));
      } catch (error) {
        if (error instanceof WechatError && error.failure === 'invalid-code')
          throw new AppError(400, WECHAT_MESSAGES.codeRejected);
        if (error instanceof WechatError) throw new AppError(502, WECHAT_MESSAGES.upstream);
        throw error;
      }
      const now = clock.now();
      await repo.saveWechatSubscription({ userId, openId, templateId: channel.templateId, now });
      return { templateId: channel.templateId, acceptedAt: now.toISOString() };
    },

    async optOut(userId: number) {
      return { optedOut: await repo.optedOut(userId) };
    },

    async setOptOut(userId: number, optedOut: boolean) {
      await repo.setOptedOut(userId, optedOut, clock.now());
      return { optedOut };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
