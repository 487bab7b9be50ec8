import { expect as baseExpect, test } from '@playwright/test';
import { chooseOption, loginBySms, PHONE, requestSmsCode, snap } from './support';

// The journeys share two CPU cores with other work: give slow answers room.
const expect = baseExpect.configure({ timeout: 30_000 });

const STAFF = '13800000005';
const OWNER = '13900000005';

test('staff publish information an owner reads; the activity pages show sign-ups and capacity', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await loginBySms(page, STAFF, '政府人员');
  await expect(page).toHaveURL(/\/government/);
  await page.goto('/government/information');
  await expect(page.locator('tr', { hasText: '居住证办理和续签指南' })).toBeVisible();
  await snap(page, 'gov-information-01-list');

  await page.getByRole('button', { name: '发布信息' }).click();
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByText('请填写标题')).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请选择信息类型' })).toBeVisible();
  await page.getByLabel('标题', { exact: true }).fill('关于开展2026年度城乡居民医保缴费的通知');
  await chooseOption(page, '信息类型', '民生政策');
  await page.getByLabel('内容', { exact: true }).click();
  await page.keyboard.type('请辖区居民于12月31日前完成缴费，可通过社区服务中心或线上渠道办理。');
  await page.getByText('指定小区', { exact: true }).click();
  await page.getByLabel('发布小区').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '阳光花园' }).click();
  await page.keyboard.press('Escape');
  await snap(page, 'gov-information-02-create');
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.getByText('请辖区居民于12月31日前完成缴费')).toBeVisible();
  await expect(page).toHaveURL(/\/government\/information\/I/);

  // An owner of 阳光花园 reads it on the phone, which feeds the read list.
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const owner = await phone.newPage();
  await owner.goto('/owner');
  await requestSmsCode(owner, OWNER);
  await owner.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(owner.getByRole('heading', { name: /您好/ })).toBeVisible();
  await owner.goto('/owner/govInformation');
  const item = owner.getByTestId('owner-information-item').filter({ hasText: '城乡居民医保' });
  await expect(item).toContainText('未读');
  await item.getByRole('button', { name: '查看全文' }).click();
  await expect(item.getByText('请辖区居民于12月31日前完成缴费')).toBeVisible();
  await expect(item).toContainText('已读');
  await snap(owner, 'gov-information-05-owner');
  await page.reload();
  await snap(page, 'gov-information-03-detail');
  await page.getByRole('link', { name: '查看阅读名单' }).click();
  await expect(page.locator('tr', { hasText: '139****0005' })).toBeVisible();
  await expect(page.getByText(/已读 1 人/)).toBeVisible();
  await snap(page, 'gov-information-04-read-list');

  await owner.goto('/owner/govActivities');
  const activity = owner.getByTestId('owner-activity-item').filter({ hasText: '社区义诊' });
  await activity.getByRole('button', { name: '我要报名' }).click();
  await expect(owner.getByText('报名成功')).toBeVisible();
  await expect(activity).toContainText('3/30');
  await snap(owner, 'gov-activity-04-owner');

  await page.goto('/government/activity');
  const row = page.locator('tr', { hasText: '社区义诊' });
  await expect(row).toContainText('3/30');
  await expect(row).toContainText('报名中');
  await snap(page, 'gov-activity-01-list');
  await row.getByRole('link', { name: '报名名单' }).click();
  await expect(page.getByText('已报名 3 人，名额 30 人')).toBeVisible();
  await snap(page, 'gov-activity-02-sign-ups');
  await page.goto('/government/activity/create');
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请选择活动时间' })).toBeVisible();
  await snap(page, 'gov-activity-03-create');
});
