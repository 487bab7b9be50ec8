import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  AREA_CORRECTION_SHEET,
  type AreaCorrectionRow,
  areaCorrectionColumns,
  areaCorrectionRow,
  fastImportRows,
  HIGH_RISE_BUILDING_SHEET,
  HIGH_RISE_HOUSE_SHEET,
  type HighRiseBuildingRow,
  type HighRiseHouseRow,
  highRiseBuildingColumns,
  highRiseBuildingRow,
  highRiseHouseColumns,
  highRiseHouseRow,
  houseKey,
  type ImportOwner,
  VILLA_GROUP_SHEET,
  VILLA_HOUSE_SHEET,
  villaGroupColumns,
  villaGroupRow,
  villaHouseColumns,
  villaHouseRow,
} from '@gongzhi/domain/roster/import-rows';
import type { ImportSummaryDto } from '@gongzhi/domain/roster/roster-api';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { AppError } from '../../common/app-error';
import { newBusinessCode, newOpaqueToken } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccess } from '../community/access-service';
import { type ImportRowError, ImportRowsRejected, importError } from '../file/import/import-errors';
import {
  applyWorkbook,
  type ImportCheck,
  inTransaction,
  type ParsedRow,
  readWorkbook,
  type SheetSpec,
} from '../file/import/spreadsheet-import';
import type { FileRepository } from '../file/repository';
import { createRosterImportRepository, type RosterImportRepository } from './import-repository';
import { ROSTER_MESSAGES } from './roster-messages';

/** One house row of either import, in a common shape. */
type HouseLine = {
  buildingName: string;
  unitNo: string | null;
  floor: number;
  houseNo: string;
  area: number;
  owner: ImportOwner | null;
};
type BuildingLine = { buildingName: string; unitCount: number | null; floorCount: number | null };

type RosterSheets = {
  buildingSheet: string;
  houseSheet: string;
  buildingNameHeader: string;
  specs: readonly [SheetSpec<unknown>, SheetSpec<unknown>];
  toBuildings: (rows: readonly ParsedRow<unknown>[]) => ParsedRow<BuildingLine>[];
  toHouses: (rows: readonly ParsedRow<unknown>[]) => ParsedRow<HouseLine>[];
};

const MAX_ROWS = 50_000;

export const ROSTER_SHEETS: Record<BuildingAttribute, RosterSheets> = {
  HIGH_RISE: {
    buildingSheet: HIGH_RISE_BUILDING_SHEET,
    houseSheet: HIGH_RISE_HOUSE_SHEET,
    buildingNameHeader: '楼栋名称',
    specs: [
      {
        sheetName: HIGH_RISE_BUILDING_SHEET,
        columns: highRiseBuildingColumns,
        rowSchema: highRiseBuildingRow,
        fastRow: fastImportRows.highRiseBuilding,
        maxRows: 2000,
      },
      {
        sheetName: HIGH_RISE_HOUSE_SHEET,
        columns: highRiseHouseColumns,
        rowSchema: highRiseHouseRow,
        fastRow: fastImportRows.highRiseHouse,
        maxRows: MAX_ROWS,
      },
    ] as unknown as readonly [SheetSpec<unknown>, SheetSpec<unknown>],
    toBuildings: (rows) => rows as ParsedRow<HighRiseBuildingRow>[],
    toHouses: (rows) => rows as ParsedRow<HighRiseHouseRow>[],
  },
  VILLA: {
    buildingSheet: VILLA_GROUP_SHEET,
    houseSheet: VILLA_HOUSE_SHEET,
    buildingNameHeader: '别墅组名称',
    specs: [
      {
        sheetName: VILLA_GROUP_SHEET,
        columns: villaGroupColumns,
        rowSchema: villaGroupRow,
        fastRow: fastImportRows.villaGroup,
        maxRows: 2000,
      },
      {
        sheetName: VILLA_HOUSE_SHEET,
        columns: villaHouseColumns,
        rowSchema: villaHouseRow,
        fastRow: fastImportRows.villaHouse,
        maxRows: MAX_ROWS,
      },
    ] as unknown as readonly [SheetSpec<unknown>, SheetSpec<unknown>],
    toBuildings: (rows) =>
      rows.map((row) => ({
        row: row.row,
        value: { ...(row.value as { buildingName: string }), unitCount: 1, floorCount: 1 },
      })),
    toHouses: (rows) =>
      rows.map((row) => ({
        row: row.row,
        value: { ...(row.value as Omit<HouseLine, 'unitNo' | 'floor'>), unitNo: null, floor: 1 },
      })),
  },
};

const AREA_SPEC = {
  sheetName: AREA_CORRECTION_SHEET,
  columns: areaCorrectionColumns,
  rowSchema: areaCorrectionRow,
  fastRow: fastImportRows.areaCorrection,
  maxRows: MAX_ROWS,
} as unknown as SheetSpec<unknown>;

type Plan = {
  errors: ImportRowError[];
  summary: ImportSummaryDto;
  newBuildings: BuildingLine[];
  changedBuildings: { id: number; unitCount: number; floorCount: number }[];
  newHouses: HouseLine[];
  changedHouses: { id: number; floor: number; registerArea: number }[];
  /** Owner links to ensure: the id of an existing house, or the house key of a new one (its id comes with the insert). */
  links: { houseId: number | null; key: string; owner: ImportOwner }[];
  /** Users of the owners' mobiles that exist already. */
  userIds: Map<string, number>;
};

const counts = () => ({ created: 0, updated: 0, unchanged: 0 });

/**
 * Works out what an import would do against the community's roster (read-only): which buildings and
 * houses are new, changed or unchanged, and which rows are wrong (duplicates in the file, buildings
 * that exist nowhere or with the other attribute). Both check and apply run it.
 */
async function plan(
  repo: RosterImportRepository,
  communityId: number,
  attribute: BuildingAttribute,
  sheets: RosterSheets,
  buildingRows: readonly ParsedRow<BuildingLine>[],
  houseRows: readonly ParsedRow<HouseLine>[],
): Promise<Plan> {
  const errors: ImportRowError[] = [];
  const buildingCounts = counts();
  const houseCounts = counts();
  // One after another: inside the apply transaction these share one connection.
  const existingBuildings = await repo.buildingsOf(communityId);
  const existingHouses = await repo.housesOf(communityId);
  const existingLinks = await repo.linksOf(communityId);
  const buildingByName = new Map(existingBuildings.map((row) => [row.buildingName, row]));
  const declared = new Map<string, number>();
  const newBuildings: BuildingLine[] = [];
  const changedBuildings: Plan['changedBuildings'] = [];
  for (const { row, value } of buildingRows) {
    const previous = declared.get(value.buildingName);
    if (previous !== undefined) {
      errors.push(importError(sheets.buildingSheet, row, sheets.buildingNameHeader, `与第${previous}行重复`));
      continue;
    }
    declared.set(value.buildingName, row);
    const existing = buildingByName.get(value.buildingName);
    if (!existing) {
      newBuildings.push(value);
      buildingCounts.created += 1;
      continue;
    }
    if (existing.buildingAttribute !== attribute) {
      errors.push(
        importError(
          sheets.buildingSheet,
          row,
          sheets.buildingNameHeader,
          `已存在同名的${attribute === 'VILLA' ? '楼栋' : '别墅组'}“${value.buildingName}”`,
        ),
      );
      continue;
    }
    const unitCount = value.unitCount ?? existing.unitCount;
    const floorCount = value.floorCount ?? existing.floorCount;
    if (unitCount !== existing.unitCount || floorCount !== existing.floorCount) {
      changedBuildings.push({ id: existing.id, unitCount, floorCount });
      buildingCounts.updated += 1;
    } else buildingCounts.unchanged += 1;
  }

  const nameOfBuildingId = new Map(existingBuildings.map((row) => [row.id, row.buildingName]));
  const houseByKey = new Map(
    existingHouses.map((house) => [
      houseKey(nameOfBuildingId.get(house.buildingId) ?? '', house.unitNo, house.houseNo),
      house,
    ]),
  );
  const linked = new Set(existingLinks.map((link) => `${link.houseId}:${link.userId}`));
  const mobiles = [...new Set(houseRows.flatMap(({ value }) => (value.owner ? [value.owner.mobile] : [])))];
  const userIds = await repo.usersByMobile(mobiles);

  const seen = new Map<string, number>();
  const newHouses: HouseLine[] = [];
  const changedHouses: Plan['changedHouses'] = [];
  const links: Plan['links'] = [];
  for (const { row, value } of houseRows) {
    const existingBuilding = buildingByName.get(value.buildingName);
    if (!declared.has(value.buildingName) && !existingBuilding) {
      errors.push(
        importError(
          sheets.houseSheet,
          row,
          sheets.buildingNameHeader,
          `${sheets.buildingNameHeader.replace('名称', '')}“${value.buildingName}”不存在，请先在“${sheets.buildingSheet}”工作表中填写`,
        ),
      );
      continue;
    }
    if (existingBuilding && existingBuilding.buildingAttribute !== attribute) {
      if (!declared.has(value.buildingName)) {
        errors.push(
          importError(
            sheets.houseSheet,
            row,
            sheets.buildingNameHeader,
            `“${value.buildingName}”不是${attribute === 'VILLA' ? '别墅组' : '高层/多层楼栋'}`,
          ),
        );
      }
      continue;
    }
    const key = houseKey(value.buildingName, value.unitNo, value.houseNo);
    const previous = seen.get(key);
    if (previous !== undefined) {
      errors.push(importError(sheets.houseSheet, row, '房号', `房号${value.houseNo}与第${previous}行重复`));
      continue;
    }
    seen.set(key, row);
    const existing = houseByKey.get(key);
    if (!existing) {
      newHouses.push(value);
      houseCounts.created += 1;
      if (value.owner) links.push({ houseId: null, key, owner: value.owner });
      continue;
    }
    let changed = false;
    if (existing.floor !== value.floor || existing.registerArea !== value.area) {
      changedHouses.push({ id: existing.id, floor: value.floor, registerArea: value.area });
      changed = true;
    }
    if (value.owner) {
      const userId = userIds.get(value.owner.mobile);
      if (userId === undefined || !linked.has(`${existing.id}:${userId}`)) {
        links.push({ houseId: existing.id, key, owner: value.owner });
        changed = true;
      }
    }
    if (changed) houseCounts.updated += 1;
    else houseCounts.unchanged += 1;
  }
  return {
    errors,
    summary: { ...houseCounts, buildings: buildingCounts },
    newBuildings,
    changedBuildings,
    newHouses,
    changedHouses,
    links,
    userIds,
  };
}

async function execute(
  repo: RosterImportRepository,
  communityId: number,
  attribute: BuildingAttribute,
  work: Plan,
) {
  const sortBase = (await repo.buildingsOf(communityId)).length;
  await repo.insertBuildings(
    work.newBuildings.map((building, index) => ({
      buildingCode: newBusinessCode('B'),
      communityId,
      buildingName: building.buildingName,
      buildingAttribute: attribute,
      unitCount: building.unitCount ?? 1,
      floorCount: building.floorCount ?? 1,
      sort: sortBase + index + 1,
    })),
  );
  for (const change of work.changedBuildings) await repo.updateBuilding(change.id, change);
  const codeOfKey = new Map<string, string>();
  const newHouseIds = await repo.insertHouses(
    communityId,
    work.newHouses.map((house) => {
      const houseCode = newBusinessCode('H');
      codeOfKey.set(houseKey(house.buildingName, house.unitNo, house.houseNo), houseCode);
      return {
        houseCode,
        buildingName: house.buildingName,
        unitNo: house.unitNo,
        floor: house.floor,
        houseNo: house.houseNo,
        area: house.area,
      };
    }),
  );
  await repo.updateHouses(work.changedHouses);
  if (work.links.length === 0) return;
  const names = new Map<string, string>();
  for (const link of work.links)
    if (!work.userIds.has(link.owner.mobile) && !names.has(link.owner.mobile))
      names.set(link.owner.mobile, link.owner.ownerName);
  // New owners become users (one mobile each, DESIGN §6); existing users are kept as they are.
  const userIds = new Map(work.userIds);
  const created = await repo.insertUsers(
    [...names].map(([mobile, ownerName]) => ({ userCode: newBusinessCode('U'), mobile, ownerName })),
  );
  for (const [mobile, id] of created) userIds.set(mobile, id);
  // A user another request made since the plan was read (insert skipped on conflict) is looked up.
  const missing = [...names.keys()].filter((mobile) => !userIds.has(mobile));
  if (missing.length > 0)
    for (const [mobile, id] of await repo.usersByMobile(missing)) userIds.set(mobile, id);
  const rows: Parameters<RosterImportRepository['insertLinks']>[0][number][] = [];
  for (const link of work.links) {
    const code = link.houseId === null ? codeOfKey.get(link.key) : undefined;
    const houseId = link.houseId ?? (code === undefined ? undefined : newHouseIds.get(code));
    const userId = userIds.get(link.owner.mobile);
    if (houseId === undefined || userId === undefined)
      throw new Error(`import lost the house or user of ${link.key}`);
    rows.push({
      userId,
      houseId,
      ownerName: link.owner.ownerName,
      cardType: link.owner.cardType,
      cardNo: link.owner.cardNo,
    });
  }
  await repo.insertLinks(rows);
}

/** Matches correction rows to houses by building, unit and number; the updates only where the area differs. */
async function planAreaCorrections(
  repo: RosterImportRepository,
  communityId: number,
  rows: readonly ParsedRow<unknown>[],
) {
  // One after another: inside a transaction there is one connection.
  const buildingRows = await repo.buildingsOf(communityId);
  const houseRows = await repo.housesOf(communityId);
  const nameOf = new Map(buildingRows.map((row) => [row.id, row.buildingName]));
  const byKey = new Map(
    houseRows.map((house) => [
      houseKey(nameOf.get(house.buildingId) ?? '', house.unitNo, house.houseNo),
      house,
    ]),
  );
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const updates: { id: number; area: number }[] = [];
  let unchanged = 0;
  for (const { row, value } of rows as readonly ParsedRow<AreaCorrectionRow>[]) {
    const key = houseKey(value.buildingName, value.unitNo, value.houseNo);
    const house = byKey.get(key);
    if (!house) {
      errors.push(
        importError(
          AREA_CORRECTION_SHEET,
          row,
          '房号',
          `房屋“${value.buildingName}${value.unitNo ? `${value.unitNo}单元` : ''}${value.houseNo}”不存在`,
        ),
      );
      continue;
    }
    const previous = seen.get(key);
    if (previous !== undefined) {
      errors.push(
        importError(AREA_CORRECTION_SHEET, row, '房号', `房号${value.houseNo}与第${previous}行重复`),
      );
      continue;
    }
    seen.set(key, row);
    if (house.votingArea === value.area) unchanged += 1;
    else updates.push({ id: house.id, area: value.area });
  }
  const summary: ImportSummaryDto = { created: 0, updated: updates.length, unchanged, buildings: counts() };
  return { errors, updates, summary };
}

export type ImportCheckResult = ImportCheck & { summary: ImportSummaryDto | null };

type ParsedWorkbook = { buildings: ParsedRow<BuildingLine>[]; houses: ParsedRow<HouseLine>[] };

/** How long the rows of a checked file are kept for the apply that usually follows. */
const PARSED_TTL_MS = 10 * 60_000;

async function fileDigest(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

type Deps = { db: Db; files: FileRepository; storage: StorageProvider };

export function createRosterImportService(deps: Deps) {
  const repo = createRosterImportRepository(deps.db);
  // The rows of the last file checked per community and type, by content digest: the apply of the
  // same bytes (the usual check → import sequence) skips a second parse. A miss (another instance,
  // another file, expiry) parses again, so this only saves time.
  const parsedCache = new Map<string, { digest: string; at: number; rows: ParsedWorkbook }>();

  async function parseRoster(filePath: string, sheets: RosterSheets) {
    const { check, rows } = await readWorkbook(filePath, sheets.specs, true);
    return {
      check,
      rows: { buildings: sheets.toBuildings(rows[0] ?? []), houses: sheets.toHouses(rows[1] ?? []) },
    };
  }

  async function checkFile(
    access: CommunityAccess,
    filePath: string,
    attribute: BuildingAttribute,
  ): Promise<ImportCheckResult> {
    const sheets = ROSTER_SHEETS[attribute];
    const cacheKey = `${access.community.id}:${attribute}`;
    parsedCache.delete(cacheKey);
    const [{ check, rows }, digest] = await Promise.all([
      parseRoster(filePath, sheets),
      fileDigest(filePath),
    ]);
    if (!check.ok) return { ...check, summary: null };
    const work = await plan(repo, access.community.id, attribute, sheets, rows.buildings, rows.houses);
    parsedCache.set(cacheKey, { digest, at: Date.now(), rows });
    if (work.errors.length > 0) {
      return {
        ok: false,
        rowCount: check.rowCount,
        errorCount: work.errors.length,
        errors: work.errors.slice(0, 200),
        summary: null,
      };
    }
    return { ...check, summary: work.summary };
  }

  return {
    checkFile,

    /** importOHCV2Check by attachmentId: the xlsx the caller uploaded through the file API. */
    async checkAttachment(
      actorUserId: number,
      access: CommunityAccess,
      attachmentId: string,
      attribute: BuildingAttribute,
    ) {
      const row = await deps.files.findByAttachmentId(attachmentId);
      if (row?.status !== 'READY' || row.uploaderUserId !== actorUserId) {
        throw new AppError(404, '文件不存在或您无权访问');
      }
      if (!row.sourceName.toLowerCase().endsWith('.xlsx'))
        throw new AppError(400, ROSTER_MESSAGES.attachmentNotXlsx);
      const path = join(deps.storage.tempDir, `check-${newOpaqueToken().slice(0, 16)}.xlsx`);
      try {
        await pipeline(await deps.storage.openRead(row.objectKey), createWriteStream(path));
        return await checkFile(access, path, attribute);
      } finally {
        await rm(path, { force: true });
      }
    },

    /** importOHCV2 / importOHCVilla: all-or-nothing in one transaction. */
    async applyFile(
      access: CommunityAccess,
      filePath: string,
      attribute: BuildingAttribute,
    ): Promise<ImportSummaryDto> {
      const sheets = ROSTER_SHEETS[attribute];
      const cacheKey = `${access.community.id}:${attribute}`;
      const cached = parsedCache.get(cacheKey);
      parsedCache.delete(cacheKey);
      const write = async (tx: Db, rows: ParsedWorkbook) => {
        const txRepo = createRosterImportRepository(tx);
        const work = await plan(txRepo, access.community.id, attribute, sheets, rows.buildings, rows.houses);
        if (work.errors.length > 0) throw new ImportRowsRejected(work.errors.slice(0, 200));
        await execute(txRepo, access.community.id, attribute, work);
        return work.summary;
      };
      if (
        cached &&
        Date.now() - cached.at < PARSED_TTL_MS &&
        cached.digest === (await fileDigest(filePath))
      ) {
        return inTransaction(deps.db, (tx) => write(tx, cached.rows));
      }
      return applyWorkbook(deps.db, filePath, sheets.specs, (tx, [buildingRows, houseRows]) =>
        write(tx, { buildings: sheets.toBuildings(buildingRows), houses: sheets.toHouses(houseRows) }),
      );
    },

    /** The check step of announcementHouseNoAreaImport: every problem and the summary, nothing written. */
    async checkAreaCorrections(access: CommunityAccess, filePath: string): Promise<ImportCheckResult> {
      const { check, rows } = await readWorkbook(filePath, [AREA_SPEC], true);
      if (!check.ok) return { ...check, summary: null };
      const work = await planAreaCorrections(repo, access.community.id, rows[0] ?? []);
      if (work.errors.length > 0) {
        return {
          ok: false,
          rowCount: check.rowCount,
          errorCount: work.errors.length,
          errors: work.errors.slice(0, 200),
          summary: null,
        };
      }
      return { ...check, summary: work.summary };
    },

    /** announcementHouseNoAreaImport: voting-area corrections by house number, all-or-nothing. */
    async applyAreaCorrections(access: CommunityAccess, filePath: string): Promise<ImportSummaryDto> {
      return applyWorkbook(deps.db, filePath, [AREA_SPEC] as const, async (tx, [rows]) => {
        const txRepo = createRosterImportRepository(tx);
        const work = await planAreaCorrections(txRepo, access.community.id, rows);
        if (work.errors.length > 0) throw new ImportRowsRejected(work.errors.slice(0, 200));
        await txRepo.setVotingAreas(work.updates);
        return work.summary;
      });
    },
  };
}

export type RosterImportService = ReturnType<typeof createRosterImportService>;
