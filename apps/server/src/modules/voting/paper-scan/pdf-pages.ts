import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { DocumentInitParameters, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { GreyImage } from './grey-image';
import { PdfFile } from './pdf-objects';
import { jpegPageGrey, ScannedPdf } from './pdf-scanned-page';

/**
 * Pages of an uploaded PDF (a scanner's output, or photos saved as a PDF) as greyscale images,
 * one at a time.
 *
 * `pdfjs-dist` (Mozilla's PDF.js, Apache-2.0; legacy build for Node) drawing on `@napi-rs/canvas`
 * (Skia, MIT, prebuilt: no system libraries). It replaced mupdf, whose AGPL-3.0 we cannot ship in a
 * hosted product. A scanner's page is one JPEG: such a page is not drawn at all but its JPEG is
 * decoded by sharp (pdf-scanned-page.ts says how it is recognised); every other page (the app's
 * own printed ballots, a PDF made by a word processor) is drawn by pdfjs.
 *
 * Memory: one page is decoded at a time and its pdfjs resources released before the next one.
 * `renderPdfFile(path)` gives pdfjs the file by ranges read from disk on demand; pdfjs keeps what
 * it has read in one buffer the size of the file, so the document is reopened every
 * REOPEN_EVERY pages and at most that many pages' bytes are ever held (a 1,000-page scan is
 * ~200 MB; it never sits in memory whole). The scanner fast path reads ranges from disk too.
 *
 * `pdfPageCount` is async now (pdfjs is); `await` on it works for callers written for either.
 */
export type PdfPage = GreyImage & {
  pageIndex: number;
  pageCount: number;
  /**
   * The scanner's JPEG as it sits in the file, when the page was taken by the fast path (the page
   * is nothing but that JPEG): kept as the evidence, so its SHA-256 is of what the scanner produced.
   */
  jpeg?: Uint8Array;
};

/** Pixels per PDF point at which pages are rendered: 150 dpi, where a 10 pt box is 21 pixels. */
export const RENDER_SCALE = 150 / 72;

/** Pages drawn by pdfjs before the document is reopened (bounds the bytes pdfjs keeps of a file). */
const REOPEN_EVERY = 100;

type RenderOptions = { scale?: number; firstPage?: number };

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
/** Fonts a PDF names without embedding (Helvetica…), CJK character maps, and the JPEG 2000/JBIG2 decoders. */
const RESOURCES = {
  standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
  cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
  cMapPacked: true,
  wasmUrl: `${join(PDFJS_DIR, 'wasm')}/`,
  iccUrl: `${join(PDFJS_DIR, 'iccs')}/`,
  // An uploaded file is untrusted: no code built from its contents, no fonts installed in the process.
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
};

/**
 * pdfjs, loaded on the first page that must be drawn: a scanner's PDF never needs it, and loading
 * it costs ~100 MB of resident memory under tsx (the server's runner transforms its 2 MB module).
 */
async function openPdfjs(params: DocumentInitParameters): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({ ...RESOURCES, ...params }).promise;
}

/** A PDF given whole, as bytes. */
export function renderPdfPages(pdf: Uint8Array, options: RenderOptions = {}): AsyncGenerator<PdfPage> {
  // pdfjs may detach the buffer it is given: it gets a copy, made only if a page needs drawing.
  return renderDocument(
    () => PdfFile.ofBytes(pdf),
    () => openPdfjs({ data: new Uint8Array(pdf) }),
    options,
  );
}

/** Hands pdfjs the ranges of a file it asks for, read from disk. */
async function fileRanges(fd: number, length: number) {
  const { PDFDataRangeTransport } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return new (class FileRanges extends PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number) {
      const chunk = new Uint8Array(end - begin);
      readSync(fd, chunk, 0, chunk.length, begin);
      this.onDataRange(begin, chunk);
    }
  })(length, null);
}

/** The pages of a PDF file, read from disk by ranges as needed: use it for uploads (they are on disk). */
export async function* renderPdfFile(path: string, options: RenderOptions = {}): AsyncGenerator<PdfPage> {
  const fd = openSync(path, 'r');
  try {
    const length = fstatSync(fd).size;
    yield* renderDocument(
      () => PdfFile.ofFile(fd, length),
      async () =>
        openPdfjs({
          range: await fileRanges(fd, length),
          disableAutoFetch: true,
          disableStream: true,
          rangeChunkSize: 1 << 16,
        }),
      options,
    );
  } finally {
    closeSync(fd);
  }
}

/** The scanner fast path's view of the file, or null when it cannot parse it (pdfjs then draws every page). */
function scannedView(file: () => PdfFile): ScannedPdf | null {
  try {
    return new ScannedPdf(file());
  } catch {
    return null;
  }
}

async function* renderDocument(
  file: () => PdfFile,
  open: () => Promise<PDFDocumentProxy>,
  options: RenderOptions,
): AsyncGenerator<PdfPage> {
  const scale = options.scale ?? RENDER_SCALE;
  const scanned = scannedView(file);
  let document: PDFDocumentProxy | null = null;
  let drawn = 0;
  const pdfjs = async () => {
    if (document && drawn >= REOPEN_EVERY) {
      await document.destroy();
      document = null;
    }
    if (!document) {
      document = await open();
      drawn = 0;
    }
    return document;
  };
  try {
    const pageCount = scanned ? scanned.pages.length : (await pdfjs()).numPages;
    for (let pageIndex = options.firstPage ?? 0; pageIndex < pageCount; pageIndex += 1) {
      const fast = scanned ? await fastPage(scanned, pageIndex, scale) : null;
      if (fast) yield { ...fast.image, jpeg: fast.jpeg, pageIndex, pageCount };
      else {
        const pdf = await pdfjs();
        drawn += 1;
        yield { ...(await renderPage(pdf, pageIndex, scale)), pageIndex, pageCount };
      }
      // Let uploads and other requests run between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await (document as PDFDocumentProxy | null)?.destroy();
  }
}

async function fastPage(
  scanned: ScannedPdf,
  pageIndex: number,
  scale: number,
): Promise<{ image: GreyImage; jpeg: Uint8Array } | null> {
  try {
    const found = scanned.pageJpeg(pageIndex);
    if (!found) return null;
    const width = Math.max(1, Math.round(found.widthPt * scale));
    const height = Math.max(1, Math.round(found.heightPt * scale));
    return { image: await jpegPageGrey(found.jpeg, width, height), jpeg: found.jpeg };
  } catch {
    // Not parsed, or a JPEG sharp refuses: pdfjs draws the page (and says what is wrong, if anything).
    return null;
  }
}

async function renderPage(document: PDFDocumentProxy, pageIndex: number, scale: number): Promise<GreyImage> {
  const page = await document.getPage(pageIndex + 1);
  try {
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    await page.render({
      // pdfjs types its canvas as the DOM's; @napi-rs/canvas implements the same interface.
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
      // A PDF page is white where nothing is drawn; the canvas starts transparent.
      background: '#fff',
    }).promise;
    const pixels = context.getImageData(0, 0, width, height).data;
    const rgba = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length);
    const data = new Uint8Array(width * height);
    // ITU-R BT.601 luma in integers (as sharp's 'b-w'), on a plain typed array (indexing the
    // canvas's own array is several times slower).
    for (let i = 0, j = 0; i < data.length; i += 1, j += 4)
      data[i] =
        ((rgba[j] as number) * 299 + (rgba[j + 1] as number) * 587 + (rgba[j + 2] as number) * 114 + 500) /
        1000;
    return { data, width, height };
  } finally {
    page.cleanup();
  }
}

/** Page count without rendering (for progress). */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const scanned = scannedView(() => PdfFile.ofBytes(pdf));
  if (scanned) return scanned.pages.length;
  const document = await openPdfjs({ data: new Uint8Array(pdf) });
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}
