import type { RouteObject } from 'react-router';
import { ownerSpaPages } from '../routes/owner-routes';
import { PUBLIC_PAGE, pageConfig } from '../routes/page-config';
import { accountRoutesOutsideFrame } from './account/routes';
import { plainAreaRoutes } from './areas';
import { deferLazyRoutes } from './deferred-routes';
import { Outlet } from './nav';
import { OwnerAppFrame } from './owner-frame';
import { OwnerHome } from './owner-home';
import { OwnerNotFound } from './owner-not-found';
import { LeaveOwnerApp } from './owner-root';

/**
 * The owner entry's routes (issue #25), the only place /owner is routed (the SPA hands every /owner
 * address to this entry with a full page load). Pages written on the plain components come from each
 * business area's own route file (`areas.ts`); the pages not moved yet are the SPA's own
 * (routes/owner-routes), lazily loaded under a lazily loaded antd layout, so antd arrives only with
 * them. A plain route wins over the SPA's route for the same address. Every page loads when it
 * renders (deferLazyRoutes), so nothing but the login is downloaded before the owner logs in.
 */
const antdLayout = async () => ({ Component: (await import('./antd-layout')).AntdLayout });

/** The phone-width column every owner page sits in (the SPA's MobileLayout, without antd). */
function OwnerColumn() {
  return (
    <div className="mobile-frame">
      <Outlet />
    </div>
  );
}

export function createOwnerRoutes(): RouteObject[] {
  const plain = plainAreaRoutes();
  const plainPaths = new Set(plain.map((route) => route.path));
  const antdPages = ownerSpaPages.filter((page) => !plainPaths.has(page.path));
  return deferLazyRoutes([
    {
      path: '/owner',
      element: <OwnerColumn />,
      children: [
        {
          element: <OwnerAppFrame />,
          children: [
            { index: true, handle: pageConfig(PUBLIC_PAGE, 'ownerHome'), element: <OwnerHome /> },
            ...plain,
            ...(antdPages.length > 0 ? [{ lazy: antdLayout, children: antdPages }] : []),
          ],
        },
        // The scan-login page and the not-found page, outside the frame.
        ...accountRoutesOutsideFrame(),
        { path: '*', handle: pageConfig(PUBLIC_PAGE, 'notFound'), element: <OwnerNotFound /> },
      ],
    },
    // Any other address belongs to the SPA or the site: a full page load fetches it.
    { path: '*', element: <LeaveOwnerApp /> },
  ]);
}
