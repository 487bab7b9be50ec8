import type { AdviserAnswer, AdviserCitation } from '@gongzhi/domain/adviser/adviser-api';
import type { SopGuide, SopGuideSummary } from '@gongzhi/domain/site/sop-guide';
import { api, type Child, el } from './h5-dom';
import type { H5Texts } from './h5-shared';

// What the H5 script draws from the API, with the same markup and classes as the SPA pages
// (features/knowledge/sop-pages.tsx, knowledge-pages.tsx, features/adviser/adviser-page.tsx).

const nodes = (...children: (Node | false)[]): Node[] =>
  children.filter((child): child is Node => child !== false);
const list = (items: readonly string[]) => el('ul', {}, ...items.map((item) => el('li', {}, item)));

/** `/mobile/sopList`: the guides from `stop/list`. */
export async function showSopList(slot: HTMLElement, texts: H5Texts): Promise<void> {
  try {
    const guides = await api<SopGuideSummary[]>('/v1/stop/list');
    slot.replaceChildren(
      el(
        'ul',
        { class: 'kb__list' },
        ...guides.map((guide) =>
          el(
            'li',
            {},
            el(
              'a',
              { class: 'kb__item', href: `/mobile/sopList/detail/${encodeURIComponent(guide.id)}` },
              el('span', { class: 'kb__tag' }, guide.category),
              el('strong', {}, guide.title),
              el('span', {}, guide.summary),
              el('span', { class: 'kb__muted' }, texts.steps.replace('{{count}}', String(guide.stepCount))),
            ),
          ),
        ),
      ),
    );
  } catch {
    slot.replaceChildren(el('p', {}, texts.loadFailed));
  }
}

/** `/mobile/sopList/detail/{id}`: one guide from `stop/info`, step by step. */
export async function showSopDetail(slot: HTMLElement, texts: H5Texts, id: string): Promise<void> {
  let guide: SopGuide;
  try {
    guide = await api<SopGuide>(`/v1/stop/info?${new URLSearchParams({ id })}`);
  } catch {
    slot.replaceChildren(el('p', {}, texts.sopNotFound), el('a', { href: '/mobile/sopList' }, texts.back));
    return;
  }
  slot.replaceChildren(
    ...nodes(
      el('span', { class: 'kb__tag' }, guide.category),
      el('h1', {}, guide.title),
      el('p', { class: 'kb__lead' }, guide.summary),
      el('div', { class: 'kb__source' }, el('strong', {}, texts.basis), list(guide.basis)),
      el(
        'ol',
        { class: 'kb__steps' },
        ...guide.steps.map((step) =>
          el(
            'li',
            { class: 'kb__step' },
            el('h3', {}, step.title),
            el('p', {}, step.detail),
            step.materials.length > 0 &&
              el('div', { class: 'kb__box' }, texts.materials, list(step.materials)),
          ),
        ),
      ),
      guide.tips.length > 0 &&
        el('div', { class: 'kb__box' }, el('strong', {}, texts.tips), list(guide.tips)),
      el('p', {}, el('a', { href: '/mobile/sopList' }, `← ${texts.back}`)),
    ),
  );
}

type KbSearchHit = { groupId: number; detailId: number; title: string; groupTitle: string; excerpt: string };

/** `/mobile/KnowledgeBase?q=`: the hits of `knowledge/search` under the search box. */
export async function showKbSearch(slot: HTMLElement, texts: H5Texts, keyword: string): Promise<void> {
  let hits: KbSearchHit[];
  try {
    hits = await api<KbSearchHit[]>(`/v1/knowledge/search?${new URLSearchParams({ keyword })}`);
  } catch {
    slot.replaceChildren(el('p', {}, texts.loadFailed));
    return;
  }
  slot.replaceChildren(
    el(
      'section',
      { 'aria-label': texts.searchResults },
      el('h2', {}, texts.searchResults),
      hits.length === 0 && el('p', { class: 'kb__muted' }, texts.searchEmpty),
      el(
        'ul',
        { class: 'kb__list' },
        ...hits.map((hit) =>
          el(
            'li',
            {},
            el(
              'a',
              { class: 'kb__item', href: `/mobile/KnowledgeBase/${hit.groupId}/${hit.detailId}` },
              el('span', { class: 'kb__tag' }, hit.groupTitle),
              el('strong', {}, hit.title),
              el('span', {}, hit.excerpt),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The answer's paragraphs; each `[n]` marker of a known citation becomes a link to the article. */
export function answerParagraphs(text: string, citations: readonly AdviserCitation[]): HTMLElement[] {
  const byIndex = new Map(citations.map((citation) => [citation.index, citation]));
  return text.split(/\n{2,}/).map((paragraph) => {
    const parts: Child[] = paragraph.split(/(\[\d+\])/).map((part) => {
      const marker = /^\[(\d+)\]$/.exec(part);
      const citation = marker ? byIndex.get(Number(marker[1])) : undefined;
      return citation
        ? el(
            'a',
            { href: citation.href, class: 'adviser__cite', title: citation.title },
            `[${citation.index}]`,
          )
        : part;
    });
    return el('p', {}, ...parts);
  });
}

function answerContent(answer: AdviserAnswer, texts: H5Texts): Node[] {
  const sources =
    answer.citations.length > 0
      ? el(
          'div',
          { class: 'adviser__sources' },
          el('strong', {}, texts.sources),
          el(
            'ol',
            {},
            ...answer.citations.map((citation) =>
              el(
                'li',
                {},
                el('a', { href: citation.href }, citation.title),
                el('span', { class: 'kb__muted' }, `（${citation.source}）`),
              ),
            ),
          ),
        )
      : el('p', {}, el('a', { href: '/mobile/KnowledgeBase' }, `${texts.knowledgeBase} →`));
  return [...answerParagraphs(answer.answer, answer.citations), sources];
}

/** `/mobile/chat`: wires the prerendered adviser page to `adviser/ask`. */
export function setUpAdviser(root: HTMLElement, texts: H5Texts): void {
  const log = root.querySelector<HTMLElement>('.adviser__log');
  const form = root.querySelector<HTMLFormElement>('.adviser__form');
  const input = form?.querySelector('textarea');
  const send = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!log || !form || !input || !send) return;
  const chips = [...root.querySelectorAll<HTMLButtonElement>('.adviser__chip')];
  let busy = false;

  const refresh = () => {
    send.disabled = busy || input.value.trim().length < 2;
    send.textContent = busy ? texts.sending : texts.send;
    for (const chip of chips) chip.disabled = busy;
  };

  async function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    const bot = el(
      'div',
      { class: 'adviser__msg adviser__msg--bot' },
      el('p', { class: 'kb__muted' }, texts.sending),
    );
    log?.append(
      el('div', { class: 'adviser__turn' }, el('div', { class: 'adviser__msg adviser__msg--me' }, text), bot),
    );
    if (input) input.value = '';
    busy = true;
    refresh();
    try {
      const answer = await api<AdviserAnswer>('/v1/adviser/ask', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: text }),
      });
      bot.replaceChildren(...answerContent(answer, texts));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : texts.failed;
      bot.replaceChildren(el('p', { class: 'adviser__error' }, message));
    } finally {
      busy = false;
      refresh();
    }
  }

  input.addEventListener('input', refresh);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void ask(input.value);
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void ask(input.value);
  });
  for (const chip of chips) chip.addEventListener('click', () => void ask(chip.textContent ?? ''));
  refresh();
}
