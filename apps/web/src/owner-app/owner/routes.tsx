import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner area's pages in the owner frame: /owner/profile (我的). Home is the frame's own. */
export function ownerAreaRoutes(): RouteObject[] {
  return [
    {
      path: 'profile',
      handle: pageConfig(PUBLIC_PAGE, 'ownerProfile'),
      lazy: async () => ({ Component: (await import('./owner-profile')).OwnerProfile }),
    },
  ];
}
