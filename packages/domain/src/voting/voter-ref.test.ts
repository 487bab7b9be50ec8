import { describe, expect, it } from 'vitest';
import { isVoterRefKey, staffRefOf, VOTER_REF_LENGTH, voterRefOf } from './voter-ref';

const KEY = '0f'.repeat(32);
const OTHER = 'a1'.repeat(32);

describe('voterRefOf', () => {
  it('is the HMAC-SHA256 of the voter key under the vote secret, cut to 32 hex characters', () => {
    const ref = voterRefOf(KEY, '12,40');
    expect(ref).toMatch(/^[0-9a-f]+$/);
    expect(ref).toHaveLength(VOTER_REF_LENGTH);
    expect(voterRefOf(KEY, '12,40')).toBe(ref);
  });

  it('matches the RFC 4231 HMAC-SHA256 vector (key 0x0b×20 zero-padded to 32 bytes)', () => {
    // HMAC pads keys shorter than the block with zeros, so 0x0b×20 + 0x00×12 equals key 0x0b×20.
    const key = `${'0b'.repeat(20)}${'00'.repeat(12)}`;
    expect(voterRefOf(key, 'Hi There')).toBe('b0344c61d8db38535ca8afceaf0bf12b');
  });

  it('differs per voter and per vote, and never contains the voter key', () => {
    expect(voterRefOf(KEY, '1')).not.toBe(voterRefOf(KEY, '2'));
    expect(voterRefOf(KEY, '1')).not.toBe(voterRefOf(OTHER, '1'));
    expect(voterRefOf(KEY, 'DEVELOPER')).not.toContain('DEVELOPER');
  });

  it('keeps staff references apart from voter references', () => {
    expect(staffRefOf(KEY, 'U13800000000')).not.toBe(voterRefOf(KEY, 'U13800000000'));
    expect(staffRefOf(KEY, 'U13800000000')).not.toContain('13800000000');
  });

  it('refuses a key that is not 64 hex characters', () => {
    expect(isVoterRefKey(KEY)).toBe(true);
    expect(isVoterRefKey('abc')).toBe(false);
    expect(isVoterRefKey('G'.repeat(64))).toBe(false);
    expect(() => voterRefOf('short', '1')).toThrow();
  });
});
