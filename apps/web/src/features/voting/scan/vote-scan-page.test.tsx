import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../../test/locale-keys';
import { buttonByText } from '../../../test/queries';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../../test/workbench-page';
import type { ScanBatch, ScanPage } from './scan-api';
import { votingScanEnUS, votingScanZhCN } from './scan-locale';
import { VoteScanPage } from './vote-scan-page';

// 扫描识别 (issue #27): upload with progress, the pages by what they wait for, the scan beside the
// machine's reading, the doubtful queue with the crop, flags in words.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const options = [
  { choice: 'AGREE', name: '同意' },
  { choice: 'DISAGREE', name: '反对' },
  { choice: 'ABSTAIN', name: '弃权' },
];
const INFO = {
  votingCode: 'V1',
  title: '关于更换电梯的表决',
  votingState: 'PROCESSING',
  issues: [
    { issueKey: '1', title: '是否同意更换电梯', issueOptions: options },
    { issueKey: '2', title: '是否同意使用维修资金', issueOptions: options },
  ],
};
const PAPER = {
  votingCode: 'V1',
  paperBallotCount: 3,
  pendingEntryCount: 1,
  onlineBallotCount: 7,
  paperOpen: true,
  paperClosedReason: null,
};
const BATCH: ScanBatch = {
  batchId: 'B1',
  votingCode: 'V1',
  state: 'READING',
  stateName: '识别中',
  fileNames: ['回收表决票.pdf'],
  pagesTotal: 4,
  pagesRead: 2,
  counts: { needsDecision: 1, needsConfirmation: 1, flagged: 0, confirmed: 0, rejected: 0 },
  uploadedBy: '王主任',
  createdAt: '2026-11-29T02:00:00.000Z',
  finishedAt: null,
  error: null,
  jobId: 'J1',
};
const issue = (issueKey: string, patch: Partial<ScanPage['issues'][number]>) => ({
  issueKey,
  title: INFO.issues.find((item) => item.issueKey === issueKey)?.title ?? '',
  reading: 'CHOICE' as const,
  option: null,
  reason: null,
  decision: null,
  decidedBy: null,
  cropUrl: null,
  ...patch,
});
const page = (pageId: string, pageNumber: number, patch: Partial<ScanPage>): ScanPage => ({
  pageId,
  batchId: 'B1',
  fileName: '回收表决票.pdf',
  pageNumber,
  sha256: 'a'.repeat(64),
  pageStatus: 'READ',
  pageStatusName: '已识别',
  serial: pageNumber,
  ballotNumber: `V1-${pageNumber}`,
  voterKey: `K${pageNumber}`,
  houseCodes: [`H${pageNumber}`],
  houseNames: [`1栋 1单元 10${pageNumber}`],
  ownerNames: ['张*'],
  issues: [issue('1', { option: 'AGREE' }), issue('2', { option: 'DISAGREE' })],
  choices: null,
  flags: [],
  flagNames: [],
  state: 'NEEDS_CONFIRMATION',
  stateName: '待确认',
  entryId: null,
  entryState: null,
  duplicateOfPageId: null,
  decidedBy: [],
  confirmedBy: null,
  confirmedAt: null,
  reason: null,
  imageUrl: `/v1/paperScan/pageImage?communityInfoCode=YGHY001&votingCode=V1&pageId=${pageId}`,
  createdAt: '2026-11-29T02:00:00.000Z',
  ...patch,
});
const CLEAR = page('P1', 1, {});
const DOUBTFUL = page('P2', 2, {
  state: 'NEEDS_DECISION',
  stateName: '待人工判定',
  issues: [
    issue('1', { option: 'AGREE' }),
    issue('2', {
      reading: 'DOUBTFUL',
      reason: 'SEVERAL_MARKS',
      cropUrl: '/v1/paperScan/pageCrop?communityInfoCode=YGHY001&votingCode=V1&pageId=P2&issueKey=2',
    }),
  ],
});
// Decided by a person and waiting for confirmation: the decision may still change.
const DECIDED = page('P5', 5, {
  issues: [
    issue('1', { option: 'AGREE' }),
    issue('2', { reading: 'DOUBTFUL', reason: 'FAINT_OR_BESIDE', decision: 'DISAGREE', decidedBy: '李委员' }),
  ],
});
const DUPLICATE = page('P3', 3, { state: 'FLAGGED', flags: ['DUPLICATE'], duplicateOfPageId: 'P1' });
const ONLINE = page('P4', 4, { state: 'FLAGGED', flags: ['ONLINE_VOTED'] });
// Pages that cannot count by themselves: entered by hand, for the voter when the code named one.
const UNREADABLE = page('P6', 6, {
  pageStatus: 'UNALIGNED',
  state: 'FLAGGED',
  flags: ['UNREADABLE'],
  houseCodes: ['B1-1-106'],
  houseNames: ['1栋 1单元 106'],
});
const BLANK = page('P7', 7, {
  state: 'FLAGGED',
  flags: ['BLANK_BALLOT'],
  voterKey: 'BLANK',
  houseCodes: [],
  houseNames: [],
  ownerNames: [],
});
const BY_FILTER: Record<string, ScanPage[]> = {
  NEEDS_CONFIRMATION: [CLEAR, DECIDED],
  NEEDS_DECISION: [DOUBTFUL],
  FLAGGED: [DUPLICATE, ONLINE],
};

const posts: { url: string; body: unknown }[] = [];
const image = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
stubFetchPerTest(async (url, init) => {
  if (url.startsWith('/v1/voting/infoSimplify')) return ok(INFO);
  if (url.startsWith('/v1/offlineVote/votingSimpleInfo')) return ok(PAPER);
  if (url.startsWith('/v1/paperScan/batches')) return ok([BATCH]);
  if (url.startsWith('/v1/paperScan/pages')) {
    const filter = new URL(url, 'http://x').searchParams.get('filter') ?? 'ALL';
    const list = BY_FILTER[filter] ?? [];
    return ok({ list, total: list.length, page: 1, size: 20 });
  }
  if (url.startsWith('/v1/paperScan/pageImage') || url.startsWith('/v1/paperScan/pageCrop')) return image();
  if (init?.method === 'POST' && url.startsWith('/v1/paperScan/')) {
    const body = JSON.parse(String(init.body)) as { pageId: string };
    posts.push({ url, body });
    if (url === '/v1/paperScan/confirm')
      return ok({ ...CLEAR, state: 'CONFIRMED', confirmedBy: '王主任', confirmedAt: CLEAR.createdAt });
    if (url === '/v1/paperScan/decide') return ok({ ...DOUBTFUL, state: 'NEEDS_CONFIRMATION' });
    if (url === '/v1/paperScan/reject')
      return ok({ ...CLEAR, state: 'REJECTED', reason: (body as { reason?: string }).reason ?? null });
  }
  return undefined;
});

beforeEach(() => {
  posts.length = 0;
  BY_FILTER.FLAGGED = [DUPLICATE, ONLINE];
  // jsdom has no object URLs; the page shows the scan from one.
  URL.createObjectURL = vi.fn(() => 'blob:scan');
  URL.revokeObjectURL = vi.fn();
});

/** Where a link led: the path and query of 纸质表决票. */
function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
}

const render = (permissions = ['VOTING_MANAGEMENT']) =>
  renderWorkbenchPage({
    routes: {
      '/manage/voteScan/:votingCode': <VoteScanPage />,
      '/manage/PaperInvoice/:votingCode': <Landed />,
    },
    path: '/manage/voteScan/V1',
    workbench: testWorkbench(permissions, 'voteScan', 'YGHY001'),
  });

describe('扫描识别', () => {
  it('shows the reading progress and the paper counts, and confirms a clear page beside its scan', async () => {
    render();
    const batch = await screen.findByTestId('scan-batch');
    expect(batch.textContent).toContain('2 / 4 页');
    expect(batch.textContent).toContain('识别中');
    expect(screen.getByTestId('scan-paper-counted').textContent).toBe('3');
    const row = (await screen.findAllByTestId('scan-page-row'))[0] as HTMLElement;
    expect(row.textContent).toContain('V1-1');
    expect(row.textContent).toContain('1栋 1单元 101（张*）');
    expect(row.textContent).toContain('1. 同意');
    fireEvent.click(buttonByText(row, '核对确认') as HTMLButtonElement);
    const review = await screen.findByTestId('scan-review');
    const scan = await within(review).findByRole('img', { name: '回收表决票.pdf 第 1 页的扫描图' });
    expect(scan.getAttribute('src')).toBe('blob:scan');
    const reading = within(review)
      .getAllByTestId('scan-reading-issue')
      .map((item) => item.textContent);
    expect(reading).toEqual(['1. 是否同意更换电梯同意', '2. 是否同意使用维修资金反对']);
    const dialog = review.closest('.ant-modal') as HTMLElement;
    fireEvent.click(buttonByText(dialog, '确认计入') as HTMLButtonElement);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/v1/paperScan/confirm',
          body: { communityInfoCode: 'YGHY001', votingCode: 'V1', pageId: 'P1' },
        },
      ]),
    );
    // The dialog now shows the page as counted, and no second confirmation is offered.
    await within(review).findByText('已计入');
    expect(buttonByText(dialog, '确认计入')).toBeNull();
  });

  it('says in words why a page does not count (a second scan, an owner who voted online)', async () => {
    render();
    await screen.findAllByTestId('scan-page-row');
    fireEvent.click(screen.getByText('需处理'));
    await waitFor(() => expect(screen.getAllByTestId('scan-flag')).toHaveLength(2));
    expect(screen.getAllByTestId('scan-flag').map((flag) => flag.textContent)).toEqual([
      '同一张表决票重复扫描',
      '该业主已在线投票',
    ]);
  });

  it('the doubtful queue shows the crop and decides with one press', async () => {
    render();
    fireEvent.click(await screen.findByText('存疑议题'));
    const decision = await screen.findByTestId('scan-decision');
    expect(decision.textContent).toContain('多个标记或涂改');
    const crop = await within(decision).findByRole('img', { name: 'V1-2 议题 2 的截图' });
    expect(crop.getAttribute('src')).toBe('blob:scan');
    // The options the issue offers, then blank and invalid.
    expect(
      within(decision)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['同意', '反对', '弃权', '空白', '无效']);
    fireEvent.click(within(decision).getByText('弃权'));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/v1/paperScan/decide',
          body: {
            communityInfoCode: 'YGHY001',
            votingCode: 'V1',
            pageId: 'P2',
            issueKey: '2',
            decision: 'ABSTAIN',
          },
        },
      ]),
    );
  });

  it('a decided issue can still be changed before the page is confirmed', async () => {
    render();
    const row = (await screen.findAllByTestId('scan-page-row'))[1] as HTMLElement;
    expect(row.textContent).toContain('2. 反对');
    fireEvent.click(buttonByText(row, '核对确认') as HTMLButtonElement);
    const decision = await screen.findByTestId('scan-decision');
    expect(decision.textContent).toContain('标记过浅或在框外');
    expect(decision.textContent).toContain('判定人：李委员');
    const checked = within(decision)
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked.map((radio) => radio.closest('label')?.textContent)).toEqual(['反对']);
    fireEvent.click(within(decision).getByText('同意'));
    await waitFor(() =>
      expect(posts.map((post) => post.body)).toEqual([
        { communityInfoCode: 'YGHY001', votingCode: 'V1', pageId: 'P5', issueKey: '2', decision: 'AGREE' },
      ]),
    );
  });

  it('a member who may only view sees the pages but no upload and no confirmation', async () => {
    render(['VOTING_VIEW']);
    const row = (await screen.findAllByTestId('scan-page-row'))[0] as HTMLElement;
    expect(screen.queryByTestId('scan-upload')).toBeNull();
    fireEvent.click(buttonByText(row, '查看') as HTMLButtonElement);
    const review = await screen.findByTestId('scan-review');
    expect(buttonByText(review.closest('.ant-modal') as HTMLElement, '确认计入')).toBeNull();
  });

  it('剔除 needs a reason: an empty one keeps the dialog open with the message, nothing is sent', async () => {
    render();
    const row = (await screen.findAllByTestId('scan-page-row'))[0] as HTMLElement;
    fireEvent.click(buttonByText(row, '核对确认') as HTMLButtonElement);
    const review = await screen.findByTestId('scan-review');
    fireEvent.click(buttonByText(review.closest('.ant-modal') as HTMLElement, '剔除') as HTMLButtonElement);
    const form = await screen.findByTestId('scan-reject-form');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    const ok = () => fireEvent.click(buttonByText(dialog, '剔除') as HTMLButtonElement);
    ok();
    expect(await within(dialog).findByText('请填写剔除原因')).toBeTruthy();
    const reason = within(dialog).getByLabelText('剔除原因');
    fireEvent.change(reason, { target: { value: '   ' } });
    ok();
    await within(dialog).findByText('请填写剔除原因');
    expect(screen.getByTestId('scan-reject-form')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(reason, { target: { value: ' 签名不符 ' } });
    ok();
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/v1/paperScan/reject',
          body: { communityInfoCode: 'YGHY001', votingCode: 'V1', pageId: 'P1', reason: '签名不符' },
        },
      ]),
    );
    // Done: the page shows as removed with its reason, and 剔除 is no longer offered.
    await within(review).findByText('剔除原因：签名不符');
    expect(buttonByText(review.closest('.ant-modal') as HTMLElement, '剔除')).toBeNull();
  });

  it("an unreadable page links to typed entry for its voter; a blank ballot's to the entry page", async () => {
    BY_FILTER.FLAGGED = [UNREADABLE, BLANK];
    render();
    await screen.findAllByTestId('scan-page-row');
    fireEvent.click(screen.getByText('需处理'));
    await waitFor(() => expect(screen.getAllByTestId('scan-flag')).toHaveLength(2));
    const open = (index: number) => {
      const row = screen.getAllByTestId('scan-page-row')[index] as HTMLElement;
      fireEvent.click((buttonByText(row, '核对确认') ?? buttonByText(row, '查看')) as HTMLButtonElement);
    };
    open(0);
    fireEvent.click(await screen.findByTestId('scan-hand-entry'));
    const landed = await screen.findByTestId('landed');
    const url = new URL(landed.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/manage/PaperInvoice/V1');
    expect(url.searchParams.get('scanHouseCode')).toBe('B1-1-106');
    expect(url.searchParams.get('scanHouseName')).toBe('1栋 1单元 106');
  });

  it('a blank ballot (no voter in its code) links to the entry page itself', async () => {
    BY_FILTER.FLAGGED = [BLANK];
    render();
    await screen.findAllByTestId('scan-page-row');
    fireEvent.click(screen.getByText('需处理'));
    await waitFor(() => expect(screen.getAllByTestId('scan-page-row')).toHaveLength(1));
    const row = screen.getAllByTestId('scan-page-row')[0] as HTMLElement;
    expect(row.textContent).toContain('空白表决票');
    fireEvent.click((buttonByText(row, '核对确认') ?? buttonByText(row, '查看')) as HTMLButtonElement);
    fireEvent.click(await screen.findByTestId('scan-hand-entry'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/manage/PaperInvoice/V1');
  });

  it('has every text in English too', () => {
    expectCompleteTranslation(votingScanZhCN, votingScanEnUS);
  });
});
