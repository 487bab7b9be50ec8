import type { ComponentType, ReactNode } from 'react';

/**
 * A route of the owner entry: react-router's route objects as the owner pages use them (path
 * relative to the parent's, index routes, pathless layouts, a `handle` with the page config), so the
 * area route files read as before. `lazy` is turned into an element by deferLazyRoutes.
 */
export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  errorElement?: ReactNode;
  handle?: unknown;
  lazy?: () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;
  children?: RouteObject[];
};

export type Params = Record<string, string | undefined>;

/** One level of the matched branch, from the outermost layout to the page. */
export type RouteMatch = {
  id: string;
  route: RouteObject;
  pathname: string;
  params: Params;
  handle: unknown;
};

type Branch = { pattern: string; routes: RouteObject[]; ids: string[]; score: number; order: number };

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

/**
 * react-router's ranking (static segments over parameters over `*`, an index route over its
 * layout), so the same address opens the same page as before; ties go to the route listed first.
 */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function branches(
  routes: readonly RouteObject[],
  base = '',
  parents: RouteObject[] = [],
  ids: string[] = [],
) {
  const found: Branch[] = [];
  routes.forEach((route, position) => {
    const pattern = route.path === undefined ? base : join(base, route.path);
    const chain = [...parents, route];
    const chainIds = [...ids, `${ids.at(-1) ?? ''}.${position}`];
    if (route.children) found.push(...branches(route.children, pattern, chain, chainIds));
    if (route.index || route.path !== undefined) {
      found.push({
        pattern: pattern || '/',
        routes: chain,
        ids: chainIds,
        score: score(pattern || '/', route.index === true),
        order: 0,
      });
    }
  });
  return found;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Params | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    if (segment === '*') {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

/** Ranks a route tree once; `match` then finds the branch an address opens. */
export function createMatcher(routes: readonly RouteObject[]) {
  const all = branches(routes);
  all.forEach((branch, order) => {
    branch.order = order;
  });
  const ranked = all.sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname: string): RouteMatch[] => {
    for (const branch of ranked) {
      const params = matchPattern(branch.pattern, pathname);
      if (params === null) continue;
      return branch.routes.map((route, depth) => ({
        id: branch.ids[depth] as string,
        route,
        pathname,
        params,
        handle: route.handle,
      }));
    }
    return [];
  };
}
