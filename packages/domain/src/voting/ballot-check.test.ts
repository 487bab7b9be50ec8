import { describe, expect, it } from 'vitest';
import { checkBallotsInAggregate } from './ballot-check';
import { appendEntry, type ChainEntry, chainEntryHash } from './evidence-chain';
import { rollDigestOf, type VoteAggregate } from './vote-aggregate';

const roll: VoteAggregate['roll'] = [
  ['1', 9000, [1]],
  ['2', 6000, [2]],
];

function aggregate(): VoteAggregate {
  const entries: ChainEntry[] = [];
  const push = (type: string, payload: unknown) => {
    entries.push(appendEntry(entries.at(-1) ?? null, { type, payload, at: '2026-11-21T08:00:00.000Z' }));
    return entries.at(-1) as ChainEntry;
  };
  push('ROLL_FROZEN', { votingCode: 'V1', totalArea: 15000, totalHeads: 2, rollDigest: rollDigestOf(roll) });
  push('BALLOT_CAST', { voterKey: '1', channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { voterKey: '2', channel: 'ONLINE', choices: { '1': 'DISAGREE' } });
  return {
    format: 'gongzhi-vote-aggregate/1',
    votingCode: 'V1',
    title: '续聘物业',
    settings: { nonResponsePolicy: 'NOT_PARTICIPATED', blankCountsAsParticipation: true },
    issues: [
      {
        issueKey: '1',
        effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
        votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'],
        countingRuleParam: null,
      },
    ],
    roll,
    entries,
  };
}

describe('checkBallotsInAggregate', () => {
  it('finds the receipt in a chain that recomputes to the published head', async () => {
    const data = aggregate();
    const head = data.entries.at(-1)?.hash ?? '';
    const mine = data.entries[1]?.hash ?? '';
    const check = await checkBallotsInAggregate(data, head, [mine]);
    expect(check).toMatchObject({ ok: true, headMatches: true, ballots: [{ ballotHash: mine, index: 1 }] });
  });

  it('fails for a receipt that is not in the chain, and for another head', async () => {
    const data = aggregate();
    const head = data.entries.at(-1)?.hash ?? '';
    expect((await checkBallotsInAggregate(data, head, ['f'.repeat(64)])).ok).toBe(false);
    const other = await checkBallotsInAggregate(data, 'e'.repeat(64), [data.entries[1]?.hash ?? '']);
    expect(other).toMatchObject({ ok: false, headMatches: false });
  });

  it('fails when the owner’s ballot was changed, even with its own hash recomputed', async () => {
    const data = aggregate();
    const head = data.entries.at(-1)?.hash ?? '';
    const entry = data.entries[1] as ChainEntry;
    const payload = { voterKey: '1', channel: 'ONLINE', choices: { '1': 'DISAGREE' } };
    const forged = { ...entry, payload, hash: chainEntryHash(entry.prev, { ...entry, payload }) };
    const tampered = { ...data, entries: [data.entries[0], forged, data.entries[2]] as ChainEntry[] };
    const check = await checkBallotsInAggregate(tampered, head, [forged.hash]);
    expect(check.ok).toBe(false);
    expect(check.verification).toMatchObject({ valid: false, firstBadIndex: 2 });
  });
});
