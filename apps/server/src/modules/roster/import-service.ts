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
  refusal,
  type SheetSpec,
} from '../file/import/spreadsheet-import';
import type { FileRepository } from '../file/repository';
import { type HouseLine, HouseRows } from './import-house-rows';
import { createRosterImportRepository, type RosterImportRepository } from './import-repository';
import { ROSTER_MESSAGES } from './roster-messages';
import type { RosterUsageChecker } from './usage-checker';

type BuildingLine = { buildingName: string; unitCount: number | null; floorCount: number | null };

type RosterSheets = {
  buildingSheet: string;
  houseSheet: string;
  buildingNameHeader: string;
  specs: readonly [SheetSpec<unknown>, SheetSpec<unknown>];
  toBuildings: (rows: readonly ParsedRow<unknown>[]) => ParsedRow<BuildingLine>[];
  /** A valid house row in the common shape (a short-lived object: HouseRows keeps its columns). */
  toHouse: (value: unknown) => HouseLine;
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
    toHouse: (value) => value as HighRiseHouseRow,
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
    toHouse: (value) => ({ ...(value as Omit<HouseLine, 'unitNo' | 'floor'>), unitNo: null, floor: 1 }),
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
  /** Indexes into the house rows: numbers, not copies of the rows (30,000 of them at most). */
  newHouses: number[];
  changedHouses: { id: number; floor: number; registerArea: number }[];
  /** Indexes of the house rows whose owner gets linked, in row order. */
  links: number[];
  /** Per house row, the id of the house it matches (0: a new house, its id comes with the insert). */
  houseIds: Float64Array;
  /** Users of the owners' mobiles that exist already. */
  userIds: Map<string, number>;
};

const counts = () => ({ created: 0, updated: 0, unchanged: 0 });

/** Rows per write statement: small enough that a statement's arrays die young in V8's nursery. */
const WRITE_CHUNK = 1000;

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
  houseRows: HouseRows,
): Promise<Plan> {
  const errors: ImportRowError[] = [];
  const buildingCounts = counts();
  const houseCounts = counts();
  // One after another: inside the apply transaction these share one connection.
  const existingBuildings = await repo.buildingsOf(communityId);
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

  const existingHouses = await repo.houseIndexOf(communityId, existingBuildings);
  const linked = await repo.linksOf(communityId);
  const mobiles = new Set<string>();
  for (const mobile of houseRows.mobile) if (mobile !== null) mobiles.add(mobile);
  const userIds = await repo.usersByMobile(mobiles);
  mobiles.clear();

  const seen = new Map<string, number>();
  const newHouses: number[] = [];
  const changedHouses: Plan['changedHouses'] = [];
  const links: number[] = [];
  const houseIds = new Float64Array(houseRows.length);
  for (let index = 0; index < houseRows.length; index += 1) {
    const row = houseRows.row[index] as number;
    const buildingName = houseRows.buildingName[index] as string;
    const houseNo = houseRows.houseNo[index] as string;
    const existingBuilding = buildingByName.get(buildingName);
    if (!declared.has(buildingName) && !existingBuilding) {
      errors.push(
        importError(
          sheets.houseSheet,
          row,
          sheets.buildingNameHeader,
          `${sheets.buildingNameHeader.replace('名称', '')}“${buildingName}”不存在，请先在“${sheets.buildingSheet}”工作表中填写`,
        ),
      );
      continue;
    }
    if (existingBuilding && existingBuilding.buildingAttribute !== attribute) {
      if (!declared.has(buildingName)) {
        errors.push(
          importError(
            sheets.houseSheet,
            row,
            sheets.buildingNameHeader,
            `“${buildingName}”不是${attribute === 'VILLA' ? '别墅组' : '高层/多层楼栋'}`,
          ),
        );
      }
      continue;
    }
    const key = houseKey(buildingName, houseRows.unitNo[index] ?? null, houseNo);
    const previous = seen.get(key);
    if (previous !== undefined) {
      errors.push(importError(sheets.houseSheet, row, '房号', `房号${houseNo}与第${previous}行重复`));
      continue;
    }
    seen.set(key, row);
    const existing = existingHouses.get(key);
    const mobile = houseRows.mobile[index] ?? null;
    if (!existing) {
      newHouses.push(index);
      houseCounts.created += 1;
      if (mobile !== null) links.push(index);
      continue;
    }
    houseIds[index] = existing.id;
    let changed = false;
    const floor = houseRows.floor[index] as number;
    const area = houseRows.area[index] as number;
    if (existing.floor !== floor || existing.registerArea !== area) {
      changedHouses.push({ id: existing.id, floor, registerArea: area });
      changed = true;
    }
    if (mobile !== null) {
      const userId = userIds.get(mobile);
      if (userId === undefined || !linked.has(existing.id, userId)) {
        links.push(index);
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
    houseIds,
    userIds,
  };
}

/** Calls `write` with successive slices of `indexes` of at most WRITE_CHUNK. */
async function inChunks(indexes: readonly number[], write: (part: readonly number[]) => Promise<void>) {
  for (let start = 0; start < indexes.length; start += WRITE_CHUNK)
    await write(indexes.slice(start, start + WRITE_CHUNK));
}

async function execute(
  repo: RosterImportRepository,
  communityId: number,
  attribute: BuildingAttribute,
  houseRows: HouseRows,
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
  const { houseIds } = work;
  // A chunk at a time, straight from the parsed rows: no second copy of 30,000 houses.
  const column = <T>(values: readonly T[], part: readonly number[]) =>
    part.map((index) => values[index] as T);
  await inChunks(work.newHouses, async (part) => {
    const codes = part.map(() => newBusinessCode('H'));
    const ids = await repo.insertHouses(communityId, {
      codes,
      buildingNames: column(houseRows.buildingName, part),
      unitNos: column(houseRows.unitNo, part),
      floors: column(houseRows.floor, part),
      houseNos: column(houseRows.houseNo, part),
      areas: column(houseRows.area, part),
    });
    part.forEach((index, position) => {
      houseIds[index] = ids.get(codes[position] as string) ?? 0;
    });
  });
  await repo.updateHouses(work.changedHouses);
  if (work.links.length === 0) return;
  // New owners become users (one mobile each, DESIGN §6, named as on their first row); existing
  // users are kept as they are.
  const { userIds } = work;
  await inChunks(work.links, async (part) => {
    const names = new Map<string, string>();
    for (const index of part) {
      const mobile = houseRows.mobile[index] as string;
      if (!userIds.has(mobile) && !names.has(mobile)) names.set(mobile, houseRows.ownerName[index] as string);
    }
    if (names.size === 0) return;
    const mobiles = [...names.keys()];
    const created = await repo.insertUsers({
      codes: mobiles.map(() => newBusinessCode('U')),
      mobiles,
      names: [...names.values()],
    });
    for (const [mobile, id] of created) userIds.set(mobile, id);
    // A user another request made since the plan was read (insert skipped on conflict) is looked up.
    const missing = mobiles.filter((mobile) => !userIds.has(mobile));
    if (missing.length > 0)
      for (const [mobile, id] of await repo.usersByMobile(missing)) userIds.set(mobile, id);
  });
  await inChunks(work.links, async (part) => {
    const houses = part.map((index) => houseIds[index] ?? 0);
    const users = part.map((index) => userIds.get(houseRows.mobile[index] as string) ?? 0);
    part.forEach((index, position) => {
      if (houses[position] === 0 || users[position] === 0) {
        const key = houseKey(
          houseRows.buildingName[index] as string,
          houseRows.unitNo[index] ?? null,
          houseRows.houseNo[index] as string,
        );
        throw new Error(`import lost the house or user of ${key}`);
      }
    });
    await repo.insertLinks({
      userIds: users,
      houseIds: houses,
      names: column(houseRows.ownerName, part) as string[],
      cardTypes: column(houseRows.cardType, part),
      cardNos: column(houseRows.cardNo, part),
    });
  });
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

type ParsedWorkbook = { buildings: ParsedRow<BuildingLine>[]; houses: HouseRows };

/** How long the rows of a checked file are kept for the apply that usually follows. */
const PARSED_TTL_MS = 10 * 60_000;

async function fileDigest(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

type Deps = { db: Db; files: FileRepository; storage: StorageProvider; usage: RosterUsageChecker };

export function createRosterImportService(deps: Deps) {
  const repo = createRosterImportRepository(deps.db);
  // The rows of the last file checked per community and type, by content digest: the apply of the
  // same bytes (the usual check → import sequence) skips a second parse. A miss (another instance,
  // another file, expiry) parses again, so this only saves time.
  const parsedCache = new Map<string, { digest: string; at: number; rows: ParsedWorkbook }>();

  async function parseRoster(filePath: string, sheets: RosterSheets) {
    const buildingRows: ParsedRow<unknown>[] = [];
    const houses = new HouseRows();
    // Rows are kept as they stream in: houses straight into their columns.
    const { check } = await readWorkbook(filePath, sheets.specs, (sheet, row, value) => {
      if (sheet === 0) buildingRows.push({ row, value });
      else houses.push(row, sheets.toHouse(value));
    });
    return { check, rows: { buildings: sheets.toBuildings(buildingRows), houses } };
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
      await deps.usage.beforeRosterChange(access.community.id);
      const write = async (tx: Db, rows: ParsedWorkbook) => {
        const txRepo = createRosterImportRepository(tx);
        const work = await plan(txRepo, access.community.id, attribute, sheets, rows.buildings, rows.houses);
        if (work.errors.length > 0) throw new ImportRowsRejected(work.errors.slice(0, 200));
        await execute(txRepo, access.community.id, attribute, rows.houses, work);
        return work.summary;
      };
      if (
        cached &&
        Date.now() - cached.at < PARSED_TTL_MS &&
        cached.digest === (await fileDigest(filePath))
      ) {
        return inTransaction(deps.db, (tx) => write(tx, cached.rows));
      }
      // Parsed again (the file may differ from the checked one); refused as applyWorkbook does.
      const { check, rows } = await parseRoster(filePath, sheets);
      if (!check.ok) throw refusal(check.errors, check.errorCount);
      return inTransaction(deps.db, (tx) => write(tx, rows));
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
      await deps.usage.beforeRosterChange(access.community.id);
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
