import { expect as baseExpect, type Page, test } from '@playwright/test';
import { chooseOption, confirmDialog, loginBySms, ownerPhone, ownerToken, snap } from './support';

// The journeys share two CPU cores with other work: give slow answers room.
const expect = baseExpect.configure({ timeout: 30_000 });

const STREET = '13800000006';
// A certified owner of 阳光花园 whom the other journeys leave alone.
const OWNER = '13900000003';
const OPERATOR = '13800000009';
// Retries and the other suites share one database: every name (and the contact phone) is new per run.
const RUN = Date.now().toString().slice(-7);
const TITLE = `垃圾分类驿站选址意见征集${RUN}`;
const DRAFT_TITLE = `社区食堂开设意向调查${RUN}`;
const ORGANIZE = `荔湾社区居委会${RUN}`;
const CONTACT_MOBILE = `1370${RUN}`;

const DAY = 24 * 3600_000;

/** A time as the pickers show it (Asia/Shanghai, minutes). */
function shanghai(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

async function fillRange(page: Page, start: string, end: string) {
  const from = page.getByPlaceholder('开始时间');
  await from.click();
  await from.fill(start);
  await page.keyboard.press('Enter');
  const to = page.getByPlaceholder('结束时间');
  await to.click();
  await to.fill(end);
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

test('street staff collect owners’ opinions, delay and withdraw the collection, delete a draft', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await loginBySms(page, STREET, '政府人员');
  await expect(page).toHaveURL(/\/government/);
  await page.goto('/government/govConsultation');
  await expect(page.getByRole('button', { name: '发起意见征集' })).toBeVisible();

  // ── Create and publish a collection for 阳光花园 with a choice and a text question ──
  await page.getByRole('button', { name: '发起意见征集' }).click();
  await expect(page).toHaveURL(/\/government\/govConsultation\/create/);
  await expect(page.getByText('问卷发给所选小区的业主')).toBeVisible();
  await page.getByLabel('问卷标题').fill(TITLE);
  await page.getByLabel('问卷说明').fill('街道拟在辖区增设垃圾分类驿站，请业主选择您认为合适的位置。');
  await page.getByText('指定小区', { exact: true }).click();
  const communities = page.getByLabel('征集小区');
  const chosen = page.locator('.ant-select-selection-item', { hasText: '阳光花园' });
  // The dropdown may still be opening under load: pick again until the tag shows.
  await expect(async () => {
    if (await chosen.count()) return;
    await communities.click();
    await page.locator('.ant-select-item-option').filter({ hasText: '阳光花园' }).click({ timeout: 5000 });
    await expect(chosen).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(chosen).toBeVisible();
  await page.getByLabel('问题标题').first().fill('您希望驿站设在哪里？');
  await page.getByPlaceholder('选项1').fill('小区东门');
  await page.getByPlaceholder('选项2').fill('小区北门');
  await page.getByRole('button', { name: /添加问题/ }).click();
  await page.getByLabel('问题标题').nth(1).fill('其他建议');
  await chooseOption(page, '题型', '多行文本', 1);
  const now = Date.now();
  const startMs = now - (now % 60_000);
  const endMs = startMs + 3 * DAY;
  await fillRange(page, shanghai(startMs), shanghai(endMs));
  await expect(page.getByLabel('问卷标题')).toHaveValue(TITLE);
  await snap(page, 'gov-solicitation-01-create');
  await page.getByRole('button', { name: /发布问卷/ }).click();
  await expect(page.getByText('问卷已发布')).toBeVisible();
  await expect(page).toHaveURL(/\/government\/govConsultation\/GS/);
  await expect(page.getByTestId('state-tag').first()).toHaveText('进行中');
  await expect(page.getByText('阳光花园', { exact: true })).toBeVisible();

  // ── An owner of 阳光花园 answers it on the phone ──
  const phone = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OWNER));
  const owner = await phone.newPage();
  await owner.goto('/owner/consultations');
  await owner.getByRole('link').filter({ hasText: TITLE }).click();
  await expect(owner.getByRole('heading', { name: TITLE })).toBeVisible();
  await owner.getByText('小区北门', { exact: true }).click();
  await owner.getByPlaceholder('请输入您的回答').fill('驿站旁请加装洗手池');
  await snap(owner, 'gov-solicitation-02-owner-answer');
  await owner.getByRole('button', { name: /提交问卷/ }).click();
  await expect(owner.getByText(/您已于 .* 提交/)).toBeVisible();
  await phone.close();

  // ── The staff member reads the results, delays the end by a day, then withdraws ──
  await page.reload();
  await expect(page.getByTestId('join-num')).toHaveText('1');
  await expect(page.getByTestId('result-bar').filter({ hasText: '小区北门' })).toContainText(
    '1 人 · 100.00%',
  );
  await expect(page.getByText('驿站旁请加装洗手池')).toBeVisible();
  await snap(page, 'gov-solicitation-03-results');

  await page.getByRole('button', { name: /^延\s*期$/ }).click();
  const delay = page.getByRole('dialog', { name: '延期问卷' });
  await expect(delay.getByText(`当前结束时间：${shanghai(endMs)}`)).toBeVisible();
  await expect(delay.getByLabel('新的结束时间')).toHaveValue(shanghai(endMs + DAY));
  await snap(page, 'gov-solicitation-04-delay');
  await delay.getByRole('button', { name: /^延\s*期$/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(delay).toHaveCount(0);
  await expect(page.getByText(shanghai(endMs + DAY))).toBeVisible();

  await page.getByRole('button', { name: /^撤\s*回$/ }).click();
  // The confirmation (ui/actions useConfirmAction) is a dialog named by its question.
  await expect(page.getByRole('dialog', { name: /撤回后问卷停止收集/ })).toBeVisible();
  await confirmDialog(page, /^撤\s*回$/);
  await expect(page.getByTestId('state-tag').first()).toHaveText('已撤回');
  // Withdrawing keeps the answers given so far (issue #28 item 1).
  await expect(page.getByTestId('join-num')).toHaveText('1');
  await snap(page, 'gov-solicitation-05-withdrawn');

  // ── A second collection saved as a draft is deleted from the list ──
  await page.goto('/government/govConsultation/create');
  await page.getByLabel('问卷标题').fill(DRAFT_TITLE);
  await page.getByRole('button', { name: /保存草稿/ }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/government\/govConsultation\/GS/);
  await page.goto('/government/govConsultation');
  await page.getByLabel('搜索问卷标题').fill(RUN);
  await page.getByLabel('搜索问卷标题').press('Enter');
  const draftRow = page.locator('tr', { hasText: DRAFT_TITLE });
  await expect(draftRow).toContainText('草稿');
  // The withdrawn collection stays withdrawn with its answers, not a draft (issue #28 item 1).
  await expect(page.locator('tr', { hasText: TITLE })).toContainText('已撤回');
  await snap(page, 'gov-solicitation-06-list');
  await draftRow.getByRole('button', { name: '删除草稿' }).click();
  await confirmDialog(page, /^删\s*除$/);
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(draftRow).toHaveCount(0);
  await expect(page.locator('tr', { hasText: TITLE })).toBeVisible();
});

test('the operator approves a 社区’s join application, which opens the unit and the contact’s account', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The public join form's calls: the contact's code (shown outside production), one proof
  // uploaded with the phone and code, then the form (docs/contracts/government.md "Join form").
  const sent = await request.post('/v1/account/sendMobileCode', { data: { mobile: CONTACT_MOBILE } });
  expect(sent.status(), await sent.text()).toBe(200);
  const verificationCode = ((await sent.json()) as { data: { devCode: string } }).data.devCode;
  const letter = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const signed = await request.post('/v1/govJoinRecord/presignProof', {
    data: { mobile: CONTACT_MOBILE, verificationCode, sourceName: '入驻公函.pdf', size: letter.length },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const slot = (
    (await signed.json()) as { data: { url: string; headers: Record<string, string>; attachmentId: string } }
  ).data;
  const put = await request.put(slot.url, { headers: slot.headers, data: letter });
  expect(put.status(), await put.text()).toBe(200);
  const submitted = await request.post('/v1/govJoinRecord/submit', {
    data: {
      organizeName: ORGANIZE,
      level: 'COMMUNITY',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '南山街道',
      community: `荔湾社区${RUN}`,
      contactName: '林晓',
      position: '社区主任',
      mobile: CONTACT_MOBILE,
      verificationCode,
      proofAttachmentIds: [slot.attachmentId],
      remark: '申请入驻公知平台，开展社区意见征集。',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await loginBySms(page, OPERATOR, '社区人员');
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/govJoinReview');
  const search = page.getByLabel('搜索机构名称、地区、联系人或手机号');
  await search.fill(ORGANIZE);
  await search.press('Enter');
  const row = page.locator('tr', { hasText: ORGANIZE });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText(CONTACT_MOBILE);
  await snap(page, 'gov-join-01-pending');

  await row.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByRole('dialog', { name: `通过“${ORGANIZE}”的入驻申请` });
  await expect(dialog.getByText(`联系人手机号 ${CONTACT_MOBILE}`)).toBeVisible();
  // A 社区 opens under a street the operator names.
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(dialog.getByText('请选择该社区所属的街道').last()).toBeVisible();
  await chooseOption(page, '所属街道', '南山街道');
  await snap(page, 'gov-join-02-approve');
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('已通过该入驻申请')).toBeVisible();
  await page.locator('.ant-segmented').getByText('全部', { exact: true }).click();
  await expect(row).toContainText('已通过');
  await snap(page, 'gov-join-03-approved');

  // The contact logs in as government staff of the new unit, yet to certify.
  const contactContext = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const contact = await contactContext.newPage();
  await loginBySms(contact, CONTACT_MOBILE, '政府人员');
  await expect(contact).toHaveURL(/\/government/);
  const card = contact.locator('.gov-auth-card');
  await expect(card.getByText('未认证', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: '去认证' }).click();
  const certify = contact.getByRole('dialog', { name: '政府认证' });
  await expect(certify.getByLabel('所属单位地址')).toHaveValue(`南山街道${ORGANIZE}`);
  await snap(contact, 'gov-join-04-contact-certify');
  await contactContext.close();
});
