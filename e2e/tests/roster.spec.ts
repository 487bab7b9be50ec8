import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { syntheticTower } from '../fixtures/synthetic-tower';
import { chooseOption, loginBySms, PHONE, requestSmsCode, snap } from './support';

const OUTPUT = join(import.meta.dirname, '..', 'output');
const DIRECTOR = '13800000001';
// An owner of 阳光花园 without a certification yet (owners 1–5 are certified in the demo data).
const OWNER = '13900000008';
const OWNER_NAME = '郑建国';
// A resident ID with a correct check digit (GB 11643), not held by any demo user.
const OWNER_ID = '110101199003074514';
// The resident ID of demo owner 1 (13900000001), bound to that user by an approved certification.
const BOUND_ID = '440305199001010018';

/** A small real PNG (the server checks magic bytes), drawn as a pale square. */
function proofPng(): Buffer {
  const size = 32;
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
  const rows = Buffer.alloc(size * (1 + size * 3), 0xdd);
  for (let row = 0; row < size; row += 1) rows[row * (1 + size * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function statistic(page: Page, title: string): Locator {
  return page
    .getByTestId('roster-statistics')
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');
}

test('a director imports the roster, an owner certifies on the phone, the director approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(OUTPUT, { recursive: true });

  // The director signs in and opens the high-rise roster of 阳光花园.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/HouseRoster/highrise?communityCode=YGHY001');
  await expect(page.getByRole('heading', { name: '楼栋与业主（高层）' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^1栋/ })).toBeVisible();
  await expect(statistic(page, '认证率')).toHaveText(/^\d+\.\d%$/);
  await snap(page, 'roster-highrise');

  // Template download, then import it: check first, then apply, with a summary.
  await page.getByRole('button', { name: '导入多层楼栋名册' }).click();
  const dialog = page.getByRole('dialog', { name: '导入多层楼栋名册' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const download = await downloading;
  const template = join(OUTPUT, 'roster-template.xlsx');
  await download.saveAs(template);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  await dialog.locator('input[type=file]').setInputFiles(template);
  await expect(dialog.getByText(/^校验通过：/)).toBeVisible({ timeout: 30_000 });
  await snap(page, 'roster-import-checked');
  await dialog.getByRole('button', { name: /确认导入/ }).click();
  await expect(dialog.getByText('导入成功')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('import-summary')).toContainText(/房屋：新增 [1-9]\d*/);
  await snap(page, 'roster-import-done');
  await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(dialog).toBeHidden();
  const afterImport = (await statistic(page, '认证率').textContent()) ?? '';
  await snap(page, 'roster-after-import');

  // A building's houses by floor, then one house's owners and residents.
  // 示例1栋 is the template's example building, just imported.
  await page
    .getByRole('row', { name: /^示例1栋/ })
    .getByRole('button', { name: '查看房屋' })
    .click();
  const houses = page.locator('.ant-drawer').filter({ hasText: '示例1栋 · 房屋' });
  await expect(houses.getByTestId('house-grid')).toBeVisible();
  await expect(houses.getByText('3层', { exact: true })).toBeVisible();
  await expect(houses.getByText('1单元', { exact: true })).toBeVisible();
  await snap(page, 'roster-houses-by-floor');
  await houses.locator('.house-cell').first().click();
  const house = page.locator('.ant-drawer').filter({ hasText: '房屋详情' });
  await expect(house.getByText('业主与住户')).toBeVisible();
  await expect(house.getByText('计票面积')).toBeVisible();
  await snap(page, 'roster-house-detail');
  await house.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await houses.getByRole('button', { name: /^(Close|关闭)$/ }).click();

  // The owner certifies a house of 3栋 from the owner H5 on a phone.
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const owner = await phone.newPage();
  await owner.goto('/owner');
  await expect(owner.getByRole('heading', { name: '业主登录' })).toBeVisible();
  await requestSmsCode(owner, OWNER);
  await owner.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(owner.getByRole('heading', { name: /您好/ })).toBeVisible();
  await expect(owner.getByRole('region', { name: '阳光花园' })).toBeVisible();
  await snap(owner, 'owner-home');

  await owner.getByRole('button', { name: '认证其他房屋' }).click();
  await expect(owner.getByRole('heading', { name: '业主认证' })).toBeVisible();
  await chooseOption(owner, '小区', '阳光花园');
  await chooseOption(owner, '楼栋', '3栋');
  await chooseOption(owner, '房号', '1-101');
  await owner.getByLabel('姓名', { exact: true }).fill(OWNER_NAME);
  await owner.getByLabel('证件号码', { exact: true }).fill('110101199003074515');
  await owner.getByLabel('姓名', { exact: true }).click();
  await expect(owner.getByText('请输入正确的身份证号')).toBeVisible();
  await owner.getByLabel('证件号码', { exact: true }).fill(OWNER_ID);
  await owner.getByLabel('姓名', { exact: true }).click();
  await expect(owner.getByText('请输入正确的身份证号')).toBeHidden();
  await owner.locator('.phone-upload__input').first().setInputFiles({
    name: 'property-certificate.png',
    mimeType: 'image/png',
    buffer: proofPng(),
  });
  await expect(owner.locator('.phone-upload__item--done')).toHaveCount(1, { timeout: 20_000 });
  await snap(owner, 'owner-certify-form');

  // An ID bound to another user: the server's catalogue code 534 (HTTP 409) shows at the ID field,
  // with the way to unbind it, and no toast (SPEC §8).
  await owner.getByLabel('证件号码', { exact: true }).fill(BOUND_ID);
  await owner.getByRole('button', { name: '提交认证' }).click();
  const idField = owner
    .locator('.ant-form-item')
    .filter({ has: owner.getByLabel('证件号码', { exact: true }) });
  await expect(idField.locator('.ant-form-item-explain-error')).toHaveText(
    '该身份证已绑定其他用户，请在“个人中心-设置-实名信息管理”中解绑后重试',
  );
  await expect(owner.locator('.ant-message-notice')).toHaveCount(0);
  await snap(owner, 'owner-certify-id-bound');
  await owner.getByLabel('证件号码', { exact: true }).fill(OWNER_ID);
  await owner.getByLabel('姓名', { exact: true }).click();
  await expect(idField.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await owner.getByRole('button', { name: '提交认证' }).click();
  await expect(owner.getByText('提交成功，已收到您的申请')).toBeVisible();
  await snap(owner, 'owner-certify-submitted');
  await owner.getByRole('button', { name: '返回首页' }).click();
  await expect(owner.getByTestId('owner-application').filter({ hasText: '3栋 1-101' })).toContainText(
    '审核中',
  );
  await snap(owner, 'owner-home-pending');

  // The director reviews it at examine: masked ID, proof image, approve.
  await page.goto('/manage/HouseRoster/examine?communityCode=YGHY001');
  const row = page.getByRole('row', { name: new RegExp(OWNER_NAME) });
  await expect(row).toContainText('3栋 1-101');
  await snap(page, 'examine-list');
  await row.getByRole('button', { name: /审\s*核/ }).click();
  const detail = page.locator('.ant-drawer').filter({ hasText: '认证详情' });
  await expect(detail.getByTestId('masked-card-no')).toHaveText('110101********45**');
  await expect(detail.getByRole('img', { name: 'property-certificate.png' })).toBeVisible();
  await snap(page, 'examine-detail');
  await detail.getByRole('button', { name: /通\s*过/ }).click();
  // The confirmation pops up with an animation: wait for its button before clicking.
  // The confirmation dialog (ui/actions useConfirmAction) names its button after the action.
  const confirm = page.locator('.ant-modal-confirm').getByRole('button', { name: /通\s*过/ });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(detail.getByText('已通过')).toBeVisible();
  await snap(page, 'examine-approved');

  // The certification rate of the roster moves, and the owner sees the house certified.
  await page.goto('/manage/HouseRoster/highrise?communityCode=YGHY001');
  await expect(statistic(page, '认证率')).not.toHaveText(afterImport);
  await snap(page, 'roster-rate-after-approval');
  await owner.reload();
  const certified = owner.locator('.owner-house').filter({ hasText: '3栋 1-101' });
  await expect(certified).toContainText('已认证');
  await snap(owner, 'owner-home-certified');
  await phone.close();
});

test('the houses-by-floor grid shows every house of a 600-house building', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/HouseRoster/highrise?communityCode=YGHY001');
  await expect(page.getByRole('row', { name: /^2栋/ })).toBeVisible();

  // 2栋's house list is answered with a synthetic 600-house tower (2 units × 30 floors × 10).
  const tower = syntheticTower('YGHY001-B02', '2栋');
  await page.route('**/v1/house/list?*', (route) =>
    route.request().url().includes('YGHY001-B02')
      ? route.fulfill({ json: { code: 200, message: 'success', data: tower } })
      : route.continue(),
  );

  // The render time target is measured by `npm run bench:roster-grid`; here: the whole tower shows.
  await page.getByRole('row', { name: /^2栋/ }).getByRole('button', { name: '查看房屋' }).click();
  await expect(page.locator('[data-testid="house-grid"] .house-cell')).toHaveCount(600);
  await snap(page, 'roster-600-houses');
});

test('a director creates a building through the form; a duplicate name is refused on the field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/HouseRoster/highrise?communityCode=YGHY001');

  const create = async (name: string) => {
    await page.getByRole('button', { name: /新增楼栋/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增楼栋' });
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    return dialog;
  };

  const first = await create('9栋');
  await expect(first).toBeHidden();
  await expect(page.getByRole('row', { name: /^9栋/ })).toBeVisible();

  const again = await create('9栋');
  await expect(again.getByText('楼栋名称已存在')).toBeVisible();
  await snap(page, 'roster-building-duplicate');
  await expect(again).toBeVisible();
});
