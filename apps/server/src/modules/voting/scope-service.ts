import { houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import type { votingScopePreviewInput } from '@gongzhi/domain/voting/voting-api';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { CommunityAccess } from '../community/access-service';
import { rosterChangesAfterStart } from './roster-changes';
import type { VotingCore } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

/** A vote's scope (preview, summary, houses by building) and its white list. */
export function createScopeService(core: VotingCore) {
  const { db, repo, clock, requireVoting, resolveScope, liveRoll, scopeIdsOf, ensureFrozen } = core;

  return {
    async scopePreview(access: CommunityAccess, input: z.infer<typeof votingScopePreviewInput>) {
      const scope = await resolveScope(access, input, true);
      const { rows, roll } = await liveRoll(repo, access.community.id, scope);
      return {
        scopeType: scope.scopeType,
        buildingCount: new Set(rows.map((row) => row.buildingId)).size,
        houseCount: rows.length,
        totalArea: roll.totalArea,
        totalHeads: roll.totalHeads,
        frozen: false,
      };
    },

    /** Roster changes in the scope after the roll froze: kept by the roster, not counted here. */
    async rosterChangesAfterStart(access: CommunityAccess, votingCode: string) {
      const voting = await ensureFrozen(await requireVoting(access, votingCode));
      if (!voting.rollFrozenAt) return [];
      return rosterChangesAfterStart(db, voting, await scopeIdsOf(repo, voting));
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
      const { rows, roll } = await liveRoll(repo, voting.communityId, scope);
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
      const { rows, roll } = await liveRoll(repo, voting.communityId, scope);
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
  };
}
