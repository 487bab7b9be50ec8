import type { RouteObject } from 'react-router';
import { menuPage, PAGE_PERMISSIONS, sharedCommunityRoutes, subPage } from './community-routes';
import { lazyRoute } from './lazy-page';
import { notFoundRoute } from './not-found-route';
import { COMMUNITY_PAGE, pageConfig } from './page-config';

const P = PAGE_PERMISSIONS;
const cert = { requireCommunityCert: true };

const roster = () => import('../features/roster/roster-pages');
// The print page's own module, not the voting barrel: it loads none of the other voting pages.
const voteExport = () => import('../features/voting/vote-export-pages');
const finance = () => import('../features/finance/finance-pages');
const archive = () => import('../features/archive/archive-pages');
const estate = () => import('../features/estate/estate-page');
const meeting = () => import('../features/meeting/meeting-pages');
const serviceProtocol = () => import('../features/site/service-protocol-page');
const govReview = () => import('../features/gov-settings/gov-review-page');
const govJoinReview = () => import('../features/gov-organize/join-review-page');
const customerClue = () => import('../features/site/customer-clue-page');
const platformOperators = () => import('../features/platform-operator/operators-page');
const communityRegister = () => import('../features/community-registration/register-page');
const communitySettings = () => import('../features/community-registration/settings-page');

/**
 * The platform operators' pages (ours): not community pages, so they need no community and show no
 * selector; an operator without any community (a new deployment's first) reaches them too.
 */
const OPERATOR_PAGE = {
  backable: true,
  allowSwitchCommunity: false,
  noMenu: true,
  showCommunityMenu: false,
} as const;

/** Pages only the community workbench has (SPEC §2.5 "Extra"). */
function manageOnlyRoutes(): RouteObject[] {
  return [
    lazyRoute(
      'voteExportPage/:votingCode',
      subPage('voteExportPage', 'vote', P.vote, { ...cert, noLayout: true }),
      voteExport,
      (m) => m.VoteExportPrintPage,
    ),
    lazyRoute(
      'voteExportPage/:votingCode/:buildingCode',
      subPage('voteExportPage', 'vote', P.vote, { ...cert, noLayout: true }),
      voteExport,
      (m) => m.VoteExportPrintPage,
    ),
    lazyRoute(
      'finance',
      menuPage('financeList', 'finance', P.finance, cert),
      finance,
      (m) => m.FinanceListPage,
    ),
    lazyRoute(
      'finance/:financialAccountId',
      subPage('financeDetail', 'finance', P.finance, cert),
      finance,
      (m) => m.FinanceDetailPage,
    ),
    lazyRoute(
      'archive',
      menuPage('archiveList', 'archive', P.archive, cert),
      archive,
      (m) => m.ArchiveListPage,
    ),
    lazyRoute(
      'archive/:type',
      subPage('archiveType', 'archive', P.archive, cert),
      archive,
      (m) => m.ArchiveTypePage,
    ),
    lazyRoute(
      'createArchive',
      subPage('archiveCreate', 'archive', P.archiveManage, cert),
      archive,
      (m) => m.ArchiveCreatePage,
    ),
    lazyRoute('estate', menuPage('estate', 'estate', [], cert), estate, (m) => m.EstatePage),
    lazyRoute('meeting', menuPage('meetingList', 'meeting', P.meeting), meeting, (m) => m.MeetingListPage),
    lazyRoute(
      'createMeeting',
      subPage('meetingCreate', 'meeting', P.meeting),
      meeting,
      (m) => m.MeetingCreatePage,
    ),
    lazyRoute(
      'meeting/:id',
      subPage('meetingDetail', 'meeting', P.meeting),
      meeting,
      (m) => m.MeetingDetailPage,
    ),
    lazyRoute(
      'serviceProtocol',
      pageConfig(COMMUNITY_PAGE, 'serviceProtocol', { backable: true, allowSwitchCommunity: false }),
      serviceProtocol,
      (m) => m.ServiceProtocolPage,
    ),
    // Platform operators review government certification (ours, docs/contracts/government.md).
    lazyRoute(
      'govAuthReview',
      pageConfig(COMMUNITY_PAGE, 'govAuthReview', OPERATOR_PAGE),
      govReview,
      (m) => m.GovAuthReviewPage,
    ),
    // Platform operators review government organisations' join applications (ours, government.md).
    lazyRoute(
      'govJoinReview',
      pageConfig(COMMUNITY_PAGE, 'govJoinReview', OPERATOR_PAGE),
      govJoinReview,
      (m) => m.GovJoinReviewPage,
    ),
    // Platform operators read the contact-form leads (ours, docs/contracts/site.md).
    lazyRoute(
      'customerClue',
      pageConfig(COMMUNITY_PAGE, 'customerClue', OPERATOR_PAGE),
      customerClue,
      (m) => m.CustomerCluePage,
    ),
    // Platform operators manage the operator list (ours, docs/contracts/platform-operator.md).
    lazyRoute(
      'platformOperators',
      pageConfig(COMMUNITY_PAGE, 'platformOperators', OPERATOR_PAGE),
      platformOperators,
      (m) => m.PlatformOperatorsPage,
    ),
    // Ours (docs/contracts/community.md): a user registers a community or applies for its
    // certification; open to users who are not yet in any community (no community menu).
    lazyRoute(
      'communityRegister',
      pageConfig(COMMUNITY_PAGE, 'communityRegister', {
        backable: true,
        allowSwitchCommunity: false,
        showCommunityMenu: false,
        noMenu: true,
      }),
      communityRegister,
      (m) => m.CommunityRegisterPage,
    ),
    // The community's flags and organisation changes (COMMUNITY_ADMIN edits; SPEC §6).
    lazyRoute(
      'communitySettings',
      pageConfig(COMMUNITY_PAGE, 'communitySettings', { backable: true }),
      communitySettings,
      (m) => m.CommunitySettingsPage,
    ),
  ];
}

/** /manage: the community workbench. The index shows the high-rise roster (SPEC §2.5). */
export const manageRoutes: RouteObject = {
  path: '/manage',
  lazy: async () => ({ Component: (await import('../shell/workbench-layout')).ManageLayout }),
  children: [
    lazyRoute(undefined, menuPage('rosterHighrise', 'highrise', P.roster), roster, (m) => m.HighrisePage),
    ...sharedCommunityRoutes(),
    ...manageOnlyRoutes(),
    notFoundRoute('/manage', pageConfig(COMMUNITY_PAGE, 'notFound', { allowSwitchCommunity: false })),
  ],
};
