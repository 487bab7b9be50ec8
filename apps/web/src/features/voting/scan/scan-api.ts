import type {
  ScanBatchDto,
  ScanDecision,
  ScanPageDto,
  ScanPageFilter,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import { queryOptions } from '@tanstack/react-query';
import { unwrapMessage } from '../../../lib/envelope-message';
import { request } from '../../../lib/request';
import { getItem, STORAGE_KEYS } from '../../../lib/storage';
import { i18n } from '../../../locales/i18n';
import { type Page, votingKey } from '../voting-api';

/** The calls of docs/contracts/paper-scan.md (scans of returned paper ballots, issue #27). */

export type ScanBatch = ScanBatchDto;
export type ScanPage = ScanPageDto;
export type ScanIssue = ScanPage['issues'][number];
type Ref = { communityInfoCode: string; votingCode: string };

export const scanKey = (communityInfoCode: string, votingCode: string) => [
  ...votingKey(communityInfoCode),
  'scan',
  votingCode,
];

export function scanBatchesQuery(ref: Ref) {
  return queryOptions({
    queryKey: [...scanKey(ref.communityInfoCode, ref.votingCode), 'batches'],
    queryFn: () => request<ScanBatch[]>({ url: '/v1/paperScan/batches', data: ref }),
  });
}

export function scanPagesQuery(ref: Ref, filter: ScanPageFilter, page: number, size: number) {
  return queryOptions({
    queryKey: [...scanKey(ref.communityInfoCode, ref.votingCode), 'pages', filter, page, size],
    queryFn: () =>
      request<Page<ScanPage>>({ url: '/v1/paperScan/pages', data: { ...ref, filter, page, size } }),
    placeholderData: (previous) => previous,
  });
}

export const decideScanIssue = (input: Ref & { pageId: string; issueKey: string; decision: ScanDecision }) =>
  request<ScanPage>({ url: '/v1/paperScan/decide', method: 'POST', data: input });

export const confirmScanPage = (input: Ref & { pageId: string }) =>
  request<ScanPage>({ url: '/v1/paperScan/confirm', method: 'POST', data: input });

export const rejectScanPage = (input: Ref & { pageId: string; reason: string }) =>
  request<ScanPage>({ url: '/v1/paperScan/reject', method: 'POST', data: input });

type Envelope = { code?: unknown; message?: unknown; data?: unknown };

function envelopeOf(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

/** A refused upload: the server's words (or the network's). */
export class ScanUploadError extends Error {
  override name = 'ScanUploadError';
}

// A 200 MB scanner PDF on a slow line takes minutes; the server reads it afterwards, in a job.
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * Sends the files in one multipart POST with XMLHttpRequest, so a bar can follow the bytes (fetch
 * reports no upload progress); answers the batch, whose reading is then polled.
 */
export function uploadScans(ref: Ref, files: readonly File[], onProgress?: (percent: number) => void) {
  return new Promise<ScanBatch>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams(ref).toString();
    xhr.open('POST', `/v1/paperScan/upload?${query}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    const token = getItem<string>(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = envelopeOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && answer?.code === 200 && answer.data)
        resolve(answer.data as ScanBatch);
      else reject(new ScanUploadError(unwrapMessage(answer?.message) || i18n.t('votingScan:upload.failed')));
    };
    xhr.onerror = () => reject(new ScanUploadError(i18n.t('request.network')));
    xhr.ontimeout = () => reject(new ScanUploadError(i18n.t('request.timeout')));
    xhr.send(body);
  });
}

/**
 * An image of the scan API as an object URL: the `<img>` cannot send the session's `token` header,
 * so the bytes are fetched with it (the page image and the crops are evidence, not public files).
 */
export async function fetchScanImage(url: string, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = {};
  const token = getItem<string>(STORAGE_KEYS.token);
  if (token) headers.token = token;
  const response = await fetch(url, { headers, signal });
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('json'))
    throw new Error(`image ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
