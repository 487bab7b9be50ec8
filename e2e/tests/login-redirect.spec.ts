import { expect, test } from '@playwright/test';
import { loginBySms, snap } from './support';

test('`to` is honoured inside the login area and ignored outside it', async ({ page }) => {
  await page.goto('/manage/notice');
  await expect(page).toHaveURL(/\/login\?to=%2Fmanage%2Fnotice/);
  await loginBySms(page, '13800000001');
  await expect(page).toHaveURL(/\/manage\/notice/);
  await expect(page.getByRole('heading', { name: '公告', exact: true })).toBeVisible();

  // Already logged in: /login sends the user on, but only into their own area.
  await page.goto('/login?to=%2Fmanage%2Fvote');
  await expect(page).toHaveURL(/\/manage\/vote/);
  await page.goto('/login?to=%2Fgovernment%2Fdashboard');
  await expect(page).toHaveURL(/\/manage(\?|$)/);
  await page.goto('/login?to=%2F%2Fevil.example%2Fmanage');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/manage(\?|$)/);
  await snap(page, 'redirect-rejected-outside-area');
});
