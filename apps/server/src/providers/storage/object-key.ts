import { randomBytes } from 'node:crypto';

const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\/[a-f0-9]{32}(?:\.[a-z0-9]{1,8})?$/;

/**
 * A new object key: `<prefix>/<yyyy>/<mm>/<128 random bits>.<ext>`. Nothing of the client's name
 * goes in except the already allow-listed extension, so keys cannot traverse or collide.
 */
export function newObjectKey(prefix: string, extension: string, now: Date): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const suffix = extension ? `.${extension}` : '';
  const key = `${prefix}/${year}/${month}/${randomBytes(16).toString('hex')}${suffix}`;
  assertObjectKey(key);
  return key;
}

/** Adapters re-check every key they touch: a bad key is a bug, never a path outside the store. */
export function assertObjectKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid object key ${JSON.stringify(key)}`);
}
