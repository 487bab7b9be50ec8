import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Pseudonymous voter references (issue #21 item 5). The evidence chain of a vote names a voter by
 * `voterRefOf(key, voterKey)`, an HMAC-SHA256 under a random secret of that vote, never by the voter
 * key (internal owner ids), a user code, a phone or a house: the published chain shows one stable
 * reference per voter (so double ballots and replacements stay checkable) that cannot be linked to a
 * person, nor to the same person in another vote, without the vote's secret.
 */

/** Hex characters of a reference (128 bits of the HMAC). */
export const VOTER_REF_LENGTH = 32;

/** Bytes of a vote's secret. */
export const VOTER_REF_KEY_BYTES = 32;

const HEX_KEY = /^[0-9a-f]{64}$/;

/** Whether `key` has the form of a vote's secret (64 lower-case hex characters). */
export function isVoterRefKey(key: string): boolean {
  return HEX_KEY.test(key);
}

/**
 * The reference of a voter in a vote: the first {@link VOTER_REF_LENGTH} hex characters of
 * HMAC-SHA256(key, voterKey).
 * @throws Error when `key` is not a vote's secret (64 hex characters).
 */
export function voterRefOf(key: string, voterKey: string): string {
  if (!isVoterRefKey(key)) throw new Error('voter reference key must be 64 hex characters');
  return bytesToHex(hmac(sha256, hexToBytes(key), utf8ToBytes(voterKey))).slice(0, VOTER_REF_LENGTH);
}

/** The reference of a staff member who entered or confirmed a paper ballot (distinct from voters'). */
export function staffRefOf(key: string, userCode: string): string {
  return voterRefOf(key, `staff:${userCode}`);
}
