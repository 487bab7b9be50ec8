import { buildVoterRoll } from '@gongzhi/domain/voting/voter-roll';
import { describe, expect, it } from 'vitest';
import { createSignatureTallies } from '../src/modules/proposal/signature-tallies';

// The kept signed shares of proposals: counted forward from the last signature read, never from
// the start again while the roll stands, even when many calls arrive at once.

function fakeProposal() {
  let roll = buildVoterRoll(
    Array.from({ length: 10 }, (_, index) => ({ houseId: index + 1, area: 1_000, ownerIds: [index + 1] })),
  );
  const signatures: { userId: number; signSeq: number }[] = [];
  const reads: number[] = [];
  const shareOf = createSignatureTallies({
    rollOf: async () => roll,
    signersAfter: async (_proposalId, afterSeq) => {
      reads.push(afterSeq);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return signatures.filter((signature) => signature.signSeq > afterSeq);
    },
  });
  const sign = (userId: number) => signatures.push({ userId, signSeq: signatures.length + 1 });
  const newRoll = () => {
    roll = buildVoterRoll([{ houseId: 1, area: 5_000, ownerIds: [1] }]);
  };
  return { shareOf, sign, reads, newRoll };
}

const proposal = { id: 7, communityId: 1 };

describe('signature tallies', () => {
  it('reads only the signatures after the last counted, and counts each signer once', async () => {
    const { shareOf, sign, reads } = fakeProposal();
    sign(1);
    sign(2);
    expect((await shareOf(proposal)).signedHeads).toBe(2);
    sign(3);
    const share = await shareOf(proposal);
    expect(share).toMatchObject({ signedHeads: 3, signedArea: 3_000, headsRate: '30.0%' });
    expect(reads).toEqual([0, 2]);
  });

  it('lets calls arriving together share the count instead of each reading from the start', async () => {
    const { shareOf, sign, reads } = fakeProposal();
    for (let userId = 1; userId <= 5; userId += 1) sign(userId);
    const shares = await Promise.all(Array.from({ length: 8 }, () => shareOf(proposal)));
    expect(shares.map((share) => share.signedHeads)).toEqual(Array(8).fill(5));
    expect(reads.filter((afterSeq) => afterSeq === 0)).toHaveLength(1);
  });

  it('counts again from the start when the roster changed', async () => {
    const { shareOf, sign, reads, newRoll } = fakeProposal();
    sign(1);
    sign(2);
    await shareOf(proposal);
    newRoll();
    expect(await shareOf(proposal)).toMatchObject({ signedHeads: 1, totalHeads: 1, signedArea: 5_000 });
    expect(reads).toEqual([0, 0]);
  });
});
