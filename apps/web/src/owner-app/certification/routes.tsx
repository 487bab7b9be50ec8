import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The certification area's owner page: /owner/certify (image upload loads with this page only). */
export function certificationRoutes(): RouteObject[] {
  return [
    {
      path: 'certify',
      handle: pageConfig(PUBLIC_PAGE, 'ownerCertify'),
      lazy: async () => ({ Component: (await import('./owner-certify')).OwnerCertify }),
    },
  ];
}
