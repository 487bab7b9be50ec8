import { restoreNeutralizedText } from '@gongzhi/domain/file/spreadsheet-text';

/** A cell as a row schema sees it: empty cells are undefined, text is trimmed. */
export type CellValue = string | number | boolean | Date | undefined;

type RichText = { richText: { text: string }[] };

/**
 * Flattens what exceljs reads (rich text, hyperlinks, formula results, error values) to a plain
 * value, and undoes the apostrophe our exports put before formula-like text.
 */
export function normalizeCell(value: unknown): CellValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = restoreNeutralizedText(value.trim());
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value)
      return normalizeCell((value as RichText).richText.map((part) => part.text).join(''));
    if ('result' in value) return normalizeCell((value as { result: unknown }).result);
    if ('text' in value) return normalizeCell((value as { text: unknown }).text);
  }
  return undefined;
}
