import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { EChartOption } from '../gov-community-affair/echart';
import { QuorumCard, type QuorumTracker } from './quorum-card';
import { votingQuorumEnUS, votingQuorumZhCN } from './quorum-locale';

vi.mock('../gov-community-affair/echart', () => ({
  EChart: ({ option, label }: { option: EChartOption; label: string }) => (
    <figure aria-label={label} data-testid="quorum-chart">
      {JSON.stringify(option.series)}
    </figure>
  ),
}));

// 法定参与进度 (issue #26 item 1): two bars against the threshold, still needed, lagging buildings, days.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const progress = {
  total: { area: 60_000, heads: 6 },
  participating: { area: 35_000, heads: 3 },
  target: { area: 40_000, heads: 4 },
  stillNeeded: { area: 5_000, heads: 1 },
  reachable: true,
  quorum: false,
};
const tracker = (overrides: Partial<QuorumTracker> = {}): QuorumTracker => ({
  votingCode: 'V1',
  rollFrozen: true,
  overall: progress,
  issues: [{ issueKey: '1', rule: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'], ...progress }],
  buildings: [
    {
      buildingCode: 'B1',
      buildingName: '二十六号楼',
      voterCount: 4,
      votedCount: 2,
      nonVoterCount: 2,
      totalArea: 40_000,
      votedArea: 20_000,
    },
    {
      buildingCode: 'B2',
      buildingName: '二十七号楼',
      voterCount: 2,
      votedCount: 1,
      nonVoterCount: 1,
      totalArea: 20_000,
      votedArea: 15_000,
    },
  ],
  daily: [
    { date: '2026-11-20', voters: 2, cumulative: 2 },
    { date: '2026-11-21', voters: 1, cumulative: 3 },
  ],
  ...overrides,
});
const answer = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

describe('QuorumCard', () => {
  it('shows area and head progress, still needed, buildings in the order given and the days', async () => {
    fetchMock.mockImplementation(async (input) => {
      expect(String(input)).toBe('/v1/voting/quorumTracker?communityInfoCode=YGHY001&votingCode=V1');
      return answer(tracker());
    });
    renderWithProviders(<QuorumCard communityInfoCode="YGHY001" votingCode="V1" />);
    const needed = await screen.findByTestId('quorum-needed');
    expect(needed.textContent).toBe('还需 1 位业主、50.00 ㎡ 参与');
    const [area, heads] = screen.getAllByTestId('quorum-bar') as [HTMLElement, HTMLElement];
    expect(area.textContent).toContain('350.00 / 600.00 ㎡（58.3%）');
    expect(area.textContent).toContain('效力规则 ≥ 2/3：400.00 ㎡');
    expect(heads.textContent).toContain('3 / 6 人（50.0%）');
    expect(heads.textContent).toContain('效力规则 ≥ 2/3：4 人');
    const bar = area.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('35000');
    const rows = within(screen.getByTestId('quorum-card')).getAllByText(/号楼$/);
    expect(rows.map((row) => row.textContent)).toEqual(['二十六号楼', '二十七号楼']);
    expect(screen.getByText('2/4 · 50.0%')).toBeTruthy();
    expect(screen.getByText('200.00 / 400.00')).toBeTruthy();
    const chart = screen.getByTestId('quorum-chart');
    expect(chart.getAttribute('aria-label')).toBe('每日参与人数柱状图');
    expect(chart.textContent).toContain('[2,1]');
    expect(chart.textContent).toContain('[2,3]');
  });

  it('says when the quorum is reached, and before the start that nothing is counted yet', async () => {
    fetchMock.mockImplementation(async () =>
      answer(tracker({ overall: { ...progress, stillNeeded: { area: 0, heads: 0 }, quorum: true } })),
    );
    const first = renderWithProviders(<QuorumCard communityInfoCode="YGHY001" votingCode="V1" />);
    expect((await screen.findByTestId('quorum-needed')).textContent).toBe('已达到法定参与要求');
    first.unmount();
    fetchMock.mockImplementation(async () =>
      answer(tracker({ rollFrozen: false, buildings: [], daily: [] })),
    );
    renderWithProviders(<QuorumCard communityInfoCode="YGHY001" votingCode="V1" />);
    expect(await screen.findByText('投票开始、名册冻结后开始统计参与进度。')).toBeTruthy();
    expect(screen.queryByTestId('quorum-needed')).toBeNull();
  });

  it('has every text in English too', () => {
    expectCompleteTranslation(votingQuorumZhCN, votingQuorumEnUS);
  });
});
