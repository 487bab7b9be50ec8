/**
 * One measured roster-import task in its own process (see support/child.ts):
 *   make <file>              a 30,000-house multi-storey roster (50 buildings × 600 houses, owners on every house)
 *   bare <file>              exceljs streaming read of every row, nothing else
 *   prepare <engine>         a fresh migrated and seeded database (pglite | pg); prints where it is
 *   import <file> <engine> <location>
 *                            importOHCV2Check + importOHCV2 (check, then apply in one transaction) on
 *                            that prepared database, opened as the server opens its database on start
 *                            (creating and seeding happened in the prepare process, as on a first run)
 */
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import {
  HIGH_RISE_BUILDING_SHEET,
  HIGH_RISE_HOUSE_SHEET,
  highRiseBuildingColumns,
  highRiseHouseColumns,
} from '@gongzhi/domain/roster/import-rows';
import { eq } from 'drizzle-orm';
import { communities } from '../apps/server/src/db/schema';
import ExcelJS from '../apps/server/src/modules/file/exceljs';
import { writeXlsx } from '../apps/server/src/modules/file/export/xlsx-export';
import type { FileRepository } from '../apps/server/src/modules/file/repository';
import { createRosterImportService } from '../apps/server/src/modules/roster/import-service';
import { noRosterUsage } from '../apps/server/src/modules/roster/usage-checker';
import type { StorageProvider } from '../apps/server/src/providers/storage/storage-provider';
import { peakRssMb } from './support/child';
import { type BenchEngine, openPreparedDb, type PreparedDb, prepareBenchDb } from './support/roster-db';

export const BUILDINGS = 50;
export const UNITS = 2;
export const FLOORS = 30;
export const PER_FLOOR = 10;
export const HOUSES = BUILDINGS * UNITS * FLOORS * PER_FLOOR;

function idNumber(index: number): string {
  const first17 = `44030519900101${String(index % 1000).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** House rows in roster order: building, unit, floor, number, area (m²), owner. */
export function* houseRows(): Generator<(string | number)[]> {
  let index = 0;
  for (let building = 1; building <= BUILDINGS; building += 1) {
    for (let unit = 1; unit <= UNITS; unit += 1) {
      for (let floor = 1; floor <= FLOORS; floor += 1) {
        for (let position = 1; position <= PER_FLOOR; position += 1) {
          index += 1;
          yield [
            `${building}栋`,
            String(unit),
            floor,
            `${floor}${String(position).padStart(2, '0')}`,
            (8000 + (index % 6000)) / 100,
            `业主${index}`,
            `139${String(index).padStart(8, '0')}`,
            '居民身份证',
            idNumber(index),
          ];
        }
      }
    }
  }
}

async function make(file: string): Promise<number> {
  function* buildings() {
    for (let building = 1; building <= BUILDINGS; building += 1) yield [`${building}栋`, UNITS, FLOORS];
  }
  const result = await writeXlsx(file, [
    {
      name: HIGH_RISE_BUILDING_SHEET,
      columns: highRiseBuildingColumns.map((c) => ({ header: c.header })),
      rows: buildings(),
    },
    {
      name: HIGH_RISE_HOUSE_SHEET,
      columns: highRiseHouseColumns.map((c) => ({ header: c.header })),
      rows: houseRows(),
    },
  ]);
  return result.rows;
}

export async function bareRead(file: string): Promise<number> {
  let cells = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) cells += (row.values as unknown[]).length;
  }
  return cells;
}

async function importRoster(file: string, prepared: PreparedDb) {
  const handle = await openPreparedDb(prepared);
  try {
    const [community] = await handle.db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, 'XFL001'));
    if (!community) throw new Error('no community');
    const access = { community, roles: [], permissions: [] };
    // Only the file path variants are used: no storage or attachment lookups.
    const service = createRosterImportService({
      db: handle.db,
      files: {} as FileRepository,
      storage: {} as StorageProvider,
      usage: noRosterUsage,
    });
    // Peak RSS of the process before the timed part: module loading plus opening the database.
    const baselineRssMb = peakRssMb();
    const started = performance.now();
    const check = await service.checkFile(access, file, 'HIGH_RISE');
    if (!check.ok) throw new Error(`check failed: ${check.errors[0]?.text}`);
    const checked = performance.now();
    const summary = await service.applyFile(access, file, 'HIGH_RISE');
    const applied = performance.now();
    if (summary.created !== HOUSES) throw new Error(`created ${summary.created}`);
    return {
      baselineRssMb,
      ms: Math.round(applied - started),
      checkMs: Math.round(checked - started),
      applyMs: Math.round(applied - checked),
      count: summary.created,
    };
  } finally {
    await handle.close();
  }
}

const [mode, file, engine, location] = process.argv.slice(2);
const benchEngine = (name: string | undefined): BenchEngine => (name === 'pg' ? 'pg' : 'pglite');
if (mode === 'prepare' && file) {
  console.log(JSON.stringify({ ...(await prepareBenchDb(benchEngine(file))), peakRssMb: peakRssMb() }));
} else if (mode && file) {
  const started = performance.now();
  if (mode === 'import') {
    if (!location) throw new Error('import needs the location of a prepared database');
    const figures = await importRoster(file, { engine: benchEngine(engine), location });
    console.log(JSON.stringify({ ...figures, peakRssMb: peakRssMb() }));
  } else {
    const count = mode === 'bare' ? await bareRead(file) : await make(file);
    console.log(
      JSON.stringify({ ms: Math.round(performance.now() - started), peakRssMb: peakRssMb(), count }),
    );
  }
}
