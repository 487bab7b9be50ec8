import type { SopGuide, SopGuideSummary } from '@gongzhi/domain/site/sop-guide';
import { api, el } from './h5-dom';
import type { H5Texts } from './h5-shared';

// What the H5 script draws from the API, with the same markup and classes as the SPA pages
// (features/knowledge/sop-pages.tsx, knowledge-pages.tsx). The adviser: features/adviser/adviser-h5.ts.

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
