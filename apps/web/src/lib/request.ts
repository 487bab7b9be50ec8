import { catalogueMessage, ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { i18n } from '../locales/i18n-core';
import { unwrapMessage } from './envelope-message';

export { unwrapMessage };

import { clearSession } from './session';
import { getItem, STORAGE_KEYS } from './storage';

/** The request helper of SPEC §7: every call of the web app goes through `request()`. */

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type RequestOptions = {
  url: string;
  /** Defaults to GET. */
  method?: RequestMethod;
  /** Query parameters for GET and DELETE, the body otherwise (FormData is sent as multipart). */
  data?: unknown;
  /** Send the body as `application/x-www-form-urlencoded` with dotted keys instead of JSON. */
  form?: boolean;
  /** Automatic error handling (401 → login, toast otherwise). Login and some reads switch it off. */
  intercept?: boolean;
  /** Milliseconds before the call is abandoned; 60000 by default, 180000 for imports and PDFs. */
  timeout?: number;
  headers?: Record<string, string>;
  /** Local-storage key of the session token; the owner H5 keeps its own (`ownerToken`). */
  tokenKey?: string;
  signal?: AbortSignal;
};

/**
 * What a failed call rejects with (SPEC §8). `code` is the envelope's code when the server answered
 * one: our server puts the HTTP status there, or a business code of the catalogue (SPEC §8: 534 ID
 * already bound, 100001 insufficient user permission) with the HTTP status that fits (DESIGN §5), so
 * the pages see the catalogue's code as the spec's thrown body carries it. Without an envelope it is
 * the HTTP status of an error answer, -1 for an empty answer, else 0 (no answer).
 */
export type RequestFailure = {
  code: number;
  /** The HTTP status of the answer; 0 when there was none (network failure, timeout). */
  status: number;
  /**
   * The catalogue's words for its codes (-1, 100001, 534), otherwise the server's message (unwrapped
   * and URL-decoded); empty when it gave none (the toast then says 未知错误).
   */
  message: string;
  options: RequestOptions;
  /** The parsed answer, when there was one. */
  body?: unknown;
};

export const DEFAULT_TIMEOUT_MS = 60_000;
export const LONG_TIMEOUT_MS = 180_000;
export const BATCH_CHUNK_SIZE = 200;
const TOAST_SECONDS = 3;

type RequestHooks = {
  /** Shows a short error toast; the app wires this to antd's `App.useApp().message`. */
  notifyError: (message: string, seconds: number) => void;
  /** Sends the browser to the login page, keeping where it was. */
  redirectToLogin: (loginUrl: string) => void;
};

const hooks: RequestHooks = {
  notifyError: (message) => console.error(message),
  redirectToLogin: (loginUrl) => window.location.assign(loginUrl),
};

/** Lets the app plug in its toast and navigation (static antd feedback is not used). */
export function configureRequest(next: Partial<RequestHooks>): void {
  Object.assign(hooks, next);
}

export function isRequestFailure(value: unknown): value is RequestFailure {
  return (
    typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'options' in value
  );
}

/** The message to show for anything a call may throw. */
export function failureMessage(error: unknown, fallback: string = MESSAGES.unknownError): string {
  if (isRequestFailure(error)) return error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Flattens data to `[key, value]` pairs: nested objects become dotted keys (`a.b`), arrays of plain
 * values are joined by commas, arrays of objects are indexed (`list[0].name`), and null or undefined
 * values are dropped.
 */
export function flattenParams(data: unknown, prefix = ''): [string, string][] {
  if (data === null || data === undefined) return [];
  if (Array.isArray(data)) {
    if (data.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
      const kept = data.filter((item) => item !== null && item !== undefined);
      return prefix ? [[prefix, kept.map(scalar).join(',')]] : [];
    }
    return data.flatMap((item, index) => flattenParams(item, `${prefix}[${index}]`));
  }
  if (isPlainObject(data)) {
    return Object.entries(data).flatMap(([key, value]) =>
      flattenParams(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return prefix ? [[prefix, scalar(data)]] : [];
}

/** Form-post and query serialisation of SPEC §7. */
export function serializeParams(data: unknown): string {
  return new URLSearchParams(flattenParams(data)).toString();
}

function withQuery(url: string, data: unknown): string {
  const query = serializeParams(data);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function buildInit(
  options: RequestOptions,
  method: RequestMethod,
  signal: AbortSignal,
): [string, RequestInit] {
  const headers: Record<string, string> = { ...options.headers };
  const token = getItem<string>(options.tokenKey ?? STORAGE_KEYS.token);
  if (token) headers.token = token;
  const init: RequestInit = { method, headers, signal };
  if (method === 'GET' || method === 'DELETE') {
    headers['Content-Type'] ??= 'application/json';
    return [withQuery(options.url, options.data), init];
  }
  if (typeof FormData !== 'undefined' && options.data instanceof FormData) {
    init.body = options.data;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = serializeParams(options.data);
  } else {
    headers['Content-Type'] ??= 'application/json';
    init.body = options.data === undefined ? undefined : JSON.stringify(options.data);
  }
  return [options.url, init];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hasEnvelope(body: unknown): body is { code: number; message?: unknown; data?: unknown } {
  return isPlainObject(body) && typeof body.code === 'number' && ('data' in body || 'message' in body);
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function intercept(failure: RequestFailure): void {
  if (failure.code === 401) {
    clearSession();
    if (window.location.pathname !== '/login') {
      hooks.redirectToLogin(`/login?to=${encodeURIComponent(currentLocation())}`);
    }
    return;
  }
  hooks.notifyError(failure.message || MESSAGES.unknownError, TOAST_SECONDS);
}

function fail(
  options: RequestOptions,
  code: number,
  status: number,
  message: string,
  body?: unknown,
): RequestFailure {
  return { code, status, message: catalogueMessage(code) ?? message, options, body };
}

async function execute<T>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const [url, init] = buildInit(options, method, controller.signal);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      const message = timedOut ? i18n.t('request.timeout') : failureMessage(error, i18n.t('request.network'));
      throw fail(options, 0, 0, message);
    }
    const { status } = response;
    const body = await readBody(response);
    if (hasEnvelope(body)) {
      if (body.code === 200 && response.ok) {
        if (!('data' in body))
          throw fail(options, ERROR_CODES.emptyResult, status, MESSAGES.emptyResult, body);
        return body.data as T;
      }
      // The whole body is thrown (SPEC §7): its code, the catalogue's business code included.
      const code = body.code !== 200 ? body.code : status;
      throw fail(options, code, status, unwrapMessage(body.message), body);
    }
    if (status === 200) {
      // SPEC §8 "result null": an empty (or `null`) answer is no result, not a success.
      if (body === undefined || body === null) throw fail(options, ERROR_CODES.emptyResult, status, '', body);
      return body as T;
    }
    if (status === 204) return undefined as T;
    const message = isPlainObject(body) ? unwrapMessage(body.message ?? body.error) : unwrapMessage(body);
    throw fail(options, status, status, message, body);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Calls the API: GET by default, 60 s timeout, `token` header from local storage, envelope
 * `{ code, message, data }` unwrapped to `data`. Rejects with a `RequestFailure`; with interception
 * on (the default) a 401 also sends the user to the login page and other errors show a toast.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  try {
    return await execute<T>(options);
  } catch (error) {
    const failure = isRequestFailure(error) ? error : fail(options, 0, 0, failureMessage(error));
    if (options.intercept !== false && !options.signal?.aborted) intercept(failure);
    throw failure;
  }
}

/** Runs many calls in chunks of 200, keeping the fulfilled values and logging the rejected ones. */
export async function batch<T>(
  tasks: readonly (() => Promise<T>)[],
  chunkSize = BATCH_CHUNK_SIZE,
): Promise<T[]> {
  const values: T[] = [];
  for (let start = 0; start < tasks.length; start += chunkSize) {
    const settled = await Promise.allSettled(tasks.slice(start, start + chunkSize).map((task) => task()));
    for (const result of settled) {
      if (result.status === 'fulfilled') values.push(result.value);
      else console.error('batch request failed', result.reason);
    }
  }
  return values;
}

/** The file name a `Content-Disposition` header carries, preferring the UTF-8 form. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  const raw = extended?.[1] ?? plain?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export type DownloadOptions = Pick<RequestOptions, 'url' | 'data' | 'timeout' | 'tokenKey'> & {
  /** Saved under this name; otherwise the server's `Content-Disposition` name. */
  fileName?: string;
};

/**
 * GETs a file and saves it. A JSON answer is an error and is shown as such (下载文件失败！ when it
 * carries no message); any other failure shows 导出文件失败！. Resolves to whether a file was saved.
 */
export async function downloadFile(options: DownloadOptions): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? DEFAULT_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = {};
    const token = getItem<string>(options.tokenKey ?? STORAGE_KEYS.token);
    if (token) headers.token = token;
    const response = await fetch(withQuery(options.url, options.data), {
      headers,
      signal: controller.signal,
    });
    const contentType = response.headers.get('Content-Type') ?? '';
    if (contentType.includes('json')) {
      const body: unknown = await response.json().catch(() => null);
      const message = isPlainObject(body) ? unwrapMessage(body.message) : '';
      hooks.notifyError(message || i18n.t('messages.downloadFailed'), TOAST_SECONDS);
      return false;
    }
    if (!response.ok) throw new Error(response.statusText);
    const blob = await response.blob();
    const name =
      options.fileName ?? fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? 'download';
    saveBlob(blob, name);
    return true;
  } catch {
    hooks.notifyError(i18n.t('messages.exportFailed'), TOAST_SECONDS);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type MultipartOptions = Pick<RequestOptions, 'timeout' | 'intercept' | 'tokenKey' | 'signal'>;

/**
 * POSTs a multipart form (spreadsheet imports): text fields and files, the browser sets the
 * boundary. Imports run long on the server, so the timeout defaults to 180 s (SPEC §9).
 */
export function postMultipart<T>(
  url: string,
  parts: Readonly<Record<string, string | Blob>>,
  options: MultipartOptions = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, value instanceof File ? value.name : name);
  }
  return request<T>({ url, method: 'POST', data: body, timeout: LONG_TIMEOUT_MS, ...options });
}
