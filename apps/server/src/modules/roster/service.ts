import { isValidDocumentNumber } from '@gongzhi/domain/certification/certification-rules';
import { normalizeIdCardNumber } from '@gongzhi/domain/common/id-card';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import { countedArea } from '@gongzhi/domain/roster/area';
import type {
  BuildingDto,
  buildingCreateInput,
  buildingListInput,
  buildingUpdateInput,
  HouseDto,
  HouseStatisticsDto,
  houseAreaInput,
  houseCreateInput,
  houseListByCommunityInput,
  houseUpdateInput,
  houseUpdateOwnerInput,
  OwnerLinkDto,
  ownerHouseAddInput,
} from '@gongzhi/domain/roster/roster-api';
import {
  certificationRate,
  infoCompletion,
  isHouseInfoComplete,
} from '@gongzhi/domain/roster/roster-statistics';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import { isUniqueViolation } from '../../common/db-errors';
import { newBusinessCode } from '../../common/secure-random';
import { createVersionedCache } from '../../common/versioned-cache';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import {
  type BuildingRow,
  createRosterRepository,
  type HouseRow,
  type OwnerLinkRow,
  type RosterRepository,
} from './repository';
import { ROSTER_MESSAGES } from './roster-messages';
import { rosterVersionOf } from './roster-version';
import type { RosterUsageChecker } from './usage-checker';

type Deps = { db: Db; usage: RosterUsageChecker };
type OwnerInput = { ownerName: string; mobile: string; cardType?: string; cardNo?: string };

export function toOwnerLinkDto(link: OwnerLinkRow): OwnerLinkDto {
  return {
    ownerHouseContactId: link.ownerHouseContactId,
    userId: link.userCode,
    ownerName: link.ownerName ?? link.userName,
    mobile: link.mobile,
    relationType: link.relationType,
    ownerHouseInfoState: link.infoState,
    cardType: link.cardType ?? null,
    cardNo: link.cardNo ? maskIdNumber(link.cardNo) : null,
    source: link.source,
    gmtCreate: link.createdAt.toISOString(),
  };
}

/** Validates an owner's optional document and returns the stored spelling. */
function ownerDocument(owner: OwnerInput) {
  if (!owner.cardNo) return { cardType: null, cardNo: null };
  const cardType = (owner.cardType ?? 'RESIDENT_ID_CARD') as Parameters<typeof isValidDocumentNumber>[0];
  const cardNo = normalizeIdCardNumber(owner.cardNo);
  if (!isValidDocumentNumber(cardType, cardNo)) {
    throw new AppError(
      400,
      cardType === 'RESIDENT_ID_CARD' ? MESSAGES.idCardInvalid : ROSTER_MESSAGES.cardNoInvalid,
    );
  }
  return { cardType, cardNo };
}

/** Communities whose building statistics are kept; beyond it the least recently used goes. */
const MAX_CACHED_COMMUNITIES = 32;

export function createRosterService(deps: Deps) {
  const repo = createRosterRepository(deps.db);
  const inTransaction = <T>(work: (tx: RosterRepository) => Promise<T>) =>
    deps.db.transaction(async (tx) => work(createRosterRepository(tx as unknown as Db)));

  async function requireBuilding(access: CommunityAccess, buildingCode: string): Promise<BuildingRow> {
    const building = await repo.findBuildingByCode(buildingCode);
    if (!building || building.communityId !== access.community.id)
      throw new AppError(404, ROSTER_MESSAGES.buildingNotFound);
    return building;
  }

  async function requireHouse(access: CommunityAccess, houseCode: string): Promise<HouseRow> {
    const house = await repo.findHouseByCode(houseCode);
    if (!house || house.communityId !== access.community.id)
      throw new AppError(404, ROSTER_MESSAGES.houseNotFound);
    return house;
  }

  /**
   * Every building's statistics in a community, kept while its roster stands: the building list is a
   * workbench page opened all day, and its aggregates read every house and owner of the community on
   * each call (the heaviest statement of bench:load). One build serves every page and search.
   */
  const communityBuildingFigures = createVersionedCache({
    version: (communityId: number) => rosterVersionOf(deps.db, communityId),
    build: async (communityId: number) => {
      const ids = (await repo.buildingsOf(communityId)).map((row) => row.id);
      return {
        stats: await repo.buildingHouseStats(ids),
        owners: await repo.buildingOwnerCounts(ids),
        floors: await repo.buildingFloorAreas(ids),
      };
    },
    max: MAX_CACHED_COMMUNITIES,
  });

  async function buildingDtos(rows: readonly BuildingRow[]): Promise<BuildingDto[]> {
    const communityId = rows[0]?.communityId;
    if (communityId === undefined) return [];
    const { stats, owners, floors } = await communityBuildingFigures(communityId);
    return rows.map((row) => {
      const stat = stats.find((item) => item.buildingId === row.id);
      const counts = {
        houseCount: stat?.houseCount ?? 0,
        completeHouseCount: stat?.completeHouseCount ?? 0,
        certifiedHouseCount: stat?.certifiedHouseCount ?? 0,
      };
      return {
        buildingCode: row.buildingCode,
        buildingName: row.buildingName,
        buildingAttribute: row.buildingAttribute,
        unitCount: row.unitCount,
        floorCount: row.floorCount,
        sort: row.sort,
        ...counts,
        totalArea: Number(stat?.totalArea ?? 0),
        ownerCount: owners.find((item) => item.buildingId === row.id)?.ownerCount ?? 0,
        infoCompletion: infoCompletion(counts),
        certificationRate: certificationRate(counts),
        houseAreasFloor: floors
          .filter((item) => item.buildingId === row.id)
          .map((item) => ({
            floor: item.floor,
            houseCount: item.houseCount,
            totalArea: Number(item.totalArea),
          })),
      };
    });
  }

  async function houseDtos(rows: readonly HouseRow[], source: RosterRepository = repo): Promise<HouseDto[]> {
    const buildingIds = [...new Set(rows.map((row) => row.buildingId))];
    const [buildingRows, links] = await Promise.all([
      source.buildingsByIds(buildingIds),
      source.linksOfHouses(rows.map((row) => row.id)),
    ]);
    const linksByHouse = new Map<number, OwnerLinkRow[]>();
    for (const link of links) {
      const list = linksByHouse.get(link.houseId) ?? [];
      list.push(link);
      linksByHouse.set(link.houseId, list);
    }
    return rows.map((row) => {
      const building = buildingRows.find((item) => item.id === row.buildingId);
      const houseLinks = linksByHouse.get(row.id) ?? [];
      const owners = houseLinks.filter((link) => link.relationType === 'OWNER');
      const area = countedArea(row);
      return {
        houseCode: row.houseCode,
        buildingCode: building?.buildingCode ?? '',
        buildingName: building?.buildingName ?? '',
        buildingAttribute: building?.buildingAttribute ?? 'HIGH_RISE',
        unitNo: row.unitNo,
        floor: row.floor,
        houseNo: row.houseNo,
        registerArea: row.registerArea,
        surveyArea: row.surveyArea,
        contractArea: row.contractArea,
        votingArea: row.votingArea,
        area,
        ownerCount: owners.length,
        owners: owners.map(toOwnerLinkDto),
        certificationState: owners.some((link) => link.infoState === 'CORRECT_INFO') ? 'YES' : 'NO',
        infoComplete: isHouseInfoComplete({ area, ownerCount: owners.length }),
      };
    });
  }

  async function houseDto(row: HouseRow, source: RosterRepository = repo): Promise<HouseDto> {
    const [dto] = await houseDtos([row], source);
    if (!dto) throw new Error('house dto missing');
    return dto;
  }

  async function buildingDto(row: BuildingRow): Promise<BuildingDto> {
    const [dto] = await buildingDtos([row]);
    if (!dto) throw new Error('building dto missing');
    return dto;
  }

  function conflict(error: unknown, message: string): never {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  }

  async function ensureUser(tx: RosterRepository, owner: OwnerInput) {
    const existing = await tx.findUserByMobile(owner.mobile);
    if (existing) return existing;
    return tx.insertUser({
      userCode: newBusinessCode('U'),
      mobile: owner.mobile,
      ownerName: owner.ownerName,
    });
  }

  async function checkHouseKeyFree(
    building: BuildingRow,
    unitNo: string | null,
    houseNo: string,
    exceptId?: number,
  ) {
    const taken = await repo.findHouseByKey(building.id, unitNo, houseNo, exceptId);
    if (taken) throw new AppError(409, formatMessage(ROSTER_MESSAGES.houseNoTaken, houseNo));
  }

  return {
    requireBuilding,
    requireHouse,
    houseDto,

    async listBuildings(access: CommunityAccess, input: z.infer<typeof buildingListInput>) {
      const { rows, total } = await repo.listBuildings(
        {
          communityId: access.community.id,
          searchKey: input.searchKey,
          buildingAttribute: input.buildingAttribute,
        },
        input.page,
        input.size,
      );
      return { list: await buildingDtos(rows), total, page: input.page, size: input.size };
    },

    async createBuilding(access: CommunityAccess, input: z.infer<typeof buildingCreateInput>) {
      if (await repo.findBuildingByName(access.community.id, input.buildingName)) {
        throw new AppError(409, ROSTER_MESSAGES.buildingNameTaken);
      }
      const row = await repo
        .insertBuilding({
          buildingCode: newBusinessCode('B'),
          communityId: access.community.id,
          buildingName: input.buildingName,
          buildingAttribute: input.buildingAttribute,
          unitCount: input.buildingAttribute === 'VILLA' ? 1 : input.unitCount,
          floorCount: input.buildingAttribute === 'VILLA' ? 1 : input.floorCount,
          sort: input.sort ?? 0,
        })
        .catch((error: unknown) => conflict(error, ROSTER_MESSAGES.buildingNameTaken));
      return buildingDto(row);
    },

    async updateBuilding(access: CommunityAccess, input: z.infer<typeof buildingUpdateInput>) {
      const building = await requireBuilding(access, input.buildingCode);
      if (input.buildingName && input.buildingName !== building.buildingName) {
        if (await repo.findBuildingByName(access.community.id, input.buildingName)) {
          throw new AppError(409, ROSTER_MESSAGES.buildingNameTaken);
        }
      }
      const row = await repo
        .updateBuilding(building.id, {
          buildingName: input.buildingName,
          unitCount: input.unitCount,
          floorCount: input.floorCount,
          sort: input.sort,
        })
        .catch((error: unknown) => conflict(error, ROSTER_MESSAGES.buildingNameTaken));
      return buildingDto(row);
    },

    async deleteBuilding(access: CommunityAccess, buildingCode: string) {
      const building = await requireBuilding(access, buildingCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const usedBy =
        (await deps.usage.buildingInUse(access.community.id, [building.id])) ??
        (await deps.usage.houseInUse(access.community.id, await repo.houseIdsOfBuilding(building.id)));
      if (usedBy) throw new AppError(409, formatMessage(ROSTER_MESSAGES.buildingInUse, usedBy));
      await repo.deleteBuilding(building.id);
      return null;
    },

    async listHousesOfBuilding(access: CommunityAccess, buildingCode: string) {
      const building = await requireBuilding(access, buildingCode);
      return houseDtos(await repo.housesOfBuilding(building.id));
    },

    async listHousesOfCommunity(access: CommunityAccess, input: z.infer<typeof houseListByCommunityInput>) {
      const building = input.buildingCode ? await requireBuilding(access, input.buildingCode) : null;
      const { rows, total } = await repo.listHouses(
        {
          communityId: access.community.id,
          buildingId: building?.id,
          buildingAttribute: input.buildingAttribute,
          searchKey: input.searchKey,
        },
        input.page,
        input.size,
      );
      return { list: await houseDtos(rows), total, page: input.page, size: input.size };
    },

    async houseStatistics(
      access: CommunityAccess,
      buildingAttribute?: BuildingRow['buildingAttribute'],
    ): Promise<HouseStatisticsDto> {
      const stats = await repo.communityStats(access.community.id, buildingAttribute);
      return { ...stats, infoCompletion: infoCompletion(stats), certificationRate: certificationRate(stats) };
    },

    async createHouse(access: CommunityAccess, input: z.infer<typeof houseCreateInput>) {
      const building = await requireBuilding(access, input.buildingCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const isVilla = building.buildingAttribute === 'VILLA';
      const unitNo = isVilla ? null : input.unitNo || null;
      if (!isVilla && !unitNo) throw new AppError(400, ROSTER_MESSAGES.unitRequired);
      const floor = isVilla ? (input.floor ?? 1) : input.floor;
      if (floor === undefined) throw new AppError(400, '请填写楼层');
      await checkHouseKeyFree(building, unitNo, input.houseNo);
      const row = await repo
        .insertHouse({
          houseCode: newBusinessCode('H'),
          communityId: access.community.id,
          buildingId: building.id,
          unitNo,
          floor,
          houseNo: input.houseNo,
          registerArea: input.registerArea ?? null,
          surveyArea: input.surveyArea ?? null,
          contractArea: input.contractArea ?? null,
        })
        .catch((error: unknown) =>
          conflict(error, formatMessage(ROSTER_MESSAGES.houseNoTaken, input.houseNo)),
        );
      return houseDto(row);
    },

    async updateHouse(access: CommunityAccess, input: z.infer<typeof houseUpdateInput>) {
      const house = await requireHouse(access, input.houseCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const [building] = await repo.buildingsByIds([house.buildingId]);
      if (!building) throw new AppError(404, ROSTER_MESSAGES.houseNotFound);
      const isVilla = building.buildingAttribute === 'VILLA';
      const unitNo = isVilla ? null : input.unitNo === undefined ? house.unitNo : input.unitNo || null;
      if (!isVilla && !unitNo) throw new AppError(400, ROSTER_MESSAGES.unitRequired);
      const houseNo = input.houseNo ?? house.houseNo;
      await checkHouseKeyFree(building, unitNo, houseNo, house.id);
      const row = await repo
        .updateHouse(house.id, { unitNo, houseNo, floor: input.floor ?? house.floor })
        .catch((error: unknown) => conflict(error, formatMessage(ROSTER_MESSAGES.houseNoTaken, houseNo)));
      return houseDto(row);
    },

    async updateArea(access: CommunityAccess, input: z.infer<typeof houseAreaInput>) {
      const house = await requireHouse(access, input.houseCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const row = await repo.updateHouse(house.id, {
        registerArea: input.registerArea,
        surveyArea: input.surveyArea,
        contractArea: input.contractArea,
      });
      return houseDto(row);
    },

    /**
     * Replaces the house's OWNER links; staying owners keep their link, confirmation state and, unless
     * a new one is sent, their ID document.
     */
    async updateOwner(access: CommunityAccess, input: z.infer<typeof houseUpdateOwnerInput>) {
      const house = await requireHouse(access, input.houseCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const mobiles = new Set<string>();
      for (const owner of input.owners) {
        if (mobiles.has(owner.mobile))
          throw new AppError(400, formatMessage(ROSTER_MESSAGES.duplicateOwner, owner.mobile));
        mobiles.add(owner.mobile);
      }
      const documents = input.owners.map(ownerDocument);
      return inTransaction(async (tx) => {
        const links = (await tx.linksOfHouses([house.id])).filter((link) => link.relationType === 'OWNER');
        const keep = new Set<number>();
        for (const [index, owner] of input.owners.entries()) {
          const document = documents[index] ?? { cardType: null, cardNo: null };
          const user = await ensureUser(tx, owner);
          const existing =
            links.find((link) => link.userId === user.id) ?? (await tx.findLinkOf(user.id, house.id));
          if (existing) {
            keep.add(existing.id);
            // A staying owner sent without an ID number keeps the one on file (lists show it masked).
            await tx.updateLink(existing.id, {
              relationType: 'OWNER',
              ownerName: owner.ownerName,
              ...(owner.cardNo ? document : {}),
            });
          } else {
            await tx.insertLink({
              userId: user.id,
              houseId: house.id,
              ownerName: owner.ownerName,
              source: 'MANUAL',
              ...document,
            });
          }
        }
        await tx.deleteLinks(links.filter((link) => !keep.has(link.id)).map((link) => link.id));
        return houseDto(house, tx);
      });
    },

    async deleteHouse(access: CommunityAccess, houseCode: string) {
      const house = await requireHouse(access, houseCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const usedBy = await deps.usage.houseInUse(access.community.id, [house.id]);
      if (usedBy) throw new AppError(409, formatMessage(ROSTER_MESSAGES.houseInUse, usedBy));
      await repo.deleteHouse(house.id);
      return null;
    },

    async addOwnerHouse(access: CommunityAccess, input: z.infer<typeof ownerHouseAddInput>) {
      const house = await requireHouse(access, input.houseCode);
      await deps.usage.beforeRosterChange(access.community.id);
      const document = ownerDocument(input);
      return inTransaction(async (tx) => {
        const user = await ensureUser(tx, input);
        if (await tx.findLinkOf(user.id, house.id))
          throw new AppError(409, ROSTER_MESSAGES.ownerAlreadyLinked);
        const link = await tx
          .insertLink({
            userId: user.id,
            houseId: house.id,
            relationType: input.relationType,
            ownerName: input.ownerName,
            source: 'MANUAL',
            ...document,
          })
          .catch((error: unknown) => conflict(error, ROSTER_MESSAGES.ownerAlreadyLinked));
        const [row] = (await tx.linksOfHouses([house.id])).filter((item) => item.id === link.id);
        if (!row) throw new Error('owner link vanished');
        return toOwnerLinkDto(row);
      });
    },

    async deleteOwnerHouse(access: CommunityAccess, ownerHouseContactId: string) {
      const found = await repo.findLink(ownerHouseContactId);
      if (!found || found.communityId !== access.community.id)
        throw new AppError(404, ROSTER_MESSAGES.ownerLinkNotFound);
      await deps.usage.beforeRosterChange(access.community.id);
      await repo.deleteLink(found.link.id);
      return null;
    },

    async residentList(access: CommunityAccess, houseCode: string) {
      const house = await requireHouse(access, houseCode);
      const order = { OWNER: 0, FAMILY_MEMBER: 1, TENANT: 2 } as const;
      const links = await repo.linksOfHouses([house.id]);
      return links
        .sort((a, b) => order[a.relationType] - order[b.relationType] || a.id - b.id)
        .map(toOwnerLinkDto);
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
