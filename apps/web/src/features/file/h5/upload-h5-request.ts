import type { UploadRequestPublicDto } from '@gongzhi/domain/archive/upload-request';
import { unwrapMessage } from '../../../lib/envelope-message';
import { CallFailure, post, type TokenKey } from './upload-h5-api';

/**
 * The upload request of /mobile/uploadfile?request=CODE (issue #28 item 3): what it asks for, read
 * without a session, and handing the uploaded files over with the page's session.
 */

/** The request code of the page's address, or null. */
export function requestCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('request');
  return code ? code : null;
}

export async function readUploadRequest(code: string): Promise<UploadRequestPublicDto> {
  let response: Response;
  try {
    response = await fetch(`/v1/archive/uploadRequest/public?request=${encodeURIComponent(code)}`);
  } catch {
    throw new CallFailure(0, '');
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    message?: unknown;
    data?: UploadRequestPublicDto;
  } | null;
  if (response.ok && body?.code === 200 && body.data) return body.data;
  throw new CallFailure(response.status, unwrapMessage(body?.message));
}

export const submitToRequest = (code: string, attachmentIds: string[], tokenKey: TokenKey) =>
  post<{ count: number }>('/v1/archive/uploadRequest/submit', { request: code, attachmentIds }, tokenKey);
