import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import type { DeliveryMethod } from '@gongzhi/domain/voting/voting-paper-api';
import {
  DeliveryMethod as DeliveryMethodEnum,
  PaperEntryState,
} from '@gongzhi/domain/voting/voting-paper-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { houseName } from './house-name';
import { createVotingPaperRepository, type PaperEntryRow, type VoterHouseLabel } from './paper-repository';
import { createVoteAggregates } from './public-aggregate';
import { createVotingRepository, type VoterRow, type VotingIssueRow, type VotingRow } from './repository';
import { stateOf, type VotingService } from './service';
import { VOTING_MESSAGES } from './voting-messages';

export type PaperDeps = { db: Db; clock: Clock; voting: VotingService };
export type Choices = Record<string, VoteChoice | null>;

export function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('expected one item');
  return item;
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
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

/** What the paper, delivery, statistics and result services share: repositories and row-to-DTO helpers. */
export function createPaperContext(deps: PaperDeps) {
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

  return {
    db,
    clock,
    core,
    repo,
    paper,
    aggregates,
    frozenVoting,
    userNames,
    groupHouses,
    voterStatuses,
    entryDtos,
    deliveryItems,
  };
}

export type PaperContext = ReturnType<typeof createPaperContext>;
