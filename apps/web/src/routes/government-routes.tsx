import type { RouteObject } from 'react-router';
import { sharedCommunityRoutes } from './community-routes';
import { lazyRoute } from './lazy-page';
import { notFoundRoute } from './not-found-route';
import { COMMUNITY_PAGE, type MenuKey, type PageConfig, type PageTitleKey, pageConfig } from './page-config';

/** Government-level pages: no community selector, district menu, government certification required. */
const GOVERNMENT_PAGE: Omit<PageConfig, 'title'> = {
  ...COMMUNITY_PAGE,
  requireAuth: true,
  showCommunityMenu: false,
  allowSwitchCommunity: false,
};

function govMenuPage(title: PageTitleKey, menuKey: MenuKey): PageConfig {
  return pageConfig(GOVERNMENT_PAGE, title, { menuKey });
}

function govSubPage(title: PageTitleKey, menuKey: MenuKey): PageConfig {
  return pageConfig(GOVERNMENT_PAGE, title, { menuKey, backable: true });
}

const board = () => import('../features/gov-board/dashboard-page');
const information = () => import('../features/gov-information/information-pages');
const activity = () => import('../features/gov-activity/activity-pages');
const complaint = () => import('../features/complaint/complaint-pages');
const stat = () => import('../features/gov-stat/stat-page');
const consultation = () => import('../features/gov-solicitation/gov-solicitation-pages');
const jurisdiction = () => import('../features/community/jurisdiction-page');
const serviceProtocol = () => import('../features/site/service-protocol-page');
const communityReview = () => import('../features/community-registration/review-pages');

/** /government: the government workbench (SPEC §2.4). */
export const governmentRoutes: RouteObject = {
  path: '/government',
  lazy: async () => ({ Component: (await import('../shell/workbench-layout')).GovernmentLayout }),
  children: [
    lazyRoute(
      undefined,
      pageConfig(GOVERNMENT_PAGE, 'govIndex', { requireAuth: false, noMenu: true }),
      jurisdiction,
      (m) => m.JurisdictionPage,
    ),
    lazyRoute('dashboard', govMenuPage('dashboard', 'dashboard'), board, (m) => m.DashboardPage),
    lazyRoute(
      'information',
      govMenuPage('informationList', 'information'),
      information,
      (m) => m.InformationListPage,
    ),
    lazyRoute(
      'information/create',
      govSubPage('informationCreate', 'information'),
      information,
      (m) => m.InformationCreatePage,
    ),
    lazyRoute(
      'information/:id',
      govSubPage('informationDetail', 'information'),
      information,
      (m) => m.InformationDetailPage,
    ),
    lazyRoute(
      'informationReadList/:id',
      govSubPage('informationReadList', 'information'),
      information,
      (m) => m.InformationReadListPage,
    ),
    lazyRoute('activity', govMenuPage('activityList', 'activity'), activity, (m) => m.ActivityListPage),
    lazyRoute(
      'activity/create',
      govSubPage('activityCreate', 'activity'),
      activity,
      (m) => m.ActivityCreatePage,
    ),
    lazyRoute(
      'activity/:id',
      govSubPage('activityDetail', 'activity'),
      activity,
      (m) => m.ActivityDetailPage,
    ),
    lazyRoute(
      'activitySignUpList/:id',
      govSubPage('activitySignUpList', 'activity'),
      activity,
      (m) => m.ActivitySignUpListPage,
    ),
    lazyRoute('complaint', govMenuPage('complaintList', 'complaint'), complaint, (m) => m.ComplaintListPage),
    lazyRoute(
      'complaint/:id',
      govSubPage('complaintDetail', 'complaint'),
      complaint,
      (m) => m.ComplaintDetailPage,
    ),
    lazyRoute('stat', govMenuPage('stat', 'stat'), stat, (m) => m.StatPage),
    lazyRoute(
      'govConsultation',
      govMenuPage('govConsultationList', 'govConsultation'),
      consultation,
      (m) => m.GovConsultationListPage,
    ),
    lazyRoute(
      'govConsultation/create',
      govSubPage('govConsultationCreate', 'govConsultation'),
      consultation,
      (m) => m.GovConsultationCreatePage,
    ),
    lazyRoute(
      'govConsultation/:intentionSolicitationId',
      govSubPage('govConsultationDetail', 'govConsultation'),
      consultation,
      (m) => m.GovConsultationDetailPage,
    ),
    // Ours (docs/contracts/community.md): community registrations reviewed by their own unit.
    lazyRoute(
      'communityReview',
      govMenuPage('communityReviewList', 'communityReview'),
      communityReview,
      (m) => m.CommunityReviewListPage,
    ),
    lazyRoute(
      'communityReview/:registrationId',
      govSubPage('communityReviewDetail', 'communityReview'),
      communityReview,
      (m) => m.CommunityReviewDetailPage,
    ),
    ...sharedCommunityRoutes('/government'),
    lazyRoute(
      'serviceProtocol',
      pageConfig(GOVERNMENT_PAGE, 'serviceProtocol', { requireAuth: false, backable: true, noMenu: true }),
      serviceProtocol,
      (m) => m.ServiceProtocolPage,
    ),
    notFoundRoute('/government', pageConfig(GOVERNMENT_PAGE, 'notFound', { requireAuth: false })),
  ],
};
