import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-page';
import { PUBLIC_PAGE, pageConfig } from './page-config';

/**
 * The owner H5 pages (DESIGN §1) still written on antd, for the owner entry (owner-app/owner-routes),
 * which shows them inside its owner frame under a lazily loaded antd layout; the SPA itself no longer
 * routes /owner. Each area removes its pages here when it moves them to owner-app/<area>/.
 */
export const ownerSpaPages: RouteObject[] = [
  lazyRoute(
    'votes/:votingCode/result',
    pageConfig(PUBLIC_PAGE, 'ownerVoteResult'),
    () => import('../features/voting/owner-vote-result-page'),
    (m) => m.OwnerVoteResultPage,
  ),
];
