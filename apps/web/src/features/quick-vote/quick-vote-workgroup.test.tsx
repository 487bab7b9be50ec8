import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { QuickVoteCreatePage, QuickVoteDetailPage } from './quick-vote-pages';

// Issue #24: workgroup quick resolutions count people only (no 0.00㎡ area statistics), and an
// invalid form shows its field errors instead of throwing an uncaught page error.
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

const info = (participantType: 'OWNER' | 'WORKGROUP') => ({
  issueQuickId: 'IQ1',
  title: '工作组例会安排',
  isDraft: 'NO',
  state: 'IN_PROGRESS',
  stateName: '进行中',
  participantType,
  participantTypeName: participantType === 'OWNER' ? '业主' : '工作组成员',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-27T01:00:00.000Z',
  joinNum: 2,
  joinDate: null,
  createdAt: '2026-11-19T01:00:00.000Z',
  desc: '',
  descFile: [],
  mvcFile: [],
  signAttachment: [],
  files: [],
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  total: { heads: 5, area: 0 },
  participating: { heads: 2, area: 0 },
  results: [
    { choice: 'AGREE', name: '同意', heads: 2, headsPercentage: '100.00', area: 0, areaPercentage: '0.00' },
  ],
  myChoice: null,
  canAnswer: false,
});

const fetchMock = vi.fn<typeof fetch>();
let participant: 'OWNER' | 'WORKGROUP' = 'WORKGROUP';
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/issueQuick/info')) return ok(info(participant));
    if (url.startsWith('/v1/building/list')) return ok({ list: [], total: 0, page: 1, size: 10000 });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = (path: string, element: React.ReactElement, route = '*') =>
  renderRoutes(
    [
      {
        path: route,
        element: <WorkbenchContext.Provider value={workbench}>{element}</WorkbenchContext.Provider>,
      },
    ],
    path,
  );

describe('quick resolution statistics', () => {
  it('a workgroup resolution counts people only, without area', async () => {
    participant = 'WORKGROUP';
    render('/quickVote/IQ1', <QuickVoteDetailPage />, '/quickVote/:issueQuickId');
    expect((await screen.findByTestId('quick-total', {}, { timeout: 20000 })).textContent).toBe(
      '应参与：5 人　已参与：2 人',
    );
    expect(screen.queryByText('按面积')).toBeNull();
    expect(screen.queryByText(/㎡/)).toBeNull();
  }, 60_000);

  it('an owner resolution keeps its area statistics', async () => {
    participant = 'OWNER';
    render('/quickVote/IQ1', <QuickVoteDetailPage />, '/quickVote/:issueQuickId');
    expect((await screen.findByTestId('quick-total', {}, { timeout: 20000 })).textContent).toContain('㎡');
    expect(screen.getByText('按面积')).toBeTruthy();
  }, 60_000);
});

describe('quick resolution form', () => {
  it('an empty form shows its field errors and sends nothing (no uncaught rejection)', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const onProcessRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onProcessRejection);
    try {
      render('/quickVote/create', <QuickVoteCreatePage />);
      fireEvent.click(await screen.findByRole('button', { name: '发布决议' }, { timeout: 20000 }));
      expect(await screen.findByText('请填写决议标题', {}, { timeout: 10000 })).toBeTruthy();
      expect(screen.getByText('请选择开始时间和结束时间')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/issueQuick/create'))).toBe(false);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
      process.off('unhandledRejection', onProcessRejection);
    }
  }, 60_000);
});
