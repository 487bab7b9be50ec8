import { MESSAGES } from '@gongzhi/domain/common/messages';
import { failureMessage, postMultipart } from '../../lib/request';

/** One problem of an import as the server names it: sheet, Excel row and column header. */
export type ImportRowError = {
  sheet: string;
  row: number | null;
  column: string | null;
  message: string;
  /** The full Chinese sentence, e.g. 工作表“楼栋”第12行“面积”列：请输入数字. */
  text: string;
};

/** The answer of a check URL: every problem of the file, nothing written. */
export type ImportCheckResult = {
  ok: boolean;
  rowCount: number;
  errorCount: number;
  errors: ImportRowError[];
};

export type ImportRequest = {
  url: string;
  file: File;
  fields?: Readonly<Record<string, string>>;
  timeout: number;
  tokenKey?: string;
};

/** Posts the file and the extra fields as multipart; the import's own errors are shown inline. */
export function postImport<T>({ url, file, fields, timeout, tokenKey }: ImportRequest): Promise<T> {
  return postMultipart<T>(url, { ...fields, file }, { timeout, tokenKey, intercept: false });
}

/**
 * The lines to list under the import alert for a refused call. An apply that finds bad rows answers
 * 400 with the alert sentence and one line per row (SPEC §8); the sentence is the alert's title
 * already, so only the rows are listed. Any other failure is one line.
 */
export function importFailureLines(error: unknown): string[] {
  const lines = failureMessage(error)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines[0] === MESSAGES.importFailed ? lines.slice(1) : lines;
}
