import { chainEntryPreimage } from '@gongzhi/domain/voting/evidence-chain';
import type { TimestampAnchor, VoteTimestampsDto } from '@gongzhi/domain/voting/timestamp-anchor';
import { bytesToBase64 } from '@gongzhi/domain/voting/timestamp-token';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../common/app-error';
import { type Clock, startOfShanghaiDay } from '../../common/clock';
import type { Db } from '../../db/client';
import { evidenceChain, votings } from '../../db/schema';
import { votingResults } from '../../db/tables/voting';
import { type TimestampReason, votingTimestamps } from '../../db/tables/voting-timestamp';
import {
  type TimestampAuthority,
  TimestampAuthorityError,
} from '../../providers/timestamp/timestamp-authority';
import { chainEntryOf } from './chain';
import { createVotingRepository } from './repository';
import { VOTING_MESSAGES } from './voting-messages';

/** The sweep's first retry of a failed head comes 10 minutes after the failure, then doubles. */
const RETRY_BASE_MS = 10 * 60_000;
const RETRY_MAX_MS = 24 * 3600_000;

type Deps = { db: Db; clock: Clock; tsa: TimestampAuthority | null; log: FastifyBaseLogger };

/**
 * The external anchor of the vote chains (issue #22 item 8, DESIGN §7): an RFC 3161 token on the
 * chain head at each result publication and once a day while a vote runs, from the configured TSA.
 * A TSA that cannot be reached never blocks a publication: the failure is recorded (and shown), and
 * the sweep retries every head of a published vote that has no token. Everything it decides from is
 * in the database, so a restart neither loses a retry nor stamps a running vote twice in a day.
 */
export function createVotingTimestampService(deps: Deps) {
  const { db, clock, tsa, log } = deps;
  const repo = createVotingRepository(db);
  /** Votes this process is stamping now: one request per vote at a time. */
  const inFlight = new Map<number, Promise<StampOutcome>>();
  /** Publication stamps started and not yet done (`settled` waits for them). */
  const background = new Set<Promise<unknown>>();

  async function hasToken(votingId: number, headHash: string): Promise<boolean> {
    const [row] = await db
      .select({ id: votingTimestamps.id })
      .from(votingTimestamps)
      .where(
        and(
          eq(votingTimestamps.votingId, votingId),
          eq(votingTimestamps.headHash, headHash),
          isNotNull(votingTimestamps.token),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Whether the sweep should leave a head whose stamps failed alone for now: after n failures it
   * waits 10 min × 2^(n−1), at most a day, so a TSA down for weeks does not fill the table.
   */
  async function backingOff(votingId: number, headHash: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({
        failures: sql<number>`count(*)::int`,
        last: sql<string | null>`max(${votingTimestamps.createdAt})`,
      })
      .from(votingTimestamps)
      .where(
        and(
          eq(votingTimestamps.votingId, votingId),
          eq(votingTimestamps.headHash, headHash),
          isNull(votingTimestamps.token),
        ),
      );
    const failures = Number(row?.failures ?? 0);
    if (failures === 0 || !row?.last) return false;
    const waitMs = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
    return now.getTime() - new Date(row.last).getTime() < waitMs;
  }

  async function stampNow(
    authority: TimestampAuthority,
    votingId: number,
    reason: TimestampReason,
    retry: boolean,
  ) {
    const head = await repo.chainHead(votingId);
    if (!head || (await hasToken(votingId, head.hash))) return 'skipped';
    if (retry && (await backingOff(votingId, head.hash, clock.now()))) return 'skipped';
    const preimage = new TextEncoder().encode(chainEntryPreimage(head.prev, chainEntryOf(head)));
    const base = { votingId, headHash: head.hash, headSeq: head.seq, reason, tsa: authority.name };
    try {
      const stamped = await authority.stamp(head.hash, preimage);
      await db
        .insert(votingTimestamps)
        .values({
          ...base,
          token: bytesToBase64(stamped.token),
          genTime: stamped.genTime,
          serial: stamped.serial,
          createdAt: clock.now(),
        })
        // Another instance stamped this head meanwhile: one token per head is enough.
        .onConflictDoNothing();
      return 'stamped';
    } catch (error) {
      const message =
        error instanceof TimestampAuthorityError
          ? error.message
          : `时间戳服务出错：${(error as Error).message}`;
      log.warn({ votingId, head: head.hash, err: error }, 'chain head time-stamp failed');
      await db.insert(votingTimestamps).values({ ...base, error: message, createdAt: clock.now() });
      return 'failed';
    }
  }

  /** Stamps the vote's current head unless it already has a token or this process is at it. */
  function stampHead(votingId: number, reason: TimestampReason, retry = false): Promise<StampOutcome> {
    if (!tsa) return Promise.resolve('skipped');
    const running = inFlight.get(votingId);
    if (running) return running;
    const promise = stampNow(tsa, votingId, reason, retry).finally(() => inFlight.delete(votingId));
    inFlight.set(votingId, promise);
    return promise;
  }

  /** Published votes whose current head has no token yet (a failed stamp, or entries since). */
  async function unanchoredPublished(): Promise<number[]> {
    const rows = await db
      .select({ id: votingResults.votingId })
      .from(votingResults)
      .where(
        sql`exists (select 1 from ${evidenceChain} c where c.voting_id = ${votingResults.votingId})
          and not exists (
            select 1 from ${votingTimestamps} t
            where t.voting_id = ${votingResults.votingId} and t.token is not null
              and t.head_hash = (select c.hash from ${evidenceChain} c
                                 where c.voting_id = ${votingResults.votingId} order by c.seq desc limit 1))`,
      )
      .orderBy(asc(votingResults.votingId));
    return rows.map((row) => row.id);
  }

  /** Running votes without a token stamped since the start of today (Asia/Shanghai). */
  async function runningWithoutTodaysStamp(now: Date): Promise<number[]> {
    const today = startOfShanghaiDay(now);
    const rows = await db
      .select({ id: votings.id })
      .from(votings)
      .where(
        and(
          inArray(votings.votingState, ['HAS_NOT_STARTED', 'PROCESSING']),
          lte(votings.startDate, now),
          gt(votings.endDate, now),
          sql`not exists (select 1 from ${votingTimestamps} t where t.voting_id = ${votings.id}
                and t.token is not null and t.created_at >= ${today.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(votings.id));
    return rows.map((row) => row.id);
  }

  return {
    configured: tsa !== null,
    stampHead,

    /** Stamps after a publication without holding up its answer; `settled` waits for it (tests). */
    stampInBackground(votingCode: string): void {
      const work = repo
        .findByCode(votingCode)
        .then((voting) => (voting ? stampHead(voting.id, 'PUBLICATION') : 'skipped'));
      background.add(work);
      void work
        .catch((error: unknown) => log.warn({ votingCode, err: error }, 'chain head time-stamp failed'))
        .finally(() => background.delete(work));
    },

    /**
     * Stamps a published vote's new head at once, after an entry appended once the result is out
     * (OBJECTION_RAISED, OBJECTION_ANSWERED, RESULT_FINAL): after any stamp in flight, whose head is
     * an older one; never delays nor fails the caller, and the sweep retries a failure.
     */
    stampEntryInBackground(votingId: number): void {
      if (!tsa) return;
      const running = inFlight.get(votingId) ?? Promise.resolve('skipped' as const);
      const work = running.catch(() => 'failed' as const).then(() => stampHead(votingId, 'PUBLICATION'));
      background.add(work);
      void work
        .catch((error: unknown) => log.warn({ votingId, err: error }, 'chain head time-stamp failed'))
        .finally(() => background.delete(work));
    },

    async settled(): Promise<void> {
      await Promise.allSettled([...background, ...inFlight.values()]);
    },

    /** Retries published heads without a token, and stamps running votes once a day; how many stamped. */
    async sweep(): Promise<number> {
      if (!tsa) return 0;
      const now = clock.now();
      const published = await unanchoredPublished();
      const running = await runningWithoutTodaysStamp(now);
      let stamped = 0;
      // One after the other: a TSA is a shared service, and PGlite has one connection.
      for (const id of published) if ((await stampHead(id, 'PUBLICATION', true)) === 'stamped') stamped += 1;
      for (const id of running) {
        if (published.includes(id)) continue;
        if ((await stampHead(id, 'DAILY', true)) === 'stamped') stamped += 1;
      }
      return stamped;
    },

    /**
     * GET /v1/votePublic/timestamps: for a vote whose result is published (404 otherwise), whether a
     * TSA is configured, its tokens, and the attempts that failed since the last token.
     */
    async publicTimestamps(votingCode: string): Promise<VoteTimestampsDto> {
      const voting = await repo.findByCode(votingCode);
      const [result] = voting
        ? await db
            .select({ id: votingResults.votingId })
            .from(votingResults)
            .where(eq(votingResults.votingId, voting.id))
        : [];
      if (!voting || !result) throw new AppError(404, VOTING_MESSAGES.resultNotPublic);
      const anchors = await timestampAnchorsOf(db, voting.id);
      const failed = await db
        .select()
        .from(votingTimestamps)
        .where(and(eq(votingTimestamps.votingId, voting.id), isNotNull(votingTimestamps.error)))
        .orderBy(desc(votingTimestamps.id))
        .limit(20);
      const [latest] = await db
        .select({ id: votingTimestamps.id })
        .from(votingTimestamps)
        .where(and(eq(votingTimestamps.votingId, voting.id), isNotNull(votingTimestamps.token)))
        .orderBy(desc(votingTimestamps.id))
        .limit(1);
      return {
        configured: tsa !== null,
        anchors,
        failures: failed
          .filter((row) => latest === undefined || row.id > latest.id)
          .map((row) => ({ at: row.createdAt.toISOString(), headSeq: row.headSeq, error: row.error ?? '' })),
      };
    },
  };
}

/** The tokens of a vote, oldest first (its aggregate carries them: public-aggregate.ts). */
export async function timestampAnchorsOf(db: Db, votingId: number): Promise<TimestampAnchor[]> {
  const rows = await db
    .select()
    .from(votingTimestamps)
    .where(and(eq(votingTimestamps.votingId, votingId), isNotNull(votingTimestamps.token)))
    .orderBy(asc(votingTimestamps.headSeq), asc(votingTimestamps.id));
  return rows.map((row) => ({
    headHash: row.headHash,
    headSeq: row.headSeq,
    tsa: row.tsa,
    genTime: (row.genTime ?? row.createdAt).toISOString(),
    token: row.token ?? '',
  }));
}

type StampOutcome = 'stamped' | 'failed' | 'skipped';

export type VotingTimestampService = ReturnType<typeof createVotingTimestampService>;
