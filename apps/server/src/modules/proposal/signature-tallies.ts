import {
  createSignatureTally,
  type SignatureShare,
  type SignatureTally,
} from '@gongzhi/domain/proposal/proposal-rules';
import type { VoterRoll } from '@gongzhi/domain/voting/voter-roll';

/** Proposals whose tally is kept; beyond it the least recently used goes. */
const MAX_PROPOSALS = 64;

type Kept = { roll: VoterRoll; seq: number; tally: SignatureTally; caughtUp: Promise<void> };

/**
 * Each proposal's signed share, kept while its community's roll stands: a call reads only the
 * signatures committed since the last it counted (sign_seq, migration 0023), where it used to read
 * every signer and walk the whole roll, so 30,000 signatures cost 30,000² (bench:proposal-sign).
 * Signatures are only ever removed with their proposal, so counting forward is exact. A new roll
 * (the roster changed) starts the count again. The reads of one proposal queue behind each other,
 * so fifty owners signing at once do not each read the same signatures (each read still starts after
 * its call did, so a call's answer counts every signature committed before it).
 */
export function createSignatureTallies(deps: {
  rollOf: (communityId: number) => Promise<VoterRoll>;
  signersAfter: (proposalId: number, afterSeq: number) => Promise<{ userId: number; signSeq: number }[]>;
}) {
  const kept = new Map<number, Kept>();

  /** The proposal's entry, most recently used now; set before any wait so racing calls share it. */
  function entryOf(proposalId: number, roll: VoterRoll): Kept {
    const previous = kept.get(proposalId);
    const entry: Kept =
      previous && previous.roll === roll
        ? previous
        : { roll, seq: 0, tally: createSignatureTally(roll), caughtUp: Promise.resolve() };
    kept.delete(proposalId);
    kept.set(proposalId, entry);
    if (kept.size > MAX_PROPOSALS) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return entry;
  }

  return async function shareOf(proposal: { id: number; communityId: number }): Promise<SignatureShare> {
    const entry = entryOf(proposal.id, await deps.rollOf(proposal.communityId));
    const catchUp = entry.caughtUp.then(async () => {
      const fresh = await deps.signersAfter(proposal.id, entry.seq);
      entry.tally.add(fresh.map((signer) => signer.userId));
      // Reads of one entry run one after another, so the last place read is the newest.
      entry.seq = fresh.at(-1)?.signSeq ?? entry.seq;
    });
    // A failed read fails its own call; the next call reads from where the count stands.
    entry.caughtUp = catchUp.catch(() => undefined);
    await catchUp;
    return entry.tally.share();
  };
}
