import { neutralizeFormulaText } from '@gongzhi/domain/file/spreadsheet-text';
import ExcelJS from '../exceljs';

/** A plain cell: exports never write formulas, so no value may be an object. */
export type ExportCell = string | number | boolean | Date | null | undefined;

/** `numFmt` (e.g. '0.00' for areas) switches the workbook's style table on. */
export type ExportColumn = { header: string; width?: number; numFmt?: string };

export type ExportSheet = {
  name: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<readonly ExportCell[]> | Iterable<readonly ExportCell[]>;
};

/** Text is neutralised against formula injection; everything else passes as its own type. */
function safeCell(value: ExportCell): Exclude<ExportCell, undefined> {
  if (value === undefined) return null;
  return typeof value === 'string' ? neutralizeFormulaText(value) : value;
}

/**
 * Writes sheets to `filePath` with exceljs's streaming writer: each row is committed as it comes
 * (memory stays flat for any row count), strings are inline string cells (never formulas), and
 * text starting with = + - @ tab or CR gets the apostrophe of {@link neutralizeFormulaText}.
 * `onRow` reports progress every 1,000 rows.
 */
export async function writeXlsx(
  filePath: string,
  sheets: readonly ExportSheet[],
  onRow?: (written: number) => void | Promise<void>,
): Promise<{ rows: number }> {
  const useStyles = sheets.some((sheet) => sheet.columns.some((column) => column.numFmt));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles,
    useSharedStrings: false,
  });
  let written = 0;
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.columns = spec.columns.map((column, index) => ({
      key: String(index),
      width: column.width ?? 14,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
    sheet.addRow(spec.columns.map((column) => safeCell(column.header))).commit();
    for await (const row of spec.rows) {
      sheet.addRow(row.map(safeCell)).commit();
      written += 1;
      if (onRow && written % 1000 === 0) await onRow(written);
    }
    sheet.commit();
  }
  await workbook.commit();
  return { rows: written };
}
