import type { RouteObject } from 'react-router';
import { MobileLayout } from '../ui/mobile-layout';
import { lazyRoute } from './lazy-page';
import { notFoundRoute } from './not-found-route';
import { PUBLIC_PAGE, pageConfig } from './page-config';

/**
 * The owner H5 (DESIGN §1), the stand-in for the owners' mini-program. The scan page confirms a
 * workbench QR login; home, certification and profile sit in the owner frame, which logs the owner in
 * by SMS first. It keeps its own owner session, so the page config needs no workbench login.
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
    {
      // The owner frame: SMS login without an owner session, bottom tabs with one.
      lazy: async () => ({ Component: (await import('../features/owner/owner-frame')).OwnerFrame }),
      children: [
        lazyRoute(
          undefined,
          pageConfig(PUBLIC_PAGE, 'ownerHome'),
          () => import('../features/owner/owner-home-page'),
          (m) => m.OwnerHomePage,
        ),
        lazyRoute(
          'certify',
          pageConfig(PUBLIC_PAGE, 'ownerCertify'),
          () => import('../features/certification/owner-certify-page'),
          (m) => m.OwnerCertifyPage,
        ),
        lazyRoute(
          'profile',
          pageConfig(PUBLIC_PAGE, 'ownerProfile'),
          () => import('../features/owner/owner-profile-page'),
          (m) => m.OwnerProfilePage,
        ),
        lazyRoute(
          'votes/:votingCode/result',
          pageConfig(PUBLIC_PAGE, 'ownerVoteResult'),
          () => import('../features/voting/owner-vote-result-page'),
          (m) => m.OwnerVoteResultPage,
        ),
      ],
    },
    notFoundRoute('/', pageConfig(PUBLIC_PAGE, 'notFound')),
  ],
};
