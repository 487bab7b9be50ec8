import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { apiToken, loginBySms, ownerPhone, ownerToken, snap } from './support';

// Issue #22, the legal process of a vote end to end: an owner names a proxy on the phone and signs;
// the proxy votes for them; the vote ends; the result is published as 初步结果; another owner
// objects; the committee answers; after the objection period the result is 最终结果, and the first
// owner verifies it on the phone. Time passes through the demo server's development clock
// (DEV_CLOCK_CONTROL=1, POST /v1/dev/clock), which the journey puts back to the real time at the end.
const DIRECTOR = '13800000001';
const OWNER = '13900000001';
const OBJECTOR = '13900000002';
const PROXY = '13700000011';
const C = 'YGHY001';
const HOUR = 3600;
// Pages load slowly on a busy machine (seen: the result page's skeleton after 10 s).
const expect = baseExpect.configure({ timeout: 30_000 });

const settings = (proxyVoting: boolean, objectionDays?: number) => ({
  communityInfoCode: C,
  nonResponsePolicy: 'NOT_PARTICIPATED',
  followMajorityOffered: false,
  blankCountsAsParticipation: true,
  proxyVoting,
  proxyMaxPrincipals: 3,
  ...(objectionDays ? { objectionDays } : {}),
});

async function moveClock(
  request: APIRequestContext,
  body: { advanceSeconds?: number; offsetSeconds?: number },
) {
  const moved = await request.post('/v1/dev/clock', { data: body });
  expect(moved.status(), await moved.text()).toBe(200);
  return ((await moved.json()) as { data: { now: string } }).data.now;
}

test('legal process: proxy vote, preliminary result, objection and answer, final result verified on the phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const now = Date.parse(await moveClock(request, { offsetSeconds: 0 }));
  const auth = { token: await apiToken(request, DIRECTOR) };
  const saved = await request.post('/v1/voting/updateSettings', { headers: auth, data: settings(true, 1) });
  expect(saved.status(), await saved.text()).toBe(200);
  let votingCode = '';
  try {
    const created = await request.post('/v1/voting/createSimplify', {
      headers: auth,
      data: {
        communityInfoCode: C,
        title: '关于增设电动车充电桩的表决',
        startDate: new Date(now - (now % 60_000)).toISOString(),
        endDate: new Date(now + HOUR * 1000).toISOString(),
        issues: [{ title: '是否同意增设电动车充电桩', issueTypeId: 4 }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    votingCode = ((await created.json()) as { data: { votingCode: string } }).data.votingCode;
  } finally {
    // Votes copy the settings at publication: proxies and the one-day period for this vote only.
    await request.post('/v1/voting/updateSettings', { headers: auth, data: settings(false) });
  }

  try {
    // ── The owner names a proxy and signs on the phone ──
    const ownerContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OWNER));
    const owner = await ownerContext.newPage();
    await owner.goto(`/owner/votes/${votingCode}`);
    await owner.getByTestId('proxy-appoint').click();
    await owner.getByLabel('受托人手机号').fill(PROXY);
    await owner.getByLabel('受托人姓名').fill('李代理');
    await owner.getByLabel('与您的关系').fill('子女');
    const pad = owner.locator('canvas').first();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('signature pad not shown');
    await owner.mouse.move(box.x + 30, box.y + 60);
    await owner.mouse.down();
    for (let i = 0; i < 20; i += 1)
      await owner.mouse.move(box.x + 30 + i * 12, box.y + 60 + Math.sin(i) * 30);
    await owner.mouse.up();
    await owner.getByRole('button', { name: '签署并提交委托' }).click();
    await expect(owner.getByTestId('proxy-active')).toContainText('李代理（子女');
    await snap(owner, 'voting-legal-1-proxy-appointed');

    // ── The proxy votes for the owner ──
    const proxyContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, PROXY));
    const proxy = await proxyContext.newPage();
    await proxy.goto('/owner/votes');
    const entry = proxy.getByTestId('proxy-entry').filter({ hasText: '关于增设电动车充电桩的表决' });
    // The principal's name is masked for the proxy.
    await expect(entry).toContainText('*');
    await entry.click();
    await expect(proxy.getByTestId('proxy-mode')).toContainText('代投模式');
    await proxy.getByText('同意', { exact: true }).first().click();
    await proxy.getByRole('button', { name: '代为提交表决' }).click();
    await proxy.getByRole('dialog').getByRole('button', { name: '代为提交表决' }).click();
    await expect(proxy.getByTestId('proxy-receipt')).toContainText('已代为投票');
    await snap(proxy, 'voting-legal-2-proxy-cast');
    await proxyContext.close();
    // The principal sees the ballot the proxy cast; revoking is no longer offered.
    await owner.reload();
    await expect(owner.getByTestId('proxy-cast')).toContainText('李代理');
    await expect(owner.getByTestId('ballot-receipt')).toBeVisible();
    await expect(owner.getByRole('button', { name: '撤销委托' })).toHaveCount(0);

    // ── The vote ends; the committee publishes the result: preliminary for one day ──
    await moveClock(request, { advanceSeconds: HOUR + 120 });
    const published = await request.post('/v1/voting/resultPublicity', {
      headers: { token: await apiToken(request, DIRECTOR) },
      data: {
        communityInfoCode: C,
        votingCode,
        publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
        announce: true,
        publicityEndDate: new Date(Date.now() + 10 * 24 * HOUR * 1000).toISOString(),
      },
    });
    expect(published.status(), await published.text()).toBe(200);

    // ── Another owner objects on the phone ──
    const objectorContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OBJECTOR));
    const objector = await objectorContext.newPage();
    await objector.goto(`/owner/votes/${encodeURIComponent(votingCode)}/result`);
    await expect(objector.getByTestId('result-status').getByText('初步结果', { exact: true })).toBeVisible();
    const form = objector.getByTestId('objection-form');
    await form.getByLabel('异议理由').fill('代投的授权委托是否经本人签署，请委员会核实。');
    await form.getByRole('button', { name: '提交异议' }).click();
    await expect(objector.getByTestId('my-objections').getByText('待答复')).toBeVisible();
    await snap(objector, 'voting-legal-3-objection');

    // ── The committee answers on the workbench ──
    await page.goto('/login');
    await loginBySms(page, DIRECTOR);
    await expect(page).toHaveURL(/\/manage/);
    await page.goto(`/manage/votePublic/${encodeURIComponent(votingCode)}?communityCode=${C}`);
    const list = page.getByTestId('staff-objections');
    await expect(list.getByText('代投的授权委托是否经本人签署，请委员会核实。')).toBeVisible();
    await list.getByRole('button', { name: /^驳\s*回$/ }).click();
    const dialog = page.getByRole('dialog', { name: '驳回异议：说明理由' });
    await dialog.getByLabel(/答复/).fill('授权委托书经业主本人手写签名，签名图像已存证，委托有效。');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.getByText('已驳回')).toBeVisible();
    await snap(page, 'voting-legal-4-answered');
    await objector.reload();
    await expect(objector.getByTestId('my-objections').getByText(/委员会答复：授权委托书/)).toBeVisible();
    await objectorContext.close();

    // ── The period ends with no objection open: the owner reads the final result and verifies it ──
    await moveClock(request, { advanceSeconds: 24 * HOUR + 120 });
    await owner.goto(`/owner/votes/${encodeURIComponent(votingCode)}/result`);
    await expect(owner.getByTestId('result-status').getByText('最终结果', { exact: true })).toBeVisible();
    const outcome = owner.getByTestId('owner-verify-outcome');
    await expect(outcome.getByText('选票已核验')).toBeVisible();
    await expect(outcome.getByText(/哈希链完整/)).toBeVisible();
    await snap(owner, 'voting-legal-5-final-verified');
    await ownerContext.close();
  } finally {
    await moveClock(request, { offsetSeconds: 0 });
  }
});
