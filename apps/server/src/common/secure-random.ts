import { createHash, createHmac, randomBytes, randomFillSync, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: 256 bits, for session tokens and QR login keys. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry their own entropy, so a plain SHA-256 is enough to store them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Short secrets (6-digit codes, captchas) are keyed with the server pepper so a leaked table alone reveals nothing quickly. */
export function pepperedHash(secret: string, ...parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const CODE_BYTES = 10;
/** Bytes from the CSPRNG fetched at once for business codes: an import makes tens of thousands. */
const codePool = Buffer.alloc(CODE_BYTES * 512);
let codePoolOffset = codePool.length;

/** Opaque business codes such as `userId`: a prefix and 20 random hex characters. */
export function newBusinessCode(prefix: string): string {
  if (codePoolOffset + CODE_BYTES > codePool.length) {
    randomFillSync(codePool);
    codePoolOffset = 0;
  }
  const start = codePoolOffset;
  codePoolOffset += CODE_BYTES;
  // Each code takes its own bytes of the pool, never reused.
  return `${prefix}${codePool.toString('hex', start, codePoolOffset)}`;
}
