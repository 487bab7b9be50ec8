import { crc32, deflateSync } from 'node:zlib';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginBySms, ownerToken, snap } from './support';

// The shared 2-core machine is often saturated: give each expectation more room than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const DIRECTOR = '13800000001';
const NEWCOMER = '13600000088';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A small real PNG (the server checks magic bytes): a soft blue square. */
function photoPng(): Buffer {
  const size = 48;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = 1 + size * 3;
  const rows = Buffer.alloc(size * stride);
  for (let row = 0; row < size; row += 1) {
    rows[row * stride] = 0;
    for (let x = 0; x < size; x += 1) rows.set([120, 170, 240], row * stride + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** YYYY/MM/DD HH:mm in Beijing time, `days` from now at the given hour. */
function beijing(days: number, hour: number): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getUTCFullYear()}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())} ${pad(hour)}:00`;
}

async function open(page: Page, path: string) {
  await page.goto(`/manage/${path}${path.includes('?') ? '&' : '?'}communityCode=YGHY001`);
}

test('a director files an archive, calls a meeting and narrows a new member, who then cannot open the archive', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);

  // Archive: categories with counts, then a folder and a file inside it.
  await open(page, 'archive');
  await expect(page.getByText('合同协议', { exact: true })).toBeVisible();
  await snap(page, 'workgroup-archive-categories');
  await page.getByText('档案', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/manage\/archive\/ARCHIVE/);
  await expect(page.getByRole('row', { name: /业主大会会议记录/ })).toBeVisible();
  await page.getByRole('button', { name: '新建文件夹' }).click();
  const folderDialog = page.getByRole('dialog', { name: '新建文件夹' });
  await folderDialog.getByLabel('文件夹名称').fill('2026年电梯维修');
  await folderDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(folderDialog).toBeHidden();
  await page
    .getByRole('row', { name: /2026年电梯维修/ })
    .getByRole('button', { name: '打开' })
    .click();
  await expect(page).toHaveURL(/parentId=/);
  await page.getByRole('button', { name: '上传文件' }).click();
  await expect(page).toHaveURL(/\/manage\/createArchive/);
  await page.locator('input[type=file]').setInputFiles([
    { name: '电梯维保合同.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: '机房现场照片.png', mimeType: 'image/png', buffer: photoPng() },
  ]);
  await expect(page.getByText('电梯维保合同.pdf')).toBeVisible();
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await snap(page, 'workgroup-archive-upload');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/manage\/archive\/ARCHIVE\?.*parentId=/);
  const fileRow = page.getByRole('row', { name: /电梯维保合同\.pdf/ });
  await expect(fileRow).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toContainText('2026年电梯维修');
  await snap(page, 'workgroup-archive-folder');
  await fileRow.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: /预览：电梯维保合同\.pdf/ });
  await expect(preview.locator('object[type="application/pdf"]')).toBeAttached();
  await snap(page, 'workgroup-archive-preview');
  await preview.getByRole('button', { name: /Close|关闭/ }).click();
  await page
    .getByRole('row', { name: /机房现场照片\.png/ })
    .getByRole('button', { name: '预览' })
    .click();
  const photo = page.getByRole('dialog', { name: /预览：机房现场照片\.png/ });
  await expect(photo.getByRole('img', { name: '机房现场照片.png' })).toBeVisible();
  await snap(page, 'workgroup-archive-image-preview');
  await photo.getByRole('button', { name: /Close|关闭/ }).click();

  // Meetings: the seeded ones, then a new meeting published for tomorrow evening.
  await open(page, 'meeting');
  await expect(page.getByRole('row', { name: /业委会第十二次工作会议/ })).toBeVisible();
  await snap(page, 'workgroup-meeting-list');
  await page.getByRole('link', { name: '业委会第十二次工作会议' }).click();
  await expect(page.getByText('原则通过3栋、5栋电梯维修方案', { exact: false })).toBeVisible();
  await snap(page, 'workgroup-meeting-minutes');
  await open(page, 'createMeeting');
  await page.getByLabel('会议名称').fill('物业合同续签专题会');
  await page.getByLabel('会议地点').fill('会所二楼会议室');
  const range = page.locator('.ant-picker-range input');
  await range.nth(0).click();
  await range.nth(0).fill(beijing(1, 19));
  await range.nth(0).press('Enter');
  await range.nth(1).fill(beijing(1, 21));
  await range.nth(1).press('Enter');
  await page.getByLabel('会议内容').fill('1. 听取物业服务满意度调查结果；\n2. 讨论续签条件。');
  await page.getByRole('checkbox', { name: /张明/ }).check();
  await page.getByRole('checkbox', { name: /林秀梅/ }).check();
  await page.getByRole('checkbox', { name: /黄志强/ }).check();
  await snap(page, 'workgroup-meeting-create');
  await page.getByRole('button', { name: '发布会议' }).click();
  await expect(page).toHaveURL(/\/manage\/meeting\/M/);
  await expect(page.getByText('未开始', { exact: true })).toBeVisible();
  await expect(page.getByText('参会人员（3人）')).toBeVisible();
  await snap(page, 'workgroup-meeting-detail');

  // Members: add a newcomer, then narrow their permissions (no archive).
  await open(page, 'workgroup/members');
  await expect(page.getByRole('row', { name: /郑玉兰/ })).toContainText('1栋');
  await page.getByRole('button', { name: '添加成员' }).click();
  const add = page.getByRole('dialog', { name: '添加工作组成员' });
  await add.getByLabel('手机号').fill(NEWCOMER);
  await add.getByLabel('姓名').fill('周新');
  await add.getByLabel('角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '业委会委员' }).click();
  await add.getByLabel('手机号').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeHidden();
  await add.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: /周新/ });
  await expect(row).toContainText('136****0088');
  await snap(page, 'workgroup-members');
  await row.getByRole('button', { name: '权限' }).click();
  await expect(page).toHaveURL(/\/manage\/permission\//);
  await expect(page.getByRole('group', { name: '小区档案' })).toBeVisible();
  await page.getByRole('checkbox', { name: '档案查看' }).uncheck();
  await page.getByRole('checkbox', { name: '档案管理' }).uncheck();
  await page.getByRole('button', { name: '保存权限' }).click();
  await expect(page.getByText('已按成员自定义')).toBeVisible();
  await snap(page, 'workgroup-permission');

  // Community services: an owner files a repair request from the phone; the director closes it.
  const owner = await ownerToken(page.request, '13900000001');
  const filed = await page.request.post('/v1/owner/workOrder/create', {
    headers: { token: owner },
    data: {
      communityInfoCode: 'YGHY001',
      workOrderType: 'REPAIR',
      content: '3栋单元门禁刷卡失灵',
      location: '3栋1单元',
    },
  });
  expect(filed.status()).toBe(200);
  await open(page, 'estate');
  const order = page.getByRole('row', { name: /3栋单元门禁刷卡失灵/ });
  await expect(order).toContainText('待受理');
  await snap(page, 'workgroup-estate-list');
  await order.getByRole('button', { name: '办结' }).click();
  const closeDialog = page.getByRole('dialog', { name: '办结工单' });
  await closeDialog.getByLabel('处理结果').fill('已更换门禁读卡器，业主确认可正常使用');
  await closeDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(closeDialog).toBeHidden();
  await expect(order).toContainText('已办结');
  await snap(page, 'workgroup-estate-closed');

  // The newcomer signs in: the archive is refused, meetings open.
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const other = await context.newPage();
  await other.goto('/login');
  await loginBySms(other, NEWCOMER);
  await expect(other).toHaveURL(/\/manage/);
  await open(other, 'archive');
  await expect(other.getByText('您在当前小区没有该功能的权限')).toBeVisible();
  await snap(other, 'workgroup-newcomer-archive-refused');
  const api = await other.request.get('/v1/archive/list?communityInfoCode=YGHY001&archiveType=ARCHIVE', {
    headers: {
      token: await other.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').value as string),
    },
  });
  expect(api.status()).toBe(403);
  await context.close();
});
