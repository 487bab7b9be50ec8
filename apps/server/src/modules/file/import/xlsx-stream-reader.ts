import { posix } from 'node:path';
import { DEFAULT_XLSX_LIMITS, notXlsx, type XlsxLimits } from './xlsx-guard';
import { openXlsxZip, type XlsxZip } from './xlsx-zip';

/**
 * A cell as stored: shared, inline and formula text as strings, numbers (date-formatted ones too:
 * styles are not read, so a date is its Excel serial number, as exceljs's streaming reader gives it
 * with styles ignored), booleans, ISO date cells (`t="d"`) as Date; empty and error cells undefined.
 * A formula gives its cached result.
 */
export type XlsxCell = string | number | boolean | Date | undefined;

/**
 * One row as stored (`<row>` elements, empty ones too): `cells[0]` is column A; empty cells are
 * holes. `number` is 1-based, as Excel shows it.
 */
export type XlsxRow = { number: number; cells: XlsxCell[] };

export type XlsxSheet = { name: string; index: number };

export type XlsxWorkbook = {
  /** Sheets in workbook order (the tab order Excel shows). */
  sheets: readonly XlsxSheet[];
  /** The rows of a sheet, by name or 0-based index, one at a time as the XML inflates. */
  rows: (sheet: string | number) => AsyncGenerator<XlsxRow>;
  close: () => void;
};

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const DEFAULT_SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Excel's escape of characters XML cannot hold (`_x000D_` is a carriage return). */
const ESCAPED_CHAR = /_x([0-9A-Fa-f]{4})_/g;

function unescapeText(text: string): string {
  return text.includes('_x')
    ? text.replace(ESCAPED_CHAR, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}

/** 0-based column of a cell reference: `A1` → 0, `AA10` → 26. */
function columnOf(ref: string): number {
  let column = 0;
  for (let index = 0; index < ref.length; index += 1) {
    const code = ref.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A relationship target is relative to the workbook's folder unless it starts with `/`. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

function relationshipId(attributes: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(attributes)) if (name.endsWith(':id')) return value;
  return undefined;
}

type SheetPart = XlsxSheet & { part: string };

async function readSheetList(zip: XlsxZip): Promise<{ sheets: SheetPart[]; sharedStrings: string | null }> {
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  if (zip.has(WORKBOOK_RELS)) {
    await zip.parseXml(WORKBOOK_RELS, {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        targets.set(attributes.Id, partPath(attributes.Target));
        if (attributes.Type?.endsWith('/sharedStrings')) sharedStrings = partPath(attributes.Target);
      },
    });
  }
  const sheets: SheetPart[] = [];
  await zip.parseXml(WORKBOOK, {
    open(name, attributes) {
      if (name !== 'sheet') return;
      const id = relationshipId(attributes);
      const index = sheets.length;
      // Without relationships, sheets are where every writer puts them.
      const part = (id && targets.get(id)) ?? `xl/worksheets/sheet${index + 1}.xml`;
      sheets.push({ name: attributes.name ?? `Sheet${index + 1}`, index, part });
    },
  });
  if (!sharedStrings && zip.has(DEFAULT_SHARED_STRINGS)) sharedStrings = DEFAULT_SHARED_STRINGS;
  return { sheets, sharedStrings };
}

/** Every `<si>` as its plain text: runs joined, phonetic guides (`<rPh>`) left out. */
async function readSharedStrings(zip: XlsxZip, part: string | null): Promise<string[]> {
  const strings: string[] = [];
  if (!part || !zip.has(part)) return strings;
  let text = '';
  let capture = false;
  let phonetic = false;
  await zip.parseXml(part, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic = true;
      else if (name === 't' && !phonetic) capture = true;
    },
    close(name) {
      if (name === 't') capture = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si') strings.push(unescapeText(text));
    },
    text(value) {
      if (capture) text += value;
    },
  });
  return strings;
}

function cellValue(type: string, text: string, sharedStrings: readonly string[]): XlsxCell {
  switch (type) {
    case 's':
      return sharedStrings[Number.parseInt(text, 10)];
    case 'str':
    case 'inlineStr':
      return unescapeText(text);
    case 'b':
      return text === '' ? undefined : Number(text) !== 0 && text !== 'false';
    case 'e':
      return undefined;
    case 'd': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? undefined : date;
    }
    default: {
      if (text.trim() === '') return undefined;
      const number = Number(text);
      return Number.isNaN(number) ? undefined : number;
    }
  }
}

async function* sheetRows(
  zip: XlsxZip,
  part: string,
  sharedStrings: readonly string[],
): AsyncGenerator<XlsxRow> {
  const ready: XlsxRow[] = [];
  let cells: XlsxCell[] | null = null;
  let rowNumber = 0;
  let column = -1;
  let type = 'n';
  let text = '';
  let hasValue = false;
  let capture = false;
  let inline = false;
  let phonetic = false;
  const chunks = zip.parseXmlChunks(part, {
    open(name, attributes) {
      switch (name) {
        case 'row':
          // `r` is optional in the format: a row without it follows the one before.
          rowNumber = attributes.r ? Number.parseInt(attributes.r, 10) : rowNumber + 1;
          cells = [];
          column = -1;
          break;
        case 'c':
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          type = attributes.t ?? 'n';
          text = '';
          hasValue = false;
          break;
        case 'v':
          capture = cells !== null;
          hasValue = capture;
          break;
        case 'is':
          inline = cells !== null;
          hasValue = inline;
          break;
        case 't':
          capture = inline && !phonetic;
          break;
        case 'rPh':
          phonetic = true;
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = false;
          break;
        case 'is':
          inline = false;
          break;
        case 'rPh':
          phonetic = false;
          break;
        case 'c':
          if (cells && hasValue && column >= 0) {
            const value = cellValue(type, text, sharedStrings);
            if (value !== undefined) cells[column] = value;
          }
          break;
        case 'row':
          if (cells) ready.push({ number: rowNumber, cells });
          cells = null;
          break;
      }
    },
    text(value) {
      if (capture) text += value;
    },
  });
  for await (const _ of chunks) {
    for (const row of ready) yield row;
    ready.length = 0;
  }
  for (const row of ready) yield row;
}

/**
 * A lean xlsx reader for imports: the sheet XML is inflated and parsed (SAX) a chunk at a time and
 * handed out row by row, so memory holds the shared strings and one chunk's rows, never the sheet.
 * It reads values only: no styles, no merged ranges (a merged range's value is in its top-left
 * cell, the others are empty), no hyperlinks. Zip limits apply as in assertSafeXlsx.
 */
export async function openXlsxWorkbook(
  path: string,
  limits: XlsxLimits = DEFAULT_XLSX_LIMITS,
): Promise<XlsxWorkbook> {
  const zip = await openXlsxZip(path, limits);
  try {
    if (!zip.has(WORKBOOK)) throw notXlsx();
    const { sheets, sharedStrings: sharedStringsPart } = await readSheetList(zip);
    // Read on the first rows() call only, and once: every sheet shares them.
    let sharedStrings: Promise<string[]> | null = null;
    return {
      sheets: sheets.map(({ name, index }) => ({ name, index })),
      async *rows(sheet) {
        const found = typeof sheet === 'number' ? sheets[sheet] : sheets.find((item) => item.name === sheet);
        if (!found) throw new Error(`no sheet ${sheet}`);
        if (!zip.has(found.part)) throw notXlsx();
        sharedStrings ??= readSharedStrings(zip, sharedStringsPart);
        yield* sheetRows(zip, found.part, await sharedStrings);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
