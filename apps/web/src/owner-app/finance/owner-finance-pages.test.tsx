import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerFinancePage, OwnerFinanceReportPage } from './owner-finance-pages';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const report = {
  reportId: 'R1',
  communityName: '阳光花园',
  accountName: '公共收益账户',
  accountType: 'OWNERS_SHARED_FUNDS',
  accountTypeName: '业主共有资金',
  reportName: '2026年上半年',
  openingBalanceFen: 100000,
  incomeTotalFen: 50000,
  expenseTotalFen: 20000,
  closingBalanceFen: 130000,
  lines: [
    { direction: 'INCOME', itemName: '广告位租金', amountFen: 50000, remark: null },
    { direction: 'EXPENSE', itemName: '2栋电梯主机更换（尾款）', amountFen: 20000, remark: '内部备注' },
  ],
  remark: '上半年收支',
  attachments: [],
  publishedAt: '2026-07-01T01:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/financeReports')) return ok([report]);
    if (url.startsWith('/v1/owner/financeReportInfo')) return ok(report);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner finance reports (owner entry)', () => {
  it('lists the published reports with their closing balance', async () => {
    renderRoutes([{ path: '/owner/financeReports', element: <OwnerFinancePage /> }], '/owner/financeReports');
    const row = await screen.findByTestId('owner-finance-item');
    expect(row.getAttribute('href')).toBe('/owner/financeReports/R1');
    expect(row.textContent).toContain('公共收益账户 · 2026年上半年');
    expect(row.textContent).toContain('期末余额 ¥1,300.00');
  });

  it('shows one report: totals, lines with subtotals, the note, never the committee remarks', async () => {
    const { container } = renderRoutes(
      [{ path: '/owner/financeReports/:reportId', element: <OwnerFinanceReportPage /> }],
      '/owner/financeReports/R1',
    );
    expect(await screen.findByText('2栋电梯主机更换（尾款）')).toBeTruthy();
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(2);
    expect(within(tables[0] as HTMLElement).getByText('广告位租金')).toBeTruthy();
    expect(tables[1]?.textContent).toContain('合计200.00');
    expect(container.textContent).toContain('期初余额1,000.00');
    expect(container.textContent).toContain('说明：上半年收支');
    expect(container.textContent).not.toContain('内部备注');
    expect(container.textContent).toContain('阳光花园 · 业主共有资金');
    expect(container.querySelector('.owner-finance [class*="ant-"]')).toBeNull();
  });
});
