/**
 * The one place the owner entry takes its routing from (issue #25). Owner pages import links,
 * params and navigation from here, never from 'react-router' directly, so the entry can move to
 * a smaller router by changing this file alone once no owner page is the SPA's own.
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
