import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { AFTER_END_MESSAGES, deliveryDateAllowed } from '@gongzhi/domain/voting/after-end';
import {
  BALLOT_LEFT_DELIVERY,
  DOOR_TO_DOOR_MESSAGES,
  type DoorToDoorItem,
  type DoorToDoorList,
  type doorToDoorMarkInput,
  doorToDoorMobile,
  VisitMark,
  visitMarkRefusal,
} from '@gongzhi/domain/voting/door-to-door';
import { canonicalJson, sha256Hex } from '@gongzhi/domain/voting/evidence-chain';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import type { DownloadJobService } from '../download/service';
import { ROSTER_VIEW } from '../roster/routes';
import { createDoorToDoorRepository } from './door-to-door-repository';
import { houseName } from './house-name';
import { createVotingPaperRepository } from './paper-repository';
import { createQuorumRepository } from './quorum-repository';
import { createVotingRepository, type VoterRow, type VotingRow } from './repository';
import { stateOf, type VotingService } from './service';
import { chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

type MarkInput = z.infer<typeof doorToDoorMarkInput>;

/** Whether the viewer sees owners' mobiles in full: a roster permission, as the roster shows them. */
export const maySeeFullMobiles = (access: CommunityAccess) =>
  hasAnyPermission(access.permissions, ROSTER_VIEW);

/**
 * Door-to-door lists (扫楼清单, issue #26 item 2): per building the voters who have not voted, with
 * owners, delivery state and visit marks; export, the paper ballots of exactly those voters, and
 * visit marks that feed the vote's delivery records.
 */
export function createDoorToDoorService(voting: VotingService, jobs: DownloadJobService) {
  const { core } = voting;
  const db = core.deps.db;
  const clock = core.deps.clock;
  const paper = createVotingPaperRepository(db);
  const quorum = createQuorumRepository(db);
  const doors = createDoorToDoorRepository(db);

  async function items(
    row: VotingRow,
    voters: readonly VoterRow[],
    full: boolean,
  ): Promise<DoorToDoorItem[]> {
    const ids = voters.map((voter) => voter.id);
    const [labels, deliveries, marks, owners] = await Promise.all([
      paper.voterHouseLabels(row.id, ids),
      paper.deliveriesOf(row.id, ids),
      doors.marksOf(row.id, ids),
      paper.usersByIds([...new Set(voters.flatMap((voter) => voter.ownerUserIds))]),
    ]);
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
    return voters.map((voter) => {
      const houses = labels.filter((label) => label.voterId === voter.id);
      const delivered = deliveries.filter((item) => item.delivery.voterId === voter.id);
      const visits = marks.filter((item) => item.mark.voterId === voter.id);
      const last = visits.at(-1);
      return {
        voterKey: voter.voterKey,
        houseCodes: houses.map((house) => house.houseCode),
        houseNames: houses.map(houseName),
        owners: voter.ownerUserIds.flatMap((id) => {
          const owner = ownerOf.get(id);
          return owner
            ? [{ ownerName: owner.ownerName ?? '', mobile: doorToDoorMobile(owner.mobile, full) }]
            : [];
        }),
        delivered: delivered.length > 0,
        deliveryCount: delivered.length,
        lastDeliveredAt: delivered.at(-1)?.delivery.deliveredAt.toISOString() ?? null,
        lastVisit: last
          ? {
              mark: last.mark.mark,
              markName: VisitMark.label(last.mark.mark),
              markedBy: last.markedByName ?? doorToDoorMobile(last.markedByMobile ?? '', full),
              markedAt: last.mark.markedAt.toISOString(),
              remark: last.mark.remark,
            }
          : null,
        visitCount: visits.length,
      };
    });
  }

  async function buildingsOf(row: VotingRow) {
    if (!row.rollFrozenAt) return [];
    return (await quorum.buildingParticipation(row.id)).map((building) => ({
      buildingCode: building.buildingCode,
      buildingName: building.buildingName,
      voterCount: building.voterCount,
      nonVoterCount: building.voterCount - building.votedCount,
    }));
  }

  /**
   * The vote (frozen if due), its buildings and the building asked for. A building of another
   * community or none is 404; one of this community outside the vote (or before the roll is frozen)
   * has nobody to visit: the list is empty, and printing refuses it.
   */
  async function resolve(access: CommunityAccess, votingCode: string, buildingCode: string | undefined) {
    const row = await core.ensureFrozen(await core.requireVoting(access, votingCode));
    const buildings = await buildingsOf(row);
    if (buildingCode === undefined) return { row, buildings, building: buildings[0], asked: null };
    const building = buildings.find((item) => item.buildingCode === buildingCode);
    if (!building && !(await doors.communityHasBuilding(access.community.id, buildingCode)))
      throw new AppError(404, DOOR_TO_DOOR_MESSAGES.buildingNotInVoting);
    return { row, buildings, building, asked: buildingCode };
  }

  async function list(
    access: CommunityAccess,
    input: { votingCode: string; buildingCode?: string | undefined },
  ): Promise<DoorToDoorList> {
    const { row, buildings, building, asked } = await resolve(access, input.votingCode, input.buildingCode);
    const full = maySeeFullMobiles(access);
    const ids = building ? await doors.nonVoterIdsOfBuilding(row.id, building.buildingCode) : [];
    const byId = new Map((await paper.votersByIds(ids)).map((voter) => [voter.id, voter]));
    const voters = ids.flatMap((id) => byId.get(id) ?? []);
    const refusal = visitMarkRefusal(stateOf(row, clock.now()));
    return {
      votingCode: row.votingCode,
      rollFrozen: row.rollFrozenAt !== null,
      markingOpen: refusal === null,
      markingClosedReason: refusal,
      fullMobiles: full,
      buildings,
      buildingCode: building?.buildingCode ?? asked,
      items: await items(row, voters, full),
    };
  }

  return {
    list,

    /** The list as xlsx rows (the route writes them with the project's xlsx writer). */
    async exportRows(
      access: CommunityAccess,
      input: { votingCode: string; buildingCode?: string | undefined },
    ) {
      const data = await list(access, input);
      const building = data.buildings.find((item) => item.buildingCode === data.buildingCode);
      return { data, buildingName: building?.buildingName ?? '' };
    },

    /** The PAPER_BALLOT job for the building's voters who have not voted (exactly the list). */
    async print(actor: Actor, access: CommunityAccess, input: { votingCode: string; buildingCode: string }) {
      const { row, building } = await resolve(access, input.votingCode, input.buildingCode);
      if (!building) throw new AppError(404, DOOR_TO_DOOR_MESSAGES.buildingNotInVoting);
      return jobs.create(actor, access, {
        kind: 'PAPER_BALLOT',
        params: {
          votingCode: row.votingCode,
          buildingCodes: [building.buildingCode],
          houseCodes: [],
          onlyNotVoted: true,
          blankCount: 0,
        },
      });
    },

    /**
     * A volunteer's visit mark, only while the vote runs and only on a voter who has not voted. A
     * ballot left is a delivery record of the vote (dated now, without a proof file, said so in the
     * remark and on the chain entry), as POST /v1/vote/voteDelivery would record it.
     */
    async mark(access: CommunityAccess, actor: Actor, input: MarkInput): Promise<DoorToDoorItem> {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      const voterId = await db.transaction(async (raw) => {
        const txDb = raw as unknown as Db;
        const tx = createVotingRepository(txDb);
        const txPaper = createVotingPaperRepository(txDb);
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const refusal = visitMarkRefusal(stateOf(voting, now));
        if (refusal) throw new AppError(400, refusal);
        await core.freezeLocked(tx, voting, now);
        if (!voting.rollFrozenAt) throw new AppError(409, VOTING_MESSAGES.rollNotFrozen);
        const voter = await txPaper.voterOfHouse(voting.id, input.houseCode);
        if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
        if ((await tx.ballotsOfVoters([voter.id])).length > 0)
          throw new AppError(409, DOOR_TO_DOOR_MESSAGES.alreadyVoted);
        await createDoorToDoorRepository(txDb).insertMark({
          votingId: voting.id,
          voterId: voter.id,
          houseCode: input.houseCode,
          mark: input.mark,
          remark: input.remark,
          markedBy: actor.userId,
          markedAt: now,
        });
        if (input.mark === 'BALLOT_LEFT') {
          if (!deliveryDateAllowed(now, voting, now))
            throw new AppError(400, AFTER_END_MESSAGES.deliveryOutsidePeriod);
          const remark = input.remark
            ? `${BALLOT_LEFT_DELIVERY.remark}：${input.remark}`
            : BALLOT_LEFT_DELIVERY.remark;
          await txPaper.insertDelivery({
            votingId: voting.id,
            voterId: voter.id,
            method: BALLOT_LEFT_DELIVERY.method,
            deliveredAt: now,
            proofAttachments: [],
            remark,
            recordedBy: actor.userId,
            createdAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'DELIVERY_RECORDED',
            {
              ...chainVoter(voting, voter.voterKey),
              method: BALLOT_LEFT_DELIVERY.method,
              deliveredAt: now.toISOString(),
              proofDigest: sha256Hex(canonicalJson([])),
              withoutProofFile: true,
              doorToDoor: true,
            },
            now,
          );
        }
        return voter.id;
      });
      const voters = await paper.votersByIds([voterId]);
      const [item] = await items(found, voters, maySeeFullMobiles(access));
      if (!item) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
      return item;
    },
  };
}

export type DoorToDoorService = ReturnType<typeof createDoorToDoorService>;
