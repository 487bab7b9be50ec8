import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, downloadJobs, users, votings } from '../../db/schema';
import {
  ownerWechatSubscriptions,
  type ReminderSendState,
  type ReminderState,
  type ReminderWechatState,
  votingReminderOptOuts,
  votingReminderSends,
  votingReminders,
} from '../../db/tables/voting-reminder';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** An owner of a voter in scope who has not voted, with what the rules need to know of them. */
export type ReminderCandidateRow = {
  userId: number;
  mobile: string;
  optedOut: boolean;
  remindedToday: boolean;
  /** The openid of the owner's accepted subscription to `templateId`, if any (WeChat channel). */
  openId: string | null;
};

/** The reminders' SQL (issue #26 item 3): non-voters of the frozen roll, the send log, opt-outs. */
export function createReminderRepository(db: Db) {
  return {
    /** Voters of the frozen roll without a counted ballot. */
    async notVotedVoterCount(votingId: number): Promise<number> {
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`
          select count(*)::int as "count" from voting_voters v
          where v.voting_id = ${votingId}
            and not exists (select 1 from voting_ballots b where b.voting_id = v.voting_id and b.voter_id = v.id)`),
      );
      return Number(row?.count ?? 0);
    },

    /** The owners of those voters (one row per voter and owner), opted out or reminded on `day`. */
    async candidates(votingId: number, day: string, templateId = ''): Promise<ReminderCandidateRow[]> {
      return rowsOf<ReminderCandidateRow>(
        await db.execute(sql`
          select u.id as "userId", u.mobile as "mobile",
                 (o.user_id is not null) as "optedOut",
                 (r.id is not null) as "remindedToday",
                 s.open_id as "openId"
          from voting_voters v
          cross join lateral unnest(v.owner_user_ids) as owner(user_id)
          join users u on u.id = owner.user_id
          left join voting_reminder_opt_outs o on o.user_id = u.id
          left join owner_wechat_subscriptions s on s.user_id = u.id and s.template_id = ${templateId}
          left join voting_reminders r
            on r.voting_id = v.voting_id and r.user_id = u.id and r.remind_date = ${day}
          where v.voting_id = ${votingId}
            and not exists (select 1 from voting_ballots b where b.voting_id = v.voting_id and b.voter_id = v.id)
          order by u.id`),
      ).map((row) => ({ ...row, userId: Number(row.userId) }));
    },

    /**
     * Claims the reminder of each owner for `day`: inserts PENDING rows, and a row the unique key
     * already holds (another send, another worker, an earlier attempt) inserts nothing. Returns the
     * owners claimed now: only these may be sent to.
     */
    async claim(input: { votingId: number; sendId: number; day: string; userIds: number[]; now: Date }) {
      if (input.userIds.length === 0) return [];
      const inserted = await db
        .insert(votingReminders)
        .values(
          input.userIds.map((userId) => ({
            votingId: input.votingId,
            sendId: input.sendId,
            userId,
            remindDate: input.day,
            state: 'PENDING' as ReminderState,
            createdAt: input.now,
            updatedAt: input.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: votingReminders.id, userId: votingReminders.userId });
      return inserted;
    },

    async mark(
      ids: number[],
      state: ReminderState,
      now: Date,
      error: string | null = null,
      wechat: { wechatState: ReminderWechatState | null; wechatError: string | null } = {
        wechatState: null,
        wechatError: null,
      },
    ) {
      if (ids.length === 0) return;
      await db
        .update(votingReminders)
        .set({ state, error, ...wechat, updatedAt: now })
        .where(inArray(votingReminders.id, ids));
    },

    /**
     * Rows of a send an earlier attempt claimed but never settled (its worker died before the vendor
     * answered or before it was written down): UNKNOWN, never sent again, it may have arrived.
     */
    async settleInterrupted(sendId: number, now: Date): Promise<number> {
      const rows = await db
        .update(votingReminders)
        .set({ state: 'UNKNOWN', error: '发送中断，无法确认是否送达（不再重发）', updatedAt: now })
        .where(and(eq(votingReminders.sendId, sendId), eq(votingReminders.state, 'PENDING')))
        .returning({ id: votingReminders.id });
      return rows.length;
    },

    /** The send's counters recounted from its rows (so a resumed send reports the whole send). */
    async recount(sendId: number) {
      const [row] = rowsOf<Record<string, number>>(
        await db.execute(sql`
          select count(*) filter (where state = 'SENT')::int as "sent",
                 count(*) filter (where state in ('FAILED', 'UNKNOWN'))::int as "failed",
                 count(*) filter (where state = 'IN_APP')::int as "inApp",
                 count(*) filter (where wechat_state = 'SENT')::int as "wechatSent",
                 count(*) filter (where wechat_state = 'FAILED')::int as "wechatFailed",
                 count(*) filter (where wechat_state = 'SKIPPED')::int as "wechatSkipped"
          from voting_reminders where send_id = ${sendId}`),
      );
      return {
        sent: Number(row?.sent ?? 0),
        failed: Number(row?.failed ?? 0),
        inAppOnly: Number(row?.inApp ?? 0),
        wechatSent: Number(row?.wechatSent ?? 0),
        wechatFailed: Number(row?.wechatFailed ?? 0),
        wechatSkipped: Number(row?.wechatSkipped ?? 0),
      };
    },

    async insertSend(input: {
      sendCode: string;
      votingId: number;
      createdBy: number;
      remindDate: string;
      planned: number;
      now: Date;
    }) {
      const [row] = await db
        .insert(votingReminderSends)
        .values({ ...input, state: 'QUEUED', createdAt: input.now })
        .returning();
      if (!row) throw new Error('reminder send not inserted');
      return row;
    },

    async updateSend(
      id: number,
      values: Partial<{
        jobCode: string;
        state: ReminderSendState;
        sent: number;
        failed: number;
        inAppOnly: number;
        wechatSent: number;
        wechatFailed: number;
        wechatSkipped: number;
        error: string | null;
        finishedAt: Date;
      }>,
    ) {
      await db.update(votingReminderSends).set(values).where(eq(votingReminderSends.id, id));
    },

    async sendByCode(votingId: number, sendCode: string) {
      const [row] = await db
        .select()
        .from(votingReminderSends)
        .where(and(eq(votingReminderSends.votingId, votingId), eq(votingReminderSends.sendCode, sendCode)));
      return row ?? null;
    },

    /** The vote's sends, newest first, with the sender's name and the job's progress. */
    async sendsOf(votingId: number) {
      return db
        .select({
          send: votingReminderSends,
          senderName: users.ownerName,
          senderMobile: users.mobile,
          progress: downloadJobs.progress,
          jobStatus: downloadJobs.status,
          jobError: downloadJobs.error,
        })
        .from(votingReminderSends)
        .innerJoin(users, eq(users.id, votingReminderSends.createdBy))
        .leftJoin(downloadJobs, eq(downloadJobs.jobCode, votingReminderSends.jobCode))
        .where(eq(votingReminderSends.votingId, votingId))
        .orderBy(desc(votingReminderSends.createdAt), desc(votingReminderSends.id))
        .limit(200);
    },

    /** The rows of one send for its report, with each owner's name and number. */
    async remindersOfSend(sendId: number) {
      return db
        .select({
          ownerName: users.ownerName,
          mobile: users.mobile,
          state: votingReminders.state,
          error: votingReminders.error,
          wechatState: votingReminders.wechatState,
          wechatError: votingReminders.wechatError,
          updatedAt: votingReminders.updatedAt,
        })
        .from(votingReminders)
        .innerJoin(users, eq(users.id, votingReminders.userId))
        .where(eq(votingReminders.sendId, sendId))
        .orderBy(votingReminders.id);
    },

    /** An owner's reminders (any state but PENDING), newest first, with the vote and whether they voted since. */
    async remindersOfOwner(userId: number) {
      return rowsOf<{
        votingCode: string;
        title: string;
        communityName: string;
        endDate: Date | string | null;
        remindedAt: Date | string;
        voted: boolean;
      }>(
        await db.execute(sql`
          select vt.voting_code as "votingCode", vt.title as "title",
                 c.community_name as "communityName", vt.end_date as "endDate",
                 r.created_at as "remindedAt",
                 exists (
                   select 1 from voting_voters v join voting_ballots b on b.voting_id = v.voting_id and b.voter_id = v.id
                   where v.voting_id = r.voting_id and v.owner_user_ids @> array[${userId}]::integer[]
                 ) as "voted"
          from ${votingReminders} r
          join ${votings} vt on vt.id = r.voting_id
          join ${communities} c on c.id = vt.community_id
          where r.user_id = ${userId} and r.state <> 'PENDING'
          order by r.created_at desc, r.id desc
          limit 100`),
      );
    },

    /** The owner's recorded acceptance, if any. */
    async wechatSubscription(userId: number) {
      const [row] = await db
        .select({
          templateId: ownerWechatSubscriptions.templateId,
          acceptedAt: ownerWechatSubscriptions.acceptedAt,
        })
        .from(ownerWechatSubscriptions)
        .where(eq(ownerWechatSubscriptions.userId, userId));
      return row ?? null;
    },

    /** Records (or replaces) an owner's acceptance of the reminder subscribe message. */
    async saveWechatSubscription(input: { userId: number; openId: string; templateId: string; now: Date }) {
      const values = { openId: input.openId, templateId: input.templateId, acceptedAt: input.now };
      await db
        .insert(ownerWechatSubscriptions)
        .values({ userId: input.userId, ...values })
        .onConflictDoUpdate({ target: ownerWechatSubscriptions.userId, set: values });
    },

    /** Removes the acceptances a send used up, unless accepted again since `acceptedUpTo`. */
    async spendWechatSubscriptions(userIds: number[], acceptedUpTo: Date) {
      await db
        .delete(ownerWechatSubscriptions)
        .where(
          and(
            inArray(ownerWechatSubscriptions.userId, userIds),
            lte(ownerWechatSubscriptions.acceptedAt, acceptedUpTo),
          ),
        );
    },

    async optedOut(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: votingReminderOptOuts.userId })
        .from(votingReminderOptOuts)
        .where(eq(votingReminderOptOuts.userId, userId));
      return Boolean(row);
    },

    async setOptedOut(userId: number, optedOut: boolean, now: Date) {
      if (optedOut)
        await db.insert(votingReminderOptOuts).values({ userId, createdAt: now }).onConflictDoNothing();
      else await db.delete(votingReminderOptOuts).where(eq(votingReminderOptOuts.userId, userId));
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
