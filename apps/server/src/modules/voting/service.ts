import { formatMessage } from '@gongzhi/domain/common/messages';
import {
  appendEntry,
  type ChainEntry,
  canonicalJson,
  verifyChain,
} from '@gongzhi/domain/voting/evidence-chain';
import { ISSUE_TYPES, IssueType, isBelowLegalFloor, issueTypeById } from '@gongzhi/domain/voting/issue-types';
import {
  type AreaHeads,
  decideIssue,
  emptyChoiceCounts,
  type IssueCounts,
  type IssueTally,
} from '@gongzhi/domain/voting/tally';
import { voterOfPayload } from '@gongzhi/domain/voting/vote-aggregate';
import { buildVoterRoll, houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import type {
  IssueStatisticDto,
  VotingInfoDto,
  VotingListItemDto,
  VotingScopeType,
  votingCreateInput,
  votingDraftInput,
  votingEdgeInfoInput,
  votingIssueInput,
  votingListInput,
  votingScopePreviewInput,
} from '@gongzhi/domain/voting/voting-api';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import {
  effectiveVotingState,
  mayOwnerHideVoting,
  mayPerformVotingAction,
  VotingAction,
  votingStateAfter,
} from '@gongzhi/domain/voting/voting-lifecycle';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import {
  DEFAULT_VOTING_SETTINGS,
  offeredChoices,
  type VoteChoice,
  VoteChoice as VoteChoiceEnum,
  type VotingSettings,
} from '@gongzhi/domain/voting/voting-settings';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import { claimAttachments, filesOf, usableAttachmentCount } from '../questionnaire/repository';
import type { RosterUsageChecker } from '../roster/usage-checker';
import { requireVotingVisible, votingDraftsHidden } from './draft-visibility';
import { createVotingPaperRepository, type VotingPaperRepository } from './paper-repository';
import {
  type BallotRow,
  type CastContextRow,
  createVotingRepository,
  type VotingIssueRow,
  type VotingRepository,
  type VotingRow,
} from './repository';
import { chainRollDigest, chainVoter, chainVoterId, newVoterRefKey } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

type Deps = { db: Db; clock: Clock };
type IssueInput = z.infer<typeof votingIssueInput>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const ratio = (part: number, whole: number) => `${part}/${whole}`;

/** The effective state; the lifecycle's `pdEndDate` is the end of the result publicity period. */
export function stateOf(row: VotingRow, now: Date): VotingState {
  return effectiveVotingState(
    {
      votingState: row.votingState,
      startDate: row.startDate,
      endDate: row.endDate,
      pdEndDate: row.publicityEndDate,
    },
    now,
  );
}

export function requireAction(row: VotingRow, now: Date, action: VotingAction): VotingState {
  const state = stateOf(row, now);
  if (!mayPerformVotingAction(state, action)) {
    throw new AppError(
      409,
      formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), VotingAction.label(action)),
    );
  }
  return state;
}

/** The issue rows of the input: rules default to the issue type's legal rules. */
function resolveIssues(issues: readonly IssueInput[], settings: VotingSettings) {
  return issues.map((issue, index) => {
    const type = issueTypeById(issue.issueTypeId);
    if (!type) throw new AppError(400, VOTING_MESSAGES.issueTypeUnknown);
    return {
      issueKey: String(index + 1),
      sort: index + 1,
      title: issue.title,
      description: issue.description,
      issueType: type.issueType,
      effectRuleParam: (issue.effectRuleParam ?? type.effectRuleParam) as RuleTriple,
      votingRuleParam: (issue.votingRuleParam ?? type.votingRuleParam) as RuleTriple,
      countingRuleParam: (issue.countingRuleParam ?? null) as RuleTriple | null,
      choices: offeredChoices(settings),
    };
  });
}

function issueRules(
  issue: Pick<VotingIssueRow, 'effectRuleParam' | 'votingRuleParam' | 'countingRuleParam'>,
) {
  return {
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
  };
}

function issueDto(issue: VotingIssueRow, settings: VotingSettings) {
  return {
    issueKey: issue.issueKey,
    title: issue.title,
    description: issue.description,
    issueTypeId: IssueType.values.indexOf(issue.issueType) + 1,
    issueType: issue.issueType,
    issueTypeName: IssueType.label(issue.issueType),
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
    belowLegalFloor: isBelowLegalFloor(issue.issueType, issueRules(issue)),
    issueOptions: offeredChoices(settings).map((choice) => ({ choice, name: VoteChoiceEnum.label(choice) })),
  };
}

/** The DTO of one issue's tally: final counts per option with exact ratios of participants and of all. */
export function statisticDto(result: IssueTally, settings: VotingSettings): IssueStatisticDto {
  const final: Record<VoteChoice, AreaHeads> = {
    AGREE: result.agree,
    DISAGREE: result.disagree,
    ABSTAIN: result.abstain,
    FOLLOW_MAJORITY: result.cast.FOLLOW_MAJORITY,
  };
  return {
    issueKey: result.issueKey,
    total: result.total,
    participating: result.participating,
    participatingAreaOfAll: ratio(result.participating.area, result.total.area),
    participatingHeadsOfAll: ratio(result.participating.heads, result.total.heads),
    optionStatistics: offeredChoices(settings).map((choice) => ({
      choice,
      name: VoteChoiceEnum.label(choice),
      area: final[choice].area,
      heads: final[choice].heads,
      areaOfParticipating: ratio(final[choice].area, result.participating.area),
      headsOfParticipating: ratio(final[choice].heads, result.participating.heads),
      areaOfAll: ratio(final[choice].area, result.total.area),
      headsOfAll: ratio(final[choice].heads, result.total.heads),
    })),
    blank: result.blank,
    noBallot: result.noBallot,
    deemedAbstain: result.deemedAbstain,
    deemedFollow: result.deemedFollow,
    followDirection: result.followDirection,
    agree: result.agree,
    disagree: result.disagree,
    abstain: result.abstain,
    quorum: result.quorum,
    passed: result.passed,
  };
}

export function chainEntryOf(row: {
  seq: number;
  type: string;
  payload: unknown;
  at: string;
  prev: string;
  hash: string;
}): ChainEntry {
  return { seq: row.seq, type: row.type, payload: row.payload, at: row.at, prev: row.prev, hash: row.hash };
}

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

export function createVotingService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createVotingRepository(db);
  const inTransaction = <T>(work: (tx: VotingRepository, paper: VotingPaperRepository) => Promise<T>) =>
    db.transaction(async (tx) =>
      work(createVotingRepository(tx as unknown as Db), createVotingPaperRepository(tx as unknown as Db)),
    );
  const paperRepo = createVotingPaperRepository(db);

  async function requireVoting(access: CommunityAccess, votingCode: string): Promise<VotingRow> {
    const row = await repo.findByCode(votingCode);
    if (!row || row.communityId !== access.community.id)
      throw new AppError(404, VOTING_MESSAGES.votingNotFound);
    requireVotingVisible(access, row);
    return row;
  }

  async function communitySettings(communityId: number): Promise<VotingSettings> {
    const row = await repo.communitySettings(communityId);
    if (!row) return { ...DEFAULT_VOTING_SETTINGS };
    return {
      nonResponsePolicy: row.nonResponsePolicy,
      followMajorityOffered: row.followMajorityOffered,
      blankCountsAsParticipation: row.blankCountsAsParticipation,
      parkingCountsTowardArea: row.parkingCountsTowardArea,
      proxyVoting: row.proxyVoting,
    };
  }

  async function resolveScope(
    access: CommunityAccess,
    input: { scopeType: VotingScopeType; buildingCodes: string[]; houseCodes: string[] },
    required: boolean,
  ) {
    const buildingCodes = input.scopeType === 'BUILDING' ? [...new Set(input.buildingCodes)] : [];
    const houseCodes = input.scopeType === 'HOUSE' ? [...new Set(input.houseCodes)] : [];
    const foundBuildings = await repo.buildingsByCode(access.community.id, buildingCodes);
    if (foundBuildings.length !== buildingCodes.length)
      throw new AppError(400, VOTING_MESSAGES.buildingNotFound);
    const foundHouses = await repo.housesByCode(access.community.id, houseCodes);
    if (foundHouses.length !== houseCodes.length) throw new AppError(400, VOTING_MESSAGES.houseNotFound);
    if (required && input.scopeType !== 'COMMUNITY' && buildingCodes.length + houseCodes.length === 0) {
      throw new AppError(400, VOTING_MESSAGES.scopeEmpty);
    }
    return {
      scopeType: input.scopeType,
      buildingIds: foundBuildings.map((row) => row.id),
      houseIds: foundHouses.map((row) => row.id),
    };
  }

  /** The roll a scope would have today (before the vote opens; frozen at opening). */
  async function liveRoll(
    tx: VotingRepository,
    communityId: number,
    scope: Parameters<VotingRepository['housesInScope']>[1],
    settings: VotingSettings,
  ) {
    const rows = await tx.housesInScope(communityId, scope);
    const roll = buildVoterRoll(
      rows.map((row) => ({ houseId: row.houseId, area: houseVotingArea(row), ownerIds: row.ownerUserIds })),
      { parkingCountsTowardArea: settings.parkingCountsTowardArea },
    );
    return { rows, roll };
  }

  async function scopeIdsOf(tx: VotingRepository, voting: VotingRow) {
    const scope = await tx.scopeOf(voting.id);
    return {
      scopeType: voting.scopeType,
      buildingIds: scope.flatMap((row) => (row.buildingId ? [row.buildingId] : [])),
      houseIds: scope.flatMap((row) => (row.houseId ? [row.houseId] : [])),
      buildingCodes: scope.flatMap((row) => (row.buildingCode ? [row.buildingCode] : [])),
      houseCodes: scope.flatMap((row) => (row.houseCode ? [row.houseCode] : [])),
    };
  }

  /** Whether the owner holds a house the vote covers: on its frozen roll, or in its scope until then. */
  async function ownerInScope(voting: VotingRow, userId: number): Promise<boolean> {
    if (voting.rollFrozenAt) return (await repo.votersOfUser(voting.id, userId)).length > 0;
    const scope = await scopeIdsOf(repo, voting);
    return (await repo.housesInScope(voting.communityId, scope)).some((house) =>
      house.ownerUserIds.includes(userId),
    );
  }

  async function appendLocked(
    tx: VotingRepository,
    votingId: number,
    type: string,
    payload: unknown,
    at: Date,
  ) {
    const head = await tx.chainHead(votingId);
    const entry = appendEntry(head ? chainEntryOf(head) : null, { type, payload, at: at.toISOString() });
    await tx.appendChain({ votingId, ...entry });
    return entry;
  }

  /** Freezes the roll of a vote whose row the caller has locked, if it has opened and is not frozen. */
  async function freezeLocked(tx: VotingRepository, voting: VotingRow, now: Date): Promise<boolean> {
    if (voting.rollFrozenAt) return false;
    if (voting.votingState !== 'HAS_NOT_STARTED' && voting.votingState !== 'PROCESSING') return false;
    if (!voting.startDate || voting.startDate.getTime() > now.getTime()) return false;
    // A vote created before voter references gets its secret now: its chain starts here.
    if (!voting.voterRefKey) {
      voting.voterRefKey = newVoterRefKey();
      await tx.update(voting.id, { voterRefKey: voting.voterRefKey });
    }
    const scope = await scopeIdsOf(tx, voting);
    const { rows, roll } = await liveRoll(tx, voting.communityId, scope, voting.settings);
    const houseById = new Map(rows.map((row) => [row.houseId, row]));
    await tx.insertRoll(
      voting.id,
      roll.voters.map((voter) => ({
        voterKey: voter.voterKey,
        ownerUserIds: voter.ownerIds,
        area: voter.area,
        houses: voter.houseIds.map((houseId) => {
          const house = houseById.get(houseId);
          return {
            houseId,
            houseCode: house?.houseCode ?? '',
            buildingId: house?.buildingId ?? 0,
            area: house ? houseVotingArea(house) : 0,
          };
        }),
      })),
    );
    const rollDigest = chainRollDigest(voting, roll.voters);
    await appendLocked(
      tx,
      voting.id,
      'ROLL_FROZEN',
      { votingCode: voting.votingCode, totalArea: roll.totalArea, totalHeads: roll.totalHeads, rollDigest },
      now,
    );
    await tx.update(voting.id, { rollFrozenAt: now });
    voting.rollFrozenAt = now;
    return true;
  }

  /** Freezes the roll once the vote has opened (first touch after the start date). */
  /** Moves a counted paper ballot aside because the voter voted online (the caller holds the lock). */
  async function replacePaperLocked(
    tx: VotingRepository,
    paper: VotingPaperRepository,
    votingId: number,
    voter: ReturnType<typeof chainVoter>,
    ballot: BallotRow,
    now: Date,
  ) {
    const reason = VOTING_MESSAGES.replacedByOnline;
    await paper.insertReplaced({
      votingId,
      voterId: ballot.voterId,
      channel: ballot.channel,
      userId: ballot.userId,
      choices: ballot.choices,
      chainHash: ballot.chainHash,
      reason,
      castAt: ballot.createdAt,
      replacedAt: now,
    });
    await paper.deleteBallot(ballot.id);
    await appendLocked(
      tx,
      votingId,
      'BALLOT_REPLACED',
      { ...voter, replacedHash: ballot.chainHash, reason },
      now,
    );
    for (const entry of await paper.entriesOfVoter(ballot.voterId, 'COUNTED')) {
      await paper.updateEntry(entry.id, { state: 'REPLACED', reason, updatedAt: now });
    }
  }

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

  async function ensureFrozen(voting: VotingRow): Promise<VotingRow> {
    const now = clock.now();
    if (voting.rollFrozenAt || !voting.startDate || voting.startDate.getTime() > now.getTime()) return voting;
    if (voting.votingState !== 'HAS_NOT_STARTED' && voting.votingState !== 'PROCESSING') return voting;
    return inTransaction(async (tx) => {
      const locked = await tx.lock(voting.id);
      if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      await freezeLocked(tx, locked, now);
      return locked;
    });
  }

  /** The tally from SQL aggregates (must agree with domain `tally`, see the property test). */
  async function statistics(
    voting: VotingRow,
    issues: readonly VotingIssueRow[],
    source: VotingRepository = repo,
  ) {
    if (!voting.rollFrozenAt) return [];
    // One after the other: `source` may be a transaction, whose one connection takes one query at a time.
    const rows = await source.choiceAggregates(voting.id);
    const total = await source.rollTotals(voting.id);
    return issues.map((issue) => {
      const counts: IssueCounts = {
        issueKey: issue.issueKey,
        total,
        cast: emptyChoiceCounts(),
        blank: { area: 0, heads: 0 },
        noBallot: { area: 0, heads: 0 },
        noBallotDelivered: { area: 0, heads: 0 },
      };
      for (const row of rows) {
        if (row.issueKey !== issue.issueKey) continue;
        if (!row.hasBallot && row.delivered) {
          counts.noBallotDelivered.area += row.area;
          counts.noBallotDelivered.heads += row.heads;
        }
        const target = !row.hasBallot
          ? counts.noBallot
          : row.choice === null
            ? counts.blank
            : VoteChoiceEnum.is(row.choice)
              ? counts.cast[row.choice]
              : counts.blank;
        target.area += row.area;
        target.heads += row.heads;
      }
      return decideIssue(counts, voting.settings, issueRules(issue));
    });
  }

  function listItem(row: VotingRow, issueCount: number, now: Date): VotingListItemDto {
    const state = stateOf(row, now);
    return {
      votingCode: row.votingCode,
      title: row.title,
      votingState: state,
      votingStateName: VotingState.label(state),
      scopeType: row.scopeType,
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      pdStartDate: iso(row.pdStartDate),
      pdEndDate: iso(row.pdEndDate),
      issueCount,
      gmtCreate: row.createdAt.toISOString(),
    };
  }

  async function infoDto(row: VotingRow): Promise<VotingInfoDto> {
    const voting = await ensureFrozen(row);
    const now = clock.now();
    // One after the other: the service may run on a transaction (the demo seed), whose one connection
    // takes one query at a time (pg 9 refuses more).
    const issues = await repo.issuesOf(voting.id);
    const scope = await scopeIdsOf(repo, voting);
    const ballotCount = await repo.ballotCount(voting.id);
    const head = await repo.chainHead(voting.id);
    const stats = await statistics(voting, issues);
    return {
      ...listItem(voting, issues.length, now),
      description: voting.description,
      materialAttachments: voting.materialAttachments,
      buildingCodes: scope.buildingCodes,
      houseCodes: scope.houseCodes,
      settings: voting.settings,
      issues: issues.map((issue) => issueDto(issue, voting.settings)),
      rollFrozen: voting.rollFrozenAt !== null,
      ballotCount,
      votingIssueStatistics: stats.map((result) => statisticDto(result, voting.settings)),
      chain: { head: head?.hash ?? '0'.repeat(64), count: head ? head.seq + 1 : 0 },
    };
  }

  function checkDates(input: {
    startDate?: string | null;
    endDate?: string | null;
    pdStartDate?: string | null;
    pdEndDate?: string | null;
  }) {
    if (!input.startDate || !input.endDate) throw new AppError(400, VOTING_MESSAGES.datesRequired);
    const start = new Date(input.startDate);
    const end = new Date(input.endDate);
    if (end.getTime() <= start.getTime()) throw new AppError(400, VOTING_MESSAGES.endBeforeStart);
    if (end.getTime() <= clock.now().getTime()) throw new AppError(400, VOTING_MESSAGES.endInPast);
    if (input.pdStartDate && input.pdEndDate && new Date(input.pdEndDate) <= new Date(input.pdStartDate)) {
      throw new AppError(400, VOTING_MESSAGES.pdDatesInvalid);
    }
    return { start, end };
  }

  const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

  /**
   * Materials must be uploaded files of the community or the caller's own not yet given to one
   * (400 otherwise); the caller's join the community so its staff can open them.
   */
  async function checkMaterials(access: CommunityAccess, userId: number, codes: readonly string[]) {
    const check = await usableAttachmentCount(db, access.community.id, userId, codes);
    if (check.found !== check.unique) throw new AppError(400, VOTING_MESSAGES.attachmentInvalid);
    await claimAttachments(db, access.community.id, codes);
  }

  return {
    issueTypes: () => ISSUE_TYPES.map((type) => ({ ...type })),

    settings: (access: CommunityAccess) => communitySettings(access.community.id),

    /** Changes apply to votes published later; a published vote keeps the settings it was published with. */
    async updateSettings(access: CommunityAccess, settings: VotingSettings) {
      await repo.saveCommunitySettings(access.community.id, settings);
      return communitySettings(access.community.id);
    },

    async list(access: CommunityAccess, input: z.infer<typeof votingListInput>) {
      const now = clock.now();
      const rows = await repo.listOfCommunity(
        access.community.id,
        input.searchKey,
        votingDraftsHidden(access),
      );
      const filtered = input.votingState
        ? rows.filter((row) => stateOf(row, now) === input.votingState)
        : rows;
      const pageRows = filtered.slice((input.page - 1) * input.size, input.page * input.size);
      const counts = await repo.issueCounts(pageRows.map((row) => row.id));
      return {
        list: pageRows.map((row) => listItem(row, counts.get(row.id) ?? 0, now)),
        total: filtered.length,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, votingCode: string) {
      return infoDto(await requireVoting(access, votingCode));
    },

    async draftInfo(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      if (row.votingState !== 'DRAFT') {
        throw new AppError(
          409,
          formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(stateOf(row, clock.now())), '编辑草稿'),
        );
      }
      return infoDto(row);
    },

    async create(access: CommunityAccess, actorUserId: number, input: z.infer<typeof votingCreateInput>) {
      checkDates(input);
      const settings = await communitySettings(access.community.id);
      const issues = resolveIssues(input.issues, settings);
      for (const issue of issues) {
        if (isBelowLegalFloor(issue.issueType, issue)) {
          throw new AppError(400, formatMessage(VOTING_MESSAGES.belowLegalFloor, issue.title));
        }
      }
      const scope = await resolveScope(access, input, true);
      await checkMaterials(access, actorUserId, input.materialAttachments);
      const now = clock.now();
      const row = await inTransaction(async (tx) => {
        const voting = await tx.insert({
          votingCode: newBusinessCode('V'),
          communityId: access.community.id,
          title: input.title,
          description: input.description,
          votingState: votingStateAfter('CREATE') ?? 'HAS_NOT_STARTED',
          scopeType: scope.scopeType,
          startDate: new Date(input.startDate),
          endDate: new Date(input.endDate),
          pdStartDate: dateOrNull(input.pdStartDate),
          pdEndDate: dateOrNull(input.pdEndDate),
          materialAttachments: input.materialAttachments,
          settings,
          voterRefKey: newVoterRefKey(),
          createdBy: actorUserId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.replaceIssues(voting.id, issues);
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        const rows = await tx.housesInScope(access.community.id, scope);
        if (rows.length === 0) throw new AppError(400, VOTING_MESSAGES.scopeHasNoHouses);
        return voting;
      });
      // Published at once: owners in scope open the materials by their public id.
      await publishAttachments(db, row.materialAttachments);
      return infoDto(row);
    },

    async saveDraft(access: CommunityAccess, actorUserId: number, input: z.infer<typeof votingDraftInput>) {
      const settings = await communitySettings(access.community.id);
      const issues = resolveIssues(input.issues, settings);
      const scope = await resolveScope(access, input, false);
      const now = clock.now();
      const existing = input.votingCode ? await requireVoting(access, input.votingCode) : null;
      if (existing) requireAction(existing, now, 'SAVE_DRAFT');
      await checkMaterials(access, actorUserId, input.materialAttachments);
      const fields = {
        title: input.title,
        description: input.description,
        scopeType: scope.scopeType,
        startDate: dateOrNull(input.startDate),
        endDate: dateOrNull(input.endDate),
        pdStartDate: dateOrNull(input.pdStartDate),
        pdEndDate: dateOrNull(input.pdEndDate),
        materialAttachments: input.materialAttachments,
        settings,
        updatedAt: now,
      };
      const row = await inTransaction(async (tx) => {
        let voting: VotingRow;
        if (existing) {
          await tx.update(existing.id, fields);
          voting = { ...existing, ...fields };
        } else {
          voting = await tx.insert({
            ...fields,
            votingCode: newBusinessCode('V'),
            communityId: access.community.id,
            votingState: 'DRAFT',
            voterRefKey: newVoterRefKey(),
            createdBy: actorUserId,
            createdAt: now,
          });
        }
        await tx.replaceIssues(voting.id, issues);
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        return voting;
      });
      return infoDto(row);
    },

    async copy(access: CommunityAccess, actorUserId: number, votingCode: string) {
      const source = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(source, now, 'COPY');
      const [issues, scope] = await Promise.all([repo.issuesOf(source.id), scopeIdsOf(repo, source)]);
      const settings = await communitySettings(access.community.id);
      const row = await inTransaction(async (tx) => {
        const voting = await tx.insert({
          votingCode: newBusinessCode('V'),
          communityId: access.community.id,
          title: source.title,
          description: source.description,
          votingState: 'DRAFT',
          scopeType: source.scopeType,
          materialAttachments: source.materialAttachments,
          settings,
          voterRefKey: newVoterRefKey(),
          createdBy: actorUserId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.replaceIssues(
          voting.id,
          issues.map(({ id: _id, votingId: _votingId, ...issue }) => ({
            ...issue,
            choices: offeredChoices(settings),
          })),
        );
        await tx.replaceScope(voting.id, scope.buildingIds, scope.houseIds);
        return voting;
      });
      return infoDto(row);
    },

    async deleteDraft(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      requireAction(row, clock.now(), 'DELETE_DRAFT');
      await repo.delete(row.id);
      return null;
    },

    async updateEdgeInfo(
      access: CommunityAccess,
      actorUserId: number,
      input: z.infer<typeof votingEdgeInfoInput>,
    ) {
      const row = await requireVoting(access, input.votingCode);
      const now = clock.now();
      requireAction(row, now, 'UPDATE_EDGE_INFO');
      if (input.materialAttachments !== undefined) {
        await checkMaterials(access, actorUserId, input.materialAttachments);
        // The vote is already published (never a draft here): added materials are the owners' too.
        await publishAttachments(db, input.materialAttachments);
      }
      await repo.update(row.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.materialAttachments !== undefined
          ? { materialAttachments: input.materialAttachments }
          : {}),
        updatedAt: now,
      });
      return infoDto((await repo.findById(row.id)) ?? row);
    },

    async delay(access: CommunityAccess, votingCode: string, endDate: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(row, now, 'DELAY');
      const end = new Date(endDate);
      if (row.endDate && end.getTime() <= row.endDate.getTime())
        throw new AppError(400, VOTING_MESSAGES.delayNotLater);
      if (end.getTime() <= now.getTime()) throw new AppError(400, VOTING_MESSAGES.endInPast);
      await repo.update(row.id, { endDate: end, updatedAt: now });
      return infoDto({ ...row, endDate: end });
    },

    async withdraw(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      requireAction(row, now, 'WITHDRAW');
      await repo.update(row.id, { votingState: 'ABANDONED', updatedAt: now });
      return null;
    },

    async terminate(access: CommunityAccess, votingCode: string) {
      const row = await requireVoting(access, votingCode);
      const now = clock.now();
      await inTransaction(async (tx) => {
        const locked = await tx.lock(row.id);
        if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        requireAction(locked, now, 'TERMINATE');
        await freezeLocked(tx, locked, now);
        await appendLocked(tx, locked.id, 'VOTING_TERMINATED', { votingCode }, now);
        await tx.update(locked.id, { votingState: 'TERMINATE', updatedAt: now });
      });
      return null;
    },

    // ── scope ──
    async scopePreview(access: CommunityAccess, input: z.infer<typeof votingScopePreviewInput>) {
      const scope = await resolveScope(access, input, true);
      const settings = await communitySettings(access.community.id);
      const { rows, roll } = await liveRoll(repo, access.community.id, scope, settings);
      return {
        scopeType: scope.scopeType,
        buildingCount: new Set(rows.map((row) => row.buildingId)).size,
        houseCount: rows.length,
        totalArea: roll.totalArea,
        totalHeads: roll.totalHeads,
        frozen: false,
      };
    },

    async scopeSummary(access: CommunityAccess, votingCode: string) {
      const voting = await ensureFrozen(await requireVoting(access, votingCode));
      if (voting.rollFrozenAt) {
        const [houses, totals] = await Promise.all([
          repo.voterHousesOf(voting.id),
          repo.rollTotals(voting.id),
        ]);
        return {
          scopeType: voting.scopeType,
          buildingCount: new Set(houses.map((house) => house.buildingId)).size,
          houseCount: houses.length,
          totalArea: totals.area,
          totalHeads: totals.heads,
          frozen: true,
        };
      }
      const scope = await scopeIdsOf(repo, voting);
      const { rows, roll } = await liveRoll(repo, voting.communityId, scope, voting.settings);
      return {
        scopeType: voting.scopeType,
        buildingCount: new Set(rows.map((row) => row.buildingId)).size,
        houseCount: rows.length,
        totalArea: roll.totalArea,
        totalHeads: roll.totalHeads,
        frozen: false,
      };
    },

    /** Houses in scope as (houseId → area, voterKey), frozen or live, with whether the voter has voted. */
    async scopeHouses(access: CommunityAccess, votingCode: string) {
      const voting = await ensureFrozen(await requireVoting(access, votingCode));
      if (voting.rollFrozenAt) {
        const [houses, voters, ballots] = await Promise.all([
          repo.voterHousesOf(voting.id),
          repo.votersOf(voting.id),
          repo.ballotsOf(voting.id),
        ]);
        const keyOf = new Map(voters.map((voter) => [voter.id, voter.voterKey]));
        const voted = new Set(ballots.map((ballot) => ballot.voterKey));
        return houses.map((house) => {
          const voterKey = keyOf.get(house.voterId) ?? '';
          return {
            houseId: house.houseId,
            buildingId: house.buildingId,
            area: house.area,
            voterKey,
            voted: voted.has(voterKey),
          };
        });
      }
      const scope = await scopeIdsOf(repo, voting);
      const { rows, roll } = await liveRoll(repo, voting.communityId, scope, voting.settings);
      const keyOfHouse = new Map(
        roll.voters.flatMap((voter) => voter.houseIds.map((id) => [id, voter.voterKey] as const)),
      );
      return rows.map((row) => ({
        houseId: row.houseId,
        buildingId: row.buildingId,
        area: houseVotingArea(row),
        voterKey: keyOfHouse.get(row.houseId) ?? '',
        voted: false,
      }));
    },

    async scopeBuildingList(access: CommunityAccess, votingCode: string) {
      const houses = await this.scopeHouses(access, votingCode);
      const byBuilding = new Map<number, { houseCount: number; totalArea: number }>();
      for (const house of houses) {
        const entry = byBuilding.get(house.buildingId) ?? { houseCount: 0, totalArea: 0 };
        entry.houseCount += 1;
        entry.totalArea += house.area;
        byBuilding.set(house.buildingId, entry);
      }
      const rows = await repo.buildingsByIds(access.community.id, [...byBuilding.keys()]);
      return rows.map((row) => ({
        buildingCode: row.buildingCode,
        buildingName: row.buildingName,
        houseCount: byBuilding.get(row.id)?.houseCount ?? 0,
        totalArea: byBuilding.get(row.id)?.totalArea ?? 0,
      }));
    },

    async scopeHouseList(access: CommunityAccess, votingCode: string, buildingCode: string) {
      const houses = await this.scopeHouses(access, votingCode);
      const [building] = await repo.buildingsByCode(access.community.id, [buildingCode]);
      const inBuilding = building ? houses.filter((house) => house.buildingId === building.id) : [];
      if (inBuilding.length === 0) throw new AppError(404, VOTING_MESSAGES.buildingNotInScope);
      const labels = new Map(
        (await repo.houseLabels(inBuilding.map((house) => house.houseId))).map((row) => [row.id, row]),
      );
      return inBuilding.map((house) => ({
        houseCode: labels.get(house.houseId)?.houseCode ?? '',
        unitNo: labels.get(house.houseId)?.unitNo ?? null,
        houseNo: labels.get(house.houseId)?.houseNo ?? '',
        area: house.area,
        voterKey: house.voterKey,
        voted: house.voted,
      }));
    },

    // ── white list ──
    async whiteList(access: CommunityAccess, votingCode: string) {
      const voting = await requireVoting(access, votingCode);
      const rows = await repo.whiteListOf(voting.id);
      return rows.map((row) => ({
        userId: row.userCode,
        ownerName: row.ownerName ?? '',
        mobile: row.mobile,
        gmtCreate: row.createdAt.toISOString(),
      }));
    },

    async addWhiteList(access: CommunityAccess, votingCode: string, mobile: string) {
      const voting = await requireVoting(access, votingCode);
      const user = await repo.userByMobile(mobile);
      if (!user) throw new AppError(400, VOTING_MESSAGES.whiteListUserNotFound);
      await repo.addWhiteList(voting.id, user.id, clock.now());
      return null;
    },

    async deleteWhiteList(access: CommunityAccess, votingCode: string, userCode: string) {
      const voting = await requireVoting(access, votingCode);
      const user = await repo.userByCode(userCode);
      const removed = user ? await repo.deleteWhiteList(voting.id, user.id) : 0;
      if (removed === 0) throw new AppError(404, VOTING_MESSAGES.whiteListEntryNotFound);
      return null;
    },

    // ── evidence ──
    async verify(access: CommunityAccess, votingCode: string) {
      const voting = await requireVoting(access, votingCode);
      const [rows, ballots, voters] = await Promise.all([
        repo.chainOf(voting.id),
        paperRepo.ballotsByVoting(voting.id),
        repo.votersOf(voting.id),
      ]);
      const result = await verifyChain(rows.map(chainEntryOf));
      // Every counted ballot must be what its BALLOT_CAST entry records (a row changed in SQL fails there).
      const keyOf = new Map(voters.map((voter) => [voter.id, chainVoterId(voting, voter.voterKey)]));
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      let firstBad = result.firstBadIndex;
      for (const ballot of ballots) {
        const entry = byHash.get(ballot.chainHash);
        const payload = (entry?.payload ?? {}) as { choices?: unknown; channel?: unknown };
        const matches =
          entry?.type === 'BALLOT_CAST' &&
          voterOfPayload(payload) === keyOf.get(ballot.voterId) &&
          payload.channel === ballot.channel &&
          canonicalJson(payload.choices ?? null) === canonicalJson(ballot.choices);
        if (!matches) {
          const index = entry?.seq ?? rows.length;
          firstBad = firstBad === null ? index : Math.min(firstBad, index);
        }
      }
      return {
        head: result.head,
        count: result.count,
        valid: firstBad === null,
        firstBadIndex: firstBad,
      };
    },

    // ── owner H5 ──
    async ownerVotes(userId: number) {
      const now = clock.now();
      const rows = await repo.votingsForOwner(userId);
      const result = [];
      for (const { voting, communityInfoCode, communityName } of rows) {
        if (!(await ownerInScope(voting, userId))) continue;
        const voters = voting.rollFrozenAt ? await repo.votersOfUser(voting.id, userId) : [];
        const ballots = await repo.ballotsOfVoters(voters.map((voter) => voter.id));
        const state = stateOf(voting, now);
        result.push({
          votingCode: voting.votingCode,
          communityInfoCode,
          communityName,
          title: voting.title,
          votingState: state,
          votingStateName: VotingState.label(state),
          startDate: iso(voting.startDate),
          endDate: iso(voting.endDate),
          voted: ballots.length > 0,
        });
      }
      return result;
    },

    /** `myVoting/delete`: takes a closed vote off the owner's list; anything else about it stays. */
    async ownerHideVote(userId: number, votingCode: string): Promise<null> {
      const voting = await repo.findByCode(votingCode);
      if (!voting || voting.votingState === 'DRAFT' || !(await ownerInScope(voting, userId)))
        throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      const state = stateOf(voting, now);
      if (!mayOwnerHideVoting(state))
        throw new AppError(409, formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), '删除'));
      await repo.hideForOwner(voting.id, userId, now);
      return null;
    },

    async ownerVoteInfo(userId: number, votingCode: string) {
      const found = await repo.findByCode(votingCode);
      if (!found || found.votingState === 'DRAFT') throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const voting = await ensureFrozen(found);
      const now = clock.now();
      const state = stateOf(voting, now);
      const issues = await repo.issuesOf(voting.id);
      const voters = voting.rollFrozenAt ? await repo.votersOfUser(voting.id, userId) : [];
      let myHouseCodes: string[];
      if (voting.rollFrozenAt) {
        myHouseCodes = await repo.houseCodesOfVoters(voters.map((voter) => voter.id));
      } else {
        const scope = await scopeIdsOf(repo, voting);
        myHouseCodes = (await repo.housesInScope(voting.communityId, scope))
          .filter((house) => house.ownerUserIds.includes(userId))
          .map((house) => house.houseCode);
      }
      if (myHouseCodes.length === 0) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const ballots = await repo.ballotsOfVoters(voters.map((voter) => voter.id));
      const mine = ballots[0];
      const community = await repo.votingsForOwner(userId);
      const place = community.find((row) => row.voting.id === voting.id);
      let cannotVoteReason: string | null = null;
      const onlineVoted = new Set(
        ballots.filter((ballot) => ballot.channel === 'ONLINE').map((ballot) => ballot.voterId),
      );
      const abandoned = await paperRepo.abandonedVoterIds(
        voting.id,
        voters.map((voter) => voter.id),
      );
      const openVoters = voters.filter((voter) => !onlineVoted.has(voter.id) && !abandoned.has(voter.id));
      if (state !== 'PROCESSING') cannotVoteReason = VOTING_MESSAGES.notOpen;
      else if (openVoters.length === 0 && onlineVoted.size === 0 && abandoned.size > 0)
        cannotVoteReason = VOTING_MESSAGES.abandonedOnline;
      else if (openVoters.length === 0) cannotVoteReason = VOTING_MESSAGES.alreadyVoted;
      else if (
        !(await repo.isCertifiedOwnerOf(
          userId,
          await repo.houseIdsOfVoters(voters.map((voter) => voter.id)),
        )) &&
        !(await repo.whiteListed(voting.id, userId))
      )
        cannotVoteReason = VOTING_MESSAGES.notCertified;
      return {
        votingCode: voting.votingCode,
        communityInfoCode: place?.communityInfoCode ?? '',
        communityName: place?.communityName ?? '',
        title: voting.title,
        votingState: state,
        votingStateName: VotingState.label(state),
        startDate: iso(voting.startDate),
        endDate: iso(voting.endDate),
        voted: ballots.length > 0,
        description: voting.description,
        materialAttachments: voting.materialAttachments,
        files: await filesOf(db, voting.materialAttachments),
        issues: issues.map((issue) => issueDto(issue, voting.settings)),
        myHouseCodes,
        canVote: cannotVoteReason === null,
        cannotVoteReason,
        myBallot: mine
          ? {
              votingCode: voting.votingCode,
              ballotHash: mine.chainHash,
              seq: (await repo.chainSeqOf(voting.id, mine.chainHash)) ?? 0,
              channel: mine.channel,
              castAt: mine.createdAt.toISOString(),
              houseCodes: myHouseCodes,
              choices: mine.choices,
            }
          : null,
      };
    },

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

    /** The helpers the paper, delivery and result services share (one lock, one chain). */
    core: {
      requireVoting,
      ensureFrozen,
      inTransaction,
      appendLocked,
      freezeLocked,
      statistics,
      replacePaperLocked,
      infoDto,
      communitySettings,
      scopeIdsOf,
      liveRoll,
    },

    /** Exposed for the property test: SQL statistics of a vote by id. */
    async statisticsById(votingId: number) {
      const voting = await repo.findById(votingId);
      if (!voting) return [];
      return statistics(voting, await repo.issuesOf(voting.id));
    },
  };
}

export type VotingService = ReturnType<typeof createVotingService>;

/** Roster deletions are refused while a published vote that has not ended covers the objects (issue 4). */
export function createVotingUsageChecker(db: Db, clock: Clock): RosterUsageChecker {
  const repo = createVotingRepository(db);
  const live = (rows: VotingRow[]) => {
    const now = clock.now();
    return rows.find((row) => {
      const state = stateOf(row, now);
      return state === 'HAS_NOT_STARTED' || state === 'PROCESSING';
    });
  };
  return {
    buildingInUse: async (communityId, buildingIds) =>
      live(await repo.votingsTouchingBuildings(communityId, buildingIds))?.title ?? null,
    houseInUse: async (_communityId, houseIds) =>
      live(await repo.votingsTouchingHouses(houseIds))?.title ?? null,
  };
}
