import { formatMessage } from '@gongzhi/domain/common/messages';
import type { UploadType } from '@gongzhi/domain/file/upload-enums';
import { failureMessage, isRequestFailure, request, serializeParams } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { i18n } from '../../locales/i18n-core';
import { grantedDownloadUrl, grantFor } from './download-grants';
import { PutFailure, putRefusal, sendableHeaders, xhrPut } from './upload-put';

/** An uploaded file as fields keep it (SPEC §3 Attachment, without the bucket fields). */
export type Attachment = {
  attachmentId: string;
  pubAttachmentId?: string;
  sourceName: string;
  contentType: string;
  size: number;
};

/** Where an upload goes: its type, the community owning it, and whose session signs it. */
export type UploadTarget = {
  uploadType: UploadType;
  communityInfoCode?: string;
  isPublic?: boolean;
  /** Local-storage key of the token; the owner H5 uses `ownerToken`. */
  tokenKey?: string;
  /**
   * A public form's own presign instead of the session's (the government join form): its URL and
   * the fields that vouch for the caller. The file is private to the form's reviewers, so it is
   * not read back; the server completes the upload when the form is sent.
   */
  anonymous?: { presignUrl: string; data: Record<string, unknown> };
};

export type Presign = {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  attachmentId: string;
  pubAttachmentId: string;
  expiresAt: string;
};

/** A refused or broken upload; `message` is what the item shows. */
export class UploadError extends Error {
  override name = 'UploadError';
}

const PRESIGN_URL = '/v1/api/cos/generatePresignedUrl';
const COMPLETE_URL = '/v1/api/cos/completeUpload';
export const DOWNLOAD_URL = '/v1/api/cos/download';
export const PUB_DOWNLOAD_URL = '/v1/api/cos/pubDownload';
export type ProgressListener = (percent: number) => void;

/** Why a PUT answer is a failure, in words, or null when it succeeded (upload-put.ts putRefusal). */
export function putFailure(status: number, text: string): string | null {
  const refusal = putRefusal(status, text);
  return refusal === null ? null : refusal || i18n.t('messages.fileUploadFailed');
}

async function putWithXhr(presign: Presign, file: Blob, onProgress?: ProgressListener, signal?: AbortSignal) {
  try {
    await xhrPut(presign, file, onProgress, signal);
  } catch (error) {
    if (!(error instanceof PutFailure)) throw error;
    if (error.kind === 'network') throw new UploadError(i18n.t('request.network'));
    if (error.kind === 'timeout') throw new UploadError(i18n.t('request.timeout'));
    throw new UploadError(error.serverMessage || i18n.t('messages.fileUploadFailed'));
  }
}

// Without XMLHttpRequest (workers, some embedded views) fetch sends the bytes; it reports no
// progress, so the bar jumps from 0 to 100 when the answer arrives.
async function putWithFetch(
  presign: Presign,
  file: Blob,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
) {
  const headers = sendableHeaders(presign.headers);
  let response: Response;
  try {
    response = await fetch(presign.url, { method: presign.method, headers, body: file, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(i18n.t('request.network'));
  }
  const failure = putFailure(response.status, await response.text());
  if (failure !== null) throw new UploadError(failure);
  onProgress?.(100);
}

/** PUTs the bytes to a presigned URL with only the headers it came with (no session token). */
export function putToPresignedUrl(
  presign: Presign,
  file: Blob,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<void> {
  return typeof XMLHttpRequest === 'undefined'
    ? putWithFetch(presign, file, onProgress, signal)
    : putWithXhr(presign, file, onProgress, signal);
}

function toAttachment(answer: Attachment): Attachment {
  const { attachmentId, pubAttachmentId, sourceName, contentType, size } = answer;
  return { attachmentId, pubAttachmentId, sourceName, contentType, size };
}

function rethrow(error: unknown, signal?: AbortSignal): never {
  if (signal?.aborted) throw new DOMException('upload cancelled', 'AbortError');
  throw new UploadError(failureMessage(error, i18n.t('messages.fileUploadFailed')));
}

/**
 * The upload of SPEC §7: presign (a refusal reads 获取上传凭证失败：{message}), PUT the bytes with
 * progress, then completeUpload. Errors are shown on the item, so the calls do not toast.
 */
export async function uploadAttachment(
  file: File,
  target: UploadTarget,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<Attachment> {
  const common = { method: 'POST', intercept: false, tokenKey: target.tokenKey, signal } as const;
  const { anonymous } = target;
  let presign: Presign;
  try {
    presign = await request<Presign>({
      ...common,
      url: anonymous?.presignUrl ?? PRESIGN_URL,
      data: anonymous
        ? { ...anonymous.data, sourceName: file.name, size: file.size }
        : {
            sourceName: file.name,
            uploadType: target.uploadType,
            size: file.size,
            userType: 'OWNER',
            communityInfoCode: target.communityInfoCode,
            isPublic: target.isPublic,
          },
    });
  } catch (error) {
    if (signal?.aborted) rethrow(error, signal);
    const reason = isRequestFailure(error) ? error.message || String(error.code) : failureMessage(error);
    throw new UploadError(formatMessage(i18n.t('messages.cosTokenFailed'), reason));
  }
  onProgress?.(0);
  await putToPresignedUrl(presign, file, onProgress, signal);
  if (anonymous)
    return {
      attachmentId: presign.attachmentId,
      sourceName: file.name,
      contentType: presign.headers['Content-Type'] ?? file.type,
      size: file.size,
    };
  try {
    const answer = await request<Attachment>({
      ...common,
      url: COMPLETE_URL,
      data: { attachmentId: presign.attachmentId },
    });
    return toAttachment(answer);
  } catch (error) {
    rethrow(error, signal);
  }
}

export type ImageSize = { width?: number; height?: number; quality?: number };

/**
 * The address an `<img>` or link can use for an attachment: pubDownload for public files, else a
 * granted download (download-grants.ts: never the session token in a URL). Returns null while the
 * grant is on its way (the component re-renders through useDownloadGrants) or when the session may
 * not read the file.
 */
export function attachmentUrl(
  attachment: Attachment,
  options: ImageSize & { isPublic?: boolean; tokenKey?: string } = {},
): string | null {
  const { isPublic, tokenKey, ...size } = options;
  if (isPublic && attachment.pubAttachmentId) {
    return `${PUB_DOWNLOAD_URL}?${serializeParams({ pubAttachmentId: attachment.pubAttachmentId, ...size })}`;
  }
  const grant = grantFor(attachment.attachmentId, tokenKey ?? STORAGE_KEYS.token);
  if (!grant) return null;
  return grantedDownloadUrl(attachment.attachmentId, grant, serializeParams(size));
}
