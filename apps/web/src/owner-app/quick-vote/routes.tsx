import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's quick-resolution page on the plain components (issue #25); path relative to /owner. */
export const quickVoteRoutes: RouteObject[] = [
  {
    path: 'quickVotes/:issueQuickId',
    handle: pageConfig(PUBLIC_PAGE, 'ownerQuickVote'),
    lazy: async () => ({ Component: (await import('./owner-quick-vote-page')).OwnerQuickVotePage }),
  },
];
