import { houseName } from './house-name';
import { createPaperContext, type PaperDeps } from './paper-context';
import { createPaperDeliveryService } from './paper-delivery-service';
import { createPaperEntryService } from './paper-entry-service';
import { createPaperStatistics } from './paper-statistics';
import { createPublishedResultService } from './published-result';

export { checkChoices, paperWindow } from './paper-context';
export { houseName };

/**
 * The paper side of a vote and its result, one service for the routes and jobs. Split by
 * responsibility: paper entry, deliveries and abandons, statistics, the published result.
 */
export function createVotingPaperService(deps: PaperDeps) {
  const ctx = createPaperContext(deps);
  return {
    ...createPaperEntryService(ctx),
    ...createPaperDeliveryService(ctx),
    ...createPaperStatistics(ctx),
    ...createPublishedResultService(ctx),
    paperRepository: ctx.paper,
  };
}

export type VotingPaperService = ReturnType<typeof createVotingPaperService>;
