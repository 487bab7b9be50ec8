import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/router';
import { createOwnerRoutes } from '../owner-app/owner-routes';
import { leafRoutes } from '../test/route-patterns';
import { PLANNED_PAGES } from '../ui/planned-page';
import { currentPageConfig } from './page-config';

// The SPA's routes, and the owner H5's from its own entry (owner.html), which the SPA hands /owner to.
const ownerPages = leafRoutes(createOwnerRoutes()).filter(({ path }) => path.startsWith('/owner'));
const table = new Map(
  [...leafRoutes(appRoutes), ...ownerPages].map(({ path, route }) => [
    path,
    currentPageConfig([{ handle: route.handle }]),
  ]),
);

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
];

const GOVERNMENT = [
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
];

const MANAGE = [
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
  'serviceProtocol',
];

const MOBILE = [
  'FaceCheckPolicy',
  'policy',
  'protocol',
  'sdkList',
  'userInfoList',
  'chat',
  'sopList',
  'sopList/detail/:id',
  'printHelp',
  'checkHelp',
  'KnowledgeBase',
  'KnowledgeBase/:groupId',
  'KnowledgeBase/:groupId/:detailId',
  'uploadfile',
  'orderprotocol',
  'serviceprotocol',
];

describe('route tables', () => {
  it.each([
    ...[
      '/',
      '/introduce',
      '/case',
      '/case/:id',
      '/information',
      '/contact',
      '/join',
      '/login',
      '/owner/scan-login',
    ],
    '/manage',
    '/government',
    ...SHARED.map((path) => `/manage/${path}`),
    ...SHARED.map((path) => `/government/${path}`),
    ...MANAGE.map((path) => `/manage/${path}`),
    ...GOVERNMENT.map((path) => `/government/${path}`),
    ...MOBILE.map((path) => `/mobile/${path}`),
    '/manage/*',
    '/government/*',
    '/mobile/*',
    '/*',
  ])('%s exists with a page config', (path) => {
    expect(table.get(path)).toBeTruthy();
  });

  it('requires login on every workbench page and on no public one', () => {
    for (const [path, handle] of table) {
      const workbench = path.startsWith('/manage') || path.startsWith('/government');
      expect(handle?.requireLogin, path).toBe(workbench);
    }
  });

  it('requires community certification on every vote and notice page', () => {
    for (const [path, handle] of table) {
      if (
        /\/(vote|voteDetail|invalidVote|votePublic|voteIllustrate|PaperInvoice|exportVote|voteDelivery|notice|noticeReadList|createNotice|finance|archive|createArchive|estate)(\/|$)/.test(
          path,
        )
      ) {
        expect(handle?.requireCommunityCert, path).toBe(true);
      }
    }
  });

  it('opens owner certification review to government staff read-only, to reviewers only in /manage (issue #28 item 8)', () => {
    expect(table.get('/manage/HouseRoster/examine')?.userAuth).toEqual(['HOUSE_OWNER_MANAGEMENT']);
    expect(table.get('/government/HouseRoster/examine')?.userAuth).toEqual([
      'HOUSE_OWNER_MANAGEMENT',
      'OHC_VIEW',
    ]);
  });

  it('needs only the MANAGEMENT permission on creation pages', () => {
    for (const path of [
      '/manage/vote/create',
      '/manage/quickVote/create',
      '/manage/consultation/create',
      '/manage/createProposal',
      '/manage/createNotice',
    ]) {
      const auth = table.get(path)?.userAuth ?? [];
      expect(auth.length, path).toBe(1);
      expect(auth[0], path).toMatch(/_MANAGEMENT$/);
    }
  });

  it('renders the export pages without layout and the government index without menu', () => {
    expect(table.get('/manage/voteExportPage/:votingCode')?.noLayout).toBe(true);
    expect(table.get('/government')?.noMenu).toBe(true);
  });

  it('keeps the platform operators’ pages outside any community (an operator may have none)', () => {
    for (const page of ['govAuthReview', 'govJoinReview', 'customerClue', 'platformOperators']) {
      const handle = table.get(`/manage/${page}`);
      expect(handle?.showCommunityMenu, page).toBe(false);
      expect(handle?.noMenu, page).toBe(true);
    }
  });

  it('says which capability fills every page that is not built yet', () => {
    // Pages with their real component; every other page names the capability that will fill it.
    const built = new Set([
      'siteHome',
      'siteIntroduce',
      'siteCase',
      'siteCaseDetail',
      'siteInformation',
      'siteContact',
      'govJoinApply',
      'serviceProtocol',
      'mobileChat',
      'mobileSopList',
      'mobileSopDetail',
      'mobileKnowledgeBase',
      'mobileKnowledgeGroup',
      'mobileKnowledgeDetail',
      'login',
      'ownerScanLogin',
      'ownerHome',
      'ownerCertify',
      'ownerProfile',
      'ownerNotices',
      'ownerNotice',
      'ownerFinance',
      'ownerFinanceReport',
      'noticeList',
      'noticeDetail',
      'noticeReadList',
      'noticeCreate',
      'financeList',
      'financeDetail',
      'ownerVotes',
      'ownerVote',
      'ownerVoteResult',
      'ownerProposals',
      'ownerProposal',
      'ownerProposalCreate',
      'ownerConsultations',
      'ownerConsultation',
      'ownerQuickVote',
      'consultationList',
      'consultationCreate',
      'consultationDetail',
      'quickVoteList',
      'quickVoteCreate',
      'quickVoteDetail',
      'proposalList',
      'proposalDetail',
      'proposalSignList',
      'proposalCreate',
      'voteList',
      'voteCreate',
      'voteDetail',
      'invalidVote',
      'votePublic',
      'voteIllustrate',
      'paperInvoice',
      'voteScan',
      'exportVote',
      'voteDelivery',
      'voteExportPage',
      'govIndex',
      'govAuthReview',
      'govJoinReview',
      'customerClue',
      'platformOperators',
      'communityRegister',
      'communitySettings',
      'communityReviewList',
      'communityReviewDetail',
      'ownerComplaints',
      'ownerWorkOrders',
      'ownerGovInformation',
      'ownerGovActivities',
      'complaintList',
      'complaintDetail',
      'informationList',
      'informationCreate',
      'informationDetail',
      'informationReadList',
      'activityList',
      'activityCreate',
      'activityDetail',
      'activitySignUpList',
      'dashboard',
      'notFound',
      'rosterHighrise',
      'rosterVilla',
      'certificationExamine',
      'download',
      'mobileUploadFile',
      'mobileFaceCheckPolicy',
      'mobilePolicy',
      'mobileProtocol',
      'mobileSdkList',
      'mobileUserInfoList',
      'mobileOrderProtocol',
      'mobileServiceProtocol',
      'mobilePrintHelp',
      'mobileCheckHelp',
      'archiveList',
      'archiveType',
      'archiveCreate',
      'meetingList',
      'meetingCreate',
      'meetingDetail',
      'workgroupMembers',
      'permission',
      'estate',
      'stat',
    ]);
    for (const [path, handle] of table) {
      if (!handle) continue;
      expect(built.has(handle.title) !== Boolean(PLANNED_PAGES[handle.title]), path).toBe(true);
    }
  });
});
