import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { DEMO_REMINDER_TEMPLATE, DEMO_VENDOR_URL } from '../adoption-env';
import { apiToken, confirmDialog, loginBySms, ownerPhone, ownerToken, snap } from './support';

// Issue #26, getting to the quorum: a new vote of 阳光花园 where two owners have voted; the director
// sees how many owners are still needed, prints the door-to-door ballots of one building, sends a
// reminder that the SMS vendor receives for exactly the non-voters, an owner in elder mode votes on
// the phone, and the tracker moves. Runs on the PGlite pass, whose demo server sends SMS through the
// Aliyun adapter to a fake vendor (playwright.config.ts demoServers).
const DIRECTOR = '13800000001';
const C = 'YGHY001';
const EARLY_VOTERS = ['13900000002', '13900000003'];
const ELDER_OWNER = '13900000004';
const DAY = 24 * 3600 * 1000;
// Pages load slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

type VoteInfo = { issues: { issueKey: string }[] };
type VendorMessage = { mobile: string; templateId: string; params: Record<string, string> };

async function castByApi(request: APIRequestContext, mobile: string, votingCode: string): Promise<void> {
  const token = await ownerToken(request, mobile);
  const info = await request.get(`/v1/owner/voteInfo?votingCode=${encodeURIComponent(votingCode)}`, {
    headers: { token },
  });
  expect(info.status(), await info.text()).toBe(200);
  const { issues } = ((await info.json()) as { data: VoteInfo }).data;
  const cast = await request.post('/v1/owner/castVote', {
    headers: { token },
    data: { votingCode, choices: Object.fromEntries(issues.map((issue) => [issue.issueKey, 'AGREE'])) },
  });
  expect(cast.status(), await cast.text()).toBe(200);
}

type DoorList = {
  buildings: { buildingCode: string }[];
  items: { owners: { mobile: string }[] }[];
};

/**
 * The roll changes with the journeys before this one (the roster journey imports houses), so the
 * figures are read from the server: how many owners the effect rule still needs …
 */
async function headsStillNeeded(
  request: APIRequestContext,
  token: string,
  votingCode: string,
): Promise<number> {
  const answer = await request.get(
    `/v1/voting/quorumTracker?communityInfoCode=${C}&votingCode=${votingCode}`,
    {
      headers: { token },
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { overall: { stillNeeded: { heads: number } } } }).data.overall
    .stillNeeded.heads;
}

/** … and the phones of the owners who have not voted, from the door-to-door lists of every building. */
async function nonVoterMobiles(
  request: APIRequestContext,
  token: string,
  votingCode: string,
): Promise<string[]> {
  const list = async (buildingCode?: string) => {
    const query = `communityInfoCode=${C}&votingCode=${votingCode}${buildingCode ? `&buildingCode=${buildingCode}` : ''}`;
    const answer = await request.get(`/v1/voting/doorToDoorList?${query}`, { headers: { token } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: DoorList }).data;
  };
  const mobiles = new Set<string>();
  for (const building of (await list()).buildings)
    for (const item of (await list(building.buildingCode)).items)
      for (const owner of item.owners) if (/^1\d{10}$/.test(owner.mobile)) mobiles.add(owner.mobile);
  return [...mobiles].sort();
}

async function remindersSentFor(title: string): Promise<string[]> {
  const answer = await fetch(`${DEMO_VENDOR_URL}/__messages`);
  const { messages } = (await answer.json()) as { messages: VendorMessage[] };
  return messages
    .filter((message) => message.templateId === DEMO_REMINDER_TEMPLATE && message.params.title === title)
    .map((message) => message.mobile)
    .sort();
}

test('turnout: still needed, door-to-door ballots, a reminder to exactly the non-voters, an elder owner votes', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `关于更换小区门禁系统的表决 ${Date.now() % 100_000}`;
  const now = Date.now();
  const created = await request.post('/v1/voting/createSimplify', {
    headers: { token: await apiToken(request, DIRECTOR) },
    data: {
      communityInfoCode: C,
      title,
      startDate: new Date(now - (now % 60_000)).toISOString(),
      endDate: new Date(now + 3 * DAY).toISOString(),
      issues: [{ title: '是否同意更换小区门禁系统', issueTypeId: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const votingCode = ((await created.json()) as { data: { votingCode: string } }).data.votingCode;
  const directorToken = await apiToken(request, DIRECTOR);
  const neededAtStart = await headsStillNeeded(request, directorToken, votingCode);
  for (const mobile of EARLY_VOTERS) await castByApi(request, mobile, votingCode);
  const expected = await nonVoterMobiles(request, directorToken, votingCode);
  expect(expected).toContain(ELDER_OWNER);
  for (const mobile of EARLY_VOTERS) expect(expected).not.toContain(mobile);

  // ── The director sees how far the vote is from the quorum ──
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto(`/manage/voteDetail/${encodeURIComponent(votingCode)}?communityCode=${C}`);
  // With the seeded roster: 21 owners, two thirds of them is 14; two have voted, so 12.
  const needed = page.getByTestId('quorum-needed');
  await expect(needed).toContainText(`还需 ${neededAtStart - 2} 位业主`);
  await snap(page, 'turnout-1-quorum');

  // ── The door-to-door list of one building, printed as the paper ballots of its non-voters ──
  await page.getByRole('tab', { name: '扫楼清单' }).click();
  const doors = page.getByTestId('door-to-door');
  await expect(doors.getByTestId('door-item').first()).toBeVisible();
  const buildingCount = await doors.getByTestId('door-item').count();
  expect(buildingCount).toBeGreaterThan(0);
  await doors.getByRole('button', { name: '打印选票' }).click();
  await expect(page.getByText('已开始生成这些业主的纸质表决票')).toBeVisible();
  await snap(page, 'turnout-2-doors');
  await page.getByRole('dialog').getByRole('button', { name: '去下载中心' }).click();
  await expect(page).toHaveURL(/download/i);
  await page.goBack();
  // Back on the vote, the tab may come back as it was left: the reminder sits beside the tracker.
  await page.getByRole('tab', { name: '实时统计' }).click();

  // ── A reminder to the owners who have not voted ──
  const panel = page.getByTestId('reminder-panel');
  // Owners without a phone number are reminded in the app only, so the count may exceed the phones.
  await expect(panel.getByTestId('reminder-summary')).toContainText('本次可提醒');
  await panel.getByRole('button', { name: '催票提醒' }).click();
  await expect(page.getByTestId('reminder-confirm')).toContainText('位未投票业主');
  await confirmDialog(page, /确认发送/);
  await expect(panel.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  expect(await remindersSentFor(title)).toEqual(expected);
  await snap(page, 'turnout-3-reminder');

  // ── An owner in elder mode votes on the phone ──
  const ownerContext = await ownerPhone(browser, baseURL ?? '', await ownerToken(request, ELDER_OWNER));
  const owner = await ownerContext.newPage();
  await owner.goto('/owner');
  // The reminder is on the owner's home page too, linking to the vote.
  await expect(owner.getByTestId('owner-reminders')).toContainText(title);
  await snap(owner, 'turnout-4-owner-reminded');
  const elderSwitch = owner.getByTestId('elder-mode-switch-home');
  // A retry finds the switch as the first attempt left it on the account.
  if ((await elderSwitch.getAttribute('aria-checked')) !== 'true') await elderSwitch.click();
  await expect(elderSwitch).toHaveAttribute('aria-checked', 'true');
  await owner.goto(`/owner/votes/${encodeURIComponent(votingCode)}`);
  // One issue per screen, large choices, the issue read aloud on request.
  const ballot = owner.getByTestId('elder-ballot');
  await expect(ballot.getByTestId('elder-position')).toBeVisible();
  await ballot.getByRole('radio', { name: '同意' }).check();
  // The owner's progress line says what the committee's tracker says.
  await expect(owner.getByText(`还需 ${neededAtStart - 2} 位业主`, { exact: false })).toBeVisible();
  await owner.getByRole('button', { name: '提交投票' }).click();
  await confirmDialog(owner, /确认提交/);
  await expect(owner.getByTestId('ballot-receipt')).toBeVisible();
  await snap(owner, 'turnout-5-elder-voted');
  await ownerContext.close();
  // The owner's account keeps elder mode; other journeys expect this demo owner without it.
  const reset = await request.put('/v1/owner/preferences', {
    headers: { token: await ownerToken(request, ELDER_OWNER) },
    data: { elderMode: false },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // ── The tracker moves ──
  await page.reload();
  await expect(page.getByTestId('quorum-needed')).toContainText(`还需 ${neededAtStart - 3} 位业主`);
});
