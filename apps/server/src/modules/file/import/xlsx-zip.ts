import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { AppError } from '../../../common/app-error';
import { notXlsx, tooLarge, type XlsxLimits } from './xlsx-guard';

/** Handlers of one XML part; tag names arrive without their namespace prefix (`x:row` → `row`). */
export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/**
 * The parts of an xlsx (a zip), read on demand. Every entry is looked up in the central directory
 * once; an entry is inflated only when read, and what is inflated counts toward the limits, so a
 * part cannot grow past them whatever its directory says (yauzl also checks each declared size).
 */
export type XlsxZip = {
  has: (name: string) => boolean;
  /** The XML part `name` through SAX, chunk by chunk; resolves when the part is read. */
  parseXml: (name: string, handlers: XmlHandlers) => Promise<void>;
  /** Like parseXml, but yields after each inflated chunk so the caller can hand out what it built. */
  parseXmlChunks: (name: string, handlers: XmlHandlers) => AsyncGenerator<void>;
  close: () => void;
};

function openZipFile(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

function readDirectory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error('no stream')) : resolve(stream),
    );
  });
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

type PlainOptions = { xmlns: false; position: false };

function newParser(handlers: XmlHandlers): SaxesParser<PlainOptions> {
  // No positions, no namespaces: the parts are machine-written, and both cost time on big sheets.
  const parser = new SaxesParser<PlainOptions>({ xmlns: false, position: false });
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  return parser;
}

/**
 * Opens an xlsx already checked by assertSafeXlsx. The entry count and the sum of the declared
 * sizes are checked again here (cheap, from the directory); every inflated byte is counted.
 */
export async function openXlsxZip(path: string, limits: XlsxLimits): Promise<XlsxZip> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await openZipFile(path);
  } catch {
    throw notXlsx();
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooLarge(limits);
  }
  try {
    entries = await readDirectory(zip);
  } catch {
    zip.close();
    throw notXlsx();
  }
  let declared = 0;
  for (const entry of entries.values()) declared += entry.uncompressedSize;
  if (declared > limits.maxUncompressedBytes) {
    zip.close();
    throw tooLarge(limits);
  }
  let inflated = 0;

  async function* parseXmlChunks(name: string, handlers: XmlHandlers): AsyncGenerator<void> {
    const entry = entries.get(name);
    if (!entry) throw notXlsx();
    const parser = newParser(handlers);
    // One streaming decoder per part: a Chinese character may straddle two inflated chunks.
    const decoder = new TextDecoder('utf-8');
    let stream: Readable | null = null;
    try {
      stream = await openEntry(zip, entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > limits.maxUncompressedBytes) throw tooLarge(limits);
        parser.write(decoder.decode(chunk, { stream: true }));
        yield;
      }
      parser.write(decoder.decode());
      parser.close();
    } catch (error) {
      // Broken deflate data, a size that lies, or malformed XML: not a workbook we can read.
      throw error instanceof AppError ? error : notXlsx();
    } finally {
      stream?.destroy();
    }
  }

  return {
    has: (name) => entries.has(name),
    parseXmlChunks,
    async parseXml(name, handlers) {
      for await (const _ of parseXmlChunks(name, handlers)) {
        // Nothing to hand out between chunks: the handlers collect the whole part.
      }
    },
    close: () => zip.close(),
  };
}
