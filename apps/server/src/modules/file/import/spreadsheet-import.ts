import { MESSAGES } from '@gongzhi/domain/common/messages';
import { z } from 'zod';
import { AppError } from '../../../common/app-error';
import type { Db } from '../../../db/client';
import { type CellValue, normalizeCell } from './cell-value';
import { type ImportRowError, ImportRowsRejected, importError } from './import-errors';
import { assertSafeXlsx, DEFAULT_XLSX_LIMITS, type XlsxLimits } from './xlsx-guard';
import { openXlsxWorkbook, type XlsxRow } from './xlsx-stream-reader';

export type ImportColumn = { key: string; header: string };

/** What an area declares to import one sheet: where the data is and what a valid row is. */
export type SheetSpec<Row> = {
  sheetName: string;
  /** Matched by header text in `headerRow`, in any order; every listed header must be present. */
  columns: readonly ImportColumn[];
  rowSchema: z.ZodType<Row>;
  /**
   * Optional fast path of `rowSchema`: the row exactly as the schema parses it when it is valid,
   * undefined otherwise (the schema then runs and names the problems). Spares zod on big files.
   */
  fastRow?: (record: Record<string, CellValue>) => Row | undefined;
  /** 1-based; data starts on the next row. Default 1. */
  headerRow?: number;
  /** Refuse files with more data rows than this. Default 50,000. */
  maxRows?: number;
  /** Stop collecting errors after this many (the count goes on). Default 200. */
  maxErrors?: number;
  limits?: XlsxLimits;
};

export type ParsedRow<Row> = { row: number; value: Row };

export type ImportCheck = { ok: boolean; rowCount: number; errorCount: number; errors: ImportRowError[] };

type Parsed<Row> = ImportCheck & { rows: ParsedRow<Row>[] };

// Messages of the current locale without the global "path：" prefix: the column is named already.
const zhMessages = z.locales.zhCN().localeError;

function firstMessage(issue: z.core.$ZodIssue): string {
  return issue.message;
}

type SheetState<Row> = {
  spec: SheetSpec<Row>;
  found: boolean;
  valid: number;
  rows: ParsedRow<Row>[];
  headerOfKey: Map<string, string>;
};

/**
 * Receives each valid row as it is read, instead of a list of them: the index of its sheet's spec,
 * its row number and its value. An area can then keep rows in a compact form of its own.
 */
export type RowSink = (sheet: number, row: number, value: unknown) => void;

/** Checks the rows of one named sheet against its spec, handing the valid ones to `keep` if given. */
async function readSheet(
  state: SheetState<unknown>,
  rows: AsyncIterable<XlsxRow>,
  keep: ((row: number, value: unknown) => void) | null,
  addError: (error: ImportRowError) => void,
): Promise<void> {
  const spec = state.spec;
  const headerRow = spec.headerRow ?? 1;
  const maxRows = spec.maxRows ?? 50_000;
  let columnIndex: Map<string, number> | null = null;
  let rowErrors = 0;
  for await (const { number, cells } of rows) {
    if (number < headerRow) continue;
    if (number === headerRow) {
      const headers = cells.map((value) => String(normalizeCell(value) ?? ''));
      columnIndex = new Map();
      for (const column of spec.columns) {
        const index = headers.indexOf(column.header);
        if (index < 0) addError(importError(spec.sheetName, null, column.header, '缺少该列'));
        else columnIndex.set(column.key, index);
      }
      continue;
    }
    if (!columnIndex || columnIndex.size < spec.columns.length) break;
    const record: Record<string, CellValue> = {};
    let empty = true;
    for (const [key, index] of columnIndex) {
      const value = normalizeCell(cells[index]);
      if (value !== undefined) empty = false;
      record[key] = value;
    }
    if (empty) continue;
    if (state.valid + rowErrors >= maxRows) {
      addError(importError(spec.sheetName, number, null, `数据行数超过${maxRows}行，请拆分后导入`));
      break;
    }
    const fast = spec.fastRow?.(record);
    if (fast !== undefined) {
      state.valid += 1;
      keep?.(number, fast);
      continue;
    }
    const result = spec.rowSchema.safeParse(record, { error: zhMessages });
    if (result.success) {
      state.valid += 1;
      // The check step keeps no rows, so its memory stays flat however long the sheet.
      keep?.(number, result.data);
      continue;
    }
    rowErrors += 1;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      const header = typeof key === 'string' ? (state.headerOfKey.get(key) ?? null) : null;
      addError(importError(spec.sheetName, number, header, firstMessage(issue)));
    }
  }
}

/**
 * Streams the workbook once (xlsx-stream-reader: SAX over the inflating XML, row by row) and checks
 * every row of each named sheet against its schema, naming sheet, row and column in Chinese.
 * Other sheets are not read. Errors of all sheets share one list and one cap.
 */
export async function readWorkbook(
  filePath: string,
  specs: readonly SheetSpec<unknown>[],
  keepRows: boolean | RowSink,
): Promise<{ check: ImportCheck; rows: ParsedRow<unknown>[][] }> {
  const first = specs[0];
  if (!first) throw new Error('parseSheets needs a sheet');
  await assertSafeXlsx(filePath, first.limits ?? DEFAULT_XLSX_LIMITS);
  const maxErrors = first.maxErrors ?? 200;
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  const addError = (error: ImportRowError) => {
    errorCount += 1;
    if (errors.length < maxErrors) errors.push(error);
  };
  const states: SheetState<unknown>[] = specs.map((spec) => ({
    spec,
    found: false,
    valid: 0,
    rows: [],
    headerOfKey: new Map(spec.columns.map((column) => [column.key, column.header])),
  }));

  const workbook = await openXlsxWorkbook(filePath, first.limits ?? DEFAULT_XLSX_LIMITS);
  try {
    // Sheets in workbook order; only the named ones are read, the others are never inflated.
    for (const sheet of workbook.sheets) {
      const state = states.find((item) => item.spec.sheetName === sheet.name && !item.found);
      if (!state) continue;
      state.found = true;
      const specIndex = states.indexOf(state);
      const keep =
        typeof keepRows === 'function'
          ? (row: number, value: unknown) => keepRows(specIndex, row, value)
          : keepRows
            ? (row: number, value: unknown) => state.rows.push({ row, value })
            : null;
      await readSheet(state, workbook.rows(sheet.index), keep, addError);
    }
  } finally {
    workbook.close();
  }
  for (const state of states) {
    if (!state.found) addError(importError(state.spec.sheetName, null, null, '缺少该工作表'));
  }
  const rowCount = states.reduce((sum, state) => sum + state.valid, 0);
  return {
    check: { ok: errorCount === 0, rowCount, errorCount, errors },
    rows: states.map((state) => state.rows),
  };
}

async function parseSheet<Row>(
  filePath: string,
  spec: SheetSpec<Row>,
  keepRows: boolean,
): Promise<Parsed<Row>> {
  const { check, rows } = await readWorkbook(filePath, [spec as SheetSpec<unknown>], keepRows);
  return { ...check, rows: (rows[0] ?? []) as ParsedRow<Row>[] };
}

type RowsOf<Specs extends readonly SheetSpec<unknown>[]> = {
  [K in keyof Specs]: Specs[K] extends SheetSpec<infer Row> ? readonly ParsedRow<Row>[] : never;
};

/**
 * Runs already-validated rows through `apply` in one transaction with the same refusal as
 * applyWorkbook (an area that kept the rows of its check step uses this instead of parsing again).
 */
export async function inTransaction<Result>(db: Db, apply: (tx: Db) => Promise<Result>): Promise<Result> {
  try {
    return await db.transaction(async (tx) => apply(tx as unknown as Db));
  } catch (error) {
    if (error instanceof ImportRowsRejected) throw refusal(error.errors, error.errors.length);
    throw error;
  }
}

/** The `check` step of a workbook of several sheets, read in one pass: every problem, nothing written. */
export async function checkWorkbook(
  filePath: string,
  specs: readonly SheetSpec<unknown>[],
): Promise<ImportCheck> {
  return (await readWorkbook(filePath, specs, false)).check;
}

/**
 * The `apply` step of a workbook of several sheets (one streaming pass): like applySpreadsheet,
 * all sheets' valid rows go to `apply` in one transaction, or nothing is written.
 */
export async function applyWorkbook<const Specs extends readonly SheetSpec<unknown>[], Result>(
  db: Db,
  filePath: string,
  specs: Specs,
  apply: (tx: Db, rows: RowsOf<Specs>) => Promise<Result>,
): Promise<Result> {
  const parsed = await readWorkbook(filePath, specs, true);
  if (!parsed.check.ok) throw refusal(parsed.check.errors, parsed.check.errorCount);
  try {
    return await db.transaction(async (tx) =>
      apply(tx as unknown as Db, parsed.rows as unknown as RowsOf<Specs>),
    );
  } catch (error) {
    if (error instanceof ImportRowsRejected) throw refusal(error.errors, error.errors.length);
    throw error;
  }
}

/** The `check` step: every problem of the file, nothing written. */
export async function checkSpreadsheet<Row>(filePath: string, spec: SheetSpec<Row>): Promise<ImportCheck> {
  const { rows: _rows, ...report } = await parseSheet(filePath, spec, false);
  return report;
}

/** The 400 of a refused import, listing the rows. */
export function refusal(errors: readonly ImportRowError[], errorCount: number): AppError {
  const more = errorCount > errors.length ? `\n……共${errorCount}处错误` : '';
  return new AppError(
    400,
    `${MESSAGES.importFailed}\n${errors.map((error) => error.text).join('\n')}${more}`,
  );
}

/**
 * The `apply` step: parses and checks again (the file may differ from the checked one), then
 * hands every valid row to `apply` inside one transaction. Any row error, before or inside
 * `apply` (ImportRowsRejected), writes nothing and answers 400 listing the rows.
 */
export async function applySpreadsheet<Row, Result>(
  db: Db,
  filePath: string,
  spec: SheetSpec<Row>,
  apply: (tx: Db, rows: readonly ParsedRow<Row>[]) => Promise<Result>,
): Promise<Result> {
  const parsed = await parseSheet(filePath, spec, true);
  if (!parsed.ok) throw refusal(parsed.errors, parsed.errorCount);
  try {
    return await db.transaction(async (tx) => apply(tx as unknown as Db, parsed.rows));
  } catch (error) {
    if (error instanceof ImportRowsRejected) throw refusal(error.errors, error.errors.length);
    throw error;
  }
}
