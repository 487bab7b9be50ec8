/** What both route tables share: react-router's (the SPA) and the owner entry's (owner-app/router). */
type RouteLike = { path?: string; index?: boolean; handle?: unknown; children?: readonly RouteLike[] };

/** Every leaf route of a route table as its full pattern, with the route it came from. */
export function leafRoutes<R extends RouteLike>(
  routes: readonly R[],
  base = '',
): { path: string; route: R }[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? base
      : route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`
        : base;
    const self = route.index || (route.path && !route.children) ? [{ path: path || '/', route }] : [];
    return [...self, ...leafRoutes((route.children ?? []) as readonly R[], path)];
  });
}
