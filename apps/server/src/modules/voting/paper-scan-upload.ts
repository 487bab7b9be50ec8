import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SCAN_LIMITS, SCAN_MESSAGES } from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error';
import { newOpaqueToken } from '../../common/secure-random';
import { renderPdfFile } from './paper-scan';

export type ReceivedScan = { name: string; path: string; contentType: string; size: number; pages: number };

/** The type of a file from its first bytes: a scan must really be a PDF, JPEG or PNG. */
async function sniff(path: string): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
    if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
    return null;
  } finally {
    await handle.close();
  }
}

/** Pages of a PDF, opening it as the job will (the first page is rendered); null when unreadable. */
async function pdfPages(path: string): Promise<number | null> {
  const pages = renderPdfFile(path);
  try {
    const first = await pages.next();
    return first.done ? 0 : first.value.pageCount;
  } catch {
    return null;
  } finally {
    await pages.return(undefined);
  }
}

/**
 * Saves every file part of a scan upload to `tempDir` and checks it (type from the bytes, size,
 * not empty, a PDF that opens, the page total). Any refusal removes every file saved: nothing of a
 * refused upload is kept. The caller stores the files and calls `cleanup`.
 */
export async function receiveScans(
  request: FastifyRequest,
  tempDir: string,
): Promise<{ files: ReceivedScan[]; cleanup: () => Promise<void> }> {
  const files: ReceivedScan[] = [];
  const cleanup = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  if (!request.isMultipart()) throw new AppError(400, SCAN_MESSAGES.noFile);
  try {
    const parts = request.files({ limits: { fileSize: SCAN_LIMITS.pdfBytes, files: SCAN_LIMITS.files + 1 } });
    for await (const part of parts) {
      if (files.length >= SCAN_LIMITS.files) {
        part.file.resume();
        throw new AppError(400, SCAN_MESSAGES.tooManyFiles);
      }
      const path = join(tempDir, `scan-upload-${newOpaqueToken().slice(0, 16)}`);
      const file: ReceivedScan = {
        name: part.filename || '扫描件',
        path,
        contentType: '',
        size: 0,
        pages: 0,
      };
      files.push(file);
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new AppError(413, SCAN_MESSAGES.tooBig);
      file.size = (await stat(path)).size;
      if (file.size === 0) throw new AppError(400, SCAN_MESSAGES.emptyFile);
      const type = await sniff(path);
      if (!type) throw new AppError(400, SCAN_MESSAGES.wrongType);
      file.contentType = type;
      if (type !== 'application/pdf') {
        if (file.size > SCAN_LIMITS.imageBytes) throw new AppError(413, SCAN_MESSAGES.tooBig);
        file.pages = 1;
      } else {
        const pages = await pdfPages(path);
        if (!pages) throw new AppError(400, SCAN_MESSAGES.badPdf);
        file.pages = pages;
      }
    }
    if (files.length === 0) throw new AppError(400, SCAN_MESSAGES.noFile);
    if (files.reduce((sum, file) => sum + file.pages, 0) > SCAN_LIMITS.pages) {
      throw new AppError(400, SCAN_MESSAGES.tooManyPages);
    }
    return { files, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
