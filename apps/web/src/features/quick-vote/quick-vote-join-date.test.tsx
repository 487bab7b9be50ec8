import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { QuickVoteDetailPage, QuickVoteListPage } from './quick-vote-pages';

// SPEC §3 joinDate for quick resolutions (issue #28 item 7): staff see when the latest answer came in.
const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
};
const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community: community as unknown as Workbench['community'],
  permissions: ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'quickVoteList'),
  linkTo: (path) => `/manage/${path}?communityCode=A`,
};

const JOINED = '2026-11-21T02:30:00.000Z';
const item = (issueQuickId: string, title: string, joinDate: string | null, joinNum: number) => ({
  issueQuickId,
  title,
  isDraft: 'NO',
  state: 'IN_PROGRESS',
  stateName: '进行中',
  participantType: 'OWNER',
  participantTypeName: '业主',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-27T01:00:00.000Z',
  joinNum,
  joinDate,
  createdAt: '2026-11-19T01:00:00.000Z',
});
const ITEMS = [item('IQ1', '更换门禁的快速决议', JOINED, 2), item('IQ2', '增设快递柜的快速决议', null, 0)];
const INFO = {
  ...ITEMS[0],
  desc: '',
  descFile: [],
  mvcFile: [],
  signAttachment: [],
  files: [],
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  total: { heads: 20, area: 200000 },
  participating: { heads: 2, area: 18000 },
  results: [],
  myChoice: null,
  canAnswer: false,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/issueQuick/list')) return ok({ list: ITEMS, total: 2, page: 1, size: 10 });
    if (url.startsWith('/v1/issueQuick/info')) return ok(INFO);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function render(path: string, element: React.ReactElement, route = '*') {
  return renderRoutes(
    [
      {
        path: route,
        element: <WorkbenchContext.Provider value={workbench}>{element}</WorkbenchContext.Provider>,
      },
    ],
    path,
  );
}

describe('quick resolution joinDate', () => {
  it('the list shows heads and the latest answer under 参与情况', async () => {
    render('/', <QuickVoteListPage />);
    const joined = (await screen.findByText('更换门禁的快速决议', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getByRole('columnheader', { name: '参与情况' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '起止时间' })).toBeTruthy();
    expect(within(joined).getByTestId('join-num').textContent).toBe('2 人');
    expect(within(joined).getByText('最近参与')).toBeTruthy();
    expect(within(joined).getByText(new RegExp(formatDateTime(JOINED)))).toBeTruthy();
    const none = screen.getByText('增设快递柜的快速决议').closest('tr') as HTMLElement;
    expect(within(none).getAllByText('—').length).toBeGreaterThan(0);
  }, 60_000);

  it('the detail shows 最近参与时间', async () => {
    render('/quickVote/IQ1', <QuickVoteDetailPage />, '/quickVote/:issueQuickId');
    expect((await screen.findByTestId('join-date', {}, { timeout: 5000 })).textContent).toBe(
      formatDateTime(JOINED),
    );
    expect(screen.getByText('最近参与时间')).toBeTruthy();
  }, 60_000);
});
