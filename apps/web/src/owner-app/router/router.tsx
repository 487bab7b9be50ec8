import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  resolvePath,
} from './history';
import { createMatcher, type Params, type RouteMatch, type RouteObject } from './match';

/**
 * The owner entry's own router (issue #25): react-router's hooks and links as the owner pages use
 * them, in a few hundred bytes instead of react-router's 29 KB gzip on the first paint of a phone.
 * It matches a route tree as react-router ranks it, renders the matched layouts through <Outlet>,
 * keeps the address in the browser's history (back and forward work) and shows the root route's
 * errorElement when a page throws.
 */
export type Router = {
  history: History;
  match: (pathname: string) => RouteMatch[];
  /** react-router's `router.state.location`, for tests that check where a journey ended. */
  readonly state: { location: Location };
};

function createRouter(routes: readonly RouteObject[], history: History): Router {
  return {
    history,
    match: createMatcher(routes),
    get state() {
      return { location: history.location() };
    },
  };
}

export const createBrowserRouter = (routes: readonly RouteObject[]) =>
  createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: readonly RouteObject[], options: { initialEntries: string[] }) =>
  createRouter(routes, createMemoryHistory(options.initialEntries));

type RouterState = { router: Router; location: Location; matches: RouteMatch[] };
const RouterContext = createContext<RouterState | null>(null);
/** The level of the matched branch an <Outlet> renders, and what its parent passed down. */
const LevelContext = createContext<{ depth: number; outlet: unknown }>({ depth: -1, outlet: undefined });
const ErrorContext = createContext<unknown>(undefined);

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('owner router: used outside <RouterProvider>');
  return state;
}

class ErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; resetKey: string },
  ): Partial<{ error: unknown; resetKey: string }> | null {
    // Another address gets another chance to render.
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/** Renders level `depth` of the matched branch (its element, or an outlet for a bare layout). */
function Level({ depth, outlet }: { depth: number; outlet: unknown }) {
  const { matches, location } = useRouterState();
  const match = matches[depth];
  if (!match) return null;
  const { route } = match;
  const content = (
    <LevelContext.Provider value={{ depth, outlet }}>{route.element ?? <Outlet />}</LevelContext.Provider>
  );
  return route.errorElement ? (
    <ErrorBoundary key={match.id} fallback={route.errorElement} resetKey={location.key}>
      {content}
    </ErrorBoundary>
  ) : (
    // Keyed by route: another page remounts, the same page with other parameters keeps its state.
    <LevelFragment key={match.id}>{content}</LevelFragment>
  );
}

function LevelFragment({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function RouterProvider({ router }: { router: Router }) {
  const location = useSyncExternalStore(router.history.subscribe, router.history.location);
  const state = useMemo(
    () => ({ router, location, matches: router.match(location.pathname) }),
    [router, location],
  );
  return (
    <RouterContext.Provider value={state}>
      <Level depth={0} outlet={undefined} />
    </RouterContext.Provider>
  );
}

/** Where a layout shows its matched child; `context` is what the child reads with useOutletContext. */
export function Outlet({ context }: { context?: unknown }) {
  const { depth } = useContext(LevelContext);
  return <Level depth={depth + 1} outlet={context} />;
}

export function useOutletContext<T = unknown>(): T {
  return useContext(LevelContext).outlet as T;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useMatches(): RouteMatch[] {
  return useRouterState().matches;
}

export function useParams<T extends Params = Params>(): T {
  return (useRouterState().matches.at(-1)?.params ?? {}) as T;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const { history } = useRouterState().router;
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  ) as NavigateFunction;
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | string, options?: NavigateOptions) => void,
] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams | string, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: string };

/** A plain link that the router follows in place (a new tab or a modified click is the browser's). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = resolvePath(to, pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(href, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link marked `active` (and aria-current) while its page, or with `end` unset a page under it, shows. */
export function NavLink({ end, className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolvePath(to, pathname).split(/[?#]/)[0]?.replace(/\/$/, '') ?? '';
  const here = pathname.replace(/\/$/, '');
  const isActive = here === target || (!end && here.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
