/**
 * The formatting stored rich text may keep (SPEC §5): what the editor writes. The server's sanitiser
 * keeps these (and images over http(s)) when it stores text; the web's read view rebuilds only these
 * and drops images, as the editor has no image tool.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
  'code',
  'pre',
] as const;

/** Link addresses stored text may keep. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
