import { CustomerIdentity } from '@gongzhi/domain/site/customer-clue';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { jsonResponse, renderRoutes } from '../../test/render';
import { siteClueEnUS, siteClueZhCN } from './customer-clue-locale';
import { CustomerCluePage } from './customer-clue-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const clue = (index: number) => ({
  customerClueId: `CC${index}`,
  name: `客户${index}`,
  mobile: `139000000${String(index).padStart(2, '0')}`,
  identity: index % 2 ? 'COMMITTEE' : 'PROPERTY',
  communityName: `锦绣家园${index}期`,
  city: index === 1 ? null : '深圳',
  content: index === 1 ? '想了解线上业主大会投票的流程' : null,
  source: 'CONTACT_PAGE',
  gmtCreate: '2026-03-02T02:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    const keyword = url.searchParams.get('keyword');
    const page = Number(url.searchParams.get('page'));
    const list = keyword
      ? [clue(1)]
      : page === 2
        ? [clue(21)]
        : Array.from({ length: 20 }, (_, i) => clue(i + 1));
    return jsonResponse({
      code: 200,
      message: 'success',
      data: { list, total: keyword ? 1 : 21, page, size: 20 },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage(entry = '/manage/customerClue') {
  return renderRoutes([{ path: '/manage/customerClue', element: <CustomerCluePage /> }], entry);
}

describe('CustomerCluePage', () => {
  it('lists the leads with their labels, total and paging', async () => {
    const { router } = renderPage();
    expect(await screen.findByText('客户1')).toBeTruthy();
    expect(screen.getByText('共 21 条线索')).toBeTruthy();
    const row = screen.getByText('客户1').closest('tr') as HTMLElement;
    expect(within(row).getByText('业主委员会成员')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '13900000001' }).getAttribute('href')).toBe(
      'tel:13900000001',
    );
    expect(within(row).getByText('想了解线上业主大会投票的流程')).toBeTruthy();
    expect(within(screen.getByText('客户2').closest('tr') as HTMLElement).getByText('未留言')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('客户21')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('searches by keyword from page one and keeps it in the address', async () => {
    const { router } = renderPage('/manage/customerClue?page=2');
    await screen.findByText('客户21');
    const box = screen.getByRole('searchbox', { name: '搜索姓名、手机号、小区或城市' });
    fireEvent.change(box, { target: { value: ' 锦绣 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByText('共 1 条线索')).toBeTruthy());
    expect(router.state.location.search).toBe('?keyword=%E9%94%A6%E7%BB%A3');
    const last = calls().at(-1);
    expect(last?.searchParams.get('keyword')).toBe('锦绣');
    expect(last?.searchParams.get('page')).toBe('1');
  });

  it('tells a non-operator the page is for platform operators', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 403, message: '该功能仅限平台运营人员使用', data: null }, 403),
    );
    renderPage();
    expect(await screen.findByText('该功能仅限平台运营人员使用')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has every text in English and the Chinese role names of the domain', () => {
    expectCompleteTranslation(siteClueZhCN, siteClueEnUS);
    for (const value of CustomerIdentity.values) {
      expect(siteClueZhCN.identity[value]).toBe(CustomerIdentity.label(value));
    }
  });
});
