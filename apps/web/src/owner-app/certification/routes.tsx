import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';

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
