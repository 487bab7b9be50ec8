import { type BallotInChain, findBallotInChain } from './evidence-chain';
import { type AggregateVerification, type VoteAggregate, verifyAggregate } from './vote-aggregate';

export type BallotCheck = {
  /** The whole aggregate recomputed (chain with Web Crypto, roll, tally against the published result). */
  verification: AggregateVerification;
  /** The recomputed chain head equals the head the result was published with. */
  headMatches: boolean;
  /** Each receipt hash looked up in the chain. */
  ballots: (BallotInChain & { ballotHash: string })[];
  /** Everything holds and every receipt is a counted ballot of the chain. */
  ok: boolean;
};

/**
 * "Verify my ballot": recomputes the published aggregate with {@link verifyAggregate} (no trust in
 * the server's hashing) and finds each of the owner's receipt hashes among its BALLOT_CAST entries,
 * not replaced later. The owner H5 result page runs it in the browser.
 */
export async function checkBallotsInAggregate(
  aggregate: VoteAggregate,
  publishedHead: string,
  ballotHashes: readonly string[],
): Promise<BallotCheck> {
  const verification = await verifyAggregate(aggregate);
  const headMatches = verification.chain.head === publishedHead;
  const ballots = ballotHashes.map((ballotHash) => ({
    ballotHash,
    ...findBallotInChain(aggregate.entries, ballotHash),
  }));
  const ok =
    verification.valid && headMatches && ballots.every((ballot) => ballot.index !== null && !ballot.replaced);
  return { verification, headMatches, ballots, ok };
}
