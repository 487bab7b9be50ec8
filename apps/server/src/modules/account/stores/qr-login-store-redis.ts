import type { Redis } from 'ioredis';
import type { QrLoginStateValue } from '../../../db/schema';
import type { QrLoginChange, QrLoginRecord, QrLoginStore } from './qr-login-store';

/** An expired code still answers its final state (refused, already used) this long, then reads as expired. */
const KEEP_AFTER_EXPIRY_MS = 3_600_000;

/** ARGV: expected state, new key TTL in ms ('' keeps it), then field/value pairs ('' clears a field). */
const MOVE_IF_STATE = `
if redis.call('HGET', KEYS[1], 'state') ~= ARGV[1] then return 0 end
for i = 3, #ARGV, 2 do
  if ARGV[i + 1] == '' then redis.call('HDEL', KEYS[1], ARGV[i])
  else redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
if ARGV[2] ~= '' then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

const CLAIM_TOKEN = `
if redis.call('HGET', KEYS[1], 'state') ~= 'SCANNED_CODE_ALLOW_LOGIN' then return 0 end
if redis.call('HSETNX', KEYS[1], 'tokenIssuedAt', ARGV[1]) == 0 then return 0 end
return 1`;

const keyOf = (keyHash: string) => `qr:${keyHash}`;
const keyTtlMs = (expiresAt: Date, now: Date) =>
  Math.max(expiresAt.getTime() - now.getTime(), 0) + KEEP_AFTER_EXPIRY_MS;
const dateOf = (value: string | undefined) => (value ? new Date(Number(value)) : null);

const QR_STATES: readonly string[] = [
  'UNSCENTED_CODE',
  'SCANNED_CODE',
  'SCANNED_CODE_ALLOW_LOGIN',
  'SCANNED_CODE_REFUSE_LOGIN',
  'QR_CODE_EXPIRED',
] satisfies QrLoginStateValue[];

/** The change as flat field/value pairs for the script; null clears a field. */
function changePairs(change: QrLoginChange): string[] {
  const pairs: string[] = [];
  if (change.state !== undefined) pairs.push('state', change.state);
  if (change.scannedByUserId !== undefined)
    pairs.push('scannedByUserId', String(change.scannedByUserId ?? ''));
  if (change.failMessage !== undefined) pairs.push('failMessage', change.failMessage ?? '');
  if (change.expiresAt !== undefined) pairs.push('expiresAt', String(change.expiresAt.getTime()));
  return pairs;
}

/**
 * QR logins as Redis hashes `qr:<keyHash>` that vanish an hour after the code expires; the state
 * moves with compare-and-set scripts, so concurrent scans and polls on different instances stay safe.
 */
export function createRedisQrLoginStore(redis: Redis): QrLoginStore {
  return {
    async insert(values) {
      const key = keyOf(values.keyHash);
      await redis
        .multi()
        .hset(key, {
          adminOwnerType: values.adminOwnerType,
          state: 'UNSCENTED_CODE',
          expiresAt: values.expiresAt.getTime(),
        })
        .pexpire(key, keyTtlMs(values.expiresAt, values.now))
        .exec();
    },

    async find(keyHash): Promise<QrLoginRecord | null> {
      const fields = await redis.hgetall(keyOf(keyHash));
      const expiresAt = dateOf(fields.expiresAt);
      const { state, adminOwnerType } = fields;
      if (!expiresAt || !state || !QR_STATES.includes(state)) return null;
      if (adminOwnerType !== 'COMMUNITY' && adminOwnerType !== 'GOV') return null;
      return {
        keyHash,
        adminOwnerType,
        state: state as QrLoginStateValue,
        scannedByUserId: fields.scannedByUserId ? Number(fields.scannedByUserId) : null,
        failMessage: fields.failMessage || null,
        expiresAt,
        tokenIssuedAt: dateOf(fields.tokenIssuedAt),
      };
    },

    async move(keyHash, from, change, now) {
      const ttl = change.expiresAt ? String(keyTtlMs(change.expiresAt, now)) : '';
      const moved = await redis.eval(MOVE_IF_STATE, 1, keyOf(keyHash), from, ttl, ...changePairs(change));
      return moved === 1;
    },

    async claimToken(keyHash, now) {
      return (await redis.eval(CLAIM_TOKEN, 1, keyOf(keyHash), now.getTime())) === 1;
    },
  };
}
