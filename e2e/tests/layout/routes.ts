/**
 * Every page address of the app for the layout check (issue #24): the web router's route table
 * with its parameters filled from the demo data. apps/web/src/routes/layout-routes.test.ts checks
 * that this list and the router's table stay the same set of patterns.
 */

/** Who looks at a page: the session the check opens it with. */
export type Viewer = 'committee' | 'government' | 'owner' | 'public';

export type LayoutRoute = {
  /** The router's pattern, as apps/web/src/routes declare it. */
  pattern: string;
  viewer: Viewer;
  /** A parameter the demo data has no record for: the route is listed but not opened (reason). */
  skip?: string;
};

/** Catch-all and redirect-only patterns: nothing of their own to lay out. */
export const NOT_PAGES = ['/manage/*', '/government/*', '/owner/*', '/mobile/*', '/*', '/owner/scan-login'];

const SITE = ['/', '/introduce', '/case', '/case/:id', '/information', '/contact', '/join', '/login'];

const SHARED = [
  'HouseRoster/highrise',
  'HouseRoster/villa',
  'HouseRoster/examine',
  'consultation',
  'consultation/create',
  'consultation/:intentionSolicitationId',
  'quickVote',
  'quickVote/create',
  'quickVote/:issueQuickId',
  'vote',
  'vote/create',
  'voteDetail/:votingCode',
  'invalidVote/:votingCode',
  'votePublic/:votingCode',
  'voteIllustrate/:votingCode',
  'PaperInvoice/:votingCode',
  'voteScan/:votingCode',
  'exportVote/:votingCode',
  'voteDelivery/:votingCode',
  'proposal',
  'proposal/:proposalId',
  'proposal/:proposalId/signList',
  'createProposal',
  'notice',
  'notice/:communityNoticeCode',
  'noticeReadList/:communityNoticeCode',
  'createNotice',
  'workgroup/members',
  'download',
  'permission/:userId',
  'serviceProtocol',
];

const MANAGE_ONLY = [
  'voteExportPage/:votingCode',
  'voteExportPage/:votingCode/:buildingCode',
  'finance',
  'finance/:financialAccountId',
  'archive',
  'archive/:type',
  'createArchive',
  'estate',
  'meeting',
  'createMeeting',
  'meeting/:id',
  'govAuthReview',
  'govJoinReview',
  'customerClue',
  'platformOperators',
  'communityRegister',
  'communitySettings',
];

const GOVERNMENT_ONLY = [
  'dashboard',
  'information',
  'information/create',
  'information/:id',
  'informationReadList/:id',
  'activity',
  'activity/create',
  'activity/:id',
  'activitySignUpList/:id',
  'complaint',
  'complaint/:id',
  'stat',
  'govConsultation',
  'govConsultation/create',
  'govConsultation/:intentionSolicitationId',
  'communityReview',
  'communityReview/:registrationId',
];

const OWNER = [
  '/owner',
  '/owner/certify',
  '/owner/profile',
  '/owner/notices',
  '/owner/notices/:communityNoticeCode',
  '/owner/financeReports',
  '/owner/financeReports/:reportId',
  '/owner/complaints',
  '/owner/workOrders',
  '/owner/govInformation',
  '/owner/govActivities',
  '/owner/votes',
  '/owner/votes/:votingCode',
  '/owner/votes/:votingCode/result',
  '/owner/votes/:votingCode/proxy/:proxyCode',
  '/owner/proposals',
  '/owner/proposals/:proposalId',
  '/owner/createProposal',
  '/owner/consultations',
  '/owner/consultations/:intentionSolicitationId',
  '/owner/quickVotes/:issueQuickId',
];

const MOBILE = [
  '/mobile/FaceCheckPolicy',
  '/mobile/policy',
  '/mobile/protocol',
  '/mobile/sdkList',
  '/mobile/userInfoList',
  '/mobile/orderprotocol',
  '/mobile/serviceprotocol',
  '/mobile/chat',
  '/mobile/sopList',
  '/mobile/sopList/detail/:id',
  '/mobile/printHelp',
  '/mobile/checkHelp',
  '/mobile/KnowledgeBase',
  '/mobile/KnowledgeBase/:groupId',
  '/mobile/KnowledgeBase/:groupId/:detailId',
  '/mobile/uploadfile',
];

const NO_DEMO_RECORD = 'the demo data holds no record of this kind';

const SKIPPED: Record<string, string> = {
  '/government/govConsultation/:intentionSolicitationId': NO_DEMO_RECORD,
  '/government/communityReview/:registrationId': NO_DEMO_RECORD,
  // Proxy authorisations exist only once an owner names a proxy (e2e/tests/voting-legal-process.spec.ts).
  '/owner/votes/:votingCode/proxy/:proxyCode': NO_DEMO_RECORD,
};

const ALL: LayoutRoute[] = [
  ...[...SITE, ...MOBILE].map((pattern) => ({ pattern, viewer: 'public' as const })),
  { pattern: '/manage', viewer: 'committee' },
  ...[...SHARED, ...MANAGE_ONLY].map((path) => ({
    pattern: `/manage/${path}`,
    viewer: 'committee' as const,
  })),
  { pattern: '/government', viewer: 'government' },
  ...[...GOVERNMENT_ONLY, ...SHARED].map((path) => ({
    pattern: `/government/${path}`,
    viewer: 'government' as const,
  })),
  ...OWNER.map((pattern) => ({ pattern, viewer: 'owner' as const })),
];

export const LAYOUT_ROUTES: LayoutRoute[] = ALL.map((route) => {
  const skip = SKIPPED[route.pattern];
  return skip ? { ...route, skip } : route;
});
