import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-page';
import { PUBLIC_PAGE, pageConfig } from './page-config';

/** /login (SPEC §2.3): its own small chunk, loaded without the workbench shell. */
export const loginRoutes: RouteObject = lazyRoute(
  '/login',
  pageConfig(PUBLIC_PAGE, 'login'),
  () => import('../features/account/login-page'),
  (m) => m.LoginPage,
);
