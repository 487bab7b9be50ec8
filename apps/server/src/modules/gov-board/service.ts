import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  type BoardMemberDto,
  boardRate,
  type JurisdictionCommunityDto,
  type SurveyDto,
  type UsingItemDto,
} from '@gongzhi/domain/gov-board/gov-board-api';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { type CommunityFigures, createGovBoardRepository } from './repository';

type Deps = { db: Db; communities: CommunityRepository; now?: () => Date };

function toCommunityDto(row: CommunityFigures): JurisdictionCommunityDto {
  return {
    communityInfoCode: row.communityInfoCode,
    communityName: row.communityName,
    hasAuth: row.hasAuth,
    experienceTag: row.experienceTag,
    organisationState: row.organisationState,
    address: row.address,
    buildingCount: row.buildingCount,
    houseCount: row.houseCount,
    ownerCount: row.ownerCount,
    certifiedHouseCount: row.certifiedHouseCount,
    certificationRate: boardRate(row.certifiedHouseCount, row.houseCount),
  };
}

/** The government data board (SPEC §7 govDataBoard/*) over the caller's jurisdiction. */
export function createGovBoardService(deps: Deps) {
  const repo = createGovBoardRepository(deps.db);

  async function staffOf(actor: Actor, certified: boolean): Promise<GovStaffRow> {
    const staff = await deps.communities.govStaffOf(actor.userId);
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    if (certified && staff.hasGovAuth !== 'YES') throw new AppError(403, MESSAGES.govCertFirst);
    return staff;
  }

  /** The jurisdiction's communities, or the one asked for (404 when it lies outside). */
  async function figures(staff: GovStaffRow, communityInfoCode?: string) {
    const rows = await repo.communityFigures(staff, communityInfoCode);
    if (communityInfoCode && rows.length === 0) throw new AppError(404, SERVER_MESSAGES.communityNotFound);
    return rows;
  }

  return {
    /** The /government index: open to every government staff member, certified or not. */
    async jurisdictionCommunityInfo(actor: Actor, communityInfoCode?: string) {
      const staff = await staffOf(actor, false);
      return (await figures(staff, communityInfoCode)).map(toCommunityDto);
    },

    async survey(actor: Actor, communityInfoCode?: string): Promise<SurveyDto> {
      const staff = await staffOf(actor, true);
      const rows = await figures(staff, communityInfoCode);
      const activity = await repo.activityCounts(
        rows.map((row) => row.id),
        deps.now?.() ?? new Date(),
      );
      const sum = (pick: (row: CommunityFigures) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      const states = new Map<string, number>();
      for (const row of rows) {
        const key = row.organisationState ?? 'NONE';
        states.set(key, (states.get(key) ?? 0) + 1);
      }
      const counts = [...activity.values()];
      const total = (pick: (row: (typeof counts)[number]) => number) =>
        counts.reduce((value, row) => value + pick(row), 0);
      const certifiedCommunities = rows.filter((row) => row.hasAuth === 'YES').length;
      const houseCount = sum((row) => row.houseCount);
      const certifiedHouseCount = sum((row) => row.certifiedHouseCount);
      const complaintCount = total((row) => row.complaintCount);
      const complaintHandling = total((row) => row.complaintHandling);
      return {
        communityCount: rows.length,
        certifiedCommunityCount: certifiedCommunities,
        communityCertificationRate: boardRate(certifiedCommunities, rows.length),
        houseCount,
        ownerCount: sum((row) => row.ownerCount),
        certifiedHouseCount,
        houseCertificationRate: boardRate(certifiedHouseCount, houseCount),
        organisationStates: [...states.entries()].map(([key, count]) => ({ key, count })),
        votingInProgress: total((row) => row.votingInProgress),
        votingFinished: total((row) => row.votingFinished),
        complaintHandling,
        complaintHandled: complaintCount - complaintHandling,
      };
    },

    async usingList(actor: Actor, communityInfoCode?: string): Promise<UsingItemDto[]> {
      const staff = await staffOf(actor, true);
      const rows = await figures(staff, communityInfoCode);
      const activity = await repo.activityCounts(
        rows.map((row) => row.id),
        deps.now?.() ?? new Date(),
      );
      return rows.map((row) => {
        const counts = activity.get(row.id);
        return {
          communityInfoCode: row.communityInfoCode,
          communityName: row.communityName,
          votingCount: counts?.votingCount ?? 0,
          votingInProgress: counts?.votingInProgress ?? 0,
          complaintCount: counts?.complaintCount ?? 0,
          complaintHandling: counts?.complaintHandling ?? 0,
          certificationRate: boardRate(row.certifiedHouseCount, row.houseCount),
        };
      });
    },

    async memberList(actor: Actor): Promise<BoardMemberDto[]> {
      const staff = await staffOf(actor, true);
      return repo.members(staff);
    },
  };
}

export type GovBoardService = ReturnType<typeof createGovBoardService>;
