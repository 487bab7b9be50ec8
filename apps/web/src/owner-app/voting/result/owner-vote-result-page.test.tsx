import type { CorrectionDto } from '@gongzhi/domain/voting/after-end';
import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import type { LocalRule, RuleBasis } from '@gongzhi/domain/voting/local-rule';
import {
  publishedIssueOf,
  rollDigestOf,
  type VoteAggregate,
  verifyAggregate,
} from '@gongzhi/domain/voting/vote-aggregate';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { votingResultEnUS, votingResultZhCN } from '../../../features/voting/result-locale';
import { expectCompleteTranslation } from '../../../test/locale-keys';
import { jsonResponse, renderRoutes } from '../../../test/owner-render';
import { OwnerVotesPage } from '../owner-votes-page';
import { OwnerVoteResultPage } from './owner-vote-result-page';

// Pseudonymous voter references (issue #21 item 5): what the chain names voters by.
const R1 = 'a1'.repeat(16);
const R2 = 'b2'.repeat(16);
const R3 = 'c3'.repeat(16);
const roll: VoteAggregate['roll'] = [
  [R1, 9000],
  [R2, 6000],
  [R3, 5000],
];
const legacyRoll: VoteAggregate['roll'] = [
  ['1', 9000, [1]],
  ['2', 6000, [2]],
  ['3', 5000, [3]],
];
const rules = {
  effectRuleParam: [
    '2/3',
    '2/3',
    'GREATER_THAN_OR_EQUAL',
  ] as VoteAggregate['issues'][number]['effectRuleParam'],
  votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'] as VoteAggregate['issues'][number]['votingRuleParam'],
  countingRuleParam: null,
};

/**
 * A published vote: roll frozen, three ballots, the result recorded from the pure tally; the owners'
 * view with the house annex. `legacy`: a chain from before voter references (voter keys).
 */
async function published(legacy = false): Promise<VoteAggregate> {
  const [k1, k2, k3] = legacy ? ['1', '2', '3'] : [R1, R2, R3];
  const named = (voter: string | undefined) => (legacy ? { voterKey: voter } : { voterRef: voter });
  const rows = legacy ? legacyRoll : roll;
  const base: VoteAggregate = {
    format: 'gongzhi-vote-aggregate/1',
    votingCode: 'V1',
    title: '续聘物业',
    settings: { nonResponsePolicy: 'NOT_PARTICIPATED', blankCountsAsParticipation: true },
    issues: [{ issueKey: '1', ...rules }],
    roll: rows,
    entries: [],
    houseAnnex: [
      { voterRef: k1 ?? '', houses: ['1栋 1单元 101'] },
      { voterRef: k2 ?? '', houses: ['1栋 1单元 102'] },
      { voterRef: k3 ?? '', houses: ['2栋 201'] },
    ],
  };
  const entries: ChainEntry[] = [];
  const push = (type: string, payload: unknown) =>
    entries.push(appendEntry(entries.at(-1) ?? null, { type, payload, at: '2026-11-21T08:00:00.000Z' }));
  push('ROLL_FROZEN', { votingCode: 'V1', totalArea: 20000, totalHeads: 3, rollDigest: rollDigestOf(rows) });
  push('BALLOT_CAST', { ...named(k1), channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { ...named(k2), channel: 'PAPER', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { ...named(k3), channel: 'ONLINE', choices: { '1': 'DISAGREE' } });
  const { tally } = await verifyAggregate({ ...base, entries });
  push('RESULT_PUBLISHED', {
    votingCode: 'V1',
    ballotCount: 3,
    issues: tally.map(publishedIssueOf),
    remark: '',
  });
  return { ...base, entries };
}

function resultOf(aggregate: VoteAggregate | null, receiptHash: string) {
  const head = aggregate?.entries.at(-1)?.hash ?? 'h'.repeat(64);
  return {
    votingCode: 'V1',
    communityInfoCode: 'YGHY001',
    title: '续聘物业',
    communityName: '阳光花园',
    votingState: 'ANNOUNCEMENT',
    votingStateName: '公示中',
    startDate: '2026-11-14T01:00:00.000Z',
    endDate: '2026-11-21T01:00:00.000Z',
    result: {
      votingCode: 'V1',
      publicityMode: aggregate ? 'RESULT_DATA_WITH_EVIDENCE' : 'RESULT_FILE_ONLY',
      publicityModeName: '',
      announce: true,
      publicityEndDate: '2026-11-28T01:00:00.000Z',
      resultFile: 'A1',
      remark: '',
      publishedAt: '2026-11-21T09:00:00.000Z',
      ballotCount: 3,
      issues: [
        {
          issueKey: '1',
          title: '是否同意续聘物业',
          issueTypeName: '选聘和解聘物业服务企业或者其他管理人',
          ...rules,
          total: { area: 20000, heads: 3 },
          participating: { area: 20000, heads: 3 },
          agree: { area: 15000, heads: 2 },
          disagree: { area: 5000, heads: 1 },
          abstain: { area: 0, heads: 0 },
          blank: { area: 0, heads: 0 },
          noBallot: { area: 0, heads: 0 },
          quorum: true,
          passed: true,
          lawExact: null as {
            participating: { area: number; heads: number };
            quorum: boolean;
            passed: boolean;
          } | null,
        },
      ],
      chain: { head, count: aggregate?.entries.length ?? 0 },
      corrections: [] as CorrectionDto[],
      ruleBasis: 'CIVIL_CODE' as RuleBasis,
      ruleBasisName: '',
      localRule: null as LocalRule | null,
    },
    aggregate,
    resultFiles: [
      {
        attachmentId: 'A1',
        pubAttachmentId: 'P1',
        sourceName: '结果.pdf',
        contentType: 'application/pdf',
        size: 9,
      },
    ],
    myReceipts: [
      {
        ballotHash: receiptHash,
        seq: 1,
        channel: 'ONLINE',
        castAt: '2026-11-15T01:00:00.000Z',
        houseCodes: ['H1'],
      },
    ],
  };
}

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let answer: unknown;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/voteResult')) return ok(answer);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = () =>
  renderRoutes(
    [{ path: '/owner/votes/:votingCode/result', element: <OwnerVoteResultPage /> }],
    '/owner/votes/V1/result',
  );

describe('the owner result page', () => {
  it('shows each issue with the rule applied, the result file, and verifies the ballot in the browser', async () => {
    const aggregate = await published();
    const mine = aggregate.entries[1]?.hash ?? '';
    answer = resultOf(aggregate, mine);
    render();
    const issue = await screen.findByRole('region', { name: '是否同意续聘物业' });
    expect(within(issue).getByText('通过')).toBeTruthy();
    expect(within(issue).getByText(/㎡（75.0%）/)).toBeTruthy();
    expect(within(issue).getByText('生效条件：面积 大于等于 2/3 且人数 大于等于 2/3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /结果\.pdf/ }).getAttribute('href')).toBe(
      '/v1/api/cos/pubDownload?pubAttachmentId=P1',
    );
    expect(screen.getByTestId('owner-receipt-hash').textContent).toBe(mine);
    const outcome = await screen.findByTestId('owner-verify-outcome');
    expect(within(outcome).getByText('选票已核验')).toBeTruthy();
    expect(within(outcome).getByText('您的选票在存证链第 1 条，已计入')).toBeTruthy();
    expect(screen.getByTestId('owner-result-download').getAttribute('href')).toBe(
      '/v1/votePublic/aggregate?votingCode=V1',
    );
    // "Your ballot", found by the receipt: its choices and the houses the annex lists for its reference.
    expect(screen.getByTestId('owner-my-ballot').textContent).toBe('我的表决意见：1 同意 · 1栋 1单元 101');
    // Every counted ballot by reference, with house numbers; the owner's own marked.
    const list = screen.getByTestId('ballot-list');
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(within(list).getByText('2栋 201')).toBeTruthy();
    const own = within(list).getByText('我的').closest('tr');
    expect(own?.textContent).toContain('1栋 1单元 101');
    expect(own?.textContent).toContain(R1.slice(0, 8));
    expect(screen.getByText('全部选票（3 张）')).toBeTruthy();
  });

  it('names a local rule with the law-exact tally, and lists the corrections after the end (issue #22 items 2, 3)', async () => {
    const aggregate = await published();
    const value = resultOf(aggregate, aggregate.entries[1]?.hash ?? '');
    answer = value;
    value.result.corrections = [
      {
        seq: 5,
        kind: 'LATE_PAPER',
        kindName: '表决结束后录入纸质表决票',
        reason: '结束前已收回，结束后录入',
        entryId: 'P1',
        voterRef: 'r',
        by: 's',
        at: '2026-11-21T03:00:00.000Z',
      },
    ];
    value.result.ruleBasis = 'LOCAL_RULE';
    value.result.localRule = { file: 'A9', clause: '第十二条第二款' };
    const [first] = value.result.issues;
    if (first) first.lawExact = { participating: { area: 10000, heads: 1 }, quorum: false, passed: false };
    render();
    // The local rule applied is named, with the law-exact judgement beside the issue (issue #22 item 3).
    const basis = await screen.findByTestId('rule-basis');
    expect(basis.textContent).toContain('本小区业主大会议事规则：视为参与的业主计入参与比例');
    expect(basis.textContent).toContain('依据条款：第十二条第二款');
    expect(screen.getByTestId('law-exact').textContent).toBe(
      '按《民法典》计（不计视为参与）：参与 1 人，未达到生效条件，未通过',
    );
    const list = await screen.findByTestId('vote-corrections');
    expect(within(list).getByText('表决结束后的更正（1 项）')).toBeTruthy();
    expect(within(list).getByText('表决结束后录入纸质表决票')).toBeTruthy();
    expect(within(list).getByText('原因：结束前已收回，结束后录入')).toBeTruthy();
  });

  it('verifies a chain from before voter references and offers its data without the public link', async () => {
    const aggregate = await published(true);
    const mine = aggregate.entries[1]?.hash ?? '';
    answer = resultOf(aggregate, mine);
    render();
    const outcome = await screen.findByTestId('owner-verify-outcome');
    expect(within(outcome).getByText('选票已核验')).toBeTruthy();
    expect(screen.queryByTestId('owner-result-download')).toBeNull();
    expect(screen.getByTestId('owner-result-save').textContent).toContain('下载完整存证数据');
  });

  it('fails when a ballot in the published chain was changed', async () => {
    const aggregate = await published();
    const mine = aggregate.entries[1]?.hash ?? '';
    const entries = aggregate.entries.map((entry) =>
      entry.seq === 3
        ? { ...entry, payload: { voterRef: R3, channel: 'ONLINE', choices: { '1': 'AGREE' } } }
        : entry,
    );
    answer = resultOf({ ...aggregate, entries }, mine);
    render();
    const outcome = await screen.findByTestId('owner-verify-outcome');
    expect(within(outcome).getByText('核验未通过')).toBeTruthy();
    expect(within(outcome).getByText(/哈希链校验失败：第 3 条存证不一致/)).toBeTruthy();
  });

  it('says when the receipt is not in the chain', async () => {
    answer = resultOf(await published(), 'f'.repeat(64));
    render();
    const outcome = await screen.findByTestId('owner-verify-outcome');
    expect(within(outcome).getByText('未在公示的存证链中找到您的选票')).toBeTruthy();
  });

  it('explains a result published as a file only, without a chain', async () => {
    answer = resultOf(null, 'a'.repeat(64));
    render();
    expect(await screen.findByText(/没有哈希链存证/)).toBeTruthy();
    expect(screen.queryByTestId('owner-verify-outcome')).toBeNull();
  });

  it('shows the server’s refusal (not in publicity yet)', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 409, message: '表决当前为“进行中”状态，没有公示的结果', data: null }, 409),
    );
    render();
    expect(await screen.findByText('表决当前为“进行中”状态，没有公示的结果')).toBeTruthy();
  });
});

describe('the owner vote list', () => {
  it('offers 查看公示结果 on votes in publicity or finished after it, and opens the result page', async () => {
    const item = (votingCode: string, votingState: string) => ({
      votingCode,
      communityInfoCode: 'YGHY001',
      communityName: '阳光花园',
      title: `表决 ${votingCode}`,
      votingState,
      votingStateName: '',
      startDate: '2026-11-01T01:00:00.000Z',
      endDate: '2026-11-08T01:00:00.000Z',
      voted: true,
    });
    const list = [
      item('V1', 'PROCESSING'),
      item('V2', 'ANNOUNCEMENT'),
      item('V3', 'FINISH'),
      item('V4', 'FINISH_NO_ANNOUNCEMENT'),
    ];
    answer = resultOf(await published(), 'f'.repeat(64));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/v1/owner/votes')) return ok(list);
      if (url.startsWith('/v1/owner/voteResult')) return ok(answer);
      return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
    });
    renderRoutes(
      [
        { path: '/owner/votes', element: <OwnerVotesPage /> },
        { path: '/owner/votes/:votingCode/result', element: <OwnerVoteResultPage /> },
      ],
      '/owner/votes',
    );
    const items = await screen.findAllByTestId('owner-vote-item');
    const entries = items.map((element) => within(element).queryByTestId('owner-vote-result-entry') !== null);
    expect(entries).toEqual([false, true, true, false]);
    fireEvent.click(within(items[1] as HTMLElement).getByTestId('owner-vote-result-entry'));
    expect(await screen.findByTestId('owner-vote-result')).toBeTruthy();
  });
});

describe('result texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(votingResultZhCN, votingResultEnUS);
  });
});
