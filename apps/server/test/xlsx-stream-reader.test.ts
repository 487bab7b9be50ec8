import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../src/common/server-messages';
import { writeXlsx } from '../src/modules/file/export/xlsx-export';
import { normalizeCell } from '../src/modules/file/import/cell-value';
import { openXlsxWorkbook, type XlsxCell } from '../src/modules/file/import/xlsx-stream-reader';
import { buildZip } from './support/file-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'gz-xlsx-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const nextPath = (prefix: string) => {
  files += 1;
  return join(dir, `${prefix}-${files}.xlsx`);
};

async function saved(workbook: ExcelJS.Workbook): Promise<string> {
  const path = nextPath('book');
  await workbook.xlsx.writeFile(path);
  return path;
}

async function rowsOf(path: string, sheet: string | number = 0) {
  const workbook = await openXlsxWorkbook(path);
  try {
    const rows: { number: number; cells: XlsxCell[] }[] = [];
    for await (const row of workbook.rows(sheet)) rows.push(row);
    return rows;
  } finally {
    workbook.close();
  }
}

/** What exceljs's streaming reader (the previous import reader) gives, as the import sees it. */
async function exceljsRows(path: string, sheetName: string) {
  const rows: { number: number; cells: unknown[] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    const name = (sheet as unknown as { name: string }).name;
    for await (const row of sheet) {
      if (name !== sheetName) continue;
      const values = (row.values as unknown[]).slice(1);
      rows.push({ number: row.number, cells: Array.from(values, normalizeCell) });
    }
  }
  return rows;
}

const normalized = (rows: { number: number; cells: XlsxCell[] }[]) =>
  rows.map((row) => ({ number: row.number, cells: Array.from(row.cells, normalizeCell) }));

/** A hand-written xlsx: the parts a minimal writer (not exceljs) would produce. */
function handMade(sheetXml: string, sharedStrings?: string): string {
  const path = nextPath('hand');
  const parts = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="r"><x:sheets><x:sheet name="数据" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Type="http://x/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rId2" Type="http://x/sharedStrings" Target="strings.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/data.xml', data: Buffer.from(sheetXml) },
    ...(sharedStrings ? [{ name: 'xl/strings.xml', data: Buffer.from(sharedStrings) }] : []),
  ];
  writeFileSync(path, buildZip(parts));
  return path;
}

describe('xlsx stream reader', () => {
  it('reads strings, numbers, booleans, dates, formulas, rich text, empty and sparse cells as exceljs does', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('房屋');
    sheet.addRow(['楼栋名称', '面积', '已认证', '日期', '公式', null, '富文本']);
    sheet.addRow([
      '1栋',
      88.25,
      true,
      new Date(Date.UTC(2024, 0, 15)),
      { formula: 'B2*2', result: 176.5 },
      null,
      { richText: [{ text: '业主' }, { font: { bold: true }, text: '张三' }] },
    ]);
    sheet.getCell('A4').value = { formula: 'A2', result: '1栋' };
    sheet.getCell('C4').value = false;
    sheet.getCell('J6').value = '远处';
    sheet.getCell('A7').value = { error: '#N/A' };
    sheet.getCell('B7').value = 0;
    const path = await saved(workbook);

    const rows = await rowsOf(path, '房屋');
    expect(rows.map((row) => row.number)).toEqual([1, 2, 4, 6, 7]);
    expect(rows[1]?.cells).toEqual([
      '1栋',
      88.25,
      true,
      // Styles are not read: a date is its Excel serial number, as the import always saw it.
      45306,
      176.5,
      undefined,
      '业主张三',
    ]);
    expect(1 in (rows[1]?.cells ?? [])).toBe(true);
    expect(5 in (rows[1]?.cells ?? [])).toBe(false);
    expect(rows[2]?.cells).toEqual(['1栋', undefined, false]);
    expect(rows[3]?.cells.length).toBe(10);
    expect(rows[3]?.cells[9]).toBe('远处');
    expect(rows[4]?.cells).toEqual([undefined, 0]);
    expect(normalized(rows)).toEqual(await exceljsRows(path, '房屋'));
  });

  it('reads the inline strings of the streaming export, Chinese intact across chunk boundaries', async () => {
    const path = join(dir, 'export.xlsx');
    const rows = Array.from({ length: 20_000 }, (_, index) => [
      `业主已认证${index}`,
      index / 100,
      `=${index}`,
    ]);
    await writeXlsx(path, [
      { name: '说明', columns: [{ header: '说明' }], rows: [['请看第二个工作表']] },
      { name: '楼栋', columns: ['名称', '面积', '公式样'].map((header) => ({ header })), rows },
    ]);
    const read = await rowsOf(path, '楼栋');
    expect(read).toHaveLength(20_001);
    expect(read[0]?.cells).toEqual(['名称', '面积', '公式样']);
    const broken = read.slice(1).filter((row, index) => row.cells[0] !== `业主已认证${index}`);
    expect(broken).toEqual([]);
    expect(read[12_346]?.cells).toEqual(['业主已认证12345', 123.45, "'=12345"]);
    expect(normalized(read)).toEqual(await exceljsRows(path, '楼栋'));
  });

  it('lists sheets in workbook order and reads either by name or by index', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('楼栋').addRow(['1栋', 2, 30]);
    workbook.addWorksheet('房屋').addRow(['1栋', '1', 3, '301']);
    const path = await saved(workbook);
    const opened = await openXlsxWorkbook(path);
    try {
      expect(opened.sheets).toEqual([
        { name: '楼栋', index: 0 },
        { name: '房屋', index: 1 },
      ]);
    } finally {
      opened.close();
    }
    expect((await rowsOf(path, 1))[0]?.cells).toEqual(['1栋', '1', 3, '301']);
    expect((await rowsOf(path, '楼栋'))[0]?.cells).toEqual(['1栋', 2, 30]);
    await expect(rowsOf(path, '别墅')).rejects.toThrow('no sheet');
  });

  it('gives a merged range its value in the top-left cell only', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名册');
    sheet.mergeCells('A1:C2');
    sheet.getCell('A1').value = '业主名册';
    sheet.getCell('A3').value = '1栋';
    const path = await saved(workbook);
    const rows = await rowsOf(path);
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [1, ['业主名册']],
      [2, []],
      [3, ['1栋']],
    ]);
    expect(normalized(rows)).toEqual(await exceljsRows(path, '名册'));
  });

  it('reads what other writers produce: prefixed tags, inline rich text, no row or cell refs, escapes', async () => {
    const path = handMade(
      '<x:worksheet xmlns:x="main"><x:sheetData>' +
        '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>张</x:t></x:r><x:r><x:t xml:space="preserve">三 </x:t></x:r></x:is></x:c><x:c><x:v>12</x:v></x:c></x:row>' +
        '<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c t="d"><x:v>2024-03-01T00:00:00Z</x:v></x:c></x:row>' +
        '<x:row r="5"><x:c r="B5" t="e"><x:v>#DIV/0!</x:v></x:c><x:c r="C5" t="str"><x:f>A1</x:f><x:v>a_x000D_b</x:v></x:c><x:c r="D5"><x:v></x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
      '<sst><si><t>第一行</t></si><si><r><t>富</t></r><r><t>文本</t></r><rPh><t>フリガナ</t></rPh></si></sst>',
    );
    const rows = await rowsOf(path, '数据');
    expect(rows.map((row) => row.number)).toEqual([1, 2, 5]);
    expect(rows[0]?.cells).toEqual(['张三 ', 12]);
    expect(rows[1]?.cells).toEqual(['第一行', '富文本', false, new Date('2024-03-01T00:00:00Z')]);
    expect(rows[2]?.cells).toEqual([undefined, undefined, 'a\rb']);
  });

  it('refuses what is not a workbook and keeps the size limits while reading', async () => {
    const broken = handMade('<worksheet><sheetData><row><c><v>1</v></row></sheetData>');
    await expect(rowsOf(broken, 0)).rejects.toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.importNotXlsx,
    });
    const notZip = join(dir, 'not-a-zip.xlsx');
    writeFileSync(notZip, 'PK\u0003\u0004 not really');
    await expect(openXlsxWorkbook(notZip)).rejects.toMatchObject({ status: 400 });

    const big = handMade(
      `<worksheet><sheetData>${'<row><c t="inlineStr"><is><t>很长的一行文字</t></is></c></row>'.repeat(5000)}</sheetData></worksheet>`,
    );
    await expect(
      openXlsxWorkbook(big, { maxUncompressedBytes: 10_000, maxEntries: 100 }),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      openXlsxWorkbook(big, { maxUncompressedBytes: 10_000_000, maxEntries: 3 }),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('stops inflating when the reader is left early', async () => {
    const path = join(dir, 'early.xlsx');
    const rows = Array.from({ length: 5000 }, (_, index) => [`第${index}行`]);
    await writeXlsx(path, [{ name: '表', columns: [{ header: '内容' }], rows }]);
    const workbook = await openXlsxWorkbook(path);
    let seen = 0;
    for await (const row of workbook.rows('表')) {
      seen = row.number;
      if (seen === 3) break;
    }
    // The zip is still usable: the same sheet reads again from the start.
    const again = [];
    for await (const row of workbook.rows(0)) again.push(row.number);
    workbook.close();
    expect(seen).toBe(3);
    expect(again).toHaveLength(5001);
  });
});
