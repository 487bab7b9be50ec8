import { open } from 'node:fs/promises';
import { formatMessage } from '@gongzhi/domain/common/messages';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import yauzl from 'yauzl';
import { AppError } from '../../../common/app-error';
import { SERVER_MESSAGES } from '../../../common/server-messages';

export type XlsxLimits = { maxUncompressedBytes: number; maxEntries: number };

/** Generous for real rosters (30,000 rows × 10 columns inflate to ≈ 20 MB), far below a bomb. */
export const DEFAULT_XLSX_LIMITS: XlsxLimits = { maxUncompressedBytes: 200 * 1024 * 1024, maxEntries: 2000 };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

export function notXlsx(): AppError {
  return new AppError(400, SERVER_MESSAGES.importNotXlsx);
}

export function tooLarge(limits: XlsxLimits): AppError {
  return new AppError(
    413,
    formatMessage(
      SERVER_MESSAGES.importTooLarge,
      formatFileSize(limits.maxUncompressedBytes),
      limits.maxEntries,
    ),
  );
}

async function hasZipMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, autoClose: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

/**
 * Refuses anything but a plausible xlsx before the spreadsheet reader sees it: zip magic bytes,
 * a readable central directory holding the workbook parts, and at most `maxEntries` entries
 * inflating to at most `maxUncompressedBytes`. Sizes are counted while actually inflating every
 * entry, so a zip that lies about them in its directory (a zip bomb) is caught too.
 */
export async function assertSafeXlsx(path: string, limits: XlsxLimits = DEFAULT_XLSX_LIMITS): Promise<void> {
  if (!(await hasZipMagic(path))) throw notXlsx();
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw notXlsx();
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooLarge(limits);
  }
  const seen = new Set<string>();
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof AppError ? error : notXlsx());
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      seen.add(entry.fileName);
      if (inflated + entry.uncompressedSize > limits.maxUncompressedBytes) return fail(tooLarge(limits));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error);
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > limits.maxUncompressedBytes) {
            stream.destroy();
            fail(tooLarge(limits));
          }
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
  if (!REQUIRED_ENTRIES.every((name) => seen.has(name))) throw notXlsx();
}
