import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  type ChainEntry,
  canonicalJson,
  chainEntryHash,
  chainEntryPreimage,
  findBallotInChain,
  GENESIS_HASH,
  sha256Hex,
  sha256HexWebCrypto,
  verifyChain,
  WEB_CRYPTO_MISSING,
} from './evidence-chain';

describe('canonicalJson (RFC 8785)', () => {
  it.each<[unknown, string]>([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ z: [3, { y: null, x: true }] }, '{"z":[3,{"x":true,"y":null}]}'],
    [{ n: 1e21, m: 0.1, k: -0 }, '{"k":0,"m":0.1,"n":1e+21}'],
    [{ s: '共治\u2028"' }, '{"s":"共治\u2028\\""}'],
    // RFC 8785 §3.2.3 sorts by UTF-16 code units.
    // (U+FB33 sorts after U+1F600, whose first code unit is D83D, though its code point is smaller.)
    [
      { '\u20ac': 1, '\r': 2, '\ufb33': 5, '\ud83d\ude00': 3, '1': 4 },
      '{"\\r":2,"1":4,"€":1,"😀":3,"\ufb33":5}',
    ],
  ])('%j', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('%j', async (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
    expect(await sha256HexWebCrypto(text)).toBe(hex);
  });
  it('Web Crypto and the pure hash agree on any text (UTF-8 included)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (text) => {
        expect(await sha256HexWebCrypto(text)).toBe(sha256Hex(text));
      }),
      { numRuns: 50 },
    );
  });
  it('says so where the platform has no crypto.subtle (a page over plain http)', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      await expect(sha256HexWebCrypto('abc')).rejects.toThrow(WEB_CRYPTO_MISSING);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});

function chainOf(payloads: unknown[]): ChainEntry[] {
  const entries: ChainEntry[] = [];
  for (const [index, payload] of payloads.entries()) {
    entries.push(
      appendEntry(entries.at(-1) ?? null, {
        type: 'BALLOT_CAST',
        payload,
        at: `2026-01-01T00:00:${String(index % 60).padStart(2, '0')}Z`,
      }),
    );
  }
  return entries;
}

describe('hash chain', () => {
  it('hashes { prev, seq, type, payload, at } canonically', () => {
    const body = {
      seq: 0,
      type: 'BALLOT_CAST',
      payload: { voterKey: '1', choices: { q: 'AGREE' } },
      at: '2026-01-01T00:00:00Z',
    };
    expect(chainEntryHash(GENESIS_HASH, body)).toBe(
      sha256Hex(
        `{"at":"2026-01-01T00:00:00Z","payload":{"choices":{"q":"AGREE"},"voterKey":"1"},"prev":"${GENESIS_HASH}","seq":0,"type":"BALLOT_CAST"}`,
      ),
    );
  });
  it('an empty chain is valid with the genesis head', async () => {
    expect(await verifyChain([])).toEqual({ valid: true, firstBadIndex: null, head: GENESIS_HASH, count: 0 });
  });
  it('links entries', async () => {
    const chain = chainOf([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(chain.map((entry) => entry.seq)).toEqual([0, 1, 2]);
    expect(chain[1]?.prev).toBe(chain[0]?.hash);
    expect(await verifyChain(chain)).toEqual({
      valid: true,
      firstBadIndex: null,
      head: chain[2]?.hash,
      count: 3,
    });
    expect(chain[1]?.hash).toBe(sha256Hex(chainEntryPreimage(chain[0]?.hash ?? '', chain[1] as ChainEntry)));
  });

  const json = fc.jsonValue({ maxDepth: 2 });
  it('any change to one entry is found at that entry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(json, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom('payload', 'type', 'at', 'seq', 'prev', 'hash'),
        async (payloads, pick, field) => {
          const chain = chainOf(payloads);
          expect((await verifyChain(chain)).valid).toBe(true);
          const index = pick % chain.length;
          const entry = chain[index] as ChainEntry;
          const tampered: ChainEntry =
            field === 'payload'
              ? { ...entry, payload: { tampered: entry.payload ?? null } }
              : field === 'seq'
                ? { ...entry, seq: entry.seq + 1 }
                : { ...entry, [field]: `${entry[field]}x` };
          const copy = [...chain];
          copy[index] = tampered;
          const result = await verifyChain(copy);
          expect(result.valid).toBe(false);
          expect(result.firstBadIndex).toBe(index);
        },
      ),
    );
  });
  it('a dropped entry is found where it was', async () => {
    const chain = chainOf([1, 2, 3, 4]);
    expect((await verifyChain([chain[0], chain[2], chain[3]] as ChainEntry[])).firstBadIndex).toBe(1);
  });
  it('a tampered ballot fails at its entry even with its hash recomputed (the next link breaks)', async () => {
    const chain = chainOf([{ choices: { '1': 'AGREE' } }, { choices: { '1': 'DISAGREE' } }, { a: 3 }]);
    const entry = chain[1] as ChainEntry;
    const payload = { choices: { '1': 'AGREE' } };
    const rehashed = { ...entry, payload, hash: chainEntryHash(entry.prev, { ...entry, payload }) };
    expect(await verifyChain([chain[0], rehashed, chain[2]] as ChainEntry[])).toMatchObject({
      valid: false,
      firstBadIndex: 2,
    });
  });
});

describe('findBallotInChain', () => {
  const cast = (entries: ChainEntry[], type: string, payload: unknown) => {
    entries.push(appendEntry(entries.at(-1) ?? null, { type, payload, at: '2026-01-01T00:00:00Z' }));
    return entries.at(-1) as ChainEntry;
  };
  it('finds a receipt hash among the ballots, and whether it was replaced later', () => {
    const entries: ChainEntry[] = [];
    cast(entries, 'ROLL_FROZEN', {});
    const paper = cast(entries, 'BALLOT_CAST', { voterKey: '1', channel: 'PAPER' });
    const other = cast(entries, 'BALLOT_CAST', { voterKey: '2', channel: 'ONLINE' });
    cast(entries, 'BALLOT_REPLACED', { voterKey: '1', replacedHash: paper.hash });
    const online = cast(entries, 'BALLOT_CAST', { voterKey: '1', channel: 'ONLINE' });
    expect(findBallotInChain(entries, online.hash)).toEqual({ index: 4, replaced: false });
    expect(findBallotInChain(entries, other.hash)).toEqual({ index: 2, replaced: false });
    expect(findBallotInChain(entries, paper.hash)).toEqual({ index: 1, replaced: true });
    expect(findBallotInChain(entries, entries[0]?.hash ?? '')).toEqual({ index: null, replaced: false });
    expect(findBallotInChain(entries, 'f'.repeat(64))).toEqual({ index: null, replaced: false });
  });
});
