import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePdf } from '../src/modules/file/export/pdf-export';
import { writeXlsx } from '../src/modules/file/export/xlsx-export';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gz-export-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const HOSTILE = ['=HYPERLINK("http://evil","点我")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '阳光花园'];

describe('xlsx export', () => {
  it('writes formula-like text as text: no cell of the re-parsed file is a formula', async () => {
    const path = join(dir, 'hostile.xlsx');
    await writeXlsx(path, [
      {
        name: '导出',
        columns: [{ header: '=表头' }, { header: '数字' }, { header: '面积', numFmt: '0.00' }],
        rows: HOSTILE.map((text, index) => [text, -index, 89.5]),
      },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('导出');
    const cells: ExcelJS.Cell[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.length).toBe((HOSTILE.length + 1) * 3);
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
    expect(sheet?.getColumn(1).values.slice(1)).toEqual([
      "'=表头",
      // XML parsers read a lone CR back as LF; the apostrophe is what matters.
      ...HOSTILE.map((text) => (text === '阳光花园' ? text : `'${text.replace('\r', '\n')}`)),
    ]);
    expect(sheet?.getCell('B3').value).toBe(-1);
    expect(sheet?.getCell('C2').numFmt).toBe('0.00');
    const xml = (await readFile(path)).includes(Buffer.from('<f>'));
    expect(xml).toBe(false);
  });
});

describe('pdf export', () => {
  it('has the pages asked for and embeds the CJK font', async () => {
    const path = join(dir, 'roster.pdf');
    const progress: number[] = [];
    await writePdf(path, {
      count: 5,
      chunkSize: 2,
      onProgress: (done) => {
        progress.push(done);
      },
      renderPage: (doc, index) =>
        doc.fontSize(14).text(`阳光花园 房屋花名册 第${index + 1}页 面积 89.50㎡`, 50, 50),
    });
    const pdf = (await readFile(path)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(5);
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansSC/);
    expect(pdf).toContain('/FontFile2');
    expect(progress).toEqual([2, 4]);
  });
});
