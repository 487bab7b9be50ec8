import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';

/**
 * The owner's voting pages on the plain components (issue #25); paths relative to /owner. The
 * result page (votes/:votingCode/result) is still the SPA's own, served under the antd layout.
 */
export const votingRoutes: RouteObject[] = [
  {
    path: 'votes',
    handle: pageConfig(PUBLIC_PAGE, 'ownerVotes'),
    lazy: async () => ({ Component: (await import('./owner-votes-page')).OwnerVotesPage }),
  },
  {
    path: 'votes/:votingCode',
    handle: pageConfig(PUBLIC_PAGE, 'ownerVote'),
    lazy: async () => ({ Component: (await import('./owner-vote-page')).OwnerVotePage }),
  },
  {
    path: 'votes/:votingCode/proxy/:proxyCode',
    handle: pageConfig(PUBLIC_PAGE, 'ownerVote'),
    lazy: async () => ({ Component: (await import('./owner-proxy-vote-page')).OwnerProxyVotePage }),
  },
];
