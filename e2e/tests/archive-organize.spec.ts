import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginBySms, snap } from './support';

// The shared 2-core machine is often saturated: give each expectation more room than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const DIRECTOR = '13800000001';

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: '新建文件夹' }).click();
  const dialog = page.getByRole('dialog', { name: '新建文件夹' });
  await dialog.getByLabel('文件夹名称').fill(name);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

// The letters category, with folders of its own (a retry starts over with new names).
test('a director organises an archive category by dragging: into a folder, then a new order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now() % 100000;
  const [first, second, third] = ['甲', '乙', '丙'].map((name) => `来函${name}${run}`) as [
    string,
    string,
    string,
  ];
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/archive/LETTER?communityCode=YGHY001');
  await expect(page.getByRole('row', { name: /街道来函/ })).toBeVisible();
  for (const name of [first, second, third]) await newFolder(page, name);

  await page.getByRole('button', { name: '拖动整理' }).click();
  const tree = page.locator('.archive-drag-tree');
  const node = (name: string) => tree.locator('.ant-tree-treenode').filter({ hasText: name });
  const handle = (name: string) => node(name).locator('.ant-tree-node-content-wrapper');
  await expect(node(third)).toBeVisible();
  await snap(page, 'archive-organize-tree');

  // rc-tree reads the drop from the pointer: onto a folder is its lower half with the pointer moved
  // right by more than 1.5 indents; the upper half of an entry, pointer not moved, is before it.
  const drag = async (from: string, to: string, where: 'into' | 'before') => {
    const box = await handle(to).boundingBox();
    const height = box?.height ?? 24;
    await handle(from).dragTo(handle(to), {
      sourcePosition: { x: 8, y: height / 2 },
      targetPosition: where === 'into' ? { x: 8 + 64, y: height * 0.75 } : { x: 8, y: height * 0.15 },
    });
  };
  const rowNames = async () =>
    (await page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts()).map((text) =>
      text.trim(),
    );
  const position = async (name: string) => (await rowNames()).findIndex((text) => text.includes(name));

  // Creating a folder also says 已保存: let those toasts go, so each check below sees its own drop's.
  const toasts = page.locator('.ant-message-notice');
  await expect(toasts).toHaveCount(0);

  // 1. Onto a folder: the third folder moves into the first and leaves the top level of the table.
  await drag(third, first, 'into');
  await expect(page.getByText('已移动').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(third) })).toHaveCount(0);

  // 2. Before an entry: the second folder goes before the first, in the tree and in the table.
  expect(await position(first)).toBeLessThan(await position(second));
  await expect(toasts).toHaveCount(0);
  await drag(second, first, 'before');
  await expect(page.getByText('已保存').first()).toBeVisible();
  await expect.poll(async () => (await position(second)) < (await position(first))).toBe(true);
  await snap(page, 'archive-organize-done');

  // The new order and place are the server's: they survive a reload.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  expect(await position(second)).toBeLessThan(await position(first));
  await expect(page.getByRole('row', { name: new RegExp(third) })).toHaveCount(0);
});
