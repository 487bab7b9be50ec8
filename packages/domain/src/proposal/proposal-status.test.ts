import { describe, expect, it } from 'vitest';
import { ProposalType } from './proposal-enums';
import { deriveProposalState } from './proposal-status';

describe('deriveProposalState', () => {
  it.each([
    [0, 'NOT_STARTED'],
    [99, 'NOT_STARTED'],
    [100, 'IN_PROGRESS'],
    [199, 'IN_PROGRESS'],
    [200, 'ENDED'],
    [10_000, 'ENDED'],
  ] as const)('at %i → %s', (now, state) => {
    expect(deriveProposalState({ startDate: 100, endDate: 200 }, now)).toBe(state);
  });

  it('reads ISO strings and Dates', () => {
    const proposal = {
      startDate: '2025-01-01T00:00:00+08:00',
      endDate: new Date('2025-02-01T00:00:00+08:00'),
    };
    expect(deriveProposalState(proposal, '2025-01-15T12:00:00+08:00')).toBe('IN_PROGRESS');
    expect(deriveProposalState(proposal, new Date('2025-02-01T00:00:00+08:00'))).toBe('ENDED');
  });
});

describe('ProposalType', () => {
  it('lists the ten types of SPEC §9 with "other" last', () => {
    expect(ProposalType.values).toHaveLength(10);
    expect(ProposalType.values.at(-1)).toBe('OTHER');
    expect(ProposalType.label('ESTABLISH_COMMITTEE')).toBe('成立业主委员会');
  });
});
