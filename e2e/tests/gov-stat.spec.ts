import { expect as baseExpect, test } from '@playwright/test';
import { chooseOption, loginBySms, snap } from './support';

// The journeys share two CPU cores with other work: give slow answers room.
const expect = baseExpect.configure({ timeout: 30_000 });

const STREET_STAFF = '13800000006';

test('street staff read the community affairs on the dashboard and export the work statistics', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginBySms(page, STREET_STAFF, '政府人员');
  await expect(page).toHaveURL(/\/government/);

  await page.goto('/government/dashboard');
  const votes = page.getByTestId('affair-VOTING');
  await expect(votes.getByRole('img', { name: '业主大会表决 按状态' })).toBeVisible();
  await expect(votes.locator('tr', { hasText: '续聘阳光物业' })).toContainText('进行中');
  await expect(
    page.getByTestId('affair-ISSUE_QUICK').getByRole('columnheader', { name: '参与人次' }),
  ).toBeVisible();
  await snap(page, 'gov-stat-01-dashboard');

  // Only the votes in progress, then this year's items only.
  // chooseOption retries a click lost to the dropdown's opening animation on a busy machine.
  await chooseOption(page, '业主大会表决 状态', '进行中');
  await expect(votes.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByPlaceholder('开始日期').click();
  await page.getByText('今年', { exact: true }).click();
  await expect(votes.locator('tr', { hasText: '续聘阳光物业' })).toBeVisible();

  await page.goto('/government/stat');
  const complaints = page.getByTestId('stat-complaint');
  await expect(complaints.getByRole('img', { name: '每月投诉与处理' })).toBeVisible();
  await expect(complaints.locator('tr', { hasText: '阳光花园' })).toBeVisible();
  await expect(page.getByTestId('stat-information').locator('tr', { hasText: '加装电梯' })).toBeVisible();
  await snap(page, 'gov-stat-02-statistics');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('工作统计-全部.xlsx');
});
