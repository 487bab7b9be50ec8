import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's service request page on the plain components (issue #25); path relative to /owner. */
export const estateRoutes: RouteObject[] = [
  {
    path: 'workOrders',
    handle: pageConfig(PUBLIC_PAGE, 'ownerWorkOrders'),
    lazy: async () => ({ Component: (await import('./owner-work-order-page')).OwnerWorkOrderPage }),
  },
];
