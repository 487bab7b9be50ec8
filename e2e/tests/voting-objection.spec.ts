import { expect, test } from '@playwright/test';
import { apiToken, loginBySms, ownerPhone, ownerToken, snap } from './support';

// Issue #22 item 4: a published result is preliminary (初步结果) during the objection period; an
// owner objects from the phone, the committee answers on the workbench, the owner reads the answer.
// (The period is at least one day, so the switch to 最终结果 is covered by the server tests.)
const DIRECTOR = '13800000001';
const OWNER = '13900000001';
const C = 'YGHY001';

test('objection period: preliminary result, an owner objects, the committee answers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const staffToken = await apiToken(request, DIRECTOR);
  const auth = { token: staffToken };
  const now = Date.now();
  const endMs = now + 30_000;
  const created = await request.post('/v1/voting/createSimplify', {
    headers: auth,
    data: {
      communityInfoCode: C,
      title: '关于更换小区门禁系统的表决',
      startDate: new Date(now - (now % 60_000)).toISOString(),
      endDate: new Date(endMs).toISOString(),
      issues: [{ title: '是否同意更换小区门禁系统', issueTypeId: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { votingCode } = ((await created.json()) as { data: { votingCode: string } }).data;
  await page.waitForTimeout(Math.max(0, endMs - Date.now() + 2_000));
  const published = await request.post('/v1/voting/resultPublicity', {
    headers: auth,
    data: {
      communityInfoCode: C,
      votingCode,
      publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
      announce: true,
      publicityEndDate: new Date(Date.now() + 10 * 24 * 3600_000).toISOString(),
    },
  });
  expect(published.status(), await published.text()).toBe(200);

  // ── The owner reads the preliminary result on the phone and objects ──
  const phone = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OWNER));
  const owner = await phone.newPage();
  await owner.goto(`/owner/votes/${encodeURIComponent(votingCode)}/result`);
  const status = owner.getByTestId('result-status');
  await expect(status.getByText('初步结果', { exact: true })).toBeVisible();
  await expect(status.getByText(/异议期截止/)).toBeVisible();
  const form = owner.getByTestId('objection-form');
  await form.getByLabel('异议理由').fill('公示的参与户数与我们楼栋统计的不一致，请核对。');
  await form.getByRole('button', { name: '提交异议' }).click();
  await expect(owner.getByText('异议已提交，委员会答复后您可在此查看')).toBeVisible();
  await expect(owner.getByTestId('my-objections').getByText('待答复')).toBeVisible();
  await snap(owner, 'voting-objection-owner-raised');

  // ── The committee answers on the workbench's result page ──
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto(`/manage/votePublic/${encodeURIComponent(votingCode)}?communityCode=${C}`);
  const list = page.getByTestId('staff-objections');
  await expect(list.getByText('公示的参与户数与我们楼栋统计的不一致，请核对。')).toBeVisible();
  await expect(page.getByTestId('result-status').getByText('初步结果', { exact: true })).toBeVisible();
  await snap(page, 'voting-objection-staff-list');
  await list.getByRole('button', { name: /^驳\s*回$/ }).click();
  const dialog = page.getByRole('dialog', { name: '驳回异议：说明理由' });
  await dialog.getByLabel(/答复/).fill('经逐户核对，参与户数与存证一致，详见公示的存证数据。');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(list.getByText('已驳回')).toBeVisible();
  await snap(page, 'voting-objection-staff-answered');

  // ── The owner reads the answer ──
  await owner.reload();
  const mine = owner.getByTestId('my-objections');
  await expect(mine.getByText('已驳回')).toBeVisible();
  await expect(mine.getByText(/委员会答复：经逐户核对/)).toBeVisible();
  await snap(owner, 'voting-objection-owner-answered');
  await phone.close();
});
