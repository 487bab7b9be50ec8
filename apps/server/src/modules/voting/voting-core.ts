import { decideIssue, emptyChoiceCounts, type IssueCounts } from '@gongzhi/domain/voting/tally';
import type { VotingInfoDto, VotingScopeType } from '@gongzhi/domain/voting/voting-api';
import {
  DEFAULT_VOTING_SETTINGS,
  settingsDtoOf,
  VoteChoice as VoteChoiceEnum,
  type VotingSettings,
} from '@gongzhi/domain/voting/voting-settings';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { filesOf } from '../questionnaire/repository';
import { appendLocked } from './chain';
import { requireVotingVisible } from './draft-visibility';
import { issueDto, issueRules, listItem, statisticDto } from './dto';
import { createVotingPaperRepository, type VotingPaperRepository } from './paper-repository';
import {
  type BallotRow,
  createVotingRepository,
  type VotingIssueRow,
  type VotingRepository,
  type VotingRow,
} from './repository';
import { createRollFreeze } from './roll-freeze';
import type { chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

export type VotingDeps = { db: Db; clock: Clock };

/** Moves a counted paper ballot aside because the voter voted online (the caller holds the lock). */
export async function replacePaperLocked(
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

/** The internals the voting services share: repositories, lookups, the roll, the chain and the tally. */
export function createVotingCore(deps: VotingDeps) {
  const { db, clock } = deps;
  const repo = createVotingRepository(db);
  const inTransaction = <T>(work: (tx: VotingRepository, paper: VotingPaperRepository) => Promise<T>) =>
    db.transaction(async (tx) =>
      work(createVotingRepository(tx as unknown as Db), createVotingPaperRepository(tx as unknown as Db)),
    );
  const paperRepo = createVotingPaperRepository(db);
  const { liveRoll, scopeIdsOf, freezeLocked, ensureFrozen, freezeDue } = createRollFreeze({
    clock,
    inTransaction,
  });

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
      proxyVoting: row.proxyVoting,
      proxyMaxPrincipals: row.proxyMaxPrincipals,
      objectionDays: row.objectionDays,
      deemedTowardQuorum: row.deemedTowardQuorum,
      localRule:
        row.localRuleFile && row.localRuleClause
          ? { file: row.localRuleFile, clause: row.localRuleClause }
          : null,
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

  /** Whether the owner holds a house the vote covers: on its frozen roll, or in its scope until then. */
  async function ownerInScope(voting: VotingRow, userId: number): Promise<boolean> {
    if (voting.rollFrozenAt) return (await repo.votersOfUser(voting.id, userId)).length > 0;
    const scope = await scopeIdsOf(repo, voting);
    return (await repo.housesInScope(voting.communityId, scope)).some((house) =>
      house.ownerUserIds.includes(userId),
    );
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
    const files = await filesOf(db, [
      ...voting.materialAttachments,
      ...voting.signAttachment,
      ...voting.faceAuthorizationLetter,
    ]);
    return {
      ...listItem(voting, issues.length, now),
      description: voting.description,
      materialAttachments: voting.materialAttachments,
      votingRule: voting.votingRule,
      signAttachment: voting.signAttachment,
      faceAuthorizationLetter: voting.faceAuthorizationLetter,
      files,
      buildingCodes: scope.buildingCodes,
      houseCodes: scope.houseCodes,
      settings: settingsDtoOf(voting.settings),
      issues: issues.map((issue) => issueDto(issue, voting.settings)),
      rollFrozen: voting.rollFrozenAt !== null,
      ballotCount,
      votingIssueStatistics: stats.map((result) => statisticDto(result, voting.settings)),
      chain: { head: head?.hash ?? '0'.repeat(64), count: head ? head.seq + 1 : 0 },
    };
  }

  return {
    db,
    clock,
    repo,
    paperRepo,
    inTransaction,
    requireVoting,
    communitySettings,
    resolveScope,
    liveRoll,
    scopeIdsOf,
    ownerInScope,
    appendLocked,
    freezeLocked,
    ensureFrozen,
    freezeDue,
    replacePaperLocked,
    statistics,
    infoDto,
  };
}

export type VotingCore = ReturnType<typeof createVotingCore>;
