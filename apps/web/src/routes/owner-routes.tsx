import type { RouteObject } from 'react-router';
import { MobileLayout } from '../ui/mobile-layout';
import { lazyRoute } from './lazy-page';
import { notFoundRoute } from './not-found-route';
import { PUBLIC_PAGE, pageConfig } from './page-config';

/**
 * The owner H5 (DESIGN §1), the stand-in for the owners' mini-program. Its first page confirms a
 * workbench QR login; it keeps its own owner session, so the page config needs no workbench login.
 */
export const ownerRoutes: RouteObject = {
  path: '/owner',
  element: <MobileLayout />,
  children: [
    lazyRoute(
      'scan-login',
      pageConfig(PUBLIC_PAGE, 'ownerScanLogin'),
      () => import('../features/account/owner-scan-login-page'),
      (m) => m.OwnerScanLoginPage,
    ),
    notFoundRoute('/', pageConfig(PUBLIC_PAGE, 'notFound')),
  ],
};
