import {
  createSignatureTally,
  type SignatureShare,
  type SignatureTally,
} from '@gongzhi/domain/proposal/proposal-rules';
import type { VoterRoll } from '@gongzhi/domain/voting/voter-roll';

/** Proposals whose tally is kept; beyond it the least recently used goes. */
const MAX_PROPOSALS = 64;

type Kept = { roll: VoterRoll; seq: number; tally: SignatureTally };

/**
 * Each proposal's signed share, kept while its community's roll stands: a call reads only the
 * signatures committed since the last it counted (sign_seq, migration 0023), where it used to read
 * every signer and walk the whole roll, so 30,000 signatures cost 30,000² (bench:proposal-sign).
 * Signatures are only ever removed with their proposal, so counting forward is exact. A new roll
 * (the roster changed) starts the count again. Calls racing on one proposal may read the same
 * signatures twice; the tally counts each signer once.
 */
export function createSignatureTallies(deps: {
  rollOf: (communityId: number) => Promise<VoterRoll>;
  signersAfter: (proposalId: number, afterSeq: number) => Promise<{ userId: number; signSeq: number }[]>;
}) {
  const kept = new Map<number, Kept>();
  return async function shareOf(proposal: { id: number; communityId: number }): Promise<SignatureShare> {
    const roll = await deps.rollOf(proposal.communityId);
    const previous = kept.get(proposal.id);
    kept.delete(proposal.id);
    const entry: Kept =
      previous && previous.roll === roll ? previous : { roll, seq: 0, tally: createSignatureTally(roll) };
    const fresh = await deps.signersAfter(proposal.id, entry.seq);
    entry.tally.add(fresh.map((signer) => signer.userId));
    entry.seq = Math.max(entry.seq, fresh.at(-1)?.signSeq ?? 0);
    kept.set(proposal.id, entry);
    if (kept.size > MAX_PROPOSALS) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return entry.tally.share();
  };
}
