import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { MeetingDetailPage, MeetingListPage } from './meeting-pages';

/** The table row holding `text` (text queries are far cheaper than role queries over a whole table). */
async function rowOf(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${String(text)}`);
  return row as HTMLElement;
}

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
  permissions: ['MEETING_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'meetingList'),
  linkTo: (path) => `/manage/${path}?communityCode=A`,
};

const base = {
  id: 'M1',
  meetingName: '业委会第十二次工作会议',
  address: '会所',
  startDate: '2026-03-10T11:30:00.000Z',
  endDate: '2026-03-10T13:30:00.000Z',
  isDraft: 'NO',
  isValid: 'YES',
  state: 'ENDED',
  attendeeCount: 2,
  hasMinutes: true,
  creatorName: '张明',
  gmtCreate: '2026-03-01T02:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let detail: Record<string, unknown>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  detail = {
    ...base,
    content: '审议维修方案',
    attendees: [{ userId: 'U1', ownerName: '张明', roleTypeList: ['COMMITTEE_DIRECTOR'] }],
    materials: [],
    minutes: '一、通过维修方案。',
    minuteAttachments: [],
    minutesAt: '2026-03-11T02:00:00.000Z',
    cancelReason: null,
  };
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/meeting/list'))
      return ok({
        list: [
          base,
          {
            ...base,
            id: 'M2',
            meetingName: '草稿会议',
            state: 'DRAFT',
            startDate: null,
            endDate: null,
            hasMinutes: false,
          },
        ],
        total: 2,
        page: 1,
        size: 20,
      });
    if (url.startsWith('/v1/meeting/info')) return ok(detail);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function render(path: string, route: string, element: React.ReactElement) {
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

describe('meeting list', () => {
  it('shows states, times in Beijing time and minutes', async () => {
    render('/', '*', <MeetingListPage />);
    const row = await rowOf('业委会第十二次工作会议');
    expect(within(row).getByText('已结束')).toBeTruthy();
    expect(within(row).getByText('已填写')).toBeTruthy();
    const draft = await rowOf('草稿会议');
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).getByText('未设置')).toBeTruthy();
  }, 60_000);
});

describe('meeting detail', () => {
  it('offers only the actions of the state: an ended meeting takes minutes, no cancel or delete', async () => {
    render('/meeting/M1', '/meeting/:id', <MeetingDetailPage />);
    expect(await screen.findByText('一、通过维修方案。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /修改会议纪要/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消会议/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 60_000);

  it('lets a cancelled meeting be deleted only', async () => {
    detail = { ...detail, state: 'CANCELLED', isValid: 'NO', minutes: null, cancelReason: '改期' };
    render('/meeting/M1', '/meeting/:id', <MeetingDetailPage />);
    expect(await screen.findByText('取消原因：改期')).toBeTruthy();
    expect(screen.getByRole('button', { name: /删\s*除/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /填写会议纪要/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
  }, 60_000);
});
