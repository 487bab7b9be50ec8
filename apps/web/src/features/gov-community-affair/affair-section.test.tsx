import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { AffairSection } from './affair-section';
import type { EChartOption } from './echart';

// The chart itself needs a real layout engine; here it shows the data it was given.
vi.mock('./echart', () => ({
  EChart: ({ option, label }: { option: EChartOption; label: string }) => (
    <figure aria-label={label}>{JSON.stringify(option.series)}</figure>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const board = {
  total: 3,
  inProgress: 1,
  finished: 1,
  states: [
    { key: 'HAS_NOT_STARTED', count: 1 },
    { key: 'PROCESSING', count: 1 },
    { key: 'FINISH', count: 1 },
  ],
  participantCount: 40,
  eligibleCount: 80,
  participationRate: 0.5,
  communities: [
    {
      communityInfoCode: 'A',
      communityName: '阳光花园',
      total: 3,
      inProgress: 1,
      finished: 1,
      participantCount: 40,
    },
  ],
};
const item = {
  id: 'V1',
  title: '续聘物业表决',
  communityInfoCode: 'A',
  communityName: '阳光花园',
  state: 'PROCESSING',
  startDate: '2030-01-10T00:00:00.000Z',
  endDate: '2030-01-20T00:00:00.000Z',
  participantCount: 40,
  eligibleCount: 80,
  participationRate: 0.5,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govCommunityAffair/votingBoard')) return ok(board);
    if (url.startsWith('/v1/govCommunityAffair/votingList'))
      return ok({ list: [item], total: 1, page: 1, size: 10 });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('community-affair section of the dashboard', () => {
  it('shows the figures, the charts and the list under the dashboard filters', async () => {
    renderWithProviders(
      <AffairSection
        kind="VOTING"
        filter={{ communityInfoCode: 'A', startDate: '2030-01-01', endDate: '2030-01-31' }}
      />,
    );
    const section = await screen.findByTestId('affair-VOTING');
    expect(await within(section).findByText('50.0%')).toBeTruthy();
    expect(within(section).getByText('投票率')).toBeTruthy();
    const byState = await screen.findByLabelText('业主大会表决 按状态');
    expect(JSON.parse(byState.textContent ?? '')[0].data).toEqual([1, 1, 1]);
    const byCommunity = screen.getByLabelText('业主大会表决 按小区');
    expect(
      JSON.parse(byCommunity.textContent ?? '').map((series: { data: number[] }) => series.data[0]),
    ).toEqual([1, 1, 1]);
    const row = await screen.findByRole('row', { name: /续聘物业表决/ });
    expect(within(row).getByText('40 / 80')).toBeTruthy();
    expect(within(row).getByText('进行中')).toBeTruthy();
    const urls = fetchMock.mock.calls.map((call) => String(call[0]));
    expect(urls).toContain(
      '/v1/govCommunityAffair/votingBoard?communityInfoCode=A&startDate=2030-01-01&endDate=2030-01-31',
    );
  });

  it('filters the list by state', async () => {
    renderWithProviders(<AffairSection kind="VOTING" filter={{}} />);
    await screen.findByRole('row', { name: /续聘物业表决/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '业主大会表决 状态' }));
    fireEvent.click(await screen.findByTitle('公示中'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain(
        '/v1/govCommunityAffair/votingList?state=ANNOUNCEMENT&page=1&size=10',
      ),
    );
  });
});
