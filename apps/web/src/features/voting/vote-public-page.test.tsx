import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import {
  publishedIssueOf,
  rollDigestOf,
  type VoteAggregate,
  verifyAggregate,
} from '@gongzhi/domain/voting/vote-aggregate';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbench } from '../../shell/workbench-context';
import { WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BallotList } from './ballot-list';
import { aggregateUrl, ownerResultUrl, PublishedResult, VerifyButton } from './vote-public-page';

// Voters are named by pseudonymous references (issue #21 item 5).
const R1 = '1f'.repeat(16);
const R2 = '2e'.repeat(16);
const R3 = '3d'.repeat(16);
const roll: VoteAggregate['roll'] = [
  [R1, 9000],
  [R2, 6000],
  [R3, 5000],
];

/** A small published vote: roll frozen, two ballots, the result recorded from the pure tally. */
async function publishedAggregate(): Promise<VoteAggregate> {
  const base: VoteAggregate = {
    format: 'gongzhi-vote-aggregate/1',
    votingCode: 'V1',
    title: '续聘物业',
    settings: { nonResponsePolicy: 'NOT_PARTICIPATED', blankCountsAsParticipation: true },
    issues: [
      {
        issueKey: '1',
        effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
        votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'],
        countingRuleParam: null,
      },
    ],
    roll,
    entries: [],
  };
  const entries: ChainEntry[] = [];
  const push = (type: string, payload: unknown) => {
    entries.push(
      appendEntry(entries.at(-1) ?? null, { type, payload, at: `2026-11-21T08:0${entries.length}:00.000Z` }),
    );
  };
  push('ROLL_FROZEN', { votingCode: 'V1', totalArea: 20000, totalHeads: 3, rollDigest: rollDigestOf(roll) });
  push('BALLOT_CAST', { voterRef: R1, channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { voterRef: R2, channel: 'PAPER', choices: { '1': 'DISAGREE' } });
  const { tally } = await verifyAggregate({ ...base, entries });
  push('RESULT_PUBLISHED', {
    votingCode: 'V1',
    ballotCount: 2,
    issues: tally.map(publishedIssueOf),
    remark: '',
  });
  return { ...base, entries };
}

describe('the verify button', () => {
  it('recomputes chain and tally in the browser and says verified', async () => {
    const aggregate = await publishedAggregate();
    renderWithProviders(
      <VerifyButton aggregate={aggregate} expectedHead={aggregate.entries.at(-1)?.hash ?? ''} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/核验通过：4 条存证的哈希链完整，2 张选票/)).toBeTruthy();
  });

  it('names the entry where a changed ballot breaks the chain', async () => {
    const aggregate = await publishedAggregate();
    const head = aggregate.entries.at(-1)?.hash ?? '';
    const entries = aggregate.entries.map((entry) =>
      entry.seq === 2
        ? { ...entry, payload: { voterRef: R2, channel: 'PAPER', choices: { '1': 'AGREE' } } }
        : entry,
    );
    renderWithProviders(<VerifyButton aggregate={{ ...aggregate, entries }} expectedHead={head} />);
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/核验失败：第 2 条存证不一致/)).toBeTruthy();
  });

  it('refuses a chain whose head differs from the published one', async () => {
    const aggregate = await publishedAggregate();
    renderWithProviders(<VerifyButton aggregate={aggregate} expectedHead={'f'.repeat(64)} />);
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText(/链头哈希与公示的不一致/)).toBeTruthy();
  });

  it("points the QR code at the owners' result page; the aggregate stays linked for the CLI", () => {
    expect(ownerResultUrl('V 1', 'https://gz.example')).toBe('https://gz.example/owner/votes/V%201/result');
    expect(aggregateUrl('V 1', 'https://gz.example')).toBe(
      'https://gz.example/v1/votePublic/aggregate?votingCode=V%201',
    );
  });
});

describe('the ballot list (issue #21 item 5)', () => {
  it('lists each counted ballot by reference, with house numbers only where the annex gives them', async () => {
    const aggregate = await publishedAggregate();
    const annexed = {
      ...aggregate,
      houseAnnex: [
        { voterRef: R1, houses: ['1栋 1单元 101'] },
        { voterRef: R2, houses: ['1栋 1单元 102', '车位 P1'] },
      ],
    };
    const { unmount } = renderWithProviders(<BallotList aggregate={annexed} />);
    const rows = within(screen.getByTestId('ballot-list')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '存证序号投票人编号房号方式表决意见',
      `1${R1.slice(0, 8)}…1栋 1单元 101线上投票1 同意`,
      `2${R2.slice(0, 8)}…1栋 1单元 102、车位 P1纸质表决票1 反对`,
    ]);
    unmount();
    renderWithProviders(<BallotList aggregate={aggregate} />);
    expect(screen.queryByText('房号')).toBeNull();
    expect(screen.getByText(/不含姓名、手机号或房号/)).toBeTruthy();
  });
});

describe('the staff 公示 page of a published vote', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const workbench = {
    area: '/manage',
    user: {},
    community: { communityInfoCode: 'YGHY001', communityName: '阳光花园' },
    permissions: ['VOTING_VIEW'],
    page: {},
    linkTo: (path: string) => `/manage/${path}`,
  } as unknown as Workbench;
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('reads the full aggregate (staff call), verifies it and lists the ballots with house numbers', async () => {
    const aggregate = {
      ...(await publishedAggregate()),
      houseAnnex: [{ voterRef: R1, houses: ['1栋 1单元 101'] }],
    };
    const head = aggregate.entries.at(-1)?.hash ?? '';
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (!url.startsWith('/v1/voting/aggregateFull'))
        return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
      expect(url).toContain('communityInfoCode=YGHY001');
      return jsonResponse({
        code: 200,
        message: 'success',
        data: {
          votingCode: 'V1',
          title: '续聘物业',
          communityName: '阳光花园',
          votingState: 'ANNOUNCEMENT',
          votingStateName: '公示中',
          startDate: null,
          endDate: null,
          result: {
            votingCode: 'V1',
            publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
            publicityModeName: '',
            announce: true,
            publicityEndDate: null,
            resultFile: null,
            remark: '',
            publishedAt: '2026-11-21T09:00:00.000Z',
            ballotCount: 2,
            issues: [],
            chain: { head, count: aggregate.entries.length },
            corrections: [],
            ruleBasis: 'CIVIL_CODE',
            ruleBasisName: '',
            localRule: null,
          },
          aggregate,
        },
      });
    });
    renderWithProviders(
      <WorkbenchContext.Provider value={workbench}>
        <PublishedResult communityInfoCode="YGHY001" votingCode="V1" />
      </WorkbenchContext.Provider>,
    );
    const list = await screen.findByTestId('ballot-list');
    expect(within(list).getByText('1栋 1单元 101')).toBeTruthy();
    expect(screen.getByText('全部选票（2 张）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^核\s*验$/ }));
    expect(await screen.findByText(/核验通过：4 条存证的哈希链完整，2 张选票/)).toBeTruthy();
    // Only the staff call for the result (the time-stamps are public for every published vote).
    const publicCalls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/v1/votePublic'));
    expect(publicCalls.every(([input]) => String(input).startsWith('/v1/votePublic/timestamps'))).toBe(true);
  });
});
