import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@gongzhi/domain/common/rich-text-tags';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Stored rich text as React elements, without an editor: the HTML is parsed into an inert document
 * (DOMParser runs no script and fires no handler) and only the elements the editor writes and the
 * server keeps (domain common/rich-text-tags.ts) are rebuilt, with no attribute but a link's
 * http(s) or mailto address. Anything else keeps only its text, and scripts and styles not even that.
 */
const KEPT = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const VOID = new Set(['br', 'hr']);
const SAFE_HREF = new RegExp(`^(${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, convert);
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, ...children);
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function richTextNodes(html: string): ReactNode[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, convert);
}
