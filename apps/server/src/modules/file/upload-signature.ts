import { createHmac } from 'node:crypto';
import { hashesEqual } from '../../common/secure-random';

/**
 * Signed URLs for uploads to our own server (local storage), the counterpart of an S3 presigned
 * URL: HMAC-SHA256 with the deployment secret over the attachment id and the expiry, so any
 * instance can verify it and nobody can stretch the expiry or point it at another slot.
 */
export function signUpload(secret: string, attachmentId: string, expiresEpoch: number): string {
  return createHmac('sha256', secret)
    .update(`upload\u0000${attachmentId}\u0000${expiresEpoch}`)
    .digest('base64url');
}

export function localUploadUrl(secret: string, attachmentId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = signUpload(secret, attachmentId, expires);
  return `/v1/api/cos/upload/${encodeURIComponent(attachmentId)}?expires=${expires}&signature=${signature}`;
}

export function verifyUploadSignature(
  secret: string,
  attachmentId: string,
  expiresEpoch: number,
  signature: string,
): boolean {
  return hashesEqual(signUpload(secret, attachmentId, expiresEpoch), signature);
}
