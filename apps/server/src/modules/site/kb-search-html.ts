import { escapeHtml } from './site-pages';

/** A knowledge-base search hit as the H5 page lists it (the adviser's `search`). */
export type KbSearchHitView = {
  groupId: number;
  detailId: number;
  title: string;
  groupTitle: string;
  excerpt: string;
};

/** The longest keyword searched (the form's `maxLength`). */
export const KB_KEYWORD_MAX = 100;

/** The results slot of the prerendered knowledge-base page, with its texts (h5-prerender.tsx). */
const RESULTS_SLOT = /<div data-h5-slot="results"([^>]*)><\/div>/g;
const SEARCH_INPUT = /<input type="search"/g;

const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/**
 * The knowledge-base page answering `?q=` without JavaScript: the hits written into the results slot
 * of each language copy (the same markup as the H5 script's, h5-features.ts `showKbSearch`) and the
 * keyword kept in the search box. A filled slot is marked `data-filled`: the script does not search again.
 */
export function fillKbSearch(html: string, keyword: string, hits: readonly KbSearchHitView[]): string {
  const items = hits
    .map(
      (hit) =>
        `<li><a class="kb__item" href="/mobile/KnowledgeBase/${hit.groupId}/${hit.detailId}">` +
        `<span class="kb__tag">${escapeHtml(hit.groupTitle)}</span><strong>${escapeHtml(hit.title)}</strong>` +
        `<span>${escapeHtml(hit.excerpt)}</span></a></li>`,
    )
    .join('');
  return html
    .replace(RESULTS_SLOT, (_slot, attributes: string) => {
      // The slot's texts arrive escaped from the prerender and go back as they are.
      const heading = attribute(attributes, 'data-title');
      const empty =
        hits.length === 0 ? `<p class="kb__muted">${attribute(attributes, 'data-empty')}</p>` : '';
      return (
        `<div data-h5-slot="results" data-filled=""${attributes}>` +
        `<section aria-label="${heading}"><h2>${heading}</h2>${empty}<ul class="kb__list">${items}</ul></section></div>`
      );
    })
    .replace(SEARCH_INPUT, (input) => `${input} value="${escapeHtml(keyword)}"`);
}
