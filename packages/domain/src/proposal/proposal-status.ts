import { type Instant, phaseAt } from '../common/instant';
import type { ProposalDisplayState } from './proposal-enums';

export type ProposalTimes = { startDate?: Instant | null; endDate?: Instant | null };

/**
 * A proposal's display state at `now` (SPEC §4): NOT_STARTED before startDate, IN_PROGRESS from it
 * (inclusive), ENDED from endDate (exclusive end). A missing start counts as started and a missing
 * end as open, as for questionnaires.
 */
export function deriveProposalState(proposal: ProposalTimes, now: Instant): ProposalDisplayState {
  const phase = phaseAt(proposal.startDate, proposal.endDate, now);
  if (phase === 'BEFORE') {
    return 'NOT_STARTED';
  }
  return phase === 'DURING' ? 'IN_PROGRESS' : 'ENDED';
}
