import { unwrapMessage } from '../../lib/envelope-message';

/**
 * The PUT of the bytes to a presigned URL, free of i18n and React so the light phone upload page
 * (features/file/h5) shares it with the workbench kit (upload-api.ts); each words failures itself.
 */

// The signed URL lives 10 minutes (DESIGN §9); a PUT still running then is refused anyway.
const PUT_TIMEOUT_MS = 600_000;
// Headers the browser sets itself and refuses from scripts; an S3 presign may list them.
const BROWSER_HEADERS = new Set(['content-length', 'host', 'connection']);

export type PutTarget = { url: string; method: 'PUT'; headers: Record<string, string> };

/** The presign's headers a script may send. */
export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !BROWSER_HEADERS.has(name.toLowerCase())),
  );
}

/**
 * Null when the PUT succeeded, else the server's message ('' when it gave none). SPEC §8: a non-200
 * code fails the upload; our local store answers the envelope, S3 answers 200 with an empty body or XML.
 */
export function putRefusal(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  const ok = status >= 200 && status < 300 && (typeof envelope?.code !== 'number' || envelope.code === 200);
  return ok ? null : unwrapMessage(envelope?.message ?? envelope?.error);
}

/** Why a PUT failed; `message` is the server's refusal ('' when none). */
export class PutFailure extends Error {
  override name = 'PutFailure';
  constructor(
    readonly kind: 'refused' | 'network' | 'timeout',
    readonly serverMessage = '',
  ) {
    super(kind);
  }
}

/** PUTs with XMLHttpRequest so a bar can follow the upload; rejects with PutFailure or an AbortError. */
export function xhrPut(
  target: PutTarget,
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    xhr.timeout = PUT_TIMEOUT_MS;
    for (const [name, value] of Object.entries(sendableHeaders(target.headers)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const refusal = putRefusal(xhr.status, xhr.responseText);
      if (refusal === null) resolve();
      else reject(new PutFailure('refused', refusal));
    };
    xhr.onerror = () => reject(new PutFailure('network'));
    xhr.ontimeout = () => reject(new PutFailure('timeout'));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
