import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { hashesEqual } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';

/**
 * Download grants (issue #21 item 2): an `<img>` cannot send the `token` header, and a session
 * token in a URL lands in proxy logs, history and Referer headers. So the page asks for a grant per
 * file instead: HMAC-SHA256 with the deployment secret over the attachment id, the user, the
 * session kind, the session it was issued under and the expiry. It opens GET
 * /v1/api/cos/grantedDownload for that one file until it expires, and nothing else: it is not a
 * session token, so every other call answers 401 to it. The permission is checked again when the
 * file is fetched, so a grant outlives no permission; and its session must still be open then, so a
 * grant outlives no logout either.
 *
 * The session travels sealed (AES-256-GCM under a key derived from the secret): the server needs it
 * back to look the session up, and its id (the token's hash, the session store's key) has no business
 * in URLs, logs and Referer headers in the clear.
 */
export const DOWNLOAD_GRANT_TTL_SECONDS = 300;

/** Who a grant was issued to: the user, the kind of session and that session (its store key). */
export type GrantSubject = { userId: number; sessionKind: SessionKind; sessionId: string };

const KINDS: readonly SessionKind[] = ['WEB_COMMUNITY', 'WEB_GOV', 'OWNER'];
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Session ids are SHA-256 hex (secure-random `sha256`): sealed as their 32 bytes. */
const SESSION_ID = /^[0-9a-f]{64}$/;

function sealingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('download-grant-session').digest();
}

function sealSession(secret: string, sessionId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(Buffer.from(sessionId, 'hex')), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

function openSession(secret: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length !== IV_BYTES + 32 + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('hex');
  } catch {
    return null;
  }
}

function sign(
  secret: string,
  attachmentId: string,
  subject: Omit<GrantSubject, 'sessionId'>,
  session: string,
  expires: number,
): string {
  const fields = [attachmentId, subject.userId, subject.sessionKind, session, expires];
  return createHmac('sha256', secret)
    .update(`download\u0000${fields.join('\u0000')}`)
    .digest('base64url');
}

/** The grant string: `<userId>.<session kind>.<expiry epoch seconds>.<sealed session>.<signature>`. */
export function signDownloadGrant(
  secret: string,
  attachmentId: string,
  subject: GrantSubject,
  expiresAt: Date,
): string {
  if (!SESSION_ID.test(subject.sessionId)) throw new Error('a download grant needs the session id');
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const session = sealSession(secret, subject.sessionId);
  const signature = sign(secret, attachmentId, subject, session, expires);
  return `${subject.userId}.${subject.sessionKind}.${expires}.${session}.${signature}`;
}

/**
 * Who the grant was given to, under which session, or null when it is forged, for another file, or
 * expired. Whether that session is still open is the caller's question (the session store's).
 */
export function verifyDownloadGrant(
  secret: string,
  attachmentId: string,
  grant: string,
  now: Date,
): GrantSubject | null {
  const [user, kind, expiry, session, signature, ...rest] = grant.split('.');
  if (rest.length > 0 || !user || !kind || !expiry || !session || !signature) return null;
  const userId = Number(user);
  const expires = Number(expiry);
  const sessionKind = KINDS.find((known) => known === kind);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires) || !sessionKind) return null;
  const subject = { userId, sessionKind };
  if (!hashesEqual(sign(secret, attachmentId, subject, session, expires), signature)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  const sessionId = openSession(secret, session);
  return sessionId ? { ...subject, sessionId } : null;
}
