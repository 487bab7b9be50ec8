import { z } from 'zod';
import {
  type ChainEntry,
  type ChainVerification,
  canonicalJson,
  GENESIS_HASH,
  sha256Hex,
  sha256HexWebCrypto,
  verifyChain,
} from './evidence-chain';
import { type IssueTally, type TallyBallot, tally } from './tally';
import type { TimestampAnchor } from './timestamp-anchor';
import type { Voter, VoterRoll } from './voter-roll';
import type { RuleTriple } from './voting-rules';
import type { NonResponsePolicy, VoteChoice } from './voting-settings';

/**
 * The exported aggregate of a vote (the public result call answers it; `npm run verify-vote` reads
 * it): the frozen roll and every chain entry, enough to recompute the chain and the tally anywhere
 * with the pure functions {@link verifyChain} and {@link tally}.
 */
export const chainEntrySchema = z.object({
  seq: z.number().int(),
  type: z.string(),
  payload: z.unknown(),
  at: z.string(),
  prev: z.string(),
  hash: z.string(),
});

/** Chain entry types (DESIGN §7): every ballot event, paper entry, delivery proof and publication. */
export const CHAIN_TYPES = {
  rollFrozen: 'ROLL_FROZEN',
  ballotCast: 'BALLOT_CAST',
  ballotReplaced: 'BALLOT_REPLACED',
  paperEntered: 'PAPER_ENTERED',
  paperRejected: 'PAPER_REJECTED',
  deliveryRecorded: 'DELIVERY_RECORDED',
  onlineAbandoned: 'ONLINE_ABANDONED',
  votingTerminated: 'VOTING_TERMINATED',
  resultPublished: 'RESULT_PUBLISHED',
} as const;

export type VoteAggregate = {
  format: 'gongzhi-vote-aggregate/1';
  votingCode: string;
  title: string;
  settings: {
    nonResponsePolicy: NonResponsePolicy;
    blankCountsAsParticipation: boolean;
    /** Present (true) only for the local-rule variant that lets deemed owners make the quorum. */
    deemedTowardQuorum?: boolean;
  };
  issues: {
    issueKey: string;
    effectRuleParam: RuleTriple;
    votingRuleParam: RuleTriple;
    countingRuleParam: RuleTriple | null;
  }[];
  /**
   * The frozen roll in the order ROLL_FROZEN hashed it: [voterRef, area (0.01 m²)] for a vote with
   * pseudonymous references (issue #21 item 5); [voterKey, area, houseIds] for a vote frozen before.
   */
  roll: RollRow[];
  entries: ChainEntry[];
  /**
   * House numbers per voter reference (building + room, never names, phones or user codes): for the
   * community's owners and staff, and in the public aggregate only where the community publishes house
   * numbers. Not hashed in the chain and not needed to verify it.
   */
  houseAnnex?: HouseAnnexRow[];
  /** RFC 3161 time-stamp tokens on chain heads (issue #22 item 8); absent: not externally anchored. */
  anchors?: TimestampAnchor[];
};

/** A row of the exported roll: pseudonymous [voterRef, area] or the legacy [voterKey, area, houseIds]. */
export type RollRow = [string, number] | [string, number, number[]];

/** The house numbers of one voter reference (what the annex lists). */
export type HouseAnnexRow = { voterRef: string; houses: string[] };

/**
 * Who a chain entry names: `voterRef` in votes with pseudonymous references, `voterKey` in votes
 * whose roll was frozen before them (their chains keep the form they were started with).
 */
export function voterOfPayload(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const { voterRef, voterKey } = payload as { voterRef?: unknown; voterKey?: unknown };
  if (typeof voterRef === 'string') return voterRef;
  return typeof voterKey === 'string' ? voterKey : '';
}

/** Whether the chain names voters by pseudonymous references only (no legacy voterKey entries). */
export function isPseudonymousAggregate(aggregate: Pick<VoteAggregate, 'roll' | 'entries'>): boolean {
  return (
    aggregate.roll.every((row) => row.length === 2) &&
    aggregate.entries.every(
      (entry) => !(entry.payload && typeof entry.payload === 'object' && 'voterKey' in entry.payload),
    )
  );
}

/** What RESULT_PUBLISHED records per issue (and what the verifier recomputes). */
export type PublishedIssue = {
  issueKey: string;
  total: { area: number; heads: number };
  participating: { area: number; heads: number };
  agree: { area: number; heads: number };
  disagree: { area: number; heads: number };
  abstain: { area: number; heads: number };
  quorum: boolean;
  passed: boolean;
};

export function publishedIssueOf(result: IssueTally): PublishedIssue {
  return {
    issueKey: result.issueKey,
    total: { ...result.total },
    participating: { ...result.participating },
    agree: { ...result.agree },
    disagree: { ...result.disagree },
    abstain: { ...result.abstain },
    quorum: result.quorum,
    passed: result.passed,
  };
}

/**
 * The digest ROLL_FROZEN records: SHA-256 of the canonical JSON of the roll rows, [[voterRef, area], …]
 * (or the legacy [[voterKey, area, houseIds], …]).
 */
export function rollDigestOf(
  roll: readonly (readonly [string, number] | readonly [string, number, readonly number[]])[],
): string {
  return sha256Hex(canonicalJson(roll));
}

export type AggregateVerification = {
  /** Chain, roll and (once published) the recorded result all hold. */
  valid: boolean;
  chain: ChainVerification;
  /** Index of the first entry that fails (chain link, unknown voter, double ballot, or wrong result). */
  firstBadIndex: number | null;
  /** Chinese explanation of the first failure, null when valid. */
  problem: string | null;
  rollMatches: boolean;
  /** Null when no RESULT_PUBLISHED entry exists. */
  resultMatches: boolean | null;
  ballotCount: number;
  tally: IssueTally[];
};

type Payload = Record<string, unknown>;
const payloadOf = (entry: ChainEntry): Payload =>
  entry.payload && typeof entry.payload === 'object' ? (entry.payload as Payload) : {};

/**
 * Verifies an exported aggregate: the hash chain (every link, Web Crypto), the roll against
 * ROLL_FROZEN's digest and totals, the ballots replayed from BALLOT_CAST / BALLOT_REPLACED (one per
 * voter on the roll), and the tally recomputed with {@link tally} against the RESULT_PUBLISHED entry.
 * Used alike by the browser pages and `npm run verify-vote`.
 */
export async function verifyAggregate(aggregate: VoteAggregate): Promise<AggregateVerification> {
  const chain = await verifyChain(aggregate.entries);
  const rollDigest = await sha256HexWebCrypto(canonicalJson(aggregate.roll));
  const voters: Voter[] = aggregate.roll.map(([voterKey, area, houseIds]) => ({
    voterKey,
    ownerIds: [],
    houseIds: [...(houseIds ?? [])],
    area,
    heads: 1,
  }));
  const roll: VoterRoll = {
    voters,
    totalArea: voters.reduce((sum, voter) => sum + voter.area, 0),
    totalHeads: voters.length,
  };
  const fail = (index: number | null, problem: string, extra: Partial<AggregateVerification> = {}) => ({
    valid: false,
    chain,
    firstBadIndex: index,
    problem,
    rollMatches: false,
    resultMatches: null,
    ballotCount: 0,
    tally: [],
    ...extra,
  });
  if (!chain.valid) return fail(chain.firstBadIndex, `第 ${chain.firstBadIndex} 条存证记录的哈希链校验失败`);

  const onRoll = new Set(voters.map((voter) => voter.voterKey));
  const ballots = new Map<string, { hash: string; choices: Record<string, VoteChoice | null> }>();
  const delivered = new Set<string>();
  let rollMatches = false;
  let published: { index: number; issues: unknown } | null = null;
  for (const [index, entry] of aggregate.entries.entries()) {
    const payload = payloadOf(entry);
    const voterKey = voterOfPayload(payload);
    switch (entry.type) {
      case CHAIN_TYPES.rollFrozen:
        rollMatches =
          payload.rollDigest === rollDigest &&
          payload.totalArea === roll.totalArea &&
          payload.totalHeads === roll.totalHeads;
        if (!rollMatches) return fail(index, `第 ${index} 条存证记录的名册摘要与导出的名册不符`);
        break;
      case CHAIN_TYPES.ballotCast:
        if (!onRoll.has(voterKey))
          return fail(index, `第 ${index} 条存证记录的投票人不在名册中`, { rollMatches });
        if (ballots.has(voterKey)) return fail(index, `第 ${index} 条存证记录重复计票`, { rollMatches });
        ballots.set(voterKey, {
          hash: entry.hash,
          choices: (payload.choices ?? {}) as Record<string, VoteChoice | null>,
        });
        break;
      case CHAIN_TYPES.ballotReplaced:
        if (ballots.get(voterKey)?.hash !== payload.replacedHash)
          return fail(index, `第 ${index} 条存证记录替换了不存在的选票`, { rollMatches });
        ballots.delete(voterKey);
        break;
      case CHAIN_TYPES.deliveryRecorded:
        delivered.add(voterKey);
        break;
      case CHAIN_TYPES.resultPublished:
        published = { index, issues: payload.issues };
        break;
      default:
        break;
    }
  }
  const tallyBallots: TallyBallot[] = [...ballots].map(([voterKey, ballot]) => ({
    voterKey,
    choices: ballot.choices,
  }));
  const results = tally(
    roll,
    tallyBallots,
    aggregate.settings,
    aggregate.issues.map((issue) => ({
      issueKey: issue.issueKey,
      rules: {
        effectRuleParam: issue.effectRuleParam,
        votingRuleParam: issue.votingRuleParam,
        countingRuleParam: issue.countingRuleParam,
      },
    })),
    { deliveredVoterKeys: delivered },
  );
  let resultMatches: boolean | null = null;
  if (published) {
    resultMatches = canonicalJson(published.issues) === canonicalJson(results.map(publishedIssueOf));
    if (!resultMatches) {
      return fail(published.index, `第 ${published.index} 条存证记录公示的结果与重新计票的结果不符`, {
        rollMatches,
        resultMatches: false,
        ballotCount: ballots.size,
        tally: results,
      });
    }
  }
  if (aggregate.entries.length > 0 && !rollMatches) {
    return fail(0, '存证记录中没有名册冻结记录', { ballotCount: ballots.size, tally: results });
  }
  return {
    valid: true,
    chain,
    firstBadIndex: null,
    problem: null,
    rollMatches: rollMatches || aggregate.entries.length === 0,
    resultMatches,
    ballotCount: ballots.size,
    tally: results,
  };
}

/** A counted ballot of an aggregate as the ballot lists show it. */
export type CountedBallot = {
  /** Index of its BALLOT_CAST entry (the receipt's seq). */
  index: number;
  /** The BALLOT_CAST entry's hash: the owner's receipt. */
  hash: string;
  /** The voter reference (the voter key in a legacy vote). */
  voter: string;
  channel: string;
  choices: Record<string, VoteChoice | null>;
  at: string;
};

/**
 * The ballots that count, in chain order: every BALLOT_CAST entry not replaced by a later
 * BALLOT_REPLACED (the same replay {@link verifyAggregate} tallies).
 */
export function countedBallots(entries: readonly ChainEntry[]): CountedBallot[] {
  const byVoter = new Map<string, CountedBallot>();
  for (const [index, entry] of entries.entries()) {
    const payload = payloadOf(entry);
    const voter = voterOfPayload(payload);
    if (entry.type === CHAIN_TYPES.ballotCast) {
      byVoter.set(voter, {
        index,
        hash: entry.hash,
        voter,
        channel: typeof payload.channel === 'string' ? payload.channel : '',
        choices: (payload.choices ?? {}) as Record<string, VoteChoice | null>,
        at: entry.at,
      });
    } else if (
      entry.type === CHAIN_TYPES.ballotReplaced &&
      byVoter.get(voter)?.hash === payload.replacedHash
    ) {
      byVoter.delete(voter);
    }
  }
  return [...byVoter.values()].sort((a, b) => a.index - b.index);
}

/** The house numbers the annex lists for a voter reference (empty without an annex). */
export function housesOfVoter(aggregate: Pick<VoteAggregate, 'houseAnnex'>, voter: string): string[] {
  return aggregate.houseAnnex?.find((row) => row.voterRef === voter)?.houses ?? [];
}

export { GENESIS_HASH };
