import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's government releases on the plain components (issue #25); path relative to /owner. */
export const govInformationRoutes: RouteObject[] = [
  {
    path: 'govInformation',
    handle: pageConfig(PUBLIC_PAGE, 'ownerGovInformation'),
    lazy: async () => ({ Component: (await import('./owner-information-page')).OwnerInformationPage }),
  },
];
