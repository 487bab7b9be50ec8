import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { VoteDetailPage } from './vote-detail-page';

// Issue #24: 发布 of an incomplete draft on its detail page lists what is missing (the domain's
// rules, checked on the page) and sends nothing; 编辑草稿 opens the form on the draft.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const community = {
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
};

const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community: community as unknown as Workbench['community'],
  permissions: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'voteDetail'),
  linkTo: (path) => `/manage/${path}`,
};

/** A draft saved with a title only: no voting period and no issue yet. */
const incompleteDraft = {
  votingCode: 'D2',
  title: '修订管理规约（草稿）',
  votingState: 'DRAFT',
  votingStateName: 'DRAFT',
  scopeType: 'COMMUNITY',
  startDate: null,
  endDate: null,
  pdStartDate: null,
  pdEndDate: null,
  votingDate: null,
  issueCount: 0,
  gmtCreate: '2026-11-19T01:00:00.000Z',
  description: '',
  materialAttachments: [],
  votingRule: '',
  signAttachment: [],
  faceAuthorizationLetter: [],
  files: [],
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
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/voting/infoSimplify')) return ok(incompleteDraft);
    if (url.startsWith('/v1/voting/votingScope')) return ok([]);
    if (url.startsWith('/v1/voteWhiteList/list')) return ok([]);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('publishing an incomplete draft from its detail page', () => {
  it('lists what is missing, sends nothing, and 编辑草稿 opens the form', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/manage/voteDetail/:votingCode',
          element: (
            <WorkbenchContext.Provider value={workbench}>
              <VoteDetailPage />
            </WorkbenchContext.Provider>
          ),
        },
        { path: '/manage/vote/create', element: <p>vote form</p> },
      ],
      '/manage/voteDetail/D2',
    );
    fireEvent.click(await screen.findByRole('button', { name: '发布表决' }));
    const missing = await screen.findByTestId('publish-missing');
    expect(missing.textContent).toContain('线上投票时间');
    expect(missing.textContent).toContain('表决议题：至少需要一个议题');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
    const dialog = missing.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '编辑草稿' }));
    await waitFor(() => expect(router.state.location.search).toBe('?votingCode=D2'));
  });
});
