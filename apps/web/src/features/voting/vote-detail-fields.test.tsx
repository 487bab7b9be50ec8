import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { VoteDetailPage } from './vote-detail-page';
import { VoteExportPrintPage } from './vote-export-pages';

// Issue #28 item 7: the vote's announcement date, rules text and files (materials, the signed
// decision, the face-check authorisation) are shown on the detail page and the printable export.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const community = {
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  experienceServiceTag: 'NO',
  hasOpenWorkOrder: 'NO',
  viewOnlyForOwners: 'NO',
  allowOwnerMotion: 'NO',
  votingRoleTypes: [],
} as const;

const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community: { ...community, roles: [...community.roles], votingRoleTypes: [] },
  permissions: ['VOTING_VIEW'],
  page: pageConfig(COMMUNITY_PAGE, 'voteDetail'),
  linkTo: (path) => `/manage/${path}`,
};

const file = (attachmentId: string, sourceName: string) => ({
  attachmentId,
  pubAttachmentId: `P-${attachmentId}`,
  sourceName,
  contentType: 'application/pdf',
  size: 10,
});

const INFO = {
  votingCode: 'V1',
  title: '关于外墙翻新的表决',
  votingState: 'HAS_NOT_STARTED',
  votingStateName: '未开始',
  scopeType: 'COMMUNITY',
  startDate: '2026-12-01T01:00:00.000Z',
  endDate: '2026-12-15T10:00:00.000Z',
  pdStartDate: null,
  pdEndDate: null,
  votingDate: '2026-11-20',
  issueCount: 0,
  gmtCreate: '2026-11-19T01:00:00.000Z',
  description: '',
  materialAttachments: ['A1'],
  votingRule: '一户一票\n在线投票优先',
  signAttachment: ['S1'],
  faceAuthorizationLetter: [],
  files: [file('A1', '外墙方案.pdf'), file('S1', '业委会决议签字页.pdf')],
  buildingCodes: [],
  houseCodes: [],
  settings: {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
  },
  issues: [],
  rollFrozen: false,
  ballotCount: 0,
  votingIssueStatistics: [],
  chain: { head: '0'.repeat(64), count: 0 },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/voting/infoSimplify'))
      return jsonResponse({ code: 200, message: 'success', data: INFO });
    if (url.startsWith('/v1/voting/buildingStatistics'))
      return jsonResponse({ code: 200, message: 'success', data: [] });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = (path: string) =>
  renderRoutes(
    [
      {
        path: '/manage/voteDetail/:votingCode',
        element: (
          <WorkbenchContext.Provider value={workbench}>
            <VoteDetailPage />
          </WorkbenchContext.Provider>
        ),
      },
      {
        path: '/manage/voteExportPage/:votingCode',
        element: (
          <WorkbenchContext.Provider value={workbench}>
            <VoteExportPrintPage />
          </WorkbenchContext.Provider>
        ),
      },
    ],
    path,
  );

describe('the SPEC §3 vote fields on the workbench', () => {
  it('the detail shows the announcement date, the rules text and each file by name', async () => {
    render('/manage/voteDetail/V1');
    expect((await screen.findByTestId('vote-voting-date')).textContent).toBe('2026-11-20');
    expect(screen.getByTestId('vote-voting-rule').textContent).toBe('一户一票\n在线投票优先');
    expect(within(screen.getByTestId('vote-materialAttachments')).getByText('外墙方案.pdf')).toBeTruthy();
    expect(within(screen.getByTestId('vote-signAttachment')).getByText('业委会决议签字页.pdf')).toBeTruthy();
    expect(screen.getByTestId('vote-faceAuthorizationLetter').textContent).toBe('无');
  });

  it('the printable export names the announcement date and the rules', async () => {
    render('/manage/voteExportPage/V1');
    expect((await screen.findByTestId('print-voting-rule')).textContent).toContain('一户一票');
    expect(screen.getByText(/公告日期：2026-11-20/)).toBeTruthy();
  });
});
