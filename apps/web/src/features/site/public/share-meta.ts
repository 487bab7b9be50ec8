import { ORIGIN_SLOT } from '@gongzhi/domain/site/page-slots';

/** The square share picture of WeChat and other link previews (PNG: WeChat does not show SVG). */
export const SHARE_IMAGE = '/site/share.png';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** An absolute address of the deployment: the server puts the configured PUBLIC_URL in place of the slot. */
export function absolute(path: string): string {
  return `${ORIGIN_SLOT}${path}`;
}

/**
 * A description for `<meta>`: one line, at most `max` characters (search results and previews cut
 * longer ones). Never cut inside a server marker (`{{op.name}}`): half a marker would be published.
 */
export function shortDescription(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  let cut = line.slice(0, max - 1);
  if (cut.lastIndexOf('{{') > cut.lastIndexOf('}}')) cut = cut.slice(0, cut.lastIndexOf('{{'));
  return `${cut}…`;
}

/**
 * The head links and Open Graph tags every prerendered page carries: description, canonical
 * address and `og:` title, description, image, url, type, site name and locale. Addresses are
 * absolute (link previews and search engines need them), made so by the server per deployment.
 */
export function shareMeta(page: {
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'article';
  locale: 'zh_CN' | 'en_US';
  siteName: string;
}): string {
  const url = escapeHtml(absolute(page.path));
  const description = escapeHtml(shortDescription(page.description));
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="${page.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}">`,
    `<meta property="og:locale" content="${page.locale}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${escapeHtml(absolute(SHARE_IMAGE))}">`,
  ].join('\n');
}
