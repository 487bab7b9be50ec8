import { appendEntry } from '@gongzhi/domain/voting/evidence-chain';
import type { VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { TimestampAnchors, votingTimestampsEnUS, votingTimestampsZhCN } from './timestamp-anchors';

// 外部时间戳 (issue #22 item 8): the tokens checked in the browser, or "not externally anchored".
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const entry = appendEntry(null, { type: 'RESULT_PUBLISHED', payload: {}, at: '2026-11-21T09:00:00.000Z' });
const aggregate = { entries: [entry] } as unknown as VoteAggregate;
const answer = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

describe('TimestampAnchors', () => {
  it('says the evidence is not externally anchored when no TSA is configured', async () => {
    fetchMock.mockImplementation(async (input) => {
      expect(String(input)).toBe('/v1/votePublic/timestamps?votingCode=V1');
      return answer({ configured: false, anchors: [], failures: [] });
    });
    renderWithProviders(<TimestampAnchors votingCode="V1" aggregate={aggregate} />);
    expect((await screen.findByTestId('timestamps-not-anchored')).textContent).toBe(
      '未接入可信时间戳服务，证据未经外部锚定',
    );
    expect(screen.getByText('外部时间戳')).toBeTruthy();
  });

  it('lists each token with its time, TSA and head, and shows a token that does not verify', async () => {
    fetchMock.mockImplementation(async () =>
      answer({
        configured: true,
        anchors: [
          {
            headHash: entry.hash,
            headSeq: 0,
            tsa: 'https://tsa.example.com/tsr',
            genTime: '2026-11-21T09:00:05.000Z',
            token: 'bm90IGEgdG9rZW4=',
          },
        ],
        failures: [{ at: '2026-11-22T09:00:00.000Z', headSeq: 1, error: '时间戳服务应答 HTTP 503' }],
      }),
    );
    renderWithProviders(<TimestampAnchors votingCode="V1" aggregate={aggregate} />);
    const item = await screen.findByTestId('timestamp-anchor');
    expect(item.textContent).toContain('第 0 条记录的链头');
    expect(item.textContent).toContain('时间戳服务：https://tsa.example.com/tsr');
    expect(item.textContent).toContain(entry.hash);
    const check = await screen.findByText(/^✗ 核验失败：/);
    expect(check.textContent).toContain('时间戳令牌');
    expect(screen.getByTestId('timestamp-failure').textContent).toContain('时间戳服务应答 HTTP 503');
    expect(screen.queryByTestId('timestamps-not-anchored')).toBeNull();
  });

  it('has every text in both languages', () => {
    expectCompleteTranslation(votingTimestampsZhCN, votingTimestampsEnUS);
  });
});
