import { MESSAGES } from '@gongzhi/domain/common/messages';
import { unwrapMessage } from '../../../lib/envelope-message';
import { getItem, removeItem, STORAGE_KEYS, setItem } from '../../../lib/storage';
import { grantedDownloadUrl, grantFor, onGrants } from '../../../ui/upload/download-grants';
import { PutFailure, xhrPut } from '../../../ui/upload/upload-put';

/**
 * The /v1 calls of /mobile/uploadfile without the SPA's request stack (no i18next, no antd): the
 * same URLs, bodies, `token` header and envelope handling as lib/request.ts, account-api.ts and
 * ui/upload/upload-api.ts, so the light page and the SPA page talk to the server alike.
 */

/** A failed call: HTTP status when the server answered with one, else the envelope's code, else 0. */
export class CallFailure extends Error {
  override name = 'CallFailure';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The two sessions the page can upload with: the owner H5 one first, the workbench one else. */
export type TokenKey = typeof STORAGE_KEYS.ownerToken | typeof STORAGE_KEYS.token;

/** A session token as lib/storage keeps it (light: lib/storage imports nothing). */
function readStored(key: string): string | null {
  const value = getItem<unknown>(key);
  return typeof value === 'string' ? value : null;
}

export function writeStored(key: string, value: string | null): void {
  if (value === null) removeItem(key);
  else setItem(key, value);
}

/** The session to upload with, as the SPA page chooses it. */
export function currentTokenKey(): TokenKey | null {
  if (readStored(STORAGE_KEYS.ownerToken)) return STORAGE_KEYS.ownerToken;
  if (readStored(STORAGE_KEYS.token)) return STORAGE_KEYS.token;
  return null;
}

const TIMEOUT_MS = 60_000;

/** POSTs JSON and unwraps `{ code, message, data }`; rejects with a CallFailure (code 0: no answer). */
export async function post<T>(
  url: string,
  data: unknown,
  tokenKey?: TokenKey,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = tokenKey ? readStored(tokenKey) : null;
  if (token) headers.token = token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(data),
        signal: controller.signal,
      });
    } catch {
      throw new CallFailure(0, '');
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number') {
      const envelope = body as { code: number; message?: unknown; data?: unknown };
      if (envelope.code === 200 && response.ok) {
        if (!('data' in envelope)) throw new CallFailure(-1, MESSAGES.emptyResult);
        return envelope.data as T;
      }
      throw new CallFailure(response.ok ? envelope.code : response.status, unwrapMessage(envelope.message));
    }
    if (response.ok) return body as T;
    const message =
      typeof body === 'object' && body !== null
        ? unwrapMessage((body as { message?: unknown; error?: unknown }).message)
        : unwrapMessage(body);
    throw new CallFailure(response.status, message);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

// Account calls (account-api.ts).
export type SendMobileCodeResult = { devCode: string | null };
export type VerifyCodeImage = { image: string; devCaptcha: string | null };

export const sendMobileCode = (mobile: string, verifyCodeImage?: string) =>
  post<SendMobileCodeResult>('/v1/account/sendMobileCode', { mobile, verifyCodeImage });

export const generateVerifyCodeImage = (mobile: string) =>
  post<VerifyCodeImage>('/v1/account/generateVerifyCodeImage', { mobile });

/** The owner H5 login of the SPA page (`isWxAPP`, community owner): answers the user info with its token. */
export const mobileLogin = (mobile: string, verificationCode: string) =>
  post<{ token?: string | null }>('/v1/account/mobileLogin', {
    mobile,
    verificationCode,
    isWxAPP: true,
    adminOwnerType: 'COMMUNITY',
  });

// File calls (upload-api.ts, SPEC §7).
export type Attachment = {
  attachmentId: string;
  sourceName: string;
  contentType: string;
  size: number;
};

type Presign = {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  attachmentId: string;
};

/** Why an upload failed: a SPEC message with its arguments, a server text, or a transport failure. */
export type UploadFailure =
  | { kind: 'message'; key: keyof typeof MESSAGES; args?: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'network' }
  | { kind: 'timeout' };

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(readonly failure: UploadFailure) {
    super(failure.kind);
  }
}

/** PUTs with XMLHttpRequest (progress), failures as this page words them. */
async function put(presign: Presign, file: Blob, onProgress: (percent: number) => void, signal: AbortSignal) {
  try {
    await xhrPut(presign, file, onProgress, signal);
  } catch (error) {
    if (!(error instanceof PutFailure)) throw error;
    if (error.kind === 'refused')
      throw new UploadError(
        error.serverMessage
          ? { kind: 'text', text: error.serverMessage }
          : { kind: 'message', key: 'fileUploadFailed' },
      );
    throw new UploadError({ kind: error.kind });
  }
}

function asUploadError(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return new DOMException('upload cancelled', 'AbortError');
  if (error instanceof UploadError) return error;
  const message = error instanceof Error ? error.message : '';
  return new UploadError(
    message ? { kind: 'text', text: message } : { kind: 'message', key: 'fileUploadFailed' },
  );
}

/**
 * SPEC §7 upload: presign (a refusal reads 获取上传凭证失败：{message}), PUT with progress, then
 * completeUpload; the page's files are private (uploadType TX_NO_WATER_TAG, userType OWNER).
 */
export async function uploadFile(
  file: File,
  tokenKey: TokenKey,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<Attachment> {
  let presign: Presign;
  try {
    presign = await post<Presign>(
      '/v1/api/cos/generatePresignedUrl',
      { sourceName: file.name, uploadType: 'TX_NO_WATER_TAG', size: file.size, userType: 'OWNER' },
      tokenKey,
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw new DOMException('upload cancelled', 'AbortError');
    const failure = error instanceof CallFailure ? error : new CallFailure(0, '');
    if (failure.code === 0 && !failure.message) throw new UploadError({ kind: 'network' });
    throw new UploadError({
      kind: 'message',
      key: 'cosTokenFailed',
      args: [failure.message || String(failure.code)],
    });
  }
  onProgress(0);
  try {
    await put(presign, file, onProgress, signal);
    const answer = await post<Attachment>(
      '/v1/api/cos/completeUpload',
      { attachmentId: presign.attachmentId },
      tokenKey,
      signal,
    );
    const { attachmentId, sourceName, contentType, size } = answer;
    return { attachmentId, sourceName, contentType, size };
  } catch (error) {
    throw asUploadError(error, signal);
  }
}

/**
 * A granted download for an `<img>` (ui/upload/download-grants.ts: never the session token in a
 * URL), or null while the grant is on its way: `onGrants` tells when to draw again.
 */
export { onGrants };

export function thumbnailUrl(attachment: Attachment, tokenKey: TokenKey): string | null {
  const grant = grantFor(attachment.attachmentId, tokenKey);
  if (!grant) return null;
  return grantedDownloadUrl(attachment.attachmentId, grant, 'width=160&height=160');
}

/** GETs the file with the session header and saves it under its name (lib/request downloadFile). */
export async function downloadAttachment(
  attachment: Attachment,
  tokenKey: TokenKey,
): Promise<UploadFailure | null> {
  const token = readStored(tokenKey);
  try {
    const query = new URLSearchParams({ attachmentId: attachment.attachmentId });
    const response = await fetch(`/v1/api/cos/download?${query.toString()}`, {
      headers: token ? { token } : {},
    });
    if ((response.headers.get('Content-Type') ?? '').includes('json')) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const message = unwrapMessage(body?.message);
      return message ? { kind: 'text', text: message } : { kind: 'message', key: 'downloadFailed' };
    }
    if (!response.ok) return { kind: 'message', key: 'exportFailed' };
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = attachment.sourceName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return null;
  } catch {
    return { kind: 'message', key: 'exportFailed' };
  }
}
