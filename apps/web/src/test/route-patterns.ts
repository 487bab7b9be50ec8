import type { RouteObject } from 'react-router';

/** Every leaf route of a route table as its full pattern, with the route it came from. */
export function leafRoutes(
  routes: readonly RouteObject[],
  base = '',
): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? base
      : route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`
        : base;
    const self = route.index || (route.path && !route.children) ? [{ path: path || '/', route }] : [];
    return [...self, ...leafRoutes(route.children ?? [], path)];
  });
}
