import { createRequire } from 'node:module';

/**
 * exceljs 4.4.0 decodes each XML chunk of a sheet on its own (utils/parse-sax.js), so a Chinese
 * character whose three UTF-8 bytes straddle two chunks comes out as "��" — in a 30,000-row
 * roster, dozens of names. We swap in the same parser with one streaming TextDecoder per sheet.
 * It must run before exceljs loads (its modules keep the parser they first required): import
 * exceljs through ./exceljs.ts, never directly, in server code.
 */
const require = createRequire(import.meta.url);
const PATCHED = Symbol.for('gongzhi.exceljs-utf8');
const parseSaxPath = require.resolve('exceljs/lib/utils/parse-sax.js');
const exceljsPath = require.resolve('exceljs');

type SaxEvent = { eventType: 'opentag' | 'text' | 'closetag'; value: unknown };
type SaxesParserType = {
  on: (event: string, listener: (value: unknown) => void) => void;
  write: (chunk: string) => void;
};

function install(): void {
  const globals = globalThis as Record<symbol, unknown>;
  if (globals[PATCHED]) return;
  if (require.cache[exceljsPath]) {
    throw new Error('exceljs was loaded before its UTF-8 fix; import it through modules/file/exceljs.ts');
  }
  const fromExceljs = createRequire(parseSaxPath);
  const { SaxesParser } = fromExceljs('saxes') as { SaxesParser: new () => SaxesParserType };
  async function* parseSax(iterable: AsyncIterable<Buffer | string>): AsyncGenerator<SaxEvent[]> {
    const parser = new SaxesParser();
    const decoder = new TextDecoder('utf-8');
    let error: unknown = null;
    let events: SaxEvent[] = [];
    parser.on('error', (value) => {
      error = value;
    });
    parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
    parser.on('text', (value) => events.push({ eventType: 'text', value }));
    parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
    for await (const chunk of iterable) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      if (error) throw error;
      yield events;
      events = [];
    }
    const rest = decoder.decode();
    if (rest) {
      parser.write(rest);
      if (error) throw error;
      yield events;
    }
  }
  require(parseSaxPath);
  const cached = require.cache[parseSaxPath];
  if (!cached) throw new Error('exceljs parse-sax did not load');
  cached.exports = parseSax;
  globals[PATCHED] = true;
}

install();
