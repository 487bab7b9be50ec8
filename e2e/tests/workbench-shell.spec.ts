import { expect, test } from '@playwright/test';
import { loginBySms, snap } from './support';

test('switching community rewrites the query, and an experience community shows the countdown modal', async ({
  page,
}) => {
  await page.goto('/login');
  await loginBySms(page, '13800000001');
  await expect(page).toHaveURL(/\/manage/);

  const selector = page.getByRole('combobox', { name: '选择小区' });
  // Pick by keyboard: under load the filtered list may still be moving when a click lands.
  await selector.click();
  await page.keyboard.type('幸福');
  await expect(page.getByRole('option', { name: '幸福里' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/communityCode=XFL001/);
  await page.getByRole('menuitem', { name: '业主大会表决管理' }).click();
  await expect(
    page.getByText('您的小区尚未完成认证，无法使用该功能，请在小程序中完成小区组织认证'),
  ).toBeVisible();
  await snap(page, 'manage-uncertified-community');

  await selector.click();
  await page.keyboard.type('体验');
  await expect(page.getByRole('option', { name: '体验小区' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/communityCode=TYXQ001/);
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('您当前处于体验小区')).toBeVisible();
  const dismiss = modal.getByRole('button');
  await expect(dismiss).toBeDisabled();
  await expect(dismiss).toContainText(/\d/);
  await snap(page, 'manage-experience-modal');
  await expect(dismiss).toBeEnabled({ timeout: 7000 });
  await dismiss.click();
  await expect(modal).toBeHidden();

  // The choice survives a reload through the query string.
  await page.reload();
  await expect(page.getByRole('combobox', { name: '选择小区' }).locator('..')).toContainText('体验小区');
});
