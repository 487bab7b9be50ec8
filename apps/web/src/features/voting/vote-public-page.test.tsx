import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import {
  publishedIssueOf,
  rollDigestOf,
  type VoteAggregate,
  verifyAggregate,
} from '@gongzhi/domain/voting/vote-aggregate';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { aggregateUrl, ownerResultUrl, VerifyButton } from './vote-public-page';

const roll: VoteAggregate['roll'] = [
  ['1', 9000, [1]],
  ['2', 6000, [2]],
  ['3', 5000, [3]],
];

/** A small published vote: roll frozen, two ballots, the result recorded from the pure tally. */
async function publishedAggregate(): Promise<VoteAggregate> {
  const base: VoteAggregate = {
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
    entries: [],
  };
  const entries: ChainEntry[] = [];
  const push = (type: string, payload: unknown) => {
    entries.push(
      appendEntry(entries.at(-1) ?? null, { type, payload, at: `2026-11-21T08:0${entries.length}:00.000Z` }),
    );
  };
  push('ROLL_FROZEN', { votingCode: 'V1', totalArea: 20000, totalHeads: 3, rollDigest: rollDigestOf(roll) });
  push('BALLOT_CAST', { voterKey: '1', channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { voterKey: '2', channel: 'PAPER', choices: { '1': 'DISAGREE' } });
  const { tally } = await verifyAggregate({ ...base, entries });
  push('RESULT_PUBLISHED', {
    votingCode: 'V1',
    ballotCount: 2,
    issues: tally.map(publishedIssueOf),
    remark: '',
  });
  return { ...base, entries };
}

describe('the verify button', () => {
  it('recomputes chain and tally in the browser and says verified', async () => {
    const aggregate = await publishedAggregate();
    renderWithProviders(
      <VerifyButton aggregate={aggregate} expectedHead={aggregate.entries.at(-1)?.hash ?? ''} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/核验通过：4 条存证的哈希链完整，2 张选票/)).toBeTruthy();
  });

  it('names the entry where a changed ballot breaks the chain', async () => {
    const aggregate = await publishedAggregate();
    const head = aggregate.entries.at(-1)?.hash ?? '';
    const entries = aggregate.entries.map((entry) =>
      entry.seq === 2
        ? { ...entry, payload: { voterKey: '2', channel: 'PAPER', choices: { '1': 'AGREE' } } }
        : entry,
    );
    renderWithProviders(<VerifyButton aggregate={{ ...aggregate, entries }} expectedHead={head} />);
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/核验失败：第 2 条存证不一致/)).toBeTruthy();
  });

  it('refuses a chain whose head differs from the published one', async () => {
    const aggregate = await publishedAggregate();
    renderWithProviders(<VerifyButton aggregate={aggregate} expectedHead={'f'.repeat(64)} />);
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/链头哈希与公示的不一致/)).toBeTruthy();
  });

  it("points the QR code at the owners' result page; the aggregate stays linked for the CLI", () => {
    expect(ownerResultUrl('V 1', 'https://gz.example')).toBe('https://gz.example/owner/votes/V%201/result');
    expect(aggregateUrl('V 1', 'https://gz.example')).toBe(
      'https://gz.example/v1/votePublic/aggregate?votingCode=V%201',
    );
  });
});
