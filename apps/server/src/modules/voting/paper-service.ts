import { formatMessage } from '@gongzhi/domain/common/messages';
import { AFTER_END_MESSAGES, deliveryDateAllowed } from '@gongzhi/domain/voting/after-end';
import { canonicalJson, GENESIS_HASH, sha256Hex } from '@gongzhi/domain/voting/evidence-chain';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { lawExactSettings, RuleBasis, ruleBasisOf } from '@gongzhi/domain/voting/local-rule';
import type { IssueTally } from '@gongzhi/domain/voting/tally';
import { publishedIssueOf } from '@gongzhi/domain/voting/vote-aggregate';
import { ResultPublicityMode, VotingState } from '@gongzhi/domain/voting/voting-enums';
import { VOTING_FIELD_MESSAGES } from '@gongzhi/domain/voting/voting-fields';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import type {
  DeliveryMethod,
  deliveryRecordInput,
  paperBallotInput,
  paperPeriodInput,
  resultPublicityInput,
} from '@gongzhi/domain/voting/voting-paper-api';
import {
  DeliveryMethod as DeliveryMethodEnum,
  InvalidBallotKind,
  PaperEntryState,
} from '@gongzhi/domain/voting/voting-paper-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import { communities } from '../../db/schema';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import { claimAttachments, usableAttachmentCount } from '../questionnaire/repository';
import { requireCommunityFiles } from './community-files';
import { appendCorrection, correctionReasonFor, correctionsOf } from './corrections';
import { houseName } from './house-name';
import { createVotingPaperRepository, type PaperEntryRow, type VoterHouseLabel } from './paper-repository';
import { type AggregateAudience, createVoteAggregates } from './public-aggregate';
import { createVotingRepository, type VoterRow, type VotingIssueRow, type VotingRow } from './repository';
import { requireAction, stateOf, type VotingService } from './service';
import { chainStaff, chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

type Deps = { db: Db; clock: Clock; voting: VotingService };
type Choices = Record<string, VoteChoice | null>;

function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('expected one item');
  return item;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const STATES_CLOSED_FOR_PAPER = new Set<VotingState>([
  'DRAFT',
  'ABANDONED',
  'TERMINATE',
  'ANNOUNCEMENT',
  'FINISH',
  'FINISH_NO_ANNOUNCEMENT',
]);

export { houseName };

/**
 * Whether paper ballots may be entered now: inside pdStartDate–pdEndDate when both are set (from the
 * start of the vote, as the roll must be frozen), else while the vote is PROCESSING; never after
 * publication, withdrawal or termination.
 */
export function paperWindow(voting: VotingRow, now: Date): { open: boolean; reason: string | null } {
  const state = stateOf(voting, now);
  const closed = { open: false, reason: VOTING_MESSAGES.paperClosed };
  if (STATES_CLOSED_FOR_PAPER.has(state)) return closed;
  if (!voting.startDate || voting.startDate.getTime() > now.getTime()) return closed;
  if (voting.pdStartDate && voting.pdEndDate) {
    const t = now.getTime();
    return t >= voting.pdStartDate.getTime() && t < voting.pdEndDate.getTime()
      ? { open: true, reason: null }
      : closed;
  }
  return state === 'PROCESSING' ? { open: true, reason: null } : closed;
}

/** Every issue key present (null = blank) and 从众 only where offered. */
export function checkChoices(issues: readonly VotingIssueRow[], voting: VotingRow, choices: Choices) {
  const keys = issues.map((issue) => issue.issueKey).sort();
  const given = Object.keys(choices).sort();
  if (keys.length !== given.length || keys.some((key, index) => key !== given[index])) {
    throw new AppError(400, VOTING_MESSAGES.choicesMismatch);
  }
  if (!voting.settings.followMajorityOffered && Object.values(choices).includes('FOLLOW_MAJORITY')) {
    throw new AppError(400, VOTING_MESSAGES.followMajorityNotOffered);
  }
}

export function createVotingPaperService(deps: Deps) {
  const { db, clock } = deps;
  const core = deps.voting.core;
  const repo = createVotingRepository(db);
  const paper = createVotingPaperRepository(db);
  const aggregates = createVoteAggregates(db);

  async function frozenVoting(access: CommunityAccess, votingCode: string) {
    return core.ensureFrozen(await core.requireVoting(access, votingCode));
  }

  async function userNames(ids: readonly (number | null)[]) {
    const rows = await paper.usersByIds([...new Set(ids.filter((id): id is number => id !== null))]);
    return new Map(rows.map((row) => [row.id, row.ownerName ?? row.mobile]));
  }

  function groupHouses(labels: readonly VoterHouseLabel[]) {
    const byVoter = new Map<number, VoterHouseLabel[]>();
    for (const label of labels) {
      const list = byVoter.get(label.voterId) ?? [];
      list.push(label);
      byVoter.set(label.voterId, list);
    }
    return byVoter;
  }

  async function voterStatuses(voting: VotingRow, voters: readonly VoterRow[]) {
    const ids = voters.map((voter) => voter.id);
    const [labels, ballots, abandoned, pending] = await Promise.all([
      paper.voterHouseLabels(voting.id, ids),
      repo.ballotsOfVoters(ids),
      paper.abandonedVoterIds(voting.id, ids),
      Promise.all(ids.map((id) => paper.pendingEntryOf(id))),
    ]);
    const housesOf = groupHouses(labels);
    const owners = await paper.ownerLabels(
      [...new Set(voters.flatMap((voter) => voter.ownerUserIds))],
      labels.map((label) => label.houseId),
    );
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const ballotOf = new Map(ballots.map((ballot) => [ballot.voterId, ballot]));
    return voters.map((voter, index) => {
      const houses = housesOf.get(voter.id) ?? [];
      return {
        voterKey: voter.voterKey,
        houseCodes: houses.map((house) => house.houseCode),
        houseNames: houses.map(houseName),
        owners: voter.ownerUserIds.flatMap((id) => {
          const owner = ownerById.get(id);
          return owner
            ? [
                {
                  userId: owner.userCode,
                  ownerName: owner.ownerName ?? '',
                  mobile: owner.mobile,
                  certified: owner.certified,
                },
              ]
            : [];
        }),
        multipleOwner: voter.ownerUserIds.length > 1,
        voted: ballotOf.has(voter.id),
        channel: ballotOf.get(voter.id)?.channel ?? null,
        abandonedOnline: abandoned.has(voter.id),
        pendingEntryId: pending[index]?.entryCode ?? null,
      };
    });
  }

  async function entryDtos(voting: VotingRow, rows: readonly PaperEntryRow[]) {
    const labels = await paper.voterHouseLabels(voting.id, [...new Set(rows.map((row) => row.voterId))]);
    const housesOf = groupHouses(labels);
    const voters = new Map((await paper.votersByIds(rows.map((row) => row.voterId))).map((v) => [v.id, v]));
    const names = await userNames(rows.flatMap((row) => [row.enteredBy, row.confirmedBy]));
    return rows.map((row) => {
      const houses = housesOf.get(row.voterId) ?? [];
      return {
        entryId: row.entryCode,
        voterKey: voters.get(row.voterId)?.voterKey ?? '',
        houseCodes: houses.map((house) => house.houseCode),
        houseNames: houses.map(houseName),
        signerName: row.signerName,
        choices: row.choices,
        attachments: row.attachments,
        state: row.state,
        stateName: PaperEntryState.label(row.state),
        enteredBy: (row.enteredBy !== null ? names.get(row.enteredBy) : undefined) ?? '',
        enteredAt: row.enteredAt.toISOString(),
        confirmedBy: row.confirmedBy !== null ? (names.get(row.confirmedBy) ?? '') : null,
        confirmedAt: iso(row.confirmedAt),
        reason: row.reason,
        ballotHash: row.chainHash,
      };
    });
  }

  async function simpleInfo(voting: VotingRow) {
    const now = clock.now();
    const state = stateOf(voting, now);
    const [voterCount, channels, entries] = await Promise.all([
      repo.rollTotals(voting.id),
      paper.channelCounts(voting.id),
      paper.entryCounts(voting.id),
    ]);
    const window = paperWindow(voting, now);
    const online = channels.get('ONLINE') ?? 0;
    const paperCount = channels.get('PAPER') ?? 0;
    return {
      votingCode: voting.votingCode,
      title: voting.title,
      votingState: state,
      votingStateName: VotingState.label(state),
      pdStartDate: iso(voting.pdStartDate),
      pdEndDate: iso(voting.pdEndDate),
      paperOpen: window.open,
      paperClosedReason: window.reason,
      voterCount: voterCount.heads,
      ballotCount: online + paperCount,
      paperBallotCount: paperCount,
      onlineBallotCount: online,
      pendingEntryCount: entries.get('PENDING') ?? 0,
    };
  }

  /** The tally of a vote now (SQL aggregates, equal to the pure tally). */
  /** The tally, and under the local-rule variant the law-exact one beside it (issue #22 item 3). */
  async function currentTally(voting: VotingRow) {
    const issues = await repo.issuesOf(voting.id);
    const results = await core.statistics(voting, issues);
    const lawExact =
      ruleBasisOf(voting.settings) === 'LOCAL_RULE'
        ? await core.statistics({ ...voting, settings: lawExactSettings(voting.settings) }, issues)
        : [];
    return { issues, results, lawExact };
  }

  /** The rule a result names, for every page that shows one. */
  function ruleOf(voting: VotingRow) {
    const ruleBasis = ruleBasisOf(voting.settings);
    return {
      ruleBasis,
      ruleBasisName: RuleBasis.label(ruleBasis),
      localRule: ruleBasis === 'LOCAL_RULE' ? (voting.settings.localRule ?? null) : null,
    };
  }

  function resultIssues(
    issues: readonly VotingIssueRow[],
    results: readonly IssueTally[],
    lawExact: readonly IssueTally[],
  ) {
    return issues.flatMap((issue) => {
      const result = results.find((item) => item.issueKey === issue.issueKey);
      if (!result) return [];
      const law = lawExact.find((item) => item.issueKey === issue.issueKey);
      return [
        {
          issueKey: issue.issueKey,
          title: issue.title,
          issueTypeName: IssueType.label(issue.issueType),
          effectRuleParam: issue.effectRuleParam,
          votingRuleParam: issue.votingRuleParam,
          countingRuleParam: issue.countingRuleParam ?? null,
          total: result.total,
          participating: result.participating,
          agree: result.agree,
          disagree: result.disagree,
          abstain: result.abstain,
          blank: result.blank,
          noBallot: result.noBallot,
          quorum: result.quorum,
          passed: result.passed,
          lawExact: law ? { participating: law.participating, quorum: law.quorum, passed: law.passed } : null,
        },
      ];
    });
  }

  async function resultDto(voting: VotingRow) {
    const result = await paper.resultOf(voting.id);
    if (!result) return null;
    const { issues, results, lawExact } = await currentTally(voting);
    const head = await repo.chainHead(voting.id);
    return {
      votingCode: voting.votingCode,
      publicityMode: result.publicityMode,
      publicityModeName: ResultPublicityMode.label(result.publicityMode),
      announce: result.announce,
      publicityEndDate: iso(result.publicityEndDate),
      resultFile: result.resultFile,
      remark: result.remark,
      publishedAt: result.publishedAt.toISOString(),
      ballotCount: result.ballotCount,
      issues: resultIssues(issues, results, lawExact),
      chain: { head: head?.hash ?? GENESIS_HASH, count: head ? head.seq + 1 : 0 },
      corrections: await correctionsOf(db, voting.id),
      ...ruleOf(voting),
    };
  }

  /** The published vote for the public page, or 404. */
  async function publicVoting(votingCode: string) {
    const voting = await repo.findByCode(votingCode);
    const notPublic = new AppError(404, VOTING_MESSAGES.resultNotPublic);
    if (!voting) throw notPublic;
    const state = stateOf(voting, clock.now());
    if (state !== 'ANNOUNCEMENT' && state !== 'FINISH') throw notPublic;
    const result = await paper.resultOf(voting.id);
    if (!result?.announce) throw notPublic;
    return { voting, state, result };
  }

  /**
   * The published result with its aggregate: for `public` (no login) only a pseudonymous
   * aggregate (null for a vote whose chain names voters by owner ids); for `member` (the
   * community's owners and staff) the aggregate with the house annex (issue #21 item 5).
   */
  async function publishedInfo(votingCode: string, audience: AggregateAudience = 'public') {
    const { voting, state, result } = await publicVoting(votingCode);
    const [community] = await db
      .select({ name: communities.communityName })
      .from(communities)
      .where(eq(communities.id, voting.communityId));
    const dto = await resultDto(voting);
    if (!dto) throw new AppError(404, VOTING_MESSAGES.resultNotPublic);
    return {
      votingCode: voting.votingCode,
      title: voting.title,
      communityName: community?.name ?? '',
      votingState: state,
      votingStateName: VotingState.label(state),
      startDate: iso(voting.startDate),
      endDate: iso(voting.endDate),
      result: dto,
      aggregate:
        result.publicityMode === 'RESULT_DATA_WITH_EVIDENCE'
          ? await aggregates.aggregateFor(voting, audience)
          : null,
    };
  }

  const api = {
    simpleInfo: async (access: CommunityAccess, votingCode: string) =>
      simpleInfo(await frozenVoting(access, votingCode)),

    async editPaperPeriod(access: CommunityAccess, input: z.infer<typeof paperPeriodInput>) {
      const voting = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      requireAction(voting, now, 'DELAY');
      const start = input.pdStartDate ? new Date(input.pdStartDate) : null;
      const end = input.pdEndDate ? new Date(input.pdEndDate) : null;
      if ((start === null) !== (end === null)) throw new AppError(400, VOTING_MESSAGES.paperPeriodInvalid);
      if (start && end && (end <= start || (voting.startDate && end <= voting.startDate))) {
        throw new AppError(400, VOTING_MESSAGES.paperPeriodInvalid);
      }
      await repo.update(voting.id, { pdStartDate: start, pdEndDate: end, updatedAt: now });
      return simpleInfo({ ...voting, pdStartDate: start, pdEndDate: end });
    },

    async checkMultipleOwner(access: CommunityAccess, votingCode: string, houseCode: string) {
      const voting = await frozenVoting(access, votingCode);
      if (!voting.rollFrozenAt) throw new AppError(409, VOTING_MESSAGES.rollNotFrozen);
      const voter = await paper.voterOfHouse(voting.id, houseCode);
      if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
      return first(await voterStatuses(voting, [voter]));
    },

    async multipleOwnerList(access: CommunityAccess, votingCode: string, page: number, size: number) {
      const voting = await frozenVoting(access, votingCode);
      if (!voting.rollFrozenAt) return { list: [], total: 0, page, size };
      const { rows, total } = await paper.votersWithSeveralOwners(voting.id, page, size);
      return { list: await voterStatuses(voting, rows), total, page, size };
    },

    /**
     * One entry of a returned paper ballot (double entry, see the contract). Outcomes that must be
     * kept (refused because the voter voted online, a mismatch) are committed before the 409.
     */
    async enterPaper(access: CommunityAccess, actorUserId: number, input: z.infer<typeof paperBallotInput>) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      await requireCommunityFiles(db, access.community.id, actorUserId, [
        [input.attachments, VOTING_FIELD_MESSAGES.paperScanInvalid],
      ]);
      const outcome = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const window = paperWindow(voting, now);
        if (!window.open) throw new AppError(409, window.reason ?? VOTING_MESSAGES.paperClosed);
        // After the end a paper entry changes the tally late: it needs a reason (issue #22 item 2).
        const correctionReason = correctionReasonFor(voting, now, input.correctionReason);
        await core.freezeLocked(tx, voting, now);
        const voter = await txPaper.voterOfHouse(voting.id, input.houseCode);
        if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
        const issues = await tx.issuesOf(voting.id);
        checkChoices(issues, voting, input.choices);
        const ballot = await txPaper.ballotOfVoter(voter.id);
        if (ballot?.channel === 'PAPER') throw new AppError(409, VOTING_MESSAGES.paperAlreadyCounted);
        const pending = await txPaper.pendingEntryOf(voter.id);
        const actor = await tx.userById(actorUserId);
        if (ballot?.channel === 'ONLINE') {
          const reason = VOTING_MESSAGES.paperOnlineVoted;
          if (pending)
            await txPaper.updateEntry(pending.id, { state: 'REFUSED_ONLINE', reason, updatedAt: now });
          const refused = await txPaper.insertEntry({
            entryCode: newBusinessCode('P'),
            votingId: voting.id,
            voterId: voter.id,
            choices: input.choices,
            signerName: input.signerName,
            attachments: input.attachments,
            state: 'REFUSED_ONLINE',
            enteredBy: actorUserId,
            enteredAt: now,
            reason,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_REJECTED',
            { ...chainVoter(voting, voter.voterKey), entryId: refused.entryCode, reason },
            now,
          );
          return { error: new AppError(409, reason), entry: refused };
        }
        if (!pending) {
          const entry = await txPaper.insertEntry({
            entryCode: newBusinessCode('P'),
            votingId: voting.id,
            voterId: voter.id,
            choices: input.choices,
            signerName: input.signerName,
            attachments: input.attachments,
            state: 'PENDING',
            enteredBy: actorUserId,
            enteredAt: now,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_ENTERED',
            {
              ...chainVoter(voting, voter.voterKey),
              entryId: entry.entryCode,
              enteredBy: chainStaff(voting, actor?.userCode),
            },
            now,
          );
          return { error: null, entry };
        }
        if (pending.enteredBy === actorUserId) throw new AppError(409, VOTING_MESSAGES.paperSameStaff);
        if (canonicalJson(pending.choices) !== canonicalJson(input.choices)) {
          const reason = VOTING_MESSAGES.paperMismatchReason;
          const entry = await txPaper.updateEntry(pending.id, {
            state: 'MISMATCH',
            secondChoices: input.choices,
            confirmedBy: actorUserId,
            confirmedAt: now,
            reason,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_REJECTED',
            { ...chainVoter(voting, voter.voterKey), entryId: entry.entryCode, reason },
            now,
          );
          return { error: new AppError(409, VOTING_MESSAGES.paperMismatch), entry };
        }
        const enteredBy = pending.enteredBy !== null ? await tx.userById(pending.enteredBy) : undefined;
        // Pseudonymous (issue #21 item 5): the voter's and the two staff members' references only.
        const chained = await core.appendLocked(
          tx,
          voting.id,
          'BALLOT_CAST',
          {
            ...chainVoter(voting, voter.voterKey),
            channel: 'PAPER',
            choices: input.choices,
            entryId: pending.entryCode,
            enteredBy: chainStaff(voting, enteredBy?.userCode),
            confirmedBy: chainStaff(voting, actor?.userCode),
          },
          now,
        );
        await tx.insertBallot({
          votingId: voting.id,
          voterId: voter.id,
          channel: 'PAPER',
          userId: null,
          choices: input.choices,
          chainHash: chained.hash,
          createdAt: now,
        });
        if (correctionReason !== null) {
          await appendCorrection(
            tx,
            voting,
            {
              kind: 'LATE_PAPER',
              reason: correctionReason,
              entryId: pending.entryCode,
              voter: chainVoter(voting, voter.voterKey),
              by: chainStaff(voting, actor?.userCode),
            },
            now,
          );
        }
        const entry = await txPaper.updateEntry(pending.id, {
          state: 'COUNTED',
          confirmedBy: actorUserId,
          confirmedAt: now,
          chainHash: chained.hash,
          updatedAt: now,
        });
        return { error: null, entry };
      });
      if (outcome.error) throw outcome.error;
      return first(await entryDtos(found, [outcome.entry]));
    },

    async cancelEntry(access: CommunityAccess, votingCode: string, entryCode: string, reason: string) {
      const found = await core.requireVoting(access, votingCode);
      const now = clock.now();
      const entry = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const row = await txPaper.entryByCode(voting.id, entryCode);
        if (!row) throw new AppError(404, VOTING_MESSAGES.paperEntryNotFound);
        if (row.state !== 'PENDING') throw new AppError(409, VOTING_MESSAGES.paperEntryNotPending);
        const [voter] = await txPaper.votersByIds([row.voterId]);
        const updated = await txPaper.updateEntry(row.id, {
          state: 'CANCELLED',
          reason,
          confirmedBy: null,
          updatedAt: now,
        });
        await core.appendLocked(
          tx,
          voting.id,
          'PAPER_REJECTED',
          { ...chainVoter(voting, voter?.voterKey ?? ''), entryId: row.entryCode, reason },
          now,
        );
        return updated;
      });
      return first(await entryDtos(found, [entry]));
    },

    async entryList(
      access: CommunityAccess,
      input: { votingCode: string; page: number; size: number; state?: PaperEntryState },
    ) {
      const voting = await core.requireVoting(access, input.votingCode);
      const { rows, total } = await paper.entries(voting.id, input.state, input.page, input.size);
      return { list: await entryDtos(voting, rows), total, page: input.page, size: input.size };
    },

    // ── online abandon ──
    async abandonOnline(userId: number, votingCode: string) {
      const target = await repo.castTarget(votingCode, userId);
      const found = target?.voting;
      // Another community's vote answers exactly as a made-up code (as castVote).
      const reachable = target && (target.context.inCommunity || target.context.whiteListed);
      if (!found || found.votingState === 'DRAFT' || !reachable)
        throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        if (stateOf(voting, now) !== 'PROCESSING') throw new AppError(409, VOTING_MESSAGES.notOpen);
        await core.freezeLocked(tx, voting, now);
        const voters = await tx.votersOfUser(voting.id, userId);
        if (voters.length === 0) throw new AppError(403, VOTING_MESSAGES.notInScope);
        const ballots = await tx.ballotsOfVoters(voters.map((voter) => voter.id));
        if (ballots.some((ballot) => ballot.channel === 'ONLINE'))
          throw new AppError(409, VOTING_MESSAGES.abandonAfterVote);
        const already = await txPaper.abandonedVoterIds(
          voting.id,
          voters.map((voter) => voter.id),
        );
        for (const voter of voters) {
          if (already.has(voter.id)) continue;
          await txPaper.insertAbandon({ votingId: voting.id, voterId: voter.id, userId, createdAt: now });
          await core.appendLocked(tx, voting.id, 'ONLINE_ABANDONED', chainVoter(voting, voter.voterKey), now);
        }
      });
      return null;
    },

    async abandonList(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const rows = await paper.abandonsOf(voting.id);
      const housesOf = groupHouses(
        await paper.voterHouseLabels(
          voting.id,
          rows.map((row) => row.voterId),
        ),
      );
      return rows.map((row) => ({
        voterKey: row.voterKey,
        houseCodes: (housesOf.get(row.voterId) ?? []).map((house) => house.houseCode),
        ownerName: row.ownerName ?? '',
        mobile: row.mobile ?? '',
        gmtCreate: row.createdAt.toISOString(),
      }));
    },

    // ── deliveries ──
    async deliveryList(
      access: CommunityAccess,
      input: { votingCode: string; page: number; size: number; delivered?: 'YES' | 'NO' },
    ) {
      const voting = await frozenVoting(access, input.votingCode);
      if (!voting.rollFrozenAt) return { list: [], total: 0, page: input.page, size: input.size };
      const delivered = input.delivered === undefined ? undefined : input.delivered === 'YES';
      const { rows, total } = await paper.votersPage(voting.id, delivered, input.page, input.size);
      return { list: await deliveryItems(voting, rows), total, page: input.page, size: input.size };
    },

    async recordDelivery(
      access: CommunityAccess,
      actorUserId: number,
      input: z.infer<typeof deliveryRecordInput>,
    ) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      // Delivery proofs are files uploaded for this community (issue #22 item 2).
      await requireCommunityFiles(db, access.community.id, actorUserId, [
        [input.proofAttachments, AFTER_END_MESSAGES.deliveryProofInvalid],
      ]);
      const voterId = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const state = stateOf(voting, now);
        // Recorded before the end and dated within the voting period (issue #22 item 2): a delivery
        // decides who may be deemed to follow the majority, so none may arrive after the count.
        if (state === 'VOTING_HAS_ENDED') throw new AppError(409, AFTER_END_MESSAGES.deliveryAfterEnd);
        if (state !== 'HAS_NOT_STARTED' && state !== 'PROCESSING')
          throw new AppError(409, VOTING_MESSAGES.deliveryClosed);
        await core.freezeLocked(tx, voting, now);
        if (!voting.rollFrozenAt) throw new AppError(409, VOTING_MESSAGES.rollNotFrozen);
        if (!deliveryDateAllowed(new Date(input.deliveredAt), voting, now))
          throw new AppError(400, AFTER_END_MESSAGES.deliveryOutsidePeriod);
        const voter = await txPaper.voterOfHouse(voting.id, input.houseCode);
        if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
        await txPaper.insertDelivery({
          votingId: voting.id,
          voterId: voter.id,
          method: input.method,
          deliveredAt: new Date(input.deliveredAt),
          proofAttachments: input.proofAttachments,
          remark: input.remark,
          recordedBy: actorUserId,
          createdAt: now,
        });
        await core.appendLocked(
          tx,
          voting.id,
          'DELIVERY_RECORDED',
          {
            ...chainVoter(voting, voter.voterKey),
            method: input.method,
            deliveredAt: new Date(input.deliveredAt).toISOString(),
            proofDigest: sha256Hex(canonicalJson(input.proofAttachments)),
            ...(input.withoutProofFile ? { withoutProofFile: true } : {}),
          },
          now,
        );
        return voter.id;
      });
      const voters = await paper.votersByIds([voterId]);
      return first(await deliveryItems(found, voters));
    },

    // ── statistics ──
    buildingStatistics: async (access: CommunityAccess, votingCode: string) =>
      buildingStatisticsOf(await frozenVoting(access, votingCode)),

    buildingStatisticsOf,

    /** The live roll before the start (for printing), with house labels. */
    async liveVoters(voting: VotingRow) {
      const scope = await core.scopeIdsOf(repo, voting);
      const { roll } = await core.liveRoll(repo, voting.communityId, scope);
      const labels = await paper.houseLabelsByIds(roll.voters.flatMap((voter) => voter.houseIds));
      const voterOfHouse = new Map<number, number>();
      const voters = roll.voters.map((voter, index) => {
        for (const houseId of voter.houseIds) voterOfHouse.set(houseId, -(index + 1));
        return { id: -(index + 1), voterKey: voter.voterKey, ownerUserIds: voter.ownerIds, area: voter.area };
      });
      return {
        voters,
        labels: labels.map((label) => ({ ...label, voterId: voterOfHouse.get(label.houseId) ?? 0 })),
      };
    },
  };

  async function buildingStatisticsOf(voting: VotingRow) {
    if (!voting.rollFrozenAt) return [];
    const [totals, rows, issues] = await Promise.all([
      paper.buildingTotals(voting.id),
      paper.buildingAggregates(voting.id),
      repo.issuesOf(voting.id),
    ]);
    const firstKey = issues[0]?.issueKey;
    const zero = () => ({ area: 0, heads: 0 });
    return totals.map((building) => {
      const mine = rows.filter((row) => row.buildingId === building.buildingId);
      const voted = mine.filter((row) => row.hasBallot && row.issueKey === firstKey);
      const sum = (list: typeof mine, key: 'houses' | 'area') => list.reduce((acc, row) => acc + row[key], 0);
      return {
        buildingCode: building.buildingCode,
        buildingName: building.buildingName,
        houseCount: building.houses,
        totalArea: building.area,
        votedHouseCount: sum(voted, 'houses'),
        votedArea: sum(voted, 'area'),
        onlineHouseCount: sum(
          voted.filter((row) => row.channel === 'ONLINE'),
          'houses',
        ),
        paperHouseCount: sum(
          voted.filter((row) => row.channel === 'PAPER'),
          'houses',
        ),
        issues: issues.map((issue) => {
          const counts = {
            issueKey: issue.issueKey,
            agree: zero(),
            disagree: zero(),
            abstain: zero(),
            followMajority: zero(),
            blank: zero(),
          };
          for (const row of mine) {
            if (row.issueKey !== issue.issueKey || !row.hasBallot) continue;
            const target =
              row.choice === 'AGREE'
                ? counts.agree
                : row.choice === 'DISAGREE'
                  ? counts.disagree
                  : row.choice === 'ABSTAIN'
                    ? counts.abstain
                    : row.choice === 'FOLLOW_MAJORITY'
                      ? counts.followMajority
                      : counts.blank;
            target.area += row.area;
            target.heads += row.houses;
          }
          return counts;
        }),
      };
    });
  }

  const rest = {
    async invalidVotes(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const [replaced, entries] = await Promise.all([
        paper.replacedOf(voting.id),
        paper.entriesNotCounted(voting.id),
      ]);
      const voterIds = [...new Set([...replaced, ...entries].map((row) => row.voterId))];
      const housesOf = groupHouses(await paper.voterHouseLabels(voting.id, voterIds));
      const keyOf = new Map((await paper.votersByIds(voterIds)).map((voter) => [voter.id, voter.voterKey]));
      const houseFields = (voterId: number) => {
        const houses = housesOf.get(voterId) ?? [];
        return { houseCodes: houses.map((house) => house.houseCode), houseNames: houses.map(houseName) };
      };
      const list = [
        ...replaced.map((row) => ({
          kind: 'REPLACED' as const,
          kindName: InvalidBallotKind.label('REPLACED'),
          voterKey: keyOf.get(row.voterId) ?? '',
          ...houseFields(row.voterId),
          channel: row.channel,
          choices: row.choices,
          reason: row.reason,
          castAt: row.castAt.toISOString(),
          invalidatedAt: row.replacedAt.toISOString(),
          chainHash: row.chainHash,
        })),
        ...entries.map((row) => {
          const kind = row.state as Exclude<PaperEntryState, 'COUNTED' | 'REPLACED'>;
          return {
            kind,
            kindName: InvalidBallotKind.label(kind),
            voterKey: keyOf.get(row.voterId) ?? '',
            ...houseFields(row.voterId),
            channel: 'PAPER' as const,
            choices: row.choices,
            reason: row.reason ?? PaperEntryState.label(row.state),
            castAt: row.enteredAt.toISOString(),
            invalidatedAt: row.state === 'PENDING' ? null : row.updatedAt.toISOString(),
            chainHash: row.chainHash,
          };
        }),
      ];
      return list.sort((a, b) => (a.castAt < b.castAt ? -1 : a.castAt > b.castAt ? 1 : 0));
    },

    // ── result ──
    async checkPublicity(access: CommunityAccess, votingCode: string) {
      const voting = await frozenVoting(access, votingCode);
      const now = clock.now();
      const state = stateOf(voting, now);
      const pending = (await paper.entryCounts(voting.id)).get('PENDING') ?? 0;
      const reasons: string[] = [];
      if (!mayPerformVotingAction(state, 'PUBLISH_RESULT')) {
        reasons.push(formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), '公示结果'));
      }
      if (pending > 0) reasons.push(formatMessage(VOTING_MESSAGES.publishPending, pending));
      return { canPublish: reasons.length === 0, reasons, pendingEntryCount: pending };
    },

    async resultPreview(access: CommunityAccess, votingCode: string) {
      const voting = await frozenVoting(access, votingCode);
      requireAction(voting, clock.now(), 'PREVIEW_RESULT');
      const { issues, results, lawExact } = await currentTally(voting);
      const head = await repo.chainHead(voting.id);
      return {
        votingCode: voting.votingCode,
        publicityMode: null,
        publicityModeName: null,
        announce: false,
        publicityEndDate: null,
        resultFile: null,
        remark: '',
        publishedAt: null,
        ballotCount: await repo.ballotCount(voting.id),
        issues: resultIssues(issues, results, lawExact),
        chain: { head: head?.hash ?? GENESIS_HASH, count: head ? head.seq + 1 : 0 },
        corrections: await correctionsOf(db, voting.id),
        ...ruleOf(voting),
      };
    },

    async publish(access: CommunityAccess, actorUserId: number, input: z.infer<typeof resultPublicityInput>) {
      const found = await frozenVoting(access, input.votingCode);
      const now = clock.now();
      const end = input.publicityEndDate ? new Date(input.publicityEndDate) : null;
      if (input.announce && (!end || end.getTime() <= now.getTime()))
        throw new AppError(400, VOTING_MESSAGES.publicityEndRequired);
      if (input.publicityMode === 'RESULT_FILE_ONLY' && !input.resultFile)
        throw new AppError(400, VOTING_MESSAGES.resultFileRequired);
      // The result file must be an uploaded file of the community (or the caller's own); announced,
      // it becomes public so the owners in scope download it from their result page.
      const resultFiles = input.resultFile ? [input.resultFile] : [];
      const usable = await usableAttachmentCount(db, found.communityId, actorUserId, resultFiles);
      if (usable.found !== usable.unique) throw new AppError(400, VOTING_MESSAGES.attachmentInvalid);
      await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        requireAction(voting, now, 'PUBLISH_RESULT');
        const pending = (await txPaper.entryCounts(voting.id)).get('PENDING') ?? 0;
        if (pending > 0) throw new AppError(409, formatMessage(VOTING_MESSAGES.publishPending, pending));
        const issues = await tx.issuesOf(voting.id);
        const results = await core.statistics(voting, issues, tx);
        const ballotCount = await tx.ballotCount(voting.id);
        if (input.publicityMode === 'RESULT_DATA_WITH_EVIDENCE') {
          await core.appendLocked(
            tx,
            voting.id,
            'RESULT_PUBLISHED',
            {
              votingCode: voting.votingCode,
              ballotCount,
              issues: results.map(publishedIssueOf),
              remark: input.remark,
            },
            now,
          );
        }
        const head = await tx.chainHead(voting.id);
        await txPaper.insertResult({
          votingId: voting.id,
          publicityMode: input.publicityMode,
          announce: input.announce,
          publicityEndDate: input.announce ? end : null,
          resultFile: input.resultFile ?? null,
          remark: input.remark,
          issues: results.map(publishedIssueOf),
          ballotCount,
          chainHead: head?.hash ?? GENESIS_HASH,
          chainCount: head ? head.seq + 1 : 0,
          publishedBy: actorUserId,
          publishedAt: now,
        });
        await tx.update(voting.id, {
          votingState: input.announce ? 'ANNOUNCEMENT' : 'FINISH_NO_ANNOUNCEMENT',
          publicityEndDate: input.announce ? end : null,
          updatedAt: now,
        });
      });
      await claimAttachments(db, found.communityId, resultFiles);
      if (input.announce) await publishAttachments(db, resultFiles);
      const voting = (await repo.findById(found.id)) ?? found;
      return resultDto(voting);
    },

    async resultInfo(access: CommunityAccess, votingCode: string) {
      return resultDto(await core.requireVoting(access, votingCode));
    },

    publicInfo: publishedInfo,

    /**
     * GET /v1/voting/aggregateFull: the announced result of a vote of the caller's community as
     * members read it (404 for another community's vote, null before the announcement).
     */
    async memberInfo(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      // Null until the result is announced (as resultInfo before publication): the vote is there.
      const state = stateOf(voting, clock.now());
      if (state !== 'ANNOUNCEMENT' && state !== 'FINISH') return null;
      if (!(await paper.resultOf(voting.id))?.announce) return null;
      return publishedInfo(votingCode, 'member');
    },

    /** GET /v1/votePublic/aggregate: the pseudonymous aggregate, 404 where none may be published. */
    async publicAggregate(votingCode: string) {
      const { voting, result } = await publicVoting(votingCode);
      if (result.publicityMode !== 'RESULT_DATA_WITH_EVIDENCE')
        throw new AppError(404, VOTING_MESSAGES.resultNotPublic);
      const aggregate = await aggregates.aggregateFor(voting, 'public');
      if (!aggregate) throw new AppError(404, VOTING_MESSAGES.aggregateMembersOnly);
      return aggregate;
    },

    paperRepository: paper,
  };
  return { ...api, ...rest };

  async function deliveryItems(voting: VotingRow, voters: readonly VoterRow[]) {
    const ids = voters.map((voter) => voter.id);
    const [labels, deliveries, ballots] = await Promise.all([
      paper.voterHouseLabels(voting.id, ids),
      paper.deliveriesOf(voting.id, ids),
      repo.ballotsOfVoters(ids),
    ]);
    const housesOf = groupHouses(labels);
    const owners = new Map(
      (await paper.usersByIds([...new Set(voters.flatMap((voter) => voter.ownerUserIds))])).map((row) => [
        row.id,
        row.ownerName ?? '',
      ]),
    );
    const voted = new Set(ballots.map((ballot) => ballot.voterId));
    return voters.map((voter) => {
      const houses = housesOf.get(voter.id) ?? [];
      const mine = deliveries.filter((row) => row.delivery.voterId === voter.id);
      return {
        voterKey: voter.voterKey,
        houseCodes: houses.map((house) => house.houseCode),
        houseNames: houses.map(houseName),
        ownerNames: voter.ownerUserIds.map((id) => owners.get(id) ?? ''),
        delivered: mine.length > 0,
        voted: voted.has(voter.id),
        deliveries: mine.map(({ delivery, recordedByName }) => ({
          method: delivery.method as DeliveryMethod,
          methodName: DeliveryMethodEnum.label(delivery.method),
          deliveredAt: delivery.deliveredAt.toISOString(),
          proofAttachments: delivery.proofAttachments,
          withoutProofFile: delivery.proofAttachments.length === 0,
          remark: delivery.remark,
          recordedBy: recordedByName ?? '',
          gmtCreate: delivery.createdAt.toISOString(),
        })),
      };
    });
  }
}

export type VotingPaperService = ReturnType<typeof createVotingPaperService>;
