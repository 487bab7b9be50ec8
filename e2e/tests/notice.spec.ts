import { expect as baseExpect, test } from '@playwright/test';
import { chooseOption, confirmDialog, loginBySms, ownerPhone, ownerToken, snap } from './support';

// The machine is shared with other journeys: give slow page loads more room than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const DIRECTOR = '13800000001';
// A demo owner of 阳光花园 who has read none of the demo notices.
const OWNER = '13900000007';
const TITLE = `关于12月2日3栋临时停水的通知（${Date.now() % 100000}）`;

test('a notice from a template reaches an owner, and a finance report is published and exported', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);

  // 1. The director starts from the water-cut template and publishes.
  await page.goto('/manage/createNotice?communityCode=YGHY001');
  await page.locator('.ant-form-item').filter({ hasText: '从模板创建' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '停水通知' }).first().click();
  const title = page.getByPlaceholder('如：关于3月5日临时停水的通知');
  await expect(title).toHaveValue('关于【日期】临时停水的通知');
  await expect(page.getByRole('textbox', { name: '公告内容' })).toContainText('暂停供水');
  await title.fill(TITLE);
  // An empty content is refused on the page before anything is sent.
  const editor = page.getByRole('textbox', { name: '公告内容' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByText('请输入内容')).toBeVisible();
  await editor.click();
  await page.keyboard.type('因3栋二次供水设备检修，12月2日9:00至15:00停水，请提前储水。');
  await snap(page, 'notice-create');
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByTestId('notice-title')).toHaveText(TITLE);
  await snap(page, 'notice-detail');

  // 2. An owner reads it on the phone.
  const phone = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OWNER));
  const owner = await phone.newPage();
  await owner.goto('/owner');
  await expect(owner.getByTestId('owner-shortcut-notices')).toBeVisible();
  await owner.getByTestId('owner-shortcut-notices').click();
  const item = owner.getByTestId('owner-notice-item').filter({ hasText: TITLE });
  await expect(item.getByText('未读', { exact: true })).toBeVisible();
  await snap(owner, 'notice-owner-list');
  await item.click();
  await expect(owner.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(owner.getByText('请提前储水')).toBeVisible();
  await snap(owner, 'notice-owner-read');

  // 3. The director sees who read it.
  await page.getByRole('button', { name: /阅读记录/ }).click();
  await expect(page).toHaveURL(/noticeReadList/);
  const row = page.getByRole('row', { name: /139\*\*\*\*0007/ });
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: '已读业主' })).toContainText('1');
  await snap(page, 'notice-read-list');

  // 4. A half-year report of the maintenance funds is created, published and exported.
  await page.goto('/manage/finance?communityCode=YGHY001');
  await expect(page.getByTestId('finance-account').first()).toBeVisible();
  await snap(page, 'finance-accounts');
  await page.getByTestId('finance-account').filter({ hasText: '住宅专项维修资金（阳光花园）' }).click();
  await expect(page).toHaveURL(/\/manage\/finance\/FADEMO0002/);
  await page.getByRole('button', { name: /新增报告/ }).click();
  // The report form is a drawer over the page; its fields are unique on the page.
  // A report per account, year and period: another attempt on the same server takes an earlier year.
  const year = new Date().getFullYear() - testInfo.retry - testInfo.repeatEachIndex;
  await page.getByLabel('年度', { exact: true }).fill(String(year));
  await chooseOption(page, '报告期间', '下半年');
  await page.getByLabel('期初余额').fill('3698325');
  await page.getByPlaceholder('收支项目').first().fill('专项维修资金利息');
  await page.getByPlaceholder('金额').first().fill('9850.5');
  await page.getByRole('button', { name: /添加一行/ }).click();
  await page.getByPlaceholder('收支项目').nth(1).fill('2栋电梯主机更换（尾款）');
  await page.getByPlaceholder('金额').nth(1).fill('62000');
  await expect(page.getByTestId('finance-sum')).toContainText('期末余额应为 3,646,175.50 元');
  // A closing balance that does not add up is refused by the server with its reason.
  await page.getByLabel('期末余额').fill('3646175');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(
    page.getByText('期初余额加收入减支出为3,646,175.50元，与期末余额3,646,175.00元不一致'),
  ).toBeVisible();
  await page.getByLabel('期末余额').fill('3646175.5');
  await snap(page, 'finance-report-form');
  const created = page.waitForResponse((r) => r.url().includes('/v1/financialReport/create'));
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  // Say what the server answered if the save is refused (a retry once met its own earlier report).
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText('已保存').first()).toBeVisible();
  const reportRow = page.getByRole('row', { name: new RegExp(`${year}年下半年`) });
  await expect(reportRow).toContainText('草稿');
  await reportRow.getByRole('button', { name: /公\s*开/ }).click();
  await confirmDialog(page, /^公\s*开$|Publish/);
  await expect(reportRow).toContainText('已公开');
  const download = page.waitForEvent('download');
  await reportRow.getByRole('button', { name: /导\s*出/ }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`${year}年下半年财务报告\\.xlsx$`));
  await reportRow.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page.locator('.ant-drawer').getByText('专项维修资金利息')).toBeVisible();
  await snap(page, 'finance-report-view');

  // 5. The owner reads the published report on the phone.
  await owner.goto('/owner/financeReports');
  const report = owner.getByTestId('owner-finance-item').filter({ hasText: `${year}年下半年` });
  await expect(report).toBeVisible();
  await snap(owner, 'finance-owner-list');
  await report.click();
  await expect(owner.getByText('2栋电梯主机更换（尾款）')).toBeVisible();
  await snap(owner, 'finance-owner-report');
  await phone.close();
});
