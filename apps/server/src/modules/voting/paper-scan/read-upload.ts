import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { GreyImage } from './grey-image';
import { renderPdfFile, renderPdfPages } from './pdf-pages';
import { type BallotReading, type ReadContext, readBallotImage } from './read-ballot';

/** One page of an uploaded file, read. */
export type UploadedPage<C extends string = string> = {
  pageIndex: number;
  pageCount: number;
  reading: BallotReading<C>;
  /**
   * The page as read, and what is kept as its evidence (the reading's SHA-256 is of that):
   * - `scanner-jpeg`: a scanner's PDF page that is only a JPEG: the JPEG's bytes as in the file
   *   (image/jpeg, never re-encoded) and the grey pixels read from it;
   * - `pdf-page`: any other PDF page, drawn: grey pixels at 150 dpi (greyToPng for the evidence,
   *   lossless, so its pixels hash to the SHA-256);
   * - `image`: a photo, the bytes uploaded.
   */
  page:
    | { kind: 'scanner-jpeg'; bytes: Buffer; image: GreyImage }
    | { kind: 'pdf-page'; image: GreyImage }
    | { kind: 'image'; bytes: Buffer };
};

export type UploadProgress = { pagesRead: number; pageCount: number };

export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * Reads a whole uploaded file of returned ballots, page by page: a PDF (a scanner's, or photos
 * saved as one) or one photo/scan (JPEG or PNG). Pages come one at a time (a 1,000-page PDF is
 * never decoded at once) and `onPage` is called after each with the count so far, for progress.
 * A path is read from disk by ranges (use it for uploads: they are on disk); a Buffer is the file.
 *
 * Why not worker threads: reading a scanned page costs ~80 ms of CPU here, so one upload reads
 * ~12 pages/s on a core, and the event loop is given back between pages (renderPdf* wait a turn).
 * A pool would have each worker load the reader, zxing and sharp again (~100 MB each under tsx)
 * against the 400 MB budget for a 1,000-page PDF; two uploads (or the bench's two readers) already
 * use both cores of the 2-core machine.
 */
export async function* readUploadedFile<C extends string>(
  input: string | Buffer,
  mime: string,
  context: ReadContext<C>,
  onPage?: (progress: UploadProgress) => void | Promise<void>,
  options: { firstPage?: number } = {},
): AsyncGenerator<UploadedPage<C>> {
  if (mime === 'application/pdf') {
    const pages =
      typeof input === 'string'
        ? renderPdfFile(input, { firstPage: options.firstPage })
        : renderPdfPages(input, { firstPage: options.firstPage });
    let pagesRead = 0;
    for await (const image of pages) {
      const grey = { data: image.data, width: image.width, height: image.height };
      const reading = await readBallotImage(grey, context);
      const jpeg = image.jpeg ? Buffer.from(image.jpeg) : null;
      // The evidence of a scanner's page is its JPEG: the hash is of those bytes, not of our pixels.
      if (jpeg) reading.sha256 = createHash('sha256').update(jpeg).digest('hex');
      pagesRead += 1;
      await onPage?.({ pagesRead, pageCount: image.pageCount - (options.firstPage ?? 0) });
      yield {
        pageIndex: image.pageIndex,
        pageCount: image.pageCount,
        reading,
        page: jpeg ? { kind: 'scanner-jpeg', bytes: jpeg, image: grey } : { kind: 'pdf-page', image: grey },
      };
    }
    return;
  }
  if (mime !== 'image/jpeg' && mime !== 'image/png')
    throw new Error(`不支持的文件类型：${mime}（仅支持 PDF、JPEG、PNG）`);
  if ((options.firstPage ?? 0) > 0) return;
  const bytes = typeof input === 'string' ? await readFile(input) : input;
  const reading = await readBallotImage(bytes, context);
  await onPage?.({ pagesRead: 1, pageCount: 1 });
  yield { pageIndex: 0, pageCount: 1, reading, page: { kind: 'image', bytes } };
}
