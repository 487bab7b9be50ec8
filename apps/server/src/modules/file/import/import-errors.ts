/** One problem of an import, placed so a person can find it in Excel. */
export type ImportRowError = {
  sheet: string;
  /** 1-based row number as Excel shows it; null for a problem with the whole sheet. */
  row: number | null;
  /** The column header; null for a problem with the whole row. */
  column: string | null;
  message: string;
  /** The full Chinese sentence, e.g. 工作表“楼栋”第12行“面积”列：请输入数字. */
  text: string;
};

export function importError(
  sheet: string,
  row: number | null,
  column: string | null,
  message: string,
): ImportRowError {
  const where = [
    `工作表“${sheet}”`,
    row === null ? '' : `第${row}行`,
    column === null ? '' : `“${column}”列`,
  ].join('');
  return { sheet, row, column, message, text: `${where}：${message}` };
}

/**
 * Thrown by an apply callback that finds rows it cannot write (a duplicate in the database, say):
 * the transaction rolls back and the rows are reported like validation errors.
 */
export class ImportRowsRejected extends Error {
  readonly errors: ImportRowError[];

  constructor(errors: ImportRowError[]) {
    super(errors.map((error) => error.text).join('\n'));
    this.name = 'ImportRowsRejected';
    this.errors = errors;
  }
}
