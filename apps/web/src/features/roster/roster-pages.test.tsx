import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { HighrisePage } from './roster-pages';

const building = {
  buildingCode: 'B1',
  buildingName: '1栋',
  buildingAttribute: 'HIGH_RISE',
  unitCount: 2,
  floorCount: 6,
  sort: 1,
  houseCount: 24,
  totalArea: 219012,
  ownerCount: 20,
  certifiedHouseCount: 5,
  completeHouseCount: 19,
  infoCompletion: 0.7916666666666666,
  certificationRate: 0.20833333333333334,
  houseAreasFloor: [],
};

const statistics = {
  buildingCount: 1,
  houseCount: 24,
  totalArea: 219012,
  ownerCount: 20,
  certifiedOwnerCount: 5,
  certifiedHouseCount: 5,
  completeHouseCount: 19,
  infoCompletion: 0.7916666666666666,
  certificationRate: 0.20833333333333334,
};

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/building/list')) return ok({ list: [building], total: 1, page: 1, size: 20 });
  if (url.startsWith('/v1/house/houseStatistics')) return ok(statistics);
  if (url.startsWith('/v1/building/createSimplify')) {
    return jsonResponse({ code: 409, message: '楼栋名称已存在', data: null }, 409);
  }
  return undefined;
});

function renderPage(permissions: string[]) {
  return renderWorkbenchPage({
    routes: { '*': <HighrisePage /> },
    path: '/',
    workbench: testWorkbench(permissions, 'rosterHighrise'),
  });
}

describe('high-rise roster page', () => {
  it('shows the statistics and the buildings with areas in m² and rates with one decimal', async () => {
    renderPage(['OHC_VIEW', 'BUILDING_MANAGEMENT']);
    const row = (await screen.findByText('1栋', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2190.12')).toBeTruthy();
    expect(within(row).getByText('79.2%')).toBeTruthy();
    expect(within(row).getByText('20.8%')).toBeTruthy();
    const stats = screen.getByTestId('roster-statistics');
    await waitFor(() => expect(stats.textContent).toContain('认证率20.8%'));
    expect(stats.textContent).toContain('信息完善度79.2%');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/v1/building/list?communityInfoCode=A&buildingAttribute=HIGH_RISE&page=1&size=20',
    );
  });

  it('hides the management buttons without BUILDING_MANAGEMENT', async () => {
    renderPage(['OHC_VIEW']);
    // Text queries: role queries compute every accessible name of the page (seconds each in jsdom).
    await screen.findByText('1栋');
    expect(screen.queryByText(/新增楼栋/)).toBeNull();
    expect(screen.queryByText(/导入多层楼栋名册/)).toBeNull();
    expect(screen.queryByText(/^删\s*除$/)).toBeNull();
    expect(screen.getByText(/打印名册/).closest('button')).toBeTruthy();
  });

  it('checks the building form on the client and shows a server conflict on the name', async () => {
    renderPage(['BUILDING_MANAGEMENT']);
    fireEvent.click(await screen.findByRole('button', { name: /新增楼栋/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写名称')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '1栋' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('楼栋名称已存在')).toBeTruthy();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/v1/building/createSimplify') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      communityInfoCode: 'A',
      buildingAttribute: 'HIGH_RISE',
      buildingName: '1栋',
    });
  });
});
