import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  apiToken,
  chooseOption,
  confirmDialog,
  loginBySms,
  ownerPhone,
  ownerToken,
  PHONE,
  requestSmsCode,
  snap,
} from './support';

// The machine is shared with other journeys: give slow page loads more room than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Other journeys share e2e/output/test-results and may clear it while this long journey runs; a
// trace being written there then fails the test, so this journey records none.
test.use({ trace: 'off' });

const DIRECTOR = '13800000001';
// The property member of 阳光花园; the director gives them the voting permission so that a second
// staff member can confirm paper ballots (double entry needs two people).
const CLERK = '13800000003';
// Certified demo owners of 阳光花园 (owner 1 also holds a villa).
const OWNERS = ['13900000001', '13900000002', '13900000003'];
// An owner of 阳光花园 who has not certified (and whom no other journey certifies): sees why they
// cannot vote.
const UNCERTIFIED = '13900000009';
const TITLE = '关于续聘物业服务企业及增设充电桩的表决';

/** YYYY/MM/DD HH:mm in Asia/Shanghai (the browser's time zone in the journeys). */
function shanghai(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** Types both ends of an antd RangePicker (with time) and confirms each. */
async function fillRange(page: Page, start: string, end: string, placeholders: [string, string]) {
  const from = page.getByPlaceholder(placeholders[0]);
  await from.click();
  await from.fill(start);
  await page.keyboard.press('Enter');
  const to = page.getByPlaceholder(placeholders[1]);
  await to.click();
  await to.fill(end);
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

async function voteOnPhone(owner: Page, votingCode: string, choices: string[]) {
  await owner.goto('/owner/votes');
  // By code, not title: a retried journey leaves an earlier vote of the same title behind.
  await owner
    .getByTestId('owner-vote-item')
    .and(owner.locator(`[href="/owner/votes/${encodeURIComponent(votingCode)}"]`))
    .click();
  await expect(owner.getByRole('heading', { name: TITLE })).toBeVisible();
  for (const [index, choice] of choices.entries()) {
    await owner.locator('section.owner-card').nth(index).getByText(choice, { exact: true }).click();
  }
  await owner.getByRole('button', { name: '提交投票' }).click();
  const dialog = owner.getByRole('dialog', { name: '确认提交' });
  await expect(dialog).toBeVisible();
}

test('a director runs a vote from creation to a published, verified result', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';

  // ── The director creates the vote through the form ──
  // Other journeys may be rebuilding the shared web bundle: wait until the login page renders.
  await expect(async () => {
    await page.goto('/login');
    await baseExpect(page.getByText('社区人员', { exact: true })).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 180_000 });
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/vote?communityCode=YGHY001');
  await expect(page.getByRole('button', { name: /发起表决/ })).toBeVisible();
  await snap(page, 'voting-list-empty');

  await page.getByRole('button', { name: /发起表决/ }).click();
  await expect(page.getByText('议题 1')).toBeVisible();
  await page.getByLabel('表决标题').fill(TITLE);
  await page
    .getByLabel('表决说明')
    .fill('现物业服务合同将于年底到期，业委会拟续聘现物业服务企业，并在地下车库增设充电桩。');
  await page.getByLabel('议题标题').fill('是否同意续聘阳光物业服务有限公司');
  await chooseOption(page, '议题类型', '选聘和解聘物业服务企业');
  // A weaker participation rule is below the legal floor: warned, then restored.
  await page.getByLabel('生效规则面积比例').first().fill('1/2');
  await expect(page.getByTestId('below-floor')).toBeVisible();
  await snap(page, 'voting-create-below-floor');
  await page.getByRole('button', { name: '恢复法定规则' }).click();
  await expect(page.getByTestId('below-floor')).toBeHidden();

  await page.getByRole('button', { name: /添加议题/ }).click();
  await page.getByLabel('议题标题').nth(1).fill('是否同意在地下车库增设20个充电桩');
  await chooseOption(page, '议题类型', '改变共有部分的用途', 1);
  await expect(page.getByTestId('scope-preview')).toContainText('户');

  const now = Date.now();
  const startMs = now - (now % 60_000);
  const endMs = startMs + 4 * 60_000;
  await fillRange(page, shanghai(startMs), shanghai(endMs), ['开始时间', '结束时间']);
  await fillRange(page, shanghai(startMs), shanghai(startMs + 24 * 3600_000), ['录入开始', '录入结束']);
  await snap(page, 'voting-create-form');
  await page.getByRole('button', { name: /发布表决/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /发布表决/ })
    .click();
  await expect(page).toHaveURL(/\/manage\/voteDetail\//);
  const votingCode = decodeURIComponent(page.url().split('/voteDetail/')[1]?.split('?')[0] ?? '');
  await expect(page.getByText('进行中').first()).toBeVisible();

  // ── Three owners vote from the owner H5; an uncertified owner is told why not ──
  const firstPhone = await browser.newContext({ ...PHONE, baseURL: base });
  const first = await firstPhone.newPage();
  await first.goto('/owner/votes');
  await requestSmsCode(first, OWNERS[0] ?? '');
  await first.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(first.getByRole('heading', { name: '我的表决' })).toBeVisible();
  await snap(first, 'voting-owner-list');
  await voteOnPhone(first, votingCode, ['同意', '同意']);
  await snap(first, 'voting-owner-confirm');
  await confirmDialog(first, /确认提交/);
  await expect(first.getByTestId('ballot-receipt')).toBeVisible();
  await expect(first.getByTestId('ballot-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await snap(first, 'voting-owner-receipt');

  for (const [mobile, choices] of [
    [OWNERS[1], ['同意', '反对']],
    [OWNERS[2], ['弃权', '同意']],
  ] as const) {
    const context = await ownerPhone(browser, base, await ownerToken(request, mobile ?? ''));
    const owner = await context.newPage();
    await voteOnPhone(owner, votingCode, [...choices]);
    await confirmDialog(owner, /确认提交/);
    await expect(owner.getByTestId('ballot-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await context.close();
  }

  const uncertified = await ownerPhone(browser, base, await ownerToken(request, UNCERTIFIED));
  const stranger = await uncertified.newPage();
  await stranger.goto(`/owner/votes/${encodeURIComponent(votingCode)}`);
  await expect(stranger.getByTestId('cannot-vote')).toContainText('认证');
  await snap(stranger, 'voting-owner-cannot-vote');
  await uncertified.close();

  // Live statistics on the workbench.
  await page.reload();
  await expect(page.getByTestId('issue-stat-1')).toContainText('人数 3 / ');
  await snap(page, 'voting-detail-live');

  // ── Two paper ballots, each entered by the director and confirmed by a second staff member ──
  const director = await apiToken(request, DIRECTOR);
  const members = await request.get('/v1/owner/committee/member?communityInfoCode=YGHY001', {
    headers: { token: director },
  });
  // Member mobiles come masked (138****0003): find the property member by role.
  const clerkId = (
    (await members.json()) as { data: { userId: string; roleTypeList: string[] }[] }
  ).data.find((member) => member.roleTypeList.includes('PROPERTY_MEMBER'))?.userId;
  const granted = await request.post('/v1/owner/operateRole/update', {
    headers: { token: director },
    data: {
      communityInfoCode: 'YGHY001',
      userId: clerkId,
      operateRoleTypeList: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
    },
  });
  expect(granted.status()).toBe(200);

  const clerkContext = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const clerk = await clerkContext.newPage();
  await loginBySms(clerk, CLERK);
  await expect(clerk).toHaveURL(/\/manage/);

  const paperUrl = `/manage/PaperInvoice/${encodeURIComponent(votingCode)}?communityCode=YGHY001`;
  const ballots = [
    { house: '1-202', signer: '纸质业主甲', choices: ['同意', '同意'] },
    { house: '1-301', signer: '纸质业主乙', choices: ['反对', '同意'] },
  ];
  const enter = async (staff: Page, ballot: (typeof ballots)[number]) => {
    await chooseOption(staff, '楼栋', '1栋');
    await chooseOption(staff, '房屋', ballot.house);
    await expect(staff.getByTestId('voter-status')).toBeVisible();
    await staff.getByLabel('签字业主').fill(ballot.signer);
    const form = staff.locator('.voting-paper-form');
    for (const [index, choice] of ballot.choices.entries()) {
      await form.locator('.ant-radio-group').nth(index).getByText(choice, { exact: true }).click();
    }
    await staff.getByRole('button', { name: /提交(复核)?录入/ }).click();
    await expect(staff.getByTestId('paper-result')).toBeVisible();
  };
  await page.goto(paperUrl);
  await expect(page.getByText('录入纸质表决票', { exact: true })).toBeVisible();
  for (const ballot of ballots) {
    await enter(page, ballot);
    await expect(page.getByTestId('paper-result')).toContainText('待复核');
  }
  await snap(page, 'voting-paper-pending');
  await clerk.goto(paperUrl);
  for (const ballot of ballots) {
    await enter(clerk, ballot);
    await expect(clerk.getByTestId('paper-result')).toContainText('已计入');
  }
  await clerk.reload();
  await expect(clerk.getByText('已计入').first()).toBeVisible();
  await snap(clerk, 'voting-paper-counted');
  await clerkContext.close();

  // ── The vote ends (its end date a few minutes after the start) ──
  await page.goto(`/manage/voteDetail/${encodeURIComponent(votingCode)}?communityCode=YGHY001`);
  const wait = endMs - Date.now() + 2000;
  if (wait > 0) await page.waitForTimeout(wait);
  await page.reload();
  await expect(page.getByText('投票已结束').first()).toBeVisible();
  await snap(page, 'voting-detail-ended');
  await page.getByRole('button', { name: '表决说明' }).click();
  await expect(page.getByTestId('illustrate-section').first()).toBeVisible();
  await snap(page, 'voting-illustrate');
  await page.goBack();

  // ── Preview and publish the result (with hash-chain evidence) ──
  await page.getByRole('button', { name: '结果预览与公示' }).click();
  await page.getByRole('button', { name: /预览结果/ }).click();
  await expect(page.getByTestId('result-preview')).toContainText('5 张有效选票');
  await snap(page, 'voting-result-preview');
  await page.getByRole('button', { name: /^公示结果$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /公示结果/ })
    .click();

  // ── The public page shows the chain and verifies in the browser ──
  await expect(page.getByTestId('chain-head')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: /核\s*验/ }).click();
  await expect(page.getByTestId('verify-outcome')).toContainText('核验通过');
  await snap(page, 'voting-public-verified');

  // ── One click publishes the publicity notice (issue 20) ──
  await page.getByTestId('result-notice-button').click();
  await expect(page.getByRole('dialog').filter({ hasText: '发布结果公示公告' })).toBeVisible();
  await confirmDialog(page, /发\s*布/);
  await expect(page.getByText('公示公告已发布')).toBeVisible();
  await snap(page, 'voting-result-notice');

  // ── The first owner opens the announced result from their list and sees their ballot verified ──
  await first.goto('/owner/votes');
  await first
    .getByTestId('owner-vote-item')
    .and(first.locator(`[href="/owner/votes/${encodeURIComponent(votingCode)}"]`))
    .getByTestId('owner-vote-result-entry')
    .click();
  await expect(first).toHaveURL(new RegExp(`/owner/votes/${votingCode}/result$`));
  await expect(first.getByTestId('owner-verify-outcome')).toContainText('选票已核验');
  await expect(first.getByTestId('owner-verify-outcome')).toContainText('您的选票在存证链第');
  await snap(first, 'voting-owner-result-verified');
  // The notice reaches the owner with the link to that page.
  await first.goto('/owner/notices');
  await first.getByText(`${TITLE}结果公示`).first().click();
  await expect(first.getByRole('link', { name: '查看表决结果、核验我的选票' })).toHaveAttribute(
    'href',
    new RegExp(`/owner/votes/${votingCode}/result$`),
  );

  await page.goto(`/manage/vote?communityCode=YGHY001`);
  // Newest first: a retried journey's earlier vote of the same title sits below.
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).first()).toContainText('公示中');
  await snap(page, 'voting-list');
  await firstPhone.close();
});
