import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, votings } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A send's state: queued as a job, running, done (failures counted), or stopped by an error. */
export type ReminderSendState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
/**
 * One owner's reminder: PENDING once claimed (before the SMS goes), SENT when the vendor accepted it,
 * FAILED when it refused, NO_MOBILE / IN_APP when only the in-app notice applies, UNKNOWN when the
 * worker died between claiming and hearing back (never resent: it may have arrived).
 */
export type ReminderState = 'PENDING' | 'SENT' | 'FAILED' | 'UNKNOWN' | 'IN_APP';
/**
 * The WeChat subscribe message of one reminder, when that channel is on: SENT when WeChat accepted
 * it, FAILED when it refused (43101: the owner refused or has no subscription left), SKIPPED when
 * the owner never accepted the subscription (no openid). Null: the channel was off.
 */
export type ReminderWechatState = 'SENT' | 'FAILED' | 'SKIPPED';

/** Each reminder send of a vote (issue #26 item 3): who, when, how many, failures. */
export const votingReminderSends = pgTable(
  'voting_reminder_sends',
  {
    id: serial('id').primaryKey(),
    sendCode: text('send_code').notNull().unique(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The download job that runs it (jobs/job-runner: progress, restart, retries). */
    jobCode: text('job_code'),
    state: text('state').$type<ReminderSendState>().notNull(),
    /** The Asia/Shanghai day ('YYYY-MM-DD') the reminders count against. */
    remindDate: text('remind_date').notNull(),
    /** Owners the preview counted when it was started. */
    planned: integer('planned').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Owners reminded in the app only (no SMS: no usable number or SMS not configured). */
    inAppOnly: integer('in_app_only').notNull().default(0),
    /** The WeChat subscribe-message channel's counts (all 0 when the channel is off). */
    wechatSent: integer('wechat_sent').notNull().default(0),
    wechatFailed: integer('wechat_failed').notNull().default(0),
    wechatSkipped: integer('wechat_skipped').notNull().default(0),
    error: text('error'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [index('voting_reminder_sends_voting_idx').on(table.votingId, table.createdAt)],
);

/**
 * One reminder to one owner. The unique key (vote, owner, day) is what makes "at most one reminder
 * per owner per day per vote" hold across restarts and concurrent sends: the row is inserted before
 * the SMS goes, and a second insert inserts nothing.
 */
export const votingReminders = pgTable(
  'voting_reminders',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    sendId: integer('send_id')
      .notNull()
      .references(() => votingReminderSends.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindDate: text('remind_date').notNull(),
    state: text('state').$type<ReminderState>().notNull(),
    error: text('error'),
    wechatState: text('wechat_state').$type<ReminderWechatState>(),
    wechatError: text('wechat_error'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('voting_reminders_day_uq').on(table.votingId, table.userId, table.remindDate),
    index('voting_reminders_send_idx').on(table.sendId),
    index('voting_reminders_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Owners who opted out of vote reminders (any channel), per user. */
export const votingReminderOptOuts = pgTable('voting_reminder_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull(),
});

/**
 * An owner's acceptance of the reminder subscribe message (WeChat's wx-open-subscribe on the owner
 * H5), with the openid WeChat's OAuth gave for them: the only way the server learns an owner's
 * openid. One row per owner; accepting again replaces it.
 */
export const ownerWechatSubscriptions = pgTable('owner_wechat_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openId: text('open_id').notNull(),
  templateId: text('template_id').notNull(),
  acceptedAt: instant('accepted_at').notNull(),
});

export type VotingReminderSend = typeof votingReminderSends.$inferSelect;
