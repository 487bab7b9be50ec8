import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-page';
import { COMMUNITY_PAGE, type MenuKey, type PageConfig, type PageTitleKey, pageConfig } from './page-config';

/** Permission lists of SPEC §6: a page shows when any one is held; creation pages need MANAGEMENT. */
export const PAGE_PERMISSIONS = {
  roster: ['OHC_VIEW', 'BUILDING_MANAGEMENT', 'HOUSE_OWNER_MANAGEMENT'],
  examine: ['HOUSE_OWNER_MANAGEMENT'],
  /** /government: government staff read the records (OHC_VIEW) and never review them (domain certification-access). */
  examineGov: ['HOUSE_OWNER_MANAGEMENT', 'OHC_VIEW'],
  vote: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  voteManage: ['VOTING_MANAGEMENT'],
  quickVote: ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'],
  quickVoteManage: ['QUICK_ISSUE_MANAGEMENT'],
  consultation: ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'],
  consultationManage: ['INTENTION_MANAGEMENT'],
  proposal: ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT'],
  proposalManage: ['PROPOSAL_MANAGEMENT'],
  notice: ['NOTICE_VIEW', 'NOTICE_MANAGEMENT'],
  noticeManage: ['NOTICE_MANAGEMENT'],
  finance: ['FINANCE_VIEW', 'FINANCE_MANAGEMENT'],
  archive: ['ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT'],
  archiveManage: ['ARCHIVE_MANAGEMENT'],
  meeting: ['MEETING_MANAGEMENT'],
} as const satisfies Record<string, readonly OperatePermission[]>;

/** A list page reached from the side menu: switching community stays on it. */
export function menuPage(
  title: PageTitleKey,
  menuKey: MenuKey,
  userAuth: readonly OperatePermission[],
  extra: Partial<PageConfig> = {},
): PageConfig {
  return pageConfig(COMMUNITY_PAGE, title, { menuKey, userAuth, ...extra });
}

/** A detail or creation page below a menu item: back button, community fixed by the object shown. */
export function subPage(
  title: PageTitleKey,
  menuKey: MenuKey,
  userAuth: readonly OperatePermission[],
  extra: Partial<PageConfig> = {},
): PageConfig {
  return pageConfig(COMMUNITY_PAGE, title, {
    menuKey,
    userAuth,
    backable: true,
    allowSwitchCommunity: false,
    ...extra,
  });
}

const P = PAGE_PERMISSIONS;
const cert = { requireCommunityCert: true };

const roster = () => import('../features/roster/roster-pages');
const certification = () => import('../features/certification/examine-page');
const quickVote = () => import('../features/quick-vote/quick-vote-pages');
const questionnaire = () => import('../features/questionnaire/questionnaire-pages');
const proposal = () => import('../features/proposal/proposal-pages');
const notice = () => import('../features/notice/notice-pages');
const workgroup = () => import('../features/workgroup/workgroup-pages');
const download = () => import('../features/download/download-page');

/**
 * The community pages that /manage and /government share (SPEC §2.4, §2.5 "same pages"):
 * one component each, mounted in both route tables.
 */
export function sharedCommunityRoutes(area: '/manage' | '/government' = '/manage'): RouteObject[] {
  return [
    lazyRoute(
      'HouseRoster/highrise',
      menuPage('rosterHighrise', 'highrise', P.roster),
      roster,
      (m) => m.HighrisePage,
    ),
    lazyRoute('HouseRoster/villa', menuPage('rosterVilla', 'villa', P.roster), roster, (m) => m.VillaPage),
    lazyRoute(
      'HouseRoster/examine',
      menuPage('certificationExamine', 'examine', area === '/government' ? P.examineGov : P.examine),
      certification,
      (m) => m.ExaminePage,
    ),

    lazyRoute(
      'consultation',
      menuPage('consultationList', 'consultation', P.consultation),
      questionnaire,
      (m) => m.ConsultationListPage,
    ),
    lazyRoute(
      'consultation/create',
      subPage('consultationCreate', 'consultation', P.consultationManage),
      questionnaire,
      (m) => m.ConsultationCreatePage,
    ),
    lazyRoute(
      'consultation/:intentionSolicitationId',
      subPage('consultationDetail', 'consultation', P.consultation),
      questionnaire,
      (m) => m.ConsultationDetailPage,
    ),

    lazyRoute(
      'quickVote',
      menuPage('quickVoteList', 'quickVote', P.quickVote),
      quickVote,
      (m) => m.QuickVoteListPage,
    ),
    lazyRoute(
      'quickVote/create',
      subPage('quickVoteCreate', 'quickVote', P.quickVoteManage),
      quickVote,
      (m) => m.QuickVoteCreatePage,
    ),
    lazyRoute(
      'quickVote/:issueQuickId',
      subPage('quickVoteDetail', 'quickVote', P.quickVote),
      quickVote,
      (m) => m.QuickVoteDetailPage,
    ),

    // Voting: each route loads its own page module (no barrel), so the vote list brings no editor,
    // print or scan code with it (issue #25).
    lazyRoute(
      'vote',
      menuPage('voteList', 'vote', P.vote, cert),
      () => import('../features/voting/vote-list-page'),
      (m) => m.VoteListPage,
    ),
    lazyRoute(
      'vote/create',
      subPage('voteCreate', 'vote', P.voteManage, cert),
      () => import('../features/voting/vote-create-page'),
      (m) => m.VoteCreatePage,
    ),
    lazyRoute(
      'voteDetail/:votingCode',
      subPage('voteDetail', 'vote', P.vote, cert),
      () => import('../features/voting/vote-detail-page'),
      (m) => m.VoteDetailPage,
    ),
    lazyRoute(
      'invalidVote/:votingCode',
      subPage('invalidVote', 'vote', P.vote, cert),
      () => import('../features/voting/vote-records-pages'),
      (m) => m.InvalidVotePage,
    ),
    lazyRoute(
      'votePublic/:votingCode',
      subPage('votePublic', 'vote', P.vote, cert),
      () => import('../features/voting/vote-public-page'),
      (m) => m.VotePublicPage,
    ),
    lazyRoute(
      'voteIllustrate/:votingCode',
      subPage('voteIllustrate', 'vote', P.vote, cert),
      () => import('../features/voting/vote-illustrate-page'),
      (m) => m.VoteIllustratePage,
    ),
    lazyRoute(
      'PaperInvoice/:votingCode',
      subPage('paperInvoice', 'vote', P.voteManage, cert),
      () => import('../features/voting/paper-invoice-page'),
      (m) => m.PaperInvoicePage,
    ),
    lazyRoute(
      'voteScan/:votingCode',
      subPage('voteScan', 'vote', P.vote, cert),
      () => import('../features/voting/scan/vote-scan-page'),
      (m) => m.VoteScanPage,
    ),
    lazyRoute(
      'exportVote/:votingCode',
      subPage('exportVote', 'vote', P.voteManage, cert),
      () => import('../features/voting/vote-export-pages'),
      (m) => m.ExportVotePage,
    ),
    lazyRoute(
      'voteDelivery/:votingCode',
      subPage('voteDelivery', 'vote', P.vote, cert),
      () => import('../features/voting/vote-records-pages'),
      (m) => m.VoteDeliveryPage,
    ),

    lazyRoute(
      'proposal',
      menuPage('proposalList', 'proposal', P.proposal),
      proposal,
      (m) => m.ProposalListPage,
    ),
    lazyRoute(
      'proposal/:proposalId',
      subPage('proposalDetail', 'proposal', P.proposal),
      proposal,
      (m) => m.ProposalDetailPage,
    ),
    lazyRoute(
      'proposal/:proposalId/signList',
      subPage('proposalSignList', 'proposal', P.proposal),
      proposal,
      (m) => m.ProposalSignListPage,
    ),
    lazyRoute(
      'createProposal',
      subPage('proposalCreate', 'proposal', P.proposalManage),
      proposal,
      (m) => m.ProposalCreatePage,
    ),

    lazyRoute('notice', menuPage('noticeList', 'notice', P.notice, cert), notice, (m) => m.NoticeListPage),
    lazyRoute(
      'notice/:communityNoticeCode',
      subPage('noticeDetail', 'notice', P.notice, cert),
      notice,
      (m) => m.NoticeDetailPage,
    ),
    lazyRoute(
      'noticeReadList/:communityNoticeCode',
      subPage('noticeReadList', 'notice', P.notice, cert),
      notice,
      (m) => m.NoticeReadListPage,
    ),
    lazyRoute(
      'createNotice',
      subPage('noticeCreate', 'notice', P.noticeManage, cert),
      notice,
      (m) => m.NoticeCreatePage,
    ),

    lazyRoute(
      'workgroup/members',
      menuPage('workgroupMembers', 'members', [], cert),
      workgroup,
      (m) => m.MembersPage,
    ),
    lazyRoute(
      'download',
      pageConfig(COMMUNITY_PAGE, 'download', { backable: true, ...cert }),
      download,
      (m) => m.DownloadPage,
    ),
    lazyRoute(
      'permission/:userId',
      subPage('permission', 'members', [], cert),
      workgroup,
      (m) => m.PermissionPage,
    ),
  ];
}
