import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { loginBySms, snap } from './support';

// A minimal real PDF and a 1×1 PNG: the server checks magic bytes, so the content must be genuine.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
// The start of a Windows executable (DOS header), renamed to look like a picture.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0), Buffer.from('PE\0\0')]);

async function loginAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await loginBySms(page, '13800000001');
  await expect(page).toHaveURL(/\/manage/);
}

test('a staff member uploads files from the phone page, sees them listed and downloads one', async ({
  page,
}) => {
  await loginAsStaff(page);
  await page.goto('/mobile/uploadfile');
  await expect(page.getByRole('heading', { name: '上传文件' })).toBeVisible();
  await expect(page.getByText('已登录工作台账号')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([
    { name: '业主大会会议纪要.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: '现场照片.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const pdfRow = page.getByRole('listitem').filter({ hasText: '业主大会会议纪要.pdf' });
  await expect(pdfRow).toContainText('已上传');
  const photoRow = page.getByRole('listitem').filter({ hasText: '现场照片.png' });
  await expect(photoRow).toContainText('已上传');
  // The picture's thumbnail comes back through the token-checked download, resized by the server.
  await expect(photoRow.getByRole('img', { name: '现场照片.png' })).toHaveJSProperty('naturalWidth', 1);
  await snap(page, 'files-mobile-uploaded');

  const downloading = page.waitForEvent('download');
  await pdfRow.getByRole('button', { name: '业主大会会议纪要.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('业主大会会议纪要.pdf');
  const saved = await download.path();
  expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a renamed executable is refused and shown as failed', async ({ page }) => {
  // Without a session the page explains why and offers the owner login or the workbench login.
  await page.goto('/mobile/uploadfile');
  await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '工作人员登录工作台' })).toHaveAttribute('href', '/login');
  await snap(page, 'files-mobile-login');

  await loginAsStaff(page);
  await page.goto('/mobile/uploadfile');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '风景.png', mimeType: 'image/png', buffer: EXE });
  const row = page.getByRole('listitem').filter({ hasText: '风景.png' });
  await expect(row.getByRole('alert')).toHaveText('上传失败：文件内容与扩展名不符，请上传真实的.png文件');
  await expect(row.getByRole('button', { name: '重试' })).toBeVisible();
  await snap(page, 'files-mobile-refused');
});

test('the download page exports the house roster as a real xlsx with its Chinese name', async ({ page }) => {
  await loginAsStaff(page);
  await page.goto('/manage/download?communityCode=YGHY001');
  await expect(page.getByRole('button', { name: '导出房屋名册' })).toBeVisible();
  await page.getByRole('button', { name: '导出房屋名册' }).click();

  const row = page.getByRole('row').filter({ hasText: '房屋花名册导出' }).first();
  await expect(row).toContainText(/阳光花园-房屋花名册-\d{8}\.xlsx/);
  await expect(row.getByText('生成成功')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await snap(page, 'files-download-page');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /下\s*载/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^阳光花园-房屋花名册-\d{8}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
});
