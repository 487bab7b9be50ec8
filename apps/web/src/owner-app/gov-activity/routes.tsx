import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's community activities on the plain components (issue #25); path relative to /owner. */
export const govActivityRoutes: RouteObject[] = [
  {
    path: 'govActivities',
    handle: pageConfig(PUBLIC_PAGE, 'ownerGovActivities'),
    lazy: async () => ({ Component: (await import('./owner-activity-page')).OwnerActivityPage }),
  },
];
