import type { RouteObject } from 'react-router';
import type { PageConfig } from './page-config';

/** The catch-all of an area: SPEC §8 not-found with a button back to `homePath`, loaded on demand. */
export function notFoundRoute(homePath: string, handle: PageConfig): RouteObject {
  return {
    path: '*',
    handle,
    lazy: async () => {
      const { NotFoundResult } = await import('../ui/result-pages');
      return { element: <NotFoundResult homePath={homePath} /> };
    },
  };
}
