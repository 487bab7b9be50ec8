import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { renderWithProviders } from '../../test/render';
import { AdviserPage } from './adviser-page';
import { adviserEnUS, adviserZhCN } from './locale';

// The SPA's /mobile/chat (dev server, client-side visits); the served page is the prerendered one
// driven by adviser-h5.ts (h5-client.test.ts). Both stream, scroll, keep the conversation and offer
// follow-ups.

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const citation = {
  index: 1,
  groupId: 6,
  detailId: 2,
  title: '物业催费不能停水停电',
  source: '《中华人民共和国民法典》第九百四十四条',
  href: '/mobile/KnowledgeBase/6/2',
};
const answer = {
  answer:
    '物业服务人不得采取停止供电、供水等方式催交物业费。[1]\n\n依据：《中华人民共和国民法典》第九百四十四条[1]',
  citations: [citation],
  refused: false,
  provider: 'local',
  disclaimer: '',
  followUps: ['对物业不满意能不能不交物业费', '提前交的物业费能退吗', '物业费怎么定价'],
};

function stream(): Response {
  return new Response(
    [
      event('meta', { citations: [citation], refused: false, followUps: [], disclaimer: '' }),
      event('delta', { text: answer.answer }),
      event('done', answer),
    ].join(''),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  scrolled.length = 0;
});

describe('AdviserPage', () => {
  it('streams the answer, scrolls to it, offers follow-ups that carry the conversation on', async () => {
    const fetchMock = vi.fn(async () => stream());
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<AdviserPage />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '物业能停水催费吗？' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const [marker] = await screen.findAllByRole('link', { name: '[1]' });
    expect(marker?.getAttribute('href')).toBe('/mobile/KnowledgeBase/6/2');
    expect(scrolled).toEqual([container.querySelector('.adviser__turn')]);
    const followUp = await screen.findByRole('button', { name: '提前交的物业费能退吗' });
    fireEvent.click(followUp);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/adviser/stream');
    expect(JSON.parse(String(init.body))).toEqual({
      question: '提前交的物业费能退吗',
      context: '物业能停水催费吗？',
    });
    await waitFor(() => expect(container.querySelectorAll('.adviser__sources')).toHaveLength(2));
    // Follow-ups under the last answer only.
    expect(container.querySelectorAll('.adviser__follow')).toHaveLength(1);
    expect(container.querySelectorAll('.adviser__turn')[1]?.querySelector('.adviser__follow')).not.toBeNull();
  });

  it('finds the conversation of the tab again, and clears it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stream()),
    );
    renderWithProviders(<AdviserPage />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '物业能停水催费吗？' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByRole('button', { name: '物业费怎么定价' });
    cleanup();
    const { container } = renderWithProviders(<AdviserPage />);
    expect(await screen.findByText('物业能停水催费吗？')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '[1]' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '清空对话' }));
    expect(container.querySelector('.adviser__turn')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('has every text in English too', () => {
    expectCompleteTranslation(adviserZhCN, adviserEnUS);
  });
});
