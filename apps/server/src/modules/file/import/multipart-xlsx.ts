import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { checkUploadKind, MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../common/app-error';
import { newOpaqueToken } from '../../../common/secure-random';
import { SERVER_MESSAGES } from '../../../common/server-messages';

export type ReceivedXlsx = {
  path: string;
  fileName: string;
  fields: Record<string, string>;
  cleanup: () => Promise<void>;
};

/**
 * Saves the one file part of a multipart import (field name free) to `tempDir`, refusing names
 * that are not .xlsx and files over 20 MB. The caller runs check or apply on `path`, then cleanup.
 */
export async function receiveXlsxUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedXlsx> {
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_SIZE, files: 1 } });
  if (!part) throw new AppError(400, SERVER_MESSAGES.importFileMissing);
  const kind = checkUploadKind(part.filename, 'spreadsheet');
  if (!kind.valid) {
    part.file.resume();
    throw new AppError(400, kind.message);
  }
  const path = join(tempDir, `import-${newOpaqueToken().slice(0, 16)}.xlsx`);
  const cleanup = () => rm(path, { force: true });
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) {
      throw new AppError(413, formatMessage(MESSAGES.fileTooLarge, formatFileSize(MAX_UPLOAD_SIZE)));
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { path, fileName: part.filename, fields, cleanup };
}
