import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's voting pages on the plain components (issue #25); paths relative to /owner. */
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
    path: 'votes/:votingCode/result',
    handle: pageConfig(PUBLIC_PAGE, 'ownerVoteResult'),
    lazy: async () => ({ Component: (await import('./result/owner-vote-result-page')).OwnerVoteResultPage }),
  },
  {
    path: 'votes/:votingCode/proxy/:proxyCode',
    handle: pageConfig(PUBLIC_PAGE, 'ownerVote'),
    lazy: async () => ({ Component: (await import('./owner-proxy-vote-page')).OwnerProxyVotePage }),
  },
];
