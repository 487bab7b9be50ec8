import { type Browser, expect, type Page, test } from '@playwright/test';
import { requestSmsCode, snap } from './support';

/** Opens /login on the desktop and returns the loginKey of the QR code it shows. */
async function openQr(page: Page): Promise<string> {
  const qr = page.waitForResponse((r) => r.url().includes('/v1/account/wxLoginQRCode'));
  await page.goto('/login');
  const { data } = (await (await qr).json()) as { data: { loginKey: string } };
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  return data.loginKey;
}

/** A phone-sized page on the owner H5 scan page, logged in by SMS. */
async function phoneScan(browser: Browser, loginKey: string, mobile: string): Promise<Page> {
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await phone.goto(`/owner/scan-login?loginKey=${encodeURIComponent(loginKey)}`);
  await requestSmsCode(phone, mobile);
  await phone.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(phone.getByRole('button', { name: '允许登录' })).toBeVisible();
  return phone;
}

test('a QR login is completed from a phone', async ({ page, browser }) => {
  const loginKey = await openQr(page);
  await expect(page.getByText('等待扫码')).toBeVisible();
  await snap(page, 'qr-waiting');

  const phone = await phoneScan(browser, loginKey, '13800000002');
  await expect(page.getByText('已扫码，请在微信中点击“允许登录”')).toBeVisible();
  await snap(page, 'qr-scanned');
  await snap(phone, 'qr-phone-confirm');

  await phone.getByRole('button', { name: '允许登录' }).click();
  await expect(phone.getByText('登录已确认')).toBeVisible();
  await expect(page).toHaveURL(/\/manage/, { timeout: 10_000 });
  await expect(page.getByRole('combobox', { name: '选择小区' }).locator('..')).toContainText('幸福里');
  await snap(page, 'qr-logged-in');

  // The same key yields no second token.
  const again = await page.request.get(`/v1/account/getQRCodeState?loginKey=${encodeURIComponent(loginKey)}`);
  expect(((await again.json()) as { data: { loginInfo: unknown } }).data.loginInfo).toBeNull();
  await phone.context().close();
});

test('a QR login refused on the phone shows the retry state', async ({ page, browser }) => {
  const loginKey = await openQr(page);
  const phone = await phoneScan(browser, loginKey, '13800000002');
  await phone.getByRole('button', { name: /^拒\s*绝$/ }).click();
  await expect(phone.getByText('已拒绝')).toBeVisible();
  await expect(page.getByText('您已取消此次登录，点击重试')).toBeVisible();
  await snap(page, 'qr-refused');
  await expect(page).toHaveURL(/\/login/);
  await phone.context().close();
});

test('an unscanned QR code expires and can be refreshed', async ({ page }) => {
  test.setTimeout(90_000);
  const firstKey = await openQr(page);
  // The e2e server runs with QR_LOGIN_TTL_SECONDS=30.
  await expect(page.getByText('二维码已过期，点击刷新')).toBeVisible({ timeout: 45_000 });
  await snap(page, 'qr-expired');
  const refreshed = page.waitForResponse((r) => r.url().includes('/v1/account/wxLoginQRCode'));
  await page.getByText('二维码已过期，点击刷新').click();
  const { data } = (await (await refreshed).json()) as { data: { loginKey: string } };
  expect(data.loginKey).not.toBe(firstKey);
  await expect(page.getByText('等待扫码')).toBeVisible();
});
