import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { GreyImage } from './grey-image';

/**
 * Pages of an uploaded PDF (a scanner's output, or photos saved as a PDF) as greyscale images,
 * one at a time.
 *
 * `mupdf` (the MuPDF renderer compiled to WASM) rather than `pdfjs-dist`: it renders straight to a
 * one-channel pixmap with no canvas (pdfjs needs `@napi-rs/canvas` in Node, decodes JPEG in
 * JavaScript, and its current major wants Node 22, where we run on Node 20), and a page of a
 * scanned PDF takes it a few milliseconds. Licence: AGPL-3.0 (or a commercial licence from
 * Artifex); this file is the only user, so swapping in pdfjs-dist 4 is local to it.
 *
 * Memory: each page's pixmap is freed before the next page is rendered. `renderPdfPages(buffer)`
 * holds the PDF twice (the caller's buffer and mupdf's copy in WASM memory): 742 MB peak for a
 * 194 MB, 1,000-page scan. `renderPdfFile(path)` gives mupdf a stream that reads the file on demand,
 * so the PDF is never in memory as a whole: use it for uploads (they are on disk anyway).
 */
export type PdfPage = GreyImage & { pageIndex: number; pageCount: number };

/** Pixels per PDF point at which pages are rendered: 150 dpi, where a 10 pt box is 21 pixels. */
export const RENDER_SCALE = 150 / 72;

export function renderPdfPages(pdf: Uint8Array, options: { scale?: number; firstPage?: number } = {}) {
  return renderDocument(mupdf.Document.openDocument(pdf, 'application/pdf'), options);
}

/** The pages of a PDF file, read from disk as mupdf needs its bytes. */
export async function* renderPdfFile(path: string, options: { scale?: number; firstPage?: number } = {}) {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const stream = new mupdf.Stream({
      fileSize: () => size,
      read: (memory, offset, length, position) => readSync(fd, memory, offset, length, position),
      close: () => {},
    });
    yield* renderDocument(mupdf.Document.openDocument(stream, 'application/pdf'), options);
  } finally {
    closeSync(fd);
  }
}

async function* renderDocument(
  document: mupdf.Document,
  options: { scale?: number; firstPage?: number },
): AsyncGenerator<PdfPage> {
  const scale = options.scale ?? RENDER_SCALE;
  try {
    const pageCount = document.countPages();
    for (let pageIndex = options.firstPage ?? 0; pageIndex < pageCount; pageIndex += 1) {
      const page = document.loadPage(pageIndex);
      let pixmap: mupdf.Pixmap | null = null;
      try {
        pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
        const width = pixmap.getWidth();
        const height = pixmap.getHeight();
        const stride = pixmap.getStride();
        const pixels = pixmap.getPixels();
        // Copy out of WASM memory (the pixmap is freed below), dropping any row padding.
        const data = new Uint8Array(width * height);
        for (let y = 0; y < height; y += 1)
          data.set(pixels.subarray(y * stride, y * stride + width), y * width);
        yield { data, width, height, pageIndex, pageCount };
      } finally {
        pixmap?.destroy();
        page.destroy();
      }
      // Let uploads and other requests run between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    document.destroy();
  }
}

/** Page count without rendering (for progress). */
export function pdfPageCount(pdf: Uint8Array): number {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
}
