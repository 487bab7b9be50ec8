import type { OwnerHouseRelationType } from '@gongzhi/domain/certification/certification-enums';
import type { DownloadJobState } from '@gongzhi/domain/download/download-enums';
import type {
  BuildingDto,
  HouseDto,
  HouseStatisticsDto,
  ImportSummaryDto,
  OwnerLinkDto,
} from '@gongzhi/domain/roster/roster-api';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Building, house and owner-link calls of SPEC §7 as docs/contracts/roster.md gives them. */

// The DTOs are the server's output schemas (packages/domain/src/roster/roster-api.ts).
export type Page<T> = { list: T[]; total: number; page: number; size: number };
export type Building = BuildingDto;
export type House = HouseDto;
export type OwnerLink = OwnerLinkDto;
export type HouseStatistics = HouseStatisticsDto;
export type RelationType = OwnerHouseRelationType;

export type DownloadJob = {
  jobId: string;
  kind: string;
  kindName: string;
  status: DownloadJobState;
  progress: number;
  fileName: string;
  error: string | null;
  attachmentId: string | null;
};

export type ImportSummary = ImportSummaryDto;

export type BuildingListParams = {
  communityInfoCode: string;
  buildingAttribute: BuildingAttribute;
  page: number;
  size: number;
  searchKey?: string;
};

export type BuildingInput = {
  buildingName: string;
  unitCount?: number;
  floorCount?: number;
  sort?: number;
};

export type HouseInput = {
  unitNo?: string;
  floor: number;
  houseNo: string;
};

export type AreaInput = {
  registerArea: number | null;
  surveyArea: number | null;
  contractArea: number | null;
};

export type OwnerInput = {
  ownerName: string;
  mobile: string;
  relationType: RelationType;
  cardType?: string;
  cardNo?: string;
};

/** Every roster query of one community starts with this key, so a change can refresh them all. */
export function rosterKey(communityInfoCode: string) {
  return ['roster', communityInfoCode] as const;
}

export function buildingListQuery(params: BuildingListParams) {
  return queryOptions({
    queryKey: [...rosterKey(params.communityInfoCode), 'buildings', params],
    queryFn: () =>
      request<Page<Building>>({
        url: '/v1/building/list',
        data: { ...params, searchKey: params.searchKey || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function houseStatisticsQuery(communityInfoCode: string, buildingAttribute: BuildingAttribute) {
  return queryOptions({
    queryKey: [...rosterKey(communityInfoCode), 'statistics', buildingAttribute],
    queryFn: () =>
      request<HouseStatistics>({
        url: '/v1/house/houseStatistics',
        data: { communityInfoCode, buildingAttribute },
      }),
  });
}

export function houseListQuery(communityInfoCode: string, buildingCode: string) {
  return queryOptions({
    queryKey: [...rosterKey(communityInfoCode), 'houses', buildingCode],
    queryFn: () => request<House[]>({ url: '/v1/house/list', data: { communityInfoCode, buildingCode } }),
  });
}

export function residentListQuery(communityInfoCode: string, houseCode: string) {
  return queryOptions({
    queryKey: [...rosterKey(communityInfoCode), 'residents', houseCode],
    queryFn: () =>
      request<OwnerLink[]>({ url: '/v1/ownerHouse/getResidentList', data: { communityInfoCode, houseCode } }),
  });
}

// Mutations switch interception off: their pages show the server's message where the user acts.

export function createBuilding(
  communityInfoCode: string,
  buildingAttribute: BuildingAttribute,
  input: BuildingInput,
): Promise<Building> {
  return request({
    url: '/v1/building/createSimplify',
    method: 'POST',
    data: { communityInfoCode, buildingAttribute, ...input },
    intercept: false,
  });
}

export function updateBuilding(
  communityInfoCode: string,
  buildingCode: string,
  input: BuildingInput,
): Promise<Building> {
  return request({
    url: '/v1/building/update',
    method: 'POST',
    data: { communityInfoCode, buildingCode, ...input },
    intercept: false,
  });
}

export function deleteBuilding(communityInfoCode: string, buildingCode: string): Promise<null> {
  return request({
    url: '/v1/building/delete',
    method: 'POST',
    data: { communityInfoCode, buildingCode },
    intercept: false,
  });
}

export function createHouse(
  communityInfoCode: string,
  buildingCode: string,
  input: HouseInput & Partial<AreaInput>,
): Promise<House> {
  return request({
    url: '/v1/house/create',
    method: 'POST',
    data: { communityInfoCode, buildingCode, ...input },
    intercept: false,
  });
}

export function updateHouse(communityInfoCode: string, houseCode: string, input: HouseInput): Promise<House> {
  return request({
    url: '/v1/house/updateSimplify',
    method: 'POST',
    data: { communityInfoCode, houseCode, ...input },
    intercept: false,
  });
}

export function updateHouseArea(
  communityInfoCode: string,
  houseCode: string,
  input: AreaInput,
): Promise<House> {
  return request({
    url: '/v1/house/updateArea',
    method: 'POST',
    data: { communityInfoCode, houseCode, ...input },
    intercept: false,
  });
}

export function deleteHouse(communityInfoCode: string, houseCode: string): Promise<null> {
  return request({
    url: '/v1/house/delete',
    method: 'POST',
    data: { communityInfoCode, houseCode },
    intercept: false,
  });
}

/** Replaces the house's owners (updateOwner); staying owners sent without an ID number keep theirs. */
export function replaceHouseOwners(
  communityInfoCode: string,
  houseCode: string,
  owners: Omit<OwnerInput, 'relationType'>[],
): Promise<House> {
  return request({
    url: '/v1/house/updateOwner',
    method: 'POST',
    data: { communityInfoCode, houseCode, owners },
    intercept: false,
  });
}

export function addOwnerHouse(
  communityInfoCode: string,
  houseCode: string,
  input: OwnerInput,
): Promise<OwnerLink> {
  return request({
    url: '/v1/ownerHouse/add',
    method: 'POST',
    data: { communityInfoCode, houseCode, ...input },
    intercept: false,
  });
}

export function removeOwnerHouse(communityInfoCode: string, ownerHouseContactId: string): Promise<null> {
  return request({
    // Spelling as SPEC §7 gives it.
    url: '/v1/ownerHouse/delectByOwnerHouseContactId',
    method: 'POST',
    data: { communityInfoCode, ownerHouseContactId },
    intercept: false,
  });
}

/** Starts the printable roster (业主名册) of a community or one building as a download job. */
export function generateRosterPdf(communityInfoCode: string, buildingCode?: string): Promise<DownloadJob> {
  return request({
    url: '/v1/house/generateOHCPdf',
    data: { communityInfoCode, buildingCode },
    intercept: false,
  });
}

/** What a roster import writes: buildings and houses of one kind, or voting-area corrections. */
export type RosterImportKind = BuildingAttribute | 'AREA_CORRECTION';

/** Query string of the roster import calls: multipart POSTs name the community in the query. */
function importQuery(communityInfoCode: string, kind: RosterImportKind): string {
  return new URLSearchParams({ communityInfoCode, type: kind }).toString();
}

/**
 * URLs of the roster import (contract): the check (POST importOHCV2Check, writes nothing), the
 * all-or-nothing apply (importOHCV2 for buildings, importOHCVilla for villa groups) and the template
 * workbook with its example sheet. Voting-area corrections (announcementHouseNoAreaImport) have
 * their own check and apply.
 */
export function rosterImportUrls(communityInfoCode: string, kind: RosterImportKind) {
  const query = importQuery(communityInfoCode, kind);
  const templateUrl = `/v1/communityInfo/importTemplate?${query}`;
  if (kind === 'AREA_CORRECTION') {
    const scoped = new URLSearchParams({ communityInfoCode }).toString();
    return {
      checkUrl: `/v1/voting/announcementHouseNoAreaImportCheck?${scoped}`,
      applyUrl: `/v1/voting/announcementHouseNoAreaImport?${scoped}`,
      templateUrl,
    };
  }
  const apply = kind === 'VILLA' ? 'importOHCVilla' : 'importOHCV2';
  return {
    checkUrl: `/v1/communityInfo/importOHCV2Check?${query}`,
    applyUrl: `/v1/communityInfo/${apply}?${query}`,
    templateUrl,
  };
}
