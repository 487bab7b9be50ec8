/**
 * One measured xlsx task in its own process (see support/child.ts):
 *   bare <file>    exceljs streaming read of every row, nothing else
 *   import <file>  our import machinery: zip guard, streaming parse, zod row validation (check step)
 *   export <file>  our streaming writer with formula protection, 30,000 rows × 10 columns
 */

import { z } from 'zod';
import ExcelJS from '../apps/server/src/modules/file/exceljs';
import { writeXlsx } from '../apps/server/src/modules/file/export/xlsx-export';
import { checkSpreadsheet } from '../apps/server/src/modules/file/import/spreadsheet-import';
import { peakRssMb } from './support/child';

export const ROWS = 30_000;
export const HEADERS = ['楼栋', '单元', '楼层', '房号', '面积', '业主', '手机号', '证件号', '备注', '状态'];

export function benchRow(index: number): (string | number)[] {
  return [
    `${(index % 40) + 1}栋`,
    `${(index % 3) + 1}单元`,
    (index % 30) + 1,
    `${(index % 30) + 1}0${(index % 4) + 1}`,
    Math.round(8000 + (index % 5000)) / 100,
    `业主${index}`,
    `138${String(index).padStart(8, '0')}`,
    `44030519900101${String(index % 10000).padStart(4, '0')}`,
    index % 7 === 0 ? '=SUM(A1)' : '无',
    index % 2 === 0 ? '已认证' : '未认证',
  ];
}

const rowSchema = z.object({
  building: z.string().max(20),
  unit: z.string().max(10),
  floor: z.number().int().min(1).max(200),
  houseNo: z.string().max(20),
  area: z.number().nonnegative(),
  owner: z.string().max(50),
  mobile: z.string().regex(/^1\d{10}$/),
  cardNo: z.string().regex(/^\d{17}[\dX]$/),
  note: z.string().max(100).optional(),
  state: z.enum(['已认证', '未认证']),
});
const KEYS = Object.keys(rowSchema.shape);

async function bare(file: string): Promise<number> {
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

async function imported(file: string): Promise<number> {
  const report = await checkSpreadsheet(file, {
    sheetName: '房屋',
    columns: KEYS.map((key, index) => ({ key, header: HEADERS[index] ?? key })),
    rowSchema,
  });
  if (!report.ok) throw new Error(`unexpected errors: ${report.errors[0]?.text}`);
  return report.rowCount;
}

async function exported(file: string): Promise<number> {
  const rows = function* () {
    for (let index = 0; index < ROWS; index += 1) yield benchRow(index);
  };
  const result = await writeXlsx(file, [
    { name: '房屋', columns: HEADERS.map((header) => ({ header })), rows: rows() },
  ]);
  return result.rows;
}

const [mode, file] = process.argv.slice(2);
if (mode && file) {
  const started = performance.now();
  const count =
    mode === 'bare' ? await bare(file) : mode === 'import' ? await imported(file) : await exported(file);
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms: Math.round(ms), peakRssMb: peakRssMb(), count }));
}
