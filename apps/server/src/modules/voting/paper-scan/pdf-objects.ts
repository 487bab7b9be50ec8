import { readSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * Just enough of PDF's object syntax (ISO 32000-1 §7.2–7.5) to find, without decoding it, the JPEG a
 * scanner put on each page (pdf-scanned-page.ts): cross-reference tables and streams (with /Prev
 * chains and object streams), dictionaries, arrays, references, and FlateDecode. The file is read
 * by ranges from disk, so a large scan is never in memory whole. Anything it does not understand
 * throws, and the page is then drawn by pdfjs instead: it is a fast path, never the only one.
 */
export type PdfName = { name: string };
export type PdfRef = { num: number; gen: number };
export type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfValue[] | PdfDict;
export type PdfDict = Map<string, PdfValue>;
export type PdfStream = { dict: PdfDict; offset: number };

export const isName = (v: unknown, name?: string): v is PdfName =>
  typeof v === 'object' && v !== null && 'name' in v && (name === undefined || v.name === name);
export const isRef = (v: unknown): v is PdfRef => typeof v === 'object' && v !== null && 'num' in v;
export const isDict = (v: unknown): v is PdfDict => v instanceof Map;

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** A tokenizer/parser over a byte window. */
export class Lexer {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  /** True when only white space or comments are left. */
  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.bytes.length;
  }

  private skipSpace() {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos] as number;
      if (WHITE.has(c)) this.pos += 1;
      else if (c === 0x25)
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos += 1;
      else break;
    }
  }

  /** The next bare token (a keyword or number), or a delimiter, without consuming it when `peek`. */
  word(peek = false): string {
    this.skipSpace();
    const b = this.bytes;
    const start = this.pos;
    if (start >= b.length) throw new Error('pdf: unexpected end');
    const c = b[start] as number;
    let end = start + 1;
    if ((c === 0x3c || c === 0x3e) && b[start + 1] === c) end = start + 2;
    else if (!DELIM.has(c))
      while (end < b.length && !WHITE.has(b[end] as number) && !DELIM.has(b[end] as number)) end += 1;
    const text = Buffer.from(b.buffer, b.byteOffset + start, end - start).toString('latin1');
    if (!peek) this.pos = end;
    return text;
  }

  value(): PdfValue {
    const token = this.word();
    if (token === '<<') {
      const dict: PdfDict = new Map();
      for (;;) {
        if (this.word(true) === '>>') {
          this.word();
          return dict;
        }
        const key = this.value();
        if (!isName(key)) throw new Error('pdf: dictionary key is not a name');
        dict.set(key.name, this.value());
      }
    }
    if (token === '[') {
      const items: PdfValue[] = [];
      while (this.word(true) !== ']') items.push(this.value());
      this.word();
      return items;
    }
    if (token === '/') return { name: this.nameBody() };
    if (token === '(') return this.literalString();
    if (token === '<') return this.hexString();
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    const number = Number(token);
    if (token === '' || Number.isNaN(number)) throw new Error(`pdf: unexpected ${JSON.stringify(token)}`);
    // "n g R" is a reference: look two tokens ahead.
    if (Number.isInteger(number) && number >= 0) {
      const save = this.pos;
      const gen = this.word(true);
      if (/^\d+$/.test(gen)) {
        this.word();
        if (this.word(true) === 'R') {
          this.word();
          return { num: number, gen: Number(gen) };
        }
      }
      this.pos = save;
    }
    return number;
  }

  private nameBody(): string {
    const b = this.bytes;
    const start = this.pos;
    while (this.pos < b.length && !WHITE.has(b[this.pos] as number) && !DELIM.has(b[this.pos] as number))
      this.pos += 1;
    return Buffer.from(b.buffer, b.byteOffset + start, this.pos - start)
      .toString('latin1')
      .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }

  /** Strings matter for nothing we read: they are skipped (balanced parentheses, escapes). */
  private literalString(): string {
    let depth = 1;
    const b = this.bytes;
    while (this.pos < b.length && depth > 0) {
      const c = b[this.pos] as number;
      if (c === 0x5c) this.pos += 1;
      else if (c === 0x28) depth += 1;
      else if (c === 0x29) depth -= 1;
      this.pos += 1;
    }
    return '';
  }

  private hexString(): string {
    while (this.pos < this.bytes.length && this.bytes[this.pos] !== 0x3e) this.pos += 1;
    this.pos += 1;
    return '';
  }
}

const MAX_INFLATED = 64 * 1024 * 1024;

type XrefEntry = { offset: number } | { stream: number; index: number };

/** A PDF file's objects, read from an open file descriptor on demand. */
export class PdfFile {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly objectStreams = new Map<number, { offsets: Map<number, number>; data: Uint8Array }>();
  trailer: PdfDict = new Map();

  constructor(
    private readonly readAt: (position: number, length: number) => Uint8Array,
    readonly size: number,
  ) {
    const tailLength = Math.min(size, 2048);
    const tail = Buffer.from(this.read(size - tailLength, tailLength)).toString('latin1');
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Error('pdf: no startxref');
    let offset: number | null = Number(/startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
    const seen = new Set<number>();
    while (offset !== null && Number.isFinite(offset) && !seen.has(offset)) {
      seen.add(offset);
      const section = this.readXrefSection(offset);
      if (this.trailer.size === 0) this.trailer = section;
      const hybrid = section.get('XRefStm');
      if (typeof hybrid === 'number') this.readXrefSection(hybrid);
      const prev = section.get('Prev');
      offset = typeof prev === 'number' ? prev : null;
    }
  }

  read(position: number, length: number): Uint8Array {
    return this.readAt(position, Math.max(0, Math.min(length, this.size - position)));
  }

  /** Over a file descriptor: ranges read from disk as needed. */
  static ofFile(fd: number, size: number): PdfFile {
    return new PdfFile((position, length) => {
      const bytes = new Uint8Array(length);
      readSync(fd, bytes, 0, length, position);
      return bytes;
    }, size);
  }

  /** Over bytes in memory. */
  static ofBytes(bytes: Uint8Array): PdfFile {
    return new PdfFile((position, length) => bytes.subarray(position, position + length), bytes.length);
  }

  /** Newer sections are read first: an entry already known is not overwritten by an older one. */
  private set(num: number, entry: XrefEntry) {
    if (!this.xref.has(num)) this.xref.set(num, entry);
  }

  private readXrefSection(offset: number): PdfDict {
    const head = this.read(offset, 4);
    if (Buffer.from(head).toString('latin1') === 'xref') return this.readXrefTable(offset + 4);
    const { dict, lexer, base } = this.objectAt(offset);
    if (!isDict(dict) || !isName(dict.get('Type'), 'XRef')) throw new Error('pdf: bad xref stream');
    const data = this.streamData({ dict, offset: base + this.streamStart(lexer) });
    const widths = dict.get('W') as number[];
    const size = dict.get('Size') as number;
    const index = (dict.get('Index') as number[] | undefined) ?? [0, size];
    const rowLength = widths.reduce((a, b) => a + b, 0);
    let row = 0;
    for (let i = 0; i + 1 < index.length; i += 2) {
      for (
        let num = index[i] as number;
        num < (index[i] as number) + (index[i + 1] as number);
        num += 1, row += 1
      ) {
        const fields: number[] = [];
        let at = row * rowLength;
        for (const width of widths) {
          let value = 0;
          for (let k = 0; k < width; k += 1) value = value * 256 + (data[at++] ?? 0);
          fields.push(value);
        }
        const type = widths[0] === 0 ? 1 : fields[0];
        if (type === 1) this.set(num, { offset: fields[1] as number });
        else if (type === 2) this.set(num, { stream: fields[1] as number, index: fields[2] as number });
        else this.set(num, { offset: -1 });
      }
    }
    return dict;
  }

  private readXrefTable(start: number): PdfDict {
    // Read the table in growing windows until its trailer dictionary is complete.
    for (let length = 1 << 16; ; length *= 4) {
      const bytes = this.read(start, length);
      const text = Buffer.from(bytes).toString('latin1');
      const trailerAt = text.indexOf('trailer');
      if (trailerAt < 0) {
        if (start + length >= this.size) throw new Error('pdf: no trailer');
        continue;
      }
      const lines = text.slice(0, trailerAt).split(/\r\n|\r|\n/);
      let num = 0;
      for (const line of lines) {
        const parts = line.trim().split(/\s+/);
        if (parts.length === 2 && parts[0] !== '') num = Number(parts[0]);
        else if (parts.length === 3) {
          this.set(num, { offset: parts[2] === 'n' ? Number(parts[0]) : -1 });
          num += 1;
        }
      }
      const lexer = new Lexer(bytes.subarray(trailerAt + 'trailer'.length));
      const trailer = lexer.value();
      if (!isDict(trailer)) throw new Error('pdf: bad trailer');
      return trailer;
    }
  }

  /** Parses "n g obj <value>" at `offset`; the lexer stays after the value (at "stream" for a stream). */
  private objectAt(offset: number, window = 4096): { dict: PdfValue; lexer: Lexer; base: number } {
    for (let length = window; ; length *= 8) {
      const lexer = new Lexer(this.read(offset, length));
      try {
        lexer.word();
        lexer.word();
        if (lexer.word() !== 'obj') throw new Error('pdf: no object at its offset');
        const dict = lexer.value();
        return { dict, lexer, base: offset };
      } catch (error) {
        if (offset + length >= this.size || length > 1 << 24) throw error;
      }
    }
  }

  private streamStart(lexer: Lexer): number {
    if (lexer.word() !== 'stream') throw new Error('pdf: expected a stream');
    let at = lexer.pos;
    if (lexer.bytes[at] === 13) at += 1;
    if (lexer.bytes[at] === 10) at += 1;
    return at;
  }

  /** An object by reference (a value itself when not a reference). */
  get(value: PdfValue | undefined): PdfValue | undefined {
    if (!isRef(value)) return value;
    return this.object(value.num);
  }

  object(num: number): PdfValue | undefined {
    const entry = this.xref.get(num);
    if (!entry) return null;
    if ('offset' in entry) {
      if (entry.offset < 0) return null;
      const { dict, lexer, base } = this.objectAt(entry.offset);
      if (isDict(dict) && lexer.word(true) === 'stream')
        return Object.assign(new Map(dict), { stream: base + this.streamStart(lexer) }) as PdfDict;
      return dict;
    }
    const objects = this.objectStream(entry.stream);
    const at = objects.offsets.get(num);
    if (at === undefined) throw new Error('pdf: object missing from its object stream');
    const lexer = new Lexer(objects.data);
    lexer.pos = at;
    return lexer.value();
  }

  private objectStream(num: number) {
    let cached = this.objectStreams.get(num);
    if (cached) return cached;
    const stream = this.stream(this.object(num));
    const data = this.streamData(stream);
    const first = stream.dict.get('First') as number;
    const lexer = new Lexer(data);
    const offsets = new Map<number, number>();
    for (let i = 0; i < (stream.dict.get('N') as number); i += 1) {
      const objectNumber = lexer.value() as number;
      offsets.set(objectNumber, first + (lexer.value() as number));
    }
    cached = { offsets, data };
    // Few object streams are live at once; keep a handful.
    if (this.objectStreams.size > 8) this.objectStreams.clear();
    this.objectStreams.set(num, cached);
    return cached;
  }

  /** A value returned by object() for a stream, as dictionary and data offset. */
  stream(value: PdfValue | undefined): PdfStream {
    const offset = isDict(value) ? (value as PdfDict & { stream?: number }).stream : undefined;
    if (!isDict(value) || offset === undefined) throw new Error('pdf: expected a stream object');
    return { dict: value, offset };
  }

  /** The raw (still encoded) bytes of a stream. */
  rawData(stream: PdfStream): Uint8Array {
    const length = this.get(stream.dict.get('Length'));
    if (typeof length !== 'number' || length < 0) throw new Error('pdf: stream without a length');
    return this.read(stream.offset, length);
  }

  /** A stream's bytes with its filters applied: only FlateDecode (with PNG predictors) is known. */
  streamData(stream: PdfStream): Uint8Array {
    let data = this.rawData(stream);
    const filters = [stream.dict.get('Filter')].flat().filter((f) => f !== undefined && f !== null);
    const params = [this.get(stream.dict.get('DecodeParms'))].flat();
    for (const [i, filter] of filters.entries()) {
      if (!isName(filter, 'FlateDecode'))
        throw new Error(`pdf: filter ${JSON.stringify(filter)} not handled`);
      // Bounded: a small hostile stream must not inflate into gigabytes.
      data = new Uint8Array(inflateSync(data, { maxOutputLength: MAX_INFLATED }));
      const param = this.get(params[i] as PdfValue);
      if (isDict(param) && ((param.get('Predictor') as number) ?? 1) >= 10)
        data = unpredictPng(data, (param.get('Columns') as number) ?? 1);
      else if (isDict(param) && ((param.get('Predictor') as number) ?? 1) > 1)
        throw new Error('pdf: TIFF predictor');
    }
    return data;
  }
}

/** Undoes PNG row filters (one byte per pixel, as in xref streams). */
function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (columns + 1)];
    for (let c = 0; c < columns; c += 1) {
      const raw = data[r * (columns + 1) + 1 + c] as number;
      const left = c > 0 ? (out[r * columns + c - 1] as number) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] as number) : 0;
      const upLeft = r > 0 && c > 0 ? (out[(r - 1) * columns + c - 1] as number) : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * columns + c] = value & 0xff;
    }
  }
  return out;
}
