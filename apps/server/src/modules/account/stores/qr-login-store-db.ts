import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { qrLogins } from '../../../db/schema';
import type { QrLoginStore } from './qr-login-store';

/** QR logins in the `qr_logins` table; stale rows are purged by the account repository's hourly purge. */
export function createDbQrLoginStore(db: Db): QrLoginStore {
  // The login page polls every second while its QR code shows: prepared once, not rebuilt per poll.
  const findQuery = db
    .select()
    .from(qrLogins)
    .where(eq(qrLogins.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('qr_login_find');
  return {
    async insert(values) {
      await db.insert(qrLogins).values({
        keyHash: values.keyHash,
        adminOwnerType: values.adminOwnerType,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    async find(keyHash) {
      const [row] = await findQuery.execute({ keyHash });
      if (!row) return null;
      return {
        keyHash: row.keyHash,
        adminOwnerType: row.adminOwnerType,
        state: row.state,
        scannedByUserId: row.scannedByUserId,
        failMessage: row.failMessage,
        expiresAt: row.expiresAt,
        tokenIssuedAt: row.tokenIssuedAt,
      };
    },

    async move(keyHash, from, change) {
      const rows = await db
        .update(qrLogins)
        .set(change)
        .where(and(eq(qrLogins.keyHash, keyHash), eq(qrLogins.state, from)))
        .returning({ id: qrLogins.id });
      return rows.length > 0;
    },

    async claimToken(keyHash, now) {
      const rows = await db
        .update(qrLogins)
        .set({ tokenIssuedAt: now })
        .where(
          and(
            eq(qrLogins.keyHash, keyHash),
            eq(qrLogins.state, 'SCANNED_CODE_ALLOW_LOGIN'),
            isNull(qrLogins.tokenIssuedAt),
          ),
        )
        .returning({ id: qrLogins.id });
      return rows.length > 0;
    },
  };
}
