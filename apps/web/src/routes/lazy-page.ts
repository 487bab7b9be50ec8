import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageConfig } from './page-config';

/** A lazily loaded route: the module is fetched on first visit, `pick` chooses its page component. */
export function lazyRoute<M>(
  path: string | undefined,
  handle: PageConfig,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}
