import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from './nav';
import { OwnerSkeleton } from './owner-ui';

type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

/**
 * Turns the `lazy` of every route into a component that loads its module when it first renders
 * (issue #25): a page's chunk is fetched only once the frame shows the page, that is after the SMS
 * login (react-router fetched a matched route's `lazy` module before rendering anything, so a deep
 * link opened without a session downloaded its page behind the login).
 * The address stays as opened, so the owner lands on the page after logging in.
 */
export function deferLazyRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? deferLazyRoutes(route.children) : undefined;
    const withChildren = (children ? { ...route, children } : route) as RouteObject;
    if (typeof route.lazy !== 'function') return withChildren;
    const load = route.lazy as () => Promise<LazyModule>;
    const Page = lazy(async () => {
      const module = await load();
      const Component = module.Component ?? (() => <>{module.element ?? null}</>);
      return { default: Component };
    });
    const { lazy: _loadedOnRender, ...rest } = withChildren;
    return {
      ...rest,
      element: (
        <Suspense fallback={<OwnerSkeleton />}>
          <Page />
        </Suspense>
      ),
    } as RouteObject;
  });
}
