import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BallotList, proxyBallotHashes } from './ballot-list';

// Proxy voting (委托投票, issue #22 item 5) in the ballot list; the owner side is owner-app/voting's.
const R1 = '1f'.repeat(16);
const R2 = '2e'.repeat(16);

function chain(): ChainEntry[] {
  const at = '2026-11-20T02:00:00.000Z';
  const first = appendEntry(null, {
    type: 'BALLOT_CAST',
    payload: { voterRef: R1, channel: 'ONLINE', choices: { '1': 'AGREE' } },
    at,
  });
  const second = appendEntry(first, {
    type: 'BALLOT_CAST',
    payload: { voterRef: R2, channel: 'ONLINE', choices: { '1': 'DISAGREE' }, proxyRef: 'ab'.repeat(16) },
    at,
  });
  return [first, second];
}

describe('the ballot list', () => {
  it('marks the ballots a proxy cast with 代投', () => {
    const entries = chain();
    expect([...proxyBallotHashes(entries)]).toEqual([entries[1]?.hash]);
    renderWithProviders(<BallotList aggregate={{ entries }} />);
    const rows = within(screen.getByTestId('ballot-list')).getAllByRole('row');
    expect(rows[1]?.textContent).not.toContain('代投');
    expect(rows[2]?.textContent).toContain('代投');
  });
});
