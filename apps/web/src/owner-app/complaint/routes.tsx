import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's complaint page on the plain components (issue #25); path relative to /owner. */
export const complaintRoutes: RouteObject[] = [
  {
    path: 'complaints',
    handle: pageConfig(PUBLIC_PAGE, 'ownerComplaints'),
    lazy: async () => ({ Component: (await import('./owner-complaint-page')).OwnerComplaintPage }),
  },
];
