/**
 * The inside of the workbench skeleton as plain HTML: one source for the React component
 * (workbench-skeleton.tsx) and for workbench.html, the page the server sends for /manage and
 * /government, which paints this frame before any script has loaded (issue #24 item 3, #25 item 3).
 */
const bar = (modifier?: string) =>
  `<span class="wb-skeleton__bar${modifier ? ` wb-skeleton__bar--${modifier}` : ''}"></span>`;

export const WORKBENCH_SKELETON_INNER = [
  `<div class="wb-skeleton__header">${bar('brand')}</div>`,
  '<div class="wb-skeleton__body">',
  `<div class="wb-skeleton__sider">${bar().repeat(7)}</div>`,
  `<div class="wb-skeleton__main"><div class="wb-skeleton__card">${bar('title')}${bar('row').repeat(8)}</div></div>`,
  '</div>',
].join('');

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** zh-CN's app.loading (a test keeps them equal): the static page is written before any language is chosen. */
export const STATIC_SKELETON_LABEL = '加载中…';

/** The whole skeleton element, as the React component renders it, for a static page. */
export function workbenchSkeletonHtml(label: string): string {
  return `<div class="wb-skeleton" role="status" aria-busy="true" aria-label="${escapeAttribute(label)}">${WORKBENCH_SKELETON_INNER}</div>`;
}
