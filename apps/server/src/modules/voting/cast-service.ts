import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { AppError } from '../../common/app-error';
import { chainEntryOf } from './chain';
import { stateOf } from './dto';
import type { VotingPaperRepository } from './paper-repository';
import type { CastContextRow, VotingRepository } from './repository';
import { freezeLocked } from './roll-freeze';
import { chainVoter } from './voter-ref';
import { replacePaperLocked, type VotingCore } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

/** The receipt of an online ballot. */
export type BallotReceipt = {
  votingCode: string;
  ballotHash: string;
  seq: number;
  channel: 'ONLINE';
  castAt: string;
  houseCodes: string[];
  choices: Record<string, VoteChoice | null>;
};

/** What an online ballot is checked against: the user's voters on the frozen roll and more. */
type CastContext = {
  voters: { id: number; voterKey: string; houseCodes: string[] }[];
  issueKeys: string[];
  userCode: string | null;
  /** On the roll and a certified owner of one of its houses, or on the vote's white list. */
  allowed: boolean;
};

function castContextOf(row: CastContextRow): CastContext {
  return {
    voters: row.voters,
    issueKeys: row.issueKeys,
    userCode: row.userCode,
    allowed: row.voters.length > 0 && (row.voters.some((voter) => voter.certified) || row.whiteListed),
  };
}

type CastRequest = {
  userId: number;
  votingCode: string;
  choices: Record<string, VoteChoice | null>;
  now: Date;
  /** Read before the lock while the roll was already frozen; null to read it under the lock. */
  early: CastContext | null;
  resolve: (receipt: BallotReceipt) => void;
  reject: (error: unknown) => void;
};

type CastOutcome = { receipt: BallotReceipt } | { error: unknown };

/** Rolls back a batch none of whose ballots was cast, carrying each ballot's refusal. */
class CastRollback extends Error {
  constructor(readonly outcomes: CastOutcome[]) {
    super('no ballot cast');
  }
}

/** The most ballots cast in one transaction. */
const CAST_BATCH = 100;

/**
 * The ballots of a batch under the vote's lock. A ballot refused by a rule writes nothing; when
 * every ballot is refused the transaction is rolled back (as a lone refused ballot's would be).
 */
async function castLocked(
  tx: VotingRepository,
  paper: VotingPaperRepository,
  votingId: number,
  batch: readonly CastRequest[],
): Promise<CastOutcome[]> {
  const outcomes: CastOutcome[] = batch.map(() => ({ error: undefined }));
  const voting = await tx.lock(votingId);
  const checked: { index: number; context: CastContext }[] = [];
  for (const [index, request] of batch.entries()) {
    try {
      if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      if (stateOf(voting, request.now) !== 'PROCESSING') throw new AppError(409, VOTING_MESSAGES.notOpen);
      const froze = await freezeLocked(tx, voting, request.now);
      const context =
        request.early && !froze
          ? request.early
          : castContextOf(await tx.castContext(voting.id, request.userId));
      if (context.voters.length === 0) throw new AppError(403, VOTING_MESSAGES.notInScope);
      if (!context.allowed) throw new AppError(403, VOTING_MESSAGES.notCertified);
      const keys = [...context.issueKeys].sort();
      const given = Object.keys(request.choices).sort();
      if (keys.length !== given.length || keys.some((key, i) => key !== given[i])) {
        throw new AppError(400, VOTING_MESSAGES.choicesMismatch);
      }
      if (
        !voting.settings.followMajorityOffered &&
        Object.values(request.choices).includes('FOLLOW_MAJORITY')
      ) {
        throw new AppError(400, VOTING_MESSAGES.followMajorityNotOffered);
      }
      checked.push({ index, context });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { error };
    }
  }
  if (!voting || checked.length === 0) throw new CastRollback(outcomes);

  const state = await tx.castState(voting.id, [
    ...new Set(checked.flatMap(({ context }) => context.voters.map((voter) => voter.id))),
  ]);
  const ballotOf = new Map(state.ballots.map((ballot) => [ballot.voterId, ballot]));
  let head: ChainEntry | null = state.head ? chainEntryOf(state.head) : null;
  const chainRows: (ChainEntry & { votingId: number })[] = [];
  const ballotRows: Parameters<VotingRepository['insertBallots']>[0][number][] = [];
  const flush = async () => {
    await tx.appendChainMany(chainRows.splice(0));
    await tx.insertBallots(ballotRows.splice(0));
  };
  let cast = 0;
  for (const { index, context } of checked) {
    const request = batch[index];
    if (!request) continue;
    const { userId, choices, now } = request;
    try {
      const existing = context.voters.flatMap((voter) => ballotOf.get(voter.id) ?? []);
      // Online beats paper: a voter with a paper ballot may still vote online (it replaces it).
      const open = context.voters.filter(
        (voter) => ballotOf.get(voter.id)?.channel !== 'ONLINE' && !state.abandoned.has(voter.id),
      );
      if (open.length === 0) {
        const online = existing.filter((ballot) => ballot.channel === 'ONLINE');
        if (online.length === 0) throw new AppError(409, VOTING_MESSAGES.abandonedOnline);
        const byOther = online.some((ballot) => ballot.userId !== userId);
        throw new AppError(409, byOther ? VOTING_MESSAGES.coOwnerVoted : VOTING_MESSAGES.alreadyVoted);
      }
      let last: { hash: string; seq: number } | null = null;
      const houseCodes: string[] = [];
      for (const voter of open) {
        houseCodes.push(...voter.houseCodes);
        const paperBallot = ballotOf.get(voter.id);
        if (paperBallot) {
          await flush();
          const named = chainVoter(voting, voter.voterKey);
          await replacePaperLocked(tx, paper, voting.id, named, paperBallot, now);
          const moved = await tx.chainHead(voting.id);
          head = moved ? chainEntryOf(moved) : null;
        }
        const entry = appendEntry(head, {
          type: 'BALLOT_CAST',
          // Pseudonymous: the voter's reference, never a user code, phone or house (issue #21 item 5).
          payload: { ...chainVoter(voting, voter.voterKey), channel: 'ONLINE', choices },
          at: now.toISOString(),
        });
        head = entry;
        chainRows.push({ votingId: voting.id, ...entry });
        const ballot = {
          votingId: voting.id,
          voterId: voter.id,
          channel: 'ONLINE' as const,
          userId,
          choices,
          chainHash: entry.hash,
          createdAt: now,
        };
        ballotRows.push(ballot);
        ballotOf.set(voter.id, { id: 0, ...ballot });
        last = { hash: entry.hash, seq: entry.seq };
      }
      outcomes[index] = {
        receipt: {
          votingCode: request.votingCode,
          ballotHash: last?.hash ?? '',
          seq: last?.seq ?? 0,
          channel: 'ONLINE',
          castAt: now.toISOString(),
          houseCodes: houseCodes.sort(),
          choices,
        },
      };
      cast += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { error };
    }
  }
  if (cast === 0) throw new CastRollback(outcomes);
  await flush();
  return outcomes;
}

/** Online ballots: the cast queue and the owner's entry to it. */
export function createCastService(core: VotingCore) {
  const { repo, clock, inTransaction } = core;

  /**
   * Online ballots of one vote wait in a queue of this process; whatever queued up while one
   * transaction held the vote's lock is cast together in the next (group commit): one lock, one
   * read of the chain head and the voters' ballots, the chain entries and ballots inserted at once.
   * Each ballot is checked and chained exactly as alone, in arrival order, and answered on its own.
   */
  const castQueues = new Map<number, CastRequest[]>();

  async function drainCasts(votingId: number): Promise<void> {
    for (;;) {
      const queue = castQueues.get(votingId);
      if (!queue || queue.length === 0) {
        castQueues.delete(votingId);
        return;
      }
      await castBatch(votingId, queue.splice(0, CAST_BATCH));
    }
  }

  async function castBatch(votingId: number, batch: CastRequest[]): Promise<void> {
    let outcomes: CastOutcome[];
    try {
      outcomes = await inTransaction((tx, paper) => castLocked(tx, paper, votingId, batch));
    } catch (error) {
      if (error instanceof CastRollback) outcomes = error.outcomes;
      else if (batch.length > 1) {
        // An unexpected failure undoes the whole batch: cast each ballot alone so only its own fails.
        for (const request of batch) await castBatch(votingId, [request]);
        return;
      } else outcomes = [{ error }];
    }
    for (const [index, request] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome && 'receipt' in outcome) request.resolve(outcome.receipt);
      else request.reject(outcome?.error);
    }
  }

  return {
    /**
     * One ballot per voter for all their houses in scope, in one transaction holding the vote's row
     * lock (so concurrent submissions serialize) with the unique (voting, voter) key as the backstop.
     * A user who belongs to several voters (e.g. sole owner of one unit, co-owner of another) votes
     * for each that has not voted yet; the receipt carries the last chain hash.
     */
    async castVote(
      userId: number,
      votingCode: string,
      choices: Record<string, VoteChoice | null>,
    ): Promise<BallotReceipt> {
      // What does not change once the roll is frozen is read (with the vote) before taking the
      // vote's lock, so the locked part (ballots of the voters, chain append, insert) stays short.
      const target = await repo.castTarget(votingCode, userId);
      const found = target?.voting;
      // Another community's vote answers exactly as a made-up code: no state, scope or rule is told.
      const reachable = target && (target.context.inCommunity || target.context.whiteListed);
      if (!found || found.votingState === 'DRAFT' || !reachable)
        throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      const early = found.rollFrozenAt && target ? castContextOf(target.context) : null;
      return new Promise<BallotReceipt>((resolve, reject) => {
        const request: CastRequest = { userId, votingCode, choices, now, early, resolve, reject };
        const queue = castQueues.get(found.id);
        if (queue) queue.push(request);
        else {
          castQueues.set(found.id, [request]);
          void drainCasts(found.id);
        }
      });
    },
  };
}
