/**
 * The one place the owner entry takes its routing from (issue #25). Owner pages import links,
 * params and navigation from here; since the owner entry has no page of the SPA left, they come
 * from its own small router (./router), not react-router.
 */
export type { Location } from './router/history';
export type { RouteMatch, RouteObject } from './router/match';
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from './router/router';
