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

/** SHA-256 hex over the canonical JSON of { prev, seq, type, payload, at } (DESIGN §7). */
export function chainEntryHash(prevHash: string, body: ChainEntryBody): string {
  return sha256Hex(
    canonicalJson({ prev: prevHash, seq: body.seq, type: body.type, payload: body.payload, at: body.at }),
  );
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
 * Recomputes every hash in order: entry i must have seq i, prev equal to entry i-1's hash (the
 * genesis hash for i = 0) and a hash equal to {@link chainEntryHash}. The first failure is reported.
 */
export function verifyChain(entries: readonly ChainEntry[]): ChainVerification {
  let prev = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    let expected: string | undefined;
    try {
      expected = chainEntryHash(prev, entry);
    } catch {
      expected = undefined;
    }
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
