import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { EChartOption } from '../gov-community-affair/echart';
import { StatPage } from './stat-page';

vi.mock('../gov-community-affair/echart', () => ({
  EChart: ({ option, label }: { option: EChartOption; label: string }) => (
    <figure aria-label={label}>{JSON.stringify(option.series)}</figure>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const complaints = {
  total: 4,
  handled: 3,
  handling: 1,
  handledRate: 0.75,
  averageHours: 11,
  medianHours: 10,
  byType: [{ key: 'PROPERTY_SERVICE', count: 4 }],
  filedByMonth: [{ month: '2030-01', count: 4 }],
  handledByMonth: [{ month: '2030-02', count: 3 }],
  communities: [
    { communityInfoCode: 'A', communityName: '阳光花园', total: 4, handled: 3, averageHours: 11 },
  ],
};
const releases = {
  releaseCount: 1,
  readCount: 3,
  ownerCount: 20,
  readRate: 0.15,
  byType: [{ key: 'LIVELIHOOD_POLICY', count: 1 }],
  releasesByMonth: [{ month: '2030-01', count: 1 }],
  items: [
    {
      informationId: 'I1',
      title: '一月政策',
      informationType: 'LIVELIHOOD_POLICY',
      gmtCreate: '2030-01-06T00:00:00.000Z',
      readCount: 3,
      ownerCount: 20,
      readRate: 0.15,
    },
  ],
};

const workbench = {
  area: 'government',
  user: {
    mobile: '13800000006',
    ownerName: '刘伟',
    userId: 'U1',
    ownerId: 'U1',
    avatar: null,
    adminOwnerType: 'GOV',
    communities: [
      { communityInfoCode: 'A', communityName: '阳光花园' },
      { communityInfoCode: 'B', communityName: '幸福里' },
    ],
    operateRoleDTOs: [],
    cardNo: null,
    position: null,
    hasGovAuth: 'YES',
    govInfo: null,
  } as unknown as UserInfoDto,
  community: null,
  permissions: [],
  page: {} as Workbench['page'],
  linkTo: (path: string) => path,
} as unknown as Workbench;

const urls = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govWorkStatistics/complaintHandle')) return ok(complaints);
    if (url.startsWith('/v1/govWorkStatistics/informationRelease')) return ok(releases);
    if (url.startsWith('/v1/govWorkStatistics/export'))
      return new Response('xlsx', { headers: { 'Content-Type': 'application/vnd.ms-excel' } });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  return renderWithProviders(
    <WorkbenchContext.Provider value={workbench}>
      <StatPage />
    </WorkbenchContext.Provider>,
  );
}

describe('work statistics page', () => {
  it('shows complaint handling and information reach with their charts', async () => {
    renderPage();
    const complaintCard = await screen.findByTestId('stat-complaint');
    expect(await within(complaintCard).findByText('75.0%')).toBeTruthy();
    expect(within(complaintCard).getByText('处理时长中位数（小时）')).toBeTruthy();
    // Filed in January, handled in February: both months on one axis.
    const monthly = JSON.parse((await screen.findByLabelText('每月投诉与处理')).textContent ?? '');
    expect(monthly.map((series: { data: number[] }) => series.data)).toEqual([
      [4, 0],
      [0, 3],
    ]);
    expect(screen.getByLabelText('投诉类型').textContent).toContain('物业服务');
    const informationCard = screen.getByTestId('stat-information');
    const row = within(informationCard).getByRole('row', { name: /一月政策/ });
    expect(within(row).getByText('民生政策')).toBeTruthy();
    expect(within(row).getByText('15.0%')).toBeTruthy();
  });

  it('filters by community and period and exports the same range', async () => {
    renderPage();
    await screen.findByTestId('stat-complaint');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '小区' }));
    fireEvent.click(await screen.findByTitle('幸福里'));
    await waitFor(() =>
      expect(urls()).toContain('/v1/govWorkStatistics/complaintHandle?communityInfoCode=B'),
    );
    const startInput = screen.getByPlaceholderText('开始日期');
    fireEvent.focus(startInput);
    fireEvent.mouseDown(startInput);
    fireEvent.click(startInput);
    fireEvent.click(await screen.findByText('近30天'));
    const start = dayjs().subtract(29, 'day').format('YYYY-MM-DD');
    const end = dayjs().format('YYYY-MM-DD');
    const range = `communityInfoCode=B&startDate=${start}&endDate=${end}`;
    await waitFor(() => expect(urls()).toContain(`/v1/govWorkStatistics/informationRelease?${range}`));
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(urls()).toContain(`/v1/govWorkStatistics/export?${range}`));
  });
});
