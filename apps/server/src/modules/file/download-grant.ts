import { createHmac } from 'node:crypto';
import { hashesEqual } from '../../common/secure-random';
import type { SessionKind } from '../../db/schema';

/**
 * Download grants (issue #21 item 2): an `<img>` cannot send the `token` header, and a session
 * token in a URL lands in proxy logs, history and Referer headers. So the page asks for a grant per
 * file instead: HMAC-SHA256 with the deployment secret over the attachment id, the user, the
 * session kind and the expiry. It opens GET /v1/api/cos/grantedDownload for that one file until it
 * expires, and nothing else: it is not a session token, so every other call answers 401 to it.
 * The permission is checked again when the file is fetched, so a grant outlives no permission.
 */
export const DOWNLOAD_GRANT_TTL_SECONDS = 300;

export type GrantSubject = { userId: number; sessionKind: SessionKind };

const KINDS: readonly SessionKind[] = ['WEB_COMMUNITY', 'WEB_GOV', 'OWNER'];

function sign(secret: string, attachmentId: string, subject: GrantSubject, expires: number): string {
  return createHmac('sha256', secret)
    .update(
      `download\u0000${attachmentId}\u0000${subject.userId}\u0000${subject.sessionKind}\u0000${expires}`,
    )
    .digest('base64url');
}

/** The grant string: `<userId>.<session kind>.<expiry epoch seconds>.<signature>`. */
export function signDownloadGrant(
  secret: string,
  attachmentId: string,
  subject: GrantSubject,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${subject.userId}.${subject.sessionKind}.${expires}.${sign(secret, attachmentId, subject, expires)}`;
}

/** Who the grant was given to, or null when it is forged, for another file, or expired. */
export function verifyDownloadGrant(
  secret: string,
  attachmentId: string,
  grant: string,
  now: Date,
): GrantSubject | null {
  const [user, kind, expiry, signature, ...rest] = grant.split('.');
  if (rest.length > 0 || !user || !kind || !expiry || !signature) return null;
  const userId = Number(user);
  const expires = Number(expiry);
  const sessionKind = KINDS.find((known) => known === kind);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires) || !sessionKind) return null;
  const subject = { userId, sessionKind };
  if (!hashesEqual(sign(secret, attachmentId, subject, expires), signature)) return null;
  return expires * 1000 > now.getTime() ? subject : null;
}
