import { createBrowserRouter, type RouteObject } from 'react-router';
import { governmentRoutes } from '../routes/government-routes';
import { loginRoutes } from '../routes/login-routes';
import { manageRoutes } from '../routes/manage-routes';
import { mobileRoutes } from '../routes/mobile-routes';
import { notFoundRoute } from '../routes/not-found-route';
import { ownerEntryRoute } from '../routes/owner-entry-route';
import { PUBLIC_PAGE, pageConfig } from '../routes/page-config';
import { siteRoutes } from '../routes/site-routes';
import { StartupFallback } from '../ui/workbench-skeleton';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

/** Every surface of the web app, each a lazily loaded subtree (DESIGN §1). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // The workbench skeleton at once on a cold /manage or /government load (issue #24).
    hydrateFallbackElement: <StartupFallback />,
    children: [
      siteRoutes,
      loginRoutes,
      manageRoutes,
      governmentRoutes,
      ownerEntryRoute,
      mobileRoutes,
      notFoundRoute('/', pageConfig(PUBLIC_PAGE, 'notFound')),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
