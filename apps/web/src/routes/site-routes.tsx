import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-page';
import { PUBLIC_PAGE, pageConfig } from './page-config';

const site = () => import('../features/site/site-pages');
const home = () => import('../features/site/site-home-page');

/** The public site (SPEC §2.2) in the SPA; in production the server sends the prerendered pages (docs/contracts/site.md). */
export const siteRoutes: RouteObject = {
  path: '/',
  lazy: async () => ({ Component: (await import('../features/site/site-layout')).SiteLayout }),
  children: [
    lazyRoute(undefined, pageConfig(PUBLIC_PAGE, 'siteHome'), home, (m) => m.SiteHomePage),
    lazyRoute('introduce', pageConfig(PUBLIC_PAGE, 'siteIntroduce'), site, (m) => m.IntroducePage),
    lazyRoute('case', pageConfig(PUBLIC_PAGE, 'siteCase'), site, (m) => m.CasePage),
    lazyRoute('case/:id', pageConfig(PUBLIC_PAGE, 'siteCaseDetail'), site, (m) => m.CaseDetailPage),
    lazyRoute('information', pageConfig(PUBLIC_PAGE, 'siteInformation'), site, (m) => m.InformationPage),
    lazyRoute('contact', pageConfig(PUBLIC_PAGE, 'siteContact'), site, (m) => m.ContactPage),
    // Not prerendered: the form needs JavaScript (SMS code, uploads); the server answers it with the SPA.
    lazyRoute(
      'join',
      pageConfig(PUBLIC_PAGE, 'govJoinApply'),
      () => import('../features/gov-organize/join-apply-page'),
      (m) => m.JoinApplyPage,
    ),
  ],
};
