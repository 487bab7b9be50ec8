import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../lib/request';
import { jsonResponse } from '../../test/render';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { FinanceDetailPage, FinanceListPage, numberToFen } from './finance-pages';
import { testFinanceAccount } from './finance-test-fixtures';

const account = testFinanceAccount;
const summary = {
  reportId: 'R1',
  financialAccountId: 'FA1',
  year: 2026,
  period: 'A',
  reportName: '2026年第一季度',
  openingBalanceFen: 12_000_000,
  incomeTotalFen: 3_650_000,
  expenseTotalFen: 1_280_050,
  closingBalanceFen: 14_369_950,
  status: 'DRAFT',
  publishedAt: null,
  gmtModified: '2026-03-02T02:00:00.000Z',
};

// The web tests share two cores with the rest of the suite: generous waits.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 15_000 };
const fetchMock = stubFetchPerTest((url) => {
  if (url.startsWith('/v1/financialAccount/list')) return ok([account]);
  if (url.startsWith('/v1/financialAccount/info')) return ok(account);
  if (url.startsWith('/v1/financialReport/list')) return ok([summary]);
  if (url.startsWith('/v1/financialReport/create'))
    return jsonResponse(
      { code: 400, message: '期初余额加收入减支出为100.00元，与期末余额99.00元不一致', data: null },
      400,
    );
  return undefined;
});

function render(path: string, permissions: string[]) {
  return renderWorkbenchPage({
    routes: {
      '/manage/finance': <FinanceListPage />,
      '/manage/finance/:financialAccountId': <FinanceDetailPage />,
    },
    path,
    workbench: testWorkbench(permissions, 'financeList'),
  });
}

describe('numberToFen', () => {
  it('converts yuan to fen exactly, negatives included', () => {
    expect(numberToFen(0.29)).toBe(29);
    expect(numberToFen(1234.5)).toBe(123450);
    expect(numberToFen(-12.3)).toBe(-1230);
    expect(numberToFen(null)).toBe(0);
  });
});

describe('finance pages', () => {
  it('lists accounts with the latest published balance in yuan', async () => {
    render('/manage/finance', ['FINANCE_VIEW']);
    const card = await screen.findByTestId('finance-account', undefined, slow);
    expect(card.textContent).toContain('¥143,699.50');
    expect(card.textContent).toContain('最新公开：2026年第一季度');
    expect(screen.queryByRole('button', { name: /新增账户/ })).toBeNull();
  });

  it('shows the reports of an account and the server message when totals do not add up', async () => {
    const notified: string[] = [];
    configureRequest({ notifyError: (text) => notified.push(text) });
    render('/manage/finance/FA1', ['FINANCE_MANAGEMENT']);
    // Text queries (role queries over antd's tree are slow in jsdom).
    const cell = await screen.findByText('36,500.00', undefined, slow);
    expect(cell.closest('tr')?.textContent).toContain('2026年第一季度');
    expect(cell.closest('tr')?.textContent).toMatch(/公\s*开/);

    fireEvent.click(screen.getByText('新增报告'));
    fireEvent.change(await screen.findByPlaceholderText('收支项目', undefined, slow), {
      target: { value: '停车费' },
    });
    fireEvent.change(screen.getByPlaceholderText('金额'), { target: { value: '100' } });
    await waitFor(() =>
      expect(screen.getByTestId('finance-sum').textContent).toContain('收入合计 100.00 元'),
    );
    fireEvent.change(screen.getByLabelText('期末余额'), { target: { value: '99' } });
    const save = screen.getByText(/^保\s*存$/).closest('button');
    if (!save) throw new Error('no save button');
    fireEvent.click(save);
    // The request interceptor shows the server's reason once (SPEC §8).
    await waitFor(() =>
      expect(notified).toContain('期初余额加收入减支出为100.00元，与期末余额99.00元不一致'),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/financialReport/create') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      financialAccountId: 'FA1',
      incomeTotalFen: 10000,
      expenseTotalFen: 0,
      closingBalanceFen: 9900,
      lines: [{ direction: 'INCOME', itemName: '停车费', amountFen: 10000 }],
    });
  });
});
