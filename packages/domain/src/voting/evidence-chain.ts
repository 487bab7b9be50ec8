import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';

/** The `prev` of the first entry of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Canonical JSON per RFC 8785 (JCS): sorted keys, no whitespace, ECMAScript number spelling.
 * @throws TypeError for values JSON cannot hold (undefined at the top, functions, non-finite numbers).
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('Value has no canonical JSON form');
  return text;
}

/** SHA-256 of the UTF-8 bytes of `text`, lower-case hex. Pure TS, so browsers verify the same way. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** What an entry records (every ballot event, paper entry, delivery proof, tally and publication). */
export type ChainEntryBody = {
  /** 0-based position in the chain. */
  seq: number;
  /** Event type, e.g. BALLOT_CAST, BALLOT_REPLACED, TALLY, PUBLICATION. */
  type: string;
  payload: unknown;
  /** ISO 8601 instant of the event. */
  at: string;
};

export type ChainEntry = ChainEntryBody & { prev: string; hash: string };

/** What an entry's hash is taken over: the canonical JSON of { prev, seq, type, payload, at } (DESIGN §7). */
export function chainEntryPreimage(prevHash: string, body: ChainEntryBody): string {
  return canonicalJson({
    prev: prevHash,
    seq: body.seq,
    type: body.type,
    payload: body.payload,
    at: body.at,
  });
}

/** SHA-256 hex over {@link chainEntryPreimage}; the server hashes appended entries with it. */
export function chainEntryHash(prevHash: string, body: ChainEntryBody): string {
  return sha256Hex(chainEntryPreimage(prevHash, body));
}

export const WEB_CRYPTO_MISSING = '当前浏览器无法进行本机校验（Web Crypto 不可用，请通过 HTTPS 打开本页）';

/**
 * SHA-256 of the UTF-8 bytes of `text` with the platform's Web Crypto (`crypto.subtle`: browsers in a
 * secure context, Node 20+). Verification uses it rather than our own SHA-256, so a reader checks the
 * chain with the hash their browser ships, trusting neither the server nor this code's hashing.
 * @throws Error with {@link WEB_CRYPTO_MISSING} where the platform has no `crypto.subtle` (plain http).
 */
export async function sha256HexWebCrypto(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error(WEB_CRYPTO_MISSING);
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The next entry after `head` (null for an empty chain), hashed. */
export function appendEntry(head: ChainEntry | null, entry: Omit<ChainEntryBody, 'seq'>): ChainEntry {
  const prev = head?.hash ?? GENESIS_HASH;
  const seq = head ? head.seq + 1 : 0;
  const body = { seq, type: entry.type, payload: entry.payload, at: entry.at };
  return { ...body, prev, hash: chainEntryHash(prev, body) };
}

export type ChainVerification = {
  valid: boolean;
  /** Index of the first entry whose seq, link or hash is wrong; null when all hold. */
  firstBadIndex: number | null;
  /** Hash of the last entry (GENESIS_HASH for an empty chain). */
  head: string;
  count: number;
};

/**
 * Recomputes every hash in order with Web Crypto ({@link sha256HexWebCrypto}), the one chain verifier
 * of the browser pages, the CLI (`npm run verify-vote`) and the server's verifyChain call: entry i
 * must have seq i, prev equal to entry i-1's hash (the genesis hash for i = 0) and a hash equal to
 * SHA-256 of {@link chainEntryPreimage}. The first failure is reported.
 */
export async function verifyChain(entries: readonly ChainEntry[]): Promise<ChainVerification> {
  let prev = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    let preimage: string | undefined;
    try {
      preimage = chainEntryPreimage(prev, entry);
    } catch {
      preimage = undefined;
    }
    const expected = preimage === undefined ? undefined : await sha256HexWebCrypto(preimage);
    if (entry.seq !== index || entry.prev !== prev || entry.hash !== expected) {
      return {
        valid: false,
        firstBadIndex: index,
        head: entries.at(-1)?.hash ?? GENESIS_HASH,
        count: entries.length,
      };
    }
    prev = entry.hash;
  }
  return { valid: true, firstBadIndex: null, head: prev, count: entries.length };
}

/** Where a ballot's receipt hash stands in a chain (what an owner's "verify my ballot" looks for). */
export type BallotInChain = {
  /** Index of the BALLOT_CAST entry with that hash; null when no such entry exists. */
  index: number | null;
  /** A later BALLOT_REPLACED entry replaced it (e.g. a paper ballot replaced by an online one). */
  replaced: boolean;
};

export function findBallotInChain(entries: readonly ChainEntry[], ballotHash: string): BallotInChain {
  const index = entries.findIndex((entry) => entry.type === 'BALLOT_CAST' && entry.hash === ballotHash);
  if (index < 0) return { index: null, replaced: false };
  const replaced = entries.some(
    (entry, at) =>
      at > index &&
      entry.type === 'BALLOT_REPLACED' &&
      (entry.payload as { replacedHash?: unknown } | null)?.replacedHash === ballotHash,
  );
  return { index, replaced };
}
