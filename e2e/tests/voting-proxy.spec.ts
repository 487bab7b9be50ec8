import { expect, test } from '@playwright/test';
import { apiToken, ownerPhone, ownerToken, snap } from './support';

// Issue #22 item 5: an owner names a proxy on the phone and signs; the proxy, logged in with that
// mobile, sees the principal under 代他人投票 and votes for them in 代投 mode; the owner sees it.
const DIRECTOR = '13800000001';
const OWNER = '13900000001';
const PROXY = '13700000010';
const C = 'YGHY001';

const settings = (proxyVoting: boolean) => ({
  communityInfoCode: C,
  nonResponsePolicy: 'NOT_PARTICIPATED',
  followMajorityOffered: false,
  blankCountsAsParticipation: true,
  proxyVoting,
  proxyMaxPrincipals: 3,
});

test('an owner appoints a proxy who votes for them', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const auth = { token: await apiToken(request, DIRECTOR) };
  // Votes copy the settings at publication: proxies on for this vote only, off again for the others.
  expect(
    (await request.post('/v1/voting/updateSettings', { headers: auth, data: settings(true) })).status(),
  ).toBe(200);
  const now = Date.now();
  const created = await request.post('/v1/voting/createSimplify', {
    headers: auth,
    data: {
      communityInfoCode: C,
      title: '关于委托投票试点的表决',
      startDate: new Date(now - (now % 60_000)).toISOString(),
      endDate: new Date(now + 3 * 86_400_000).toISOString(),
      issues: [{ title: '是否同意续聘物业', issueTypeId: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { votingCode } = ((await created.json()) as { data: { votingCode: string } }).data;
  expect(
    (await request.post('/v1/voting/updateSettings', { headers: auth, data: settings(false) })).status(),
  ).toBe(200);

  // The principal names the proxy and signs on the pad.
  const ownerContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, OWNER));
  const owner = await ownerContext.newPage();
  await owner.goto(`/owner/votes/${votingCode}`);
  await owner.getByTestId('proxy-appoint').click();
  await owner.getByLabel('受托人手机号').fill(PROXY);
  await owner.getByLabel('受托人姓名').fill('王代理');
  await owner.getByLabel('与您的关系').fill('邻居');
  const pad = owner.locator('canvas').first();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not shown');
  await owner.mouse.move(box.x + 30, box.y + 60);
  await owner.mouse.down();
  for (let i = 0; i < 20; i += 1) await owner.mouse.move(box.x + 30 + i * 12, box.y + 60 + Math.sin(i) * 30);
  await owner.mouse.up();
  await snap(owner, 'voting-proxy-1-appoint');
  await owner.getByRole('button', { name: '签署并提交委托' }).click();
  await expect(owner.getByTestId('proxy-active')).toContainText('王代理（邻居');
  await snap(owner, 'voting-proxy-2-appointed');

  // The proxy sees the principal (name masked) and casts in 代投 mode.
  const proxyContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, PROXY));
  const proxy = await proxyContext.newPage();
  await proxy.goto('/owner/votes');
  const entry = proxy.getByTestId('proxy-entry').filter({ hasText: '关于委托投票试点的表决' });
  await expect(entry).toContainText('*');
  await snap(proxy, 'voting-proxy-3-entries');
  await entry.click();
  await expect(proxy.getByTestId('proxy-mode')).toContainText('代投模式');
  await proxy.getByText('同意', { exact: true }).first().click();
  await proxy.getByRole('button', { name: '代为提交表决' }).click();
  await proxy.getByRole('dialog').getByRole('button', { name: '代为提交表决' }).click();
  await expect(proxy.getByTestId('proxy-receipt')).toContainText('已代为投票');
  await snap(proxy, 'voting-proxy-4-cast');

  // The principal's page shows the ballot the proxy cast; revoking is no longer offered.
  await owner.reload();
  await expect(owner.getByTestId('proxy-cast')).toContainText('王代理');
  await expect(owner.getByTestId('ballot-receipt')).toBeVisible();
  await expect(owner.getByRole('button', { name: '撤销委托' })).toHaveCount(0);
  await snap(owner, 'voting-proxy-5-principal');
  await ownerContext.close();
  await proxyContext.close();
});
