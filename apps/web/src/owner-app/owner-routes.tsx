import { PUBLIC_PAGE, pageConfig } from '../routes/page-config';
import { accountRoutesOutsideFrame } from './account/routes';
import { plainAreaRoutes } from './areas';
import { deferLazyRoutes } from './deferred-routes';
import type { RouteObject } from './nav';
import { Outlet } from './nav';
import { OwnerAppFrame } from './owner-frame';
import { OwnerHome } from './owner-home';
import { OwnerNotFound } from './owner-not-found';
import { LeaveOwnerApp } from './owner-root';

/**
 * The owner entry's routes (issue #25), the only place /owner is routed (the SPA hands every /owner
 * address to this entry with a full page load). Every page is written on the plain components and
 * comes from its business area's own route file (`areas.ts`); none loads antd. Every page loads when
 * it renders (deferLazyRoutes), so nothing but the login is downloaded before the owner logs in.
 */

/** The phone-width column every owner page sits in (the SPA's MobileLayout, without antd). */
function OwnerColumn() {
  return (
    <div className="mobile-frame">
      <Outlet />
    </div>
  );
}

export function createOwnerRoutes(): RouteObject[] {
  return deferLazyRoutes([
    {
      path: '/owner',
      element: <OwnerColumn />,
      children: [
        {
          element: <OwnerAppFrame />,
          children: [
            { index: true, handle: pageConfig(PUBLIC_PAGE, 'ownerHome'), element: <OwnerHome /> },
            ...plainAreaRoutes(),
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
