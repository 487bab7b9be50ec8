import { expect, test } from '@playwright/test';
import { requestSmsCode, snap } from './support';

// /mobile/uploadfile is a prerendered H5 page without antd or React (features/file/h5): an owner
// logs in by SMS on a 375 px phone and uploads a picture through presign → PUT → completeUpload.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('an owner logs in by SMS on the phone upload page and uploads a picture', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/mobile/uploadfile');
  await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
  // The light page: no SPA bundle, no antd.
  await expect(page.locator('#root')).toHaveCount(0);
  expect(scripts.some((url) => /antd|index-/.test(url))).toBe(false);
  await snap(page, 'uploadfile-login-375');

  // A wrong number is refused before any code is sent.
  await page.getByLabel('手机号').fill('12345');
  await page.getByLabel('验证码', { exact: true }).focus();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  await requestSmsCode(page, '13900000005');
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByRole('heading', { name: '上传文件' })).toBeVisible();
  await expect(page.getByText('已登录业主账号')).toBeVisible();
  const presigned = page.waitForResponse((r) => r.url().includes('/v1/api/cos/generatePresignedUrl'));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '楼道照片.png', mimeType: 'image/png', buffer: PNG });
  expect((await presigned).status()).toBe(200);
  const row = page.getByRole('listitem').filter({ hasText: '楼道照片.png' });
  await expect(row).toContainText('已上传');
  await expect(row.getByRole('img', { name: '楼道照片.png' })).toHaveJSProperty('naturalWidth', 1);
  await snap(page, 'uploadfile-uploaded-375');

  // The English switch keeps the session and the list.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Upload file' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '楼道照片.png' })).toContainText('Uploaded');
  await expect(page.getByText('Logged in as an owner')).toBeVisible();
  await snap(page, 'uploadfile-uploaded-375-en');

  // Log out: back to the login, in English.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible();
  await snap(page, 'uploadfile-login-375-en');
});
