import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, qrLogins, sessions, smsCodes, smsSends, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SendStats = { today: number; lastHour: number; lastSentEpoch: number | null };

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * SQL of the account module: users, SMS codes and captchas. Sessions and QR logins sit behind their
 * stores (stores/: table or Redis); the hourly purge still clears their tables when those are used.
 */
export function createAccountRepository(db: Db) {
  return {
    ...accountQueries(db),
    /** Runs `work` in one transaction holding a lock per mobile, so instances count sends consistently. */
    async withMobileLock<T>(mobile: string, work: (locked: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
        return work(accountQueries(tx as unknown as Db));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

function accountQueries(db: Db) {
  return {
    // ── users ──
    async findUserByMobile(mobile: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return rows[0] ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Creates the user of a new phone; a concurrent creation of the same phone is not an error. */
    async findOrCreateUser(mobile: string, userCode: string): Promise<UserRow> {
      await db.insert(users).values({ mobile, userCode }).onConflictDoNothing({ target: users.mobile });
      const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      const user = rows[0];
      if (!user) throw new Error('user vanished right after creation');
      return user;
    },

    // ── SMS codes and sends ──
    async sendStats(mobile: string, since: { dayStart: Date; hourAgo: Date }): Promise<SendStats> {
      const earliest = since.dayStart < since.hourAgo ? since.dayStart : since.hourAgo;
      const rows = await db
        .select({
          today: sql<number>`count(*) filter (where ${smsSends.sentAt} >= ${iso(since.dayStart)})`.mapWith(
            Number,
          ),
          lastHour: sql<number>`count(*) filter (where ${smsSends.sentAt} >= ${iso(since.hourAgo)})`.mapWith(
            Number,
          ),
          lastSentEpoch: sql<number | null>`max(extract(epoch from ${smsSends.sentAt}))`.mapWith(Number),
        })
        .from(smsSends)
        .where(and(eq(smsSends.mobile, mobile), sql`${smsSends.sentAt} >= ${iso(earliest)}`));
      const row = rows[0];
      return {
        today: row?.today ?? 0,
        lastHour: row?.lastHour ?? 0,
        lastSentEpoch: row?.lastSentEpoch ?? null,
      };
    },

    /** Returns the send's id, so a send the SMS vendor failed can be taken back ({@link retractSend}). */
    async recordSend(mobile: string, ip: string | null, now: Date): Promise<number> {
      const rows = await db
        .insert(smsSends)
        .values({ mobile, ip, sentAt: now })
        .returning({ id: smsSends.id });
      const row = rows[0];
      if (!row) throw new Error('sms send not recorded');
      return row.id;
    },

    /** A new code replaces any earlier one still open for the phone; returns the new code's id. */
    async replaceCode(mobile: string, codeHash: string, now: Date, expiresAt: Date): Promise<number> {
      await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)));
      const rows = await db
        .insert(smsCodes)
        .values({ mobile, codeHash, expiresAt, createdAt: now })
        .returning({ id: smsCodes.id });
      const row = rows[0];
      if (!row) throw new Error('sms code not stored');
      return row.id;
    },

    /**
     * Takes back a send the vendor did not deliver: it no longer counts against the phone's wait
     * and limits. `killCodeId`: the code is also closed (the vendor surely did not send it).
     */
    async retractSend(sendId: number, killCodeId: number | null, now: Date) {
      await db.delete(smsSends).where(eq(smsSends.id, sendId));
      if (killCodeId !== null)
        await db
          .update(smsCodes)
          .set({ consumedAt: now })
          .where(and(eq(smsCodes.id, killCodeId), isNull(smsCodes.consumedAt)));
    },

    async latestOpenCode(mobile: string, now: Date): Promise<SmsCodeRow | null> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consumeCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length > 0;
    },

    /** Counts a wrong try; the try that reaches `maxAttempts` kills the code. */
    async recordWrongCode(id: number, now: Date, maxAttempts: number) {
      await db
        .update(smsCodes)
        .set({
          failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
          consumedAt: sql`case when ${smsCodes.failedAttempts} + 1 >= ${maxAttempts} then ${iso(now)} else null end`,
        })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)));
    },

    // ── picture captchas ──
    async replaceCaptcha(mobile: string, answerHash: string, now: Date, expiresAt: Date) {
      await db
        .update(captchas)
        .set({ consumedAt: now })
        .where(and(eq(captchas.mobile, mobile), isNull(captchas.consumedAt)));
      await db.insert(captchas).values({ mobile, answerHash, expiresAt, createdAt: now });
    },

    /** Takes the phone's open captcha out of play (one try per picture) and returns its answer hash. */
    async takeCaptcha(mobile: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(captchas)
        .set({ consumedAt: now })
        .where(and(eq(captchas.mobile, mobile), isNull(captchas.consumedAt)))
        .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
      const open = rows.find((row) => row.expiresAt > now);
      return open?.answerHash ?? null;
    },

    /** Drops login state nobody can use any more; sends stay a day longer than the daily limit needs. */
    async purgeStale(now: Date) {
      const dayAgo = new Date(now.getTime() - 2 * 86_400_000);
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo));
      await db.delete(captchas).where(lt(captchas.expiresAt, dayAgo));
      await db.delete(qrLogins).where(lt(qrLogins.expiresAt, dayAgo));
      await db.delete(smsSends).where(lt(smsSends.sentAt, dayAgo));
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;
