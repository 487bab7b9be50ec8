import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { FinanceDetailPage } from './finance-pages';
import { testFinanceAccount } from './finance-test-fixtures';

// 编辑账户 on the account page: the dialog opens filled in, refuses a blank name with its message and
// sends the edited account to /v1/financialAccount/update.

const account = testFinanceAccount;

// The web tests share two cores with the rest of the suite: generous waits.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 15_000 };
const UPDATE = '/v1/financialAccount/update';
const fetchMock = stubFetchPerTest((url) => {
  if (url.startsWith('/v1/financialAccount/info')) return ok(account);
  if (url.startsWith('/v1/financialReport/list')) return ok([]);
  if (url === UPDATE) return ok({ ...account, accountName: '维修资金账户' });
  return undefined;
});

const updates = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === UPDATE)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openDialog(): Promise<HTMLElement> {
  renderWorkbenchPage({
    routes: { '/manage/finance/:financialAccountId': <FinanceDetailPage /> },
    path: '/manage/finance/FA1',
    workbench: testWorkbench(['FINANCE_MANAGEMENT'], 'financeList'),
  });
  fireEvent.click(await screen.findByText('编辑账户', undefined, slow));
  const title = await screen.findByText('编辑财务账户', undefined, slow);
  return title.closest('.ant-modal') as HTMLElement;
}

const okButton = (dialog: HTMLElement) =>
  within(dialog)
    .getByText(/^确\s*定$|^OK$/)
    .closest('button') as HTMLElement;

describe('编辑账户', () => {
  it('opens with the account filled in', async () => {
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText('账户名称') as HTMLInputElement).value).toBe('业主共有资金账户');
    expect((within(dialog).getByLabelText('开户银行') as HTMLInputElement).value).toBe('工商银行');
  });

  it('refuses a blank name with its message and sends nothing', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('账户名称'), { target: { value: '   ' } });
    fireEvent.click(okButton(dialog));
    expect(await within(dialog).findByText('请填写账户名称', undefined, slow)).toBeTruthy();
    expect(updates()).toEqual([]);
  });

  it('saves the edited account to the update call and closes', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('账户名称'), { target: { value: '维修资金账户' } });
    fireEvent.change(within(dialog).getByLabelText('开户银行'), { target: { value: '建设银行' } });
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '2026年起单独核算' } });
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toEqual({
      communityInfoCode: 'A',
      financialAccountId: 'FA1',
      accountType: 'OWNERS_SHARED_FUNDS',
      accountName: '维修资金账户',
      bankName: '建设银行',
      remark: '2026年起单独核算',
    });
    expect(await screen.findByText('已保存', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('编辑财务账户')).toBeNull());
  });
});
