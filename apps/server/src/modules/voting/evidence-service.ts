import { canonicalJson, verifyChain } from '@gongzhi/domain/voting/evidence-chain';
import { voterOfPayload } from '@gongzhi/domain/voting/vote-aggregate';
import type { CommunityAccess } from '../community/access-service';
import { chainEntryOf } from './chain';
import { chainVoterId } from './voter-ref';
import type { VotingCore } from './voting-core';

/** The evidence of a vote: its chain verified, and every counted ballot against its chain entry. */
export function createEvidenceService(core: VotingCore) {
  const { repo, paperRepo, requireVoting } = core;

  return {
    async verify(access: CommunityAccess, votingCode: string) {
      const voting = await requireVoting(access, votingCode);
      const [rows, ballots, voters] = await Promise.all([
        repo.chainOf(voting.id),
        paperRepo.ballotsByVoting(voting.id),
        repo.votersOf(voting.id),
      ]);
      const result = await verifyChain(rows.map(chainEntryOf));
      // Every counted ballot must be what its BALLOT_CAST entry records (a row changed in SQL fails there).
      const keyOf = new Map(voters.map((voter) => [voter.id, chainVoterId(voting, voter.voterKey)]));
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      let firstBad = result.firstBadIndex;
      for (const ballot of ballots) {
        const entry = byHash.get(ballot.chainHash);
        const payload = (entry?.payload ?? {}) as { choices?: unknown; channel?: unknown };
        const matches =
          entry?.type === 'BALLOT_CAST' &&
          voterOfPayload(payload) === keyOf.get(ballot.voterId) &&
          payload.channel === ballot.channel &&
          canonicalJson(payload.choices ?? null) === canonicalJson(ballot.choices);
        if (!matches) {
          const index = entry?.seq ?? rows.length;
          firstBad = firstBad === null ? index : Math.min(firstBad, index);
        }
      }
      return {
        head: result.head,
        count: result.count,
        valid: firstBad === null,
        firstBadIndex: firstBad,
      };
    },
  };
}
