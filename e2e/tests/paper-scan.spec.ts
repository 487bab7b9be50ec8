import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { markedScanPdf } from '../fixtures/marked-ballots';
import { apiToken, loginBySms, snap } from './support';

// Issue #27, paper ballots read by machine: a new vote of 阳光花园; the director prints the ballots
// (the app's PDF, QR code and registration marks on every page), a handful are marked by program and
// scanned into one PDF; uploaded on 扫描识别, the clear pages are confirmed beside their scan, the
// doubtful issue is decided from its crop, the second scan of one ballot is flagged in words, and
// the vote's statistics count the ballots.
const DIRECTOR = '13800000001';
const C = 'YGHY001';
const DAY = 24 * 3600 * 1000;
const CHOICES: VoteChoice[] = ['AGREE', 'DISAGREE', 'ABSTAIN'];
// Reading a scanned PDF runs in a server job; pages load slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

type Job = { jobId: string; status: string; attachmentId?: string | null };

/** The print job's PDF once the server has made it (the download centre's file, fetched by API). */
async function printedPdf(request: APIRequestContext, token: string, jobId: string): Promise<Buffer> {
  let job: Job | null = null;
  await baseExpect(async () => {
    const answer = await request.get(`/v1/downloadJob/info?jobId=${jobId}`, { headers: { token } });
    job = ((await answer.json()) as { data: Job }).data;
    baseExpect(job.status).toBe('SUCCESS_GENERATED');
  }).toPass({ timeout: 120_000 });
  const file = await request.get(
    `/v1/api/cos/download?attachmentId=${(job as unknown as Job).attachmentId}`,
    {
      headers: { token },
    },
  );
  baseExpect(file.status()).toBe(200);
  return Buffer.from(await file.body());
}

/** Closes the review dialog by its 关闭 button (the dialog's corner × is named 关闭 too). */
async function closeReview(page: Page): Promise<void> {
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(page.getByTestId('scan-review')).toBeHidden();
}

test('paper-scan: printed ballots marked and scanned, clear pages confirmed, a doubtful issue decided, the count moves', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, DIRECTOR);
  const title = `关于加装电梯的表决（纸质表决票扫描） ${Date.now() % 100_000}`;
  const now = Date.now();
  const created = await request.post('/v1/voting/createSimplify', {
    headers: { token },
    data: {
      communityInfoCode: C,
      title,
      startDate: new Date(now - (now % 60_000)).toISOString(),
      endDate: new Date(now + 3 * DAY).toISOString(),
      issues: [
        { title: '是否同意加装电梯', issueTypeId: 4 },
        { title: '是否同意使用专项维修资金', issueTypeId: 4 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const vote = ((await created.json()) as { data: { votingCode: string; issues: { issueKey: string }[] } })
    .data;
  const { votingCode } = vote;
  const [first, second] = vote.issues.map((issue) => issue.issueKey) as [string, string];

  // ── The director prints every owner's ballot from the paper ballot page ──
  await page.goto('/login');
  await loginBySms(page, DIRECTOR);
  await expect(page).toHaveURL(/\/manage/);
  await page.goto(`/manage/PaperInvoice/${encodeURIComponent(votingCode)}?communityCode=${C}`);
  const printing = page.waitForResponse((r) => r.url().includes('/v1/offlineVote/getPrintInfoByVote'));
  await page.getByRole('button', { name: '打印全部业主的表决票' }).click();
  const job = ((await (await printing).json()) as { data: Job }).data;
  await expect(page.getByText('文件正在后台生成，完成后可在下载中心下载。')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  const printed = await printedPdf(request, token, job.jobId);

  // ── Four ballots come back marked; one of them is scanned twice ──
  const scan = await markedScanPdf(printed, [first, second], CHOICES, [
    { page: 0, marks: { [first]: ['AGREE'], [second]: ['AGREE'] } },
    { page: 1, marks: { [first]: ['AGREE'], [second]: ['DISAGREE'] } },
    { page: 2, marks: { [first]: ['DISAGREE'], [second]: ['ABSTAIN'] } },
    // Two boxes ticked on the second issue: a person decides.
    { page: 3, marks: { [first]: ['AGREE'], [second]: ['AGREE', 'DISAGREE'] } },
    { page: 0, marks: { [first]: ['AGREE'], [second]: ['AGREE'] } },
  ]);

  // ── 扫描识别: upload the scan, follow the reading ──
  await page.goto(`/manage/voteDetail/${encodeURIComponent(votingCode)}?communityCode=${C}`);
  await page.getByRole('button', { name: '扫描识别' }).click();
  await expect(page).toHaveURL(/\/manage\/voteScan\//);
  await expect(page.getByTestId('scan-paper-counted')).toHaveText('0');
  await page
    .getByTestId('scan-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: '回收的纸质表决票.pdf', mimeType: 'application/pdf', buffer: scan });
  await page.getByRole('button', { name: '开始识别' }).click();
  await expect(page.getByText('已上传，正在识别')).toBeVisible();
  const batch = page.getByTestId('scan-batch').first();
  await expect(batch).toContainText('已完成', { timeout: 120_000 });
  await expect(batch).toContainText('5 / 5 页');
  await expect(page.getByTestId('scan-batch-counts')).toHaveText(
    '待判定 1 · 待确认 3 · 需处理 1 · 已计入 0 · 已剔除 0',
  );
  await snap(page, 'paper-scan-1-read');

  // ── The second scan of the same ballot is flagged, in words ──
  const pages = page.getByTestId('scan-pages');
  await pages.getByText('需处理', { exact: true }).click();
  await expect(pages.getByTestId('scan-flag')).toHaveText(['同一张表决票重复扫描']);

  // ── The clear pages are confirmed one after another, each beside its scan ──
  await pages.getByText('待确认', { exact: true }).click();
  await expect(pages.getByTestId('scan-page-row')).toHaveCount(3);
  await pages.getByTestId('scan-page-row').first().getByRole('button', { name: '核对确认' }).click();
  const review = page.getByTestId('scan-review');
  for (let n = 1; n <= 3; n += 1) {
    await expect(review.getByRole('img', { name: /回收的纸质表决票\.pdf 第 \d 页的扫描图/ })).toBeVisible();
    await expect(review.getByTestId('scan-reading-issue')).toHaveCount(2);
    if (n === 1) await snap(page, 'paper-scan-2-confirm');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认计入' }).click();
    await expect(review.getByText('已计入', { exact: true })).toBeVisible();
    if (n < 3) await dialog.getByRole('button', { name: '下一张' }).click();
  }
  await closeReview(page);
  await expect(page.getByTestId('scan-paper-counted')).toHaveText('3');

  // ── The doubtful issue: its crop, and a person's decision ──
  await page.getByRole('tab', { name: '存疑议题' }).click();
  const decision = page.getByTestId('scan-decision');
  await expect(decision).toHaveCount(1);
  await expect(decision).toContainText('多个标记或涂改');
  await expect(decision.getByRole('img')).toBeVisible();
  await snap(page, 'paper-scan-3-doubtful');
  await decision.getByText('反对', { exact: true }).click();
  await expect(page.getByText('没有待判定的议题')).toBeVisible();
  // Decided, the page waits for its confirmation like the clear ones.
  await page.getByRole('tab', { name: '扫描页' }).click();
  await expect(pages.getByTestId('scan-page-row')).toHaveCount(1);
  await pages.getByTestId('scan-page-row').getByRole('button', { name: '核对确认' }).click();
  await expect(review.getByTestId('scan-reading-issue').nth(1)).toContainText('反对');
  await page.getByRole('dialog').getByRole('button', { name: '确认计入' }).click();
  await expect(review.getByText('已计入', { exact: true })).toBeVisible();
  await closeReview(page);
  await expect(page.getByTestId('scan-paper-counted')).toHaveText('4');
  await snap(page, 'paper-scan-4-counted');

  // ── The vote's statistics count the four paper ballots ──
  await page.goto(`/manage/voteDetail/${encodeURIComponent(votingCode)}?communityCode=${C}`);
  await expect(
    page
      .locator('.ant-descriptions-item')
      .filter({ hasText: '已投票业主' })
      .locator('.ant-descriptions-item-content'),
  ).toHaveText('4');
  const agreeFirst = page.getByTestId(`issue-stat-${first}`).getByTestId('option-AGREE');
  await expect(agreeFirst.getByRole('progressbar').first()).toHaveAttribute('aria-label', /^同意 /);
  const stats = await request.get(
    `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${encodeURIComponent(votingCode)}`,
    { headers: { token } },
  );
  type Stat = { issueKey: string; optionStatistics: { choice: string; heads: number }[] };
  const info = ((await stats.json()) as { data: { votingIssueStatistics: Stat[] } }).data;
  const ballots = (issueKey: string, choice: string) =>
    info.votingIssueStatistics
      .find((stat) => stat.issueKey === issueKey)
      ?.optionStatistics.find((option) => option.choice === choice)?.heads ?? 0;
  // Three of the four ballots agreed to the first issue, one disagreed; each option has at least its ballots' owners.
  baseExpect(ballots(first, 'AGREE')).toBeGreaterThanOrEqual(3);
  baseExpect(ballots(first, 'DISAGREE')).toBeGreaterThanOrEqual(1);
  baseExpect(ballots(second, 'DISAGREE')).toBeGreaterThanOrEqual(2);
  await snap(page, 'paper-scan-5-statistics');
});
