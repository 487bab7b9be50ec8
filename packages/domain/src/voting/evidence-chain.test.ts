import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  type ChainEntry,
  canonicalJson,
  chainEntryHash,
  GENESIS_HASH,
  sha256Hex,
  verifyChain,
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
  ])('%j', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
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
  it('an empty chain is valid with the genesis head', () => {
    expect(verifyChain([])).toEqual({ valid: true, firstBadIndex: null, head: GENESIS_HASH, count: 0 });
  });
  it('links entries', () => {
    const chain = chainOf([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(chain.map((entry) => entry.seq)).toEqual([0, 1, 2]);
    expect(chain[1]?.prev).toBe(chain[0]?.hash);
    expect(verifyChain(chain)).toEqual({ valid: true, firstBadIndex: null, head: chain[2]?.hash, count: 3 });
  });

  const json = fc.jsonValue({ maxDepth: 2 });
  it('any change to one entry is found at that entry', () => {
    fc.assert(
      fc.property(
        fc.array(json, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom('payload', 'type', 'at', 'seq', 'prev', 'hash'),
        (payloads, pick, field) => {
          const chain = chainOf(payloads);
          expect(verifyChain(chain).valid).toBe(true);
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
          const result = verifyChain(copy);
          expect(result.valid).toBe(false);
          expect(result.firstBadIndex).toBe(index);
        },
      ),
    );
  });
  it('a dropped entry is found where it was', () => {
    const chain = chainOf([1, 2, 3, 4]);
    expect(verifyChain([chain[0], chain[2], chain[3]] as ChainEntry[]).firstBadIndex).toBe(1);
  });
});
