import type { RouteObject } from 'react-router';

/**
 * The owner pages written on the plain components, one route list per business area
 * (`owner-app/<area>/routes.tsx`, lazily loaded pages with the SPA's page configs). Add an area's
 * list here when its pages move; `owner-routes.tsx` then stops serving the SPA's page for them.
 */
export function plainAreaRoutes(): RouteObject[] {
  return [];
}
