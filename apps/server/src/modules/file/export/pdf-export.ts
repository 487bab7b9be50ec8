import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { cjkFont } from './cjk-font';

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** The font registered on every document (Chinese, Latin and digits). */
export const PDF_FONT = 'cjk';

export type PdfRenderOptions = {
  /** How many pages (or items) to render; `renderPage` is called with 0 … count-1. */
  count: number;
  renderPage: (doc: PdfDocument, index: number) => void;
  /** Pages rendered between yields to the event loop and the disk (the "chunk"). Default 200. */
  chunkSize?: number;
  onProgress?: (done: number) => void | Promise<void>;
  title?: string;
};

type PdfInternals = {
  _font?: { layoutCache?: Record<string, unknown> };
  _root: { data: { Pages: { data: { Kids: { offset?: number | null; data: unknown }[] } } } };
};

/**
 * pdfkit caches the layout of every distinct word it has set, forever; with page numbers and
 * names every page adds new words, ~7 KB a page. Starting the cache afresh each chunk keeps the
 * speed of the cache (words repeat within a chunk) without the growth.
 */
function forgetLayouts(doc: PdfDocument): void {
  const font = (doc as unknown as PdfInternals)._font;
  if (font?.layoutCache) font.layoutCache = Object.create(null);
}

/**
 * The page tree keeps every page's dictionary (and through it its resources) until the end,
 * though a written page is only ever named by "id gen R" again. Emptying written dictionaries
 * (their offset is set once written) lets them go. Returns where to start next time.
 */
function releaseWrittenPages(doc: PdfDocument, from: number): number {
  const kids = (doc as unknown as PdfInternals)._root.data.Pages.data.Kids;
  let index = from;
  for (; index < kids.length; index += 1) {
    const kid = kids[index];
    if (!kid || kid.offset === undefined || kid.offset === null) break;
    kid.data = {};
  }
  return index;
}

/**
 * Renders an A4 PDF to `filePath` with the CJK font embedded (subset). pdfkit writes each page out
 * when the next one starts, but it does not wait for the disk; so every `chunkSize` pages we wait
 * for the file stream to drain, and memory stays flat for tens of thousands of pages.
 */
export async function writePdf(filePath: string, options: PdfRenderOptions): Promise<{ pages: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    compress: true,
    info: { Title: options.title ?? '' },
  });
  doc.registerFont(PDF_FONT, cjkFont());
  const out = createWriteStream(filePath, { highWaterMark: 1024 * 1024 });
  doc.pipe(out);
  const chunkSize = options.chunkSize ?? 200;
  let released = 0;
  for (let index = 0; index < options.count; index += 1) {
    doc.addPage();
    doc.font(PDF_FONT);
    options.renderPage(doc, index);
    if ((index + 1) % chunkSize === 0) {
      forgetLayouts(doc);
      released = releaseWrittenPages(doc, released);
      if (out.writableNeedDrain) await once(out, 'drain');
      else await new Promise((resolve) => setImmediate(resolve));
      await options.onProgress?.(index + 1);
    }
  }
  doc.end();
  await once(out, 'finish');
  return { pages: options.count };
}
