import type { RouteObject } from 'react-router';
import { ownerRoutes } from '../routes/owner-routes';
import { PUBLIC_PAGE, pageConfig } from '../routes/page-config';
import { plainAreaRoutes } from './areas';
import { OwnerAppFrame } from './owner-frame';
import { OwnerHome } from './owner-home';
import { LeaveOwnerApp } from './owner-root';

/**
 * The owner entry's routes (issue #25): the same addresses and page configs as the SPA's owner
 * routes (routes/owner-routes). Pages already written on the plain components come from each
 * business area's own route file (`areas.ts`); every other page is still the SPA's own, lazily
 * loaded under a lazily loaded antd layout, so antd arrives only with those pages. A plain route
 * wins over the SPA's route for the same address.
 */
const antdLayout = async () => ({ Component: (await import('./antd-layout')).AntdLayout });

function ownerChildren(): { spaFrame: RouteObject; outside: RouteObject[] } {
  const children = ownerRoutes.children ?? [];
  const spaFrame = children.find((child) => child.children !== undefined && child.path === undefined);
  if (!spaFrame) throw new Error('routes/owner-routes has no owner frame');
  return { spaFrame, outside: children.filter((child) => child !== spaFrame) };
}

export function createOwnerRoutes(): RouteObject[] {
  const { spaFrame, outside } = ownerChildren();
  const plain = plainAreaRoutes();
  const plainPaths = new Set(plain.map((route) => route.path));
  const antdPages = (spaFrame.children ?? []).filter((child) => !child.index && !plainPaths.has(child.path));
  return [
    {
      path: '/owner',
      element: ownerRoutes.element,
      children: [
        {
          element: <OwnerAppFrame />,
          children: [
            { index: true, handle: pageConfig(PUBLIC_PAGE, 'ownerHome'), element: <OwnerHome /> },
            ...plain,
            { lazy: antdLayout, children: antdPages },
          ],
        },
        // The scan-login page and the not-found page, outside the frame as in the SPA.
        { lazy: antdLayout, children: outside },
      ],
    },
    // Any other address belongs to the SPA or the site: a full page load fetches it.
    { path: '*', element: <LeaveOwnerApp /> },
  ];
}
