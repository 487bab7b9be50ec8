import { randomBytes } from 'node:crypto';
import { canonicalJson, sha256Hex } from '@gongzhi/domain/voting/evidence-chain';
import type { RollRow } from '@gongzhi/domain/voting/vote-aggregate';
import { staffRefOf, VOTER_REF_KEY_BYTES, voterRefOf } from '@gongzhi/domain/voting/voter-ref';
import type { VotingRow } from './repository';

/**
 * How the evidence chain of a vote names voters (issue #21 item 5; docs/contracts/voting.md
 * "Evidence chain"). A vote with a secret (`votings.voter_ref_key`, set at creation or at roll
 * freeze) names each voter by `voterRefOf(secret, voterKey)`; a vote frozen before the secrets
 * existed keeps naming voters by their voter keys, so its running chain stays one form.
 */

type KeyOf = Pick<VotingRow, 'voterRefKey'>;

/** A new vote's secret: 32 random bytes as hex. */
export function newVoterRefKey(): string {
  return randomBytes(VOTER_REF_KEY_BYTES).toString('hex');
}

/** The reference a chain entry of this vote names the voter by (the voter key in a legacy vote). */
export function chainVoterId(voting: KeyOf, voterKey: string): string {
  return voting.voterRefKey ? voterRefOf(voting.voterRefKey, voterKey) : voterKey;
}

/** The payload field naming the voter: `{ voterRef }`, or `{ voterKey }` in a legacy vote. */
export function chainVoter(voting: KeyOf, voterKey: string): { voterRef: string } | { voterKey: string } {
  return voting.voterRefKey ? { voterRef: voterRefOf(voting.voterRefKey, voterKey) } : { voterKey };
}

/** The payload field naming the staff member who entered or confirmed a paper ballot (null if none). */
export function chainStaff(voting: KeyOf, userCode: string | null | undefined): string | null {
  if (!userCode) return null;
  return voting.voterRefKey ? staffRefOf(voting.voterRefKey, userCode) : userCode;
}

type RollVoter = { voterKey: string; area: number; houseIds: readonly number[] };

const byFirst = (a: RollRow, b: RollRow) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The roll as ROLL_FROZEN hashes it and the aggregate exports it: [voterRef, area] ordered by
 * reference (nothing of the owner ids, not even their order), or the legacy [voterKey, area,
 * houseIds] ordered by voter key.
 */
export function chainRoll(voting: KeyOf, voters: readonly RollVoter[]): RollRow[] {
  const key = voting.voterRefKey;
  if (!key) {
    return voters
      .map((voter): RollRow => [voter.voterKey, voter.area, [...voter.houseIds].sort((a, b) => a - b)])
      .sort(byFirst);
  }
  return voters.map((voter): RollRow => [voterRefOf(key, voter.voterKey), voter.area]).sort(byFirst);
}

/** SHA-256 of the canonical JSON of {@link chainRoll} (ROLL_FROZEN's rollDigest). */
export function chainRollDigest(voting: KeyOf, voters: readonly RollVoter[]): string {
  return sha256Hex(canonicalJson(chainRoll(voting, voters)));
}
