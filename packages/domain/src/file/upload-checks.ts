import { formatMessage, MESSAGES } from '../common/messages';
import { formatFileSize } from './file-size';
import { isImageFileName, isSpreadsheetFileName } from './file-types';
import type { UploadItemStatus } from './upload-enums';

/*
 * The upload limits and checks of SPEC §5 without zod, so the light H5 upload page can use them
 * (upload-rules.ts re-exports them beside the presign schema).
 */

/** General upload limit: 20 MB (SPEC §5, §9). */
export const MAX_UPLOAD_SIZE = 20_971_520;
/** Government work-proof upload limit: 100 MB (SPEC §5, §9). */
export const GOV_PROOF_MAX_UPLOAD_SIZE = 104_857_600;
/** Default number of attachments a field takes (SPEC §9). */
export const MAX_UPLOAD_COUNT = 9;

/** What kind of files an upload field takes. */
export type UploadKind = 'any' | 'image' | 'spreadsheet';

/** The outcome of a check: valid, or the Chinese message to show. */
export type UploadCheck = { valid: true } | { valid: false; message: string };

const VALID: UploadCheck = { valid: true };

/**
 * Checks a file's size against a limit (default 20 MB); the message names the limit readably,
 * e.g. 文件大小不能超过20MB. A file of exactly the limit is accepted.
 */
export function checkUploadSize(size: number, maxSize: number = MAX_UPLOAD_SIZE): UploadCheck {
  return size <= maxSize
    ? VALID
    : { valid: false, message: formatMessage(MESSAGES.fileTooLarge, formatFileSize(maxSize)) };
}

/**
 * Checks how many files a field would hold after adding, against a limit (default 9);
 * message 最多只能上传{0}个文件.
 */
export function checkUploadCount(count: number, maxCount: number = MAX_UPLOAD_COUNT): UploadCheck {
  return count <= maxCount
    ? VALID
    : { valid: false, message: formatMessage(MESSAGES.tooManyFiles, maxCount) };
}

/** Checks a file name against the field's kind: pictures take images only, imports xlsx only. */
export function checkUploadKind(fileName: string, kind: UploadKind): UploadCheck {
  if (kind === 'image' && !isImageFileName(fileName)) {
    return { valid: false, message: MESSAGES.imageOnly };
  }
  if (kind === 'spreadsheet' && !isSpreadsheetFileName(fileName)) {
    return { valid: false, message: MESSAGES.spreadsheetOnly };
  }
  return VALID;
}

export type UploadCandidate = { name: string; size: number };

export type UploadLimits = { kind?: UploadKind; maxSize?: number; maxCount?: number };

/**
 * Every check a field runs before uploading a file, in the order a person can act on: kind, then
 * size, then count (`existingCount` files already in the field plus this one).
 */
export function checkUpload(
  file: UploadCandidate,
  existingCount: number,
  limits: UploadLimits = {},
): UploadCheck {
  const checks = [
    () => checkUploadKind(file.name, limits.kind ?? 'any'),
    () => checkUploadSize(file.size, limits.maxSize),
    () => checkUploadCount(existingCount + 1, limits.maxCount),
  ];
  for (const check of checks) {
    const result = check();
    if (!result.valid) {
      return result;
    }
  }
  return VALID;
}

/**
 * The validity of a whole upload field (SPEC §5): while any item uploads 文件上传中..., else if any
 * failed 文件上传失败, else valid. Uploading wins because a failed item may be retried meanwhile and
 * submitting must wait either way.
 */
export function uploadFieldState(items: readonly { status: UploadItemStatus }[]): UploadCheck {
  if (items.some((item) => item.status === 'UPLOADING')) {
    return { valid: false, message: MESSAGES.fileUploading };
  }
  if (items.some((item) => item.status === 'ERROR')) {
    return { valid: false, message: MESSAGES.fileUploadFailed };
  }
  return VALID;
}
