/**
 * The knowledge base (SPEC §2.1, §7 `/kb/*.json`) is written as Markdown, one file per group
 * (content/kb/NN-slug.md): `# group title`, an introduction, then one `## article` per article whose
 * first line is `依据：…` (its legal source). Only a small, safe subset is understood and the result
 * is data, not HTML: pages render it as React elements, so no markup from the sources reaches the DOM.
 */

export type KbInline =
  | { t: 'text'; v: string }
  | { t: 'strong'; v: string }
  | { t: 'link'; v: string; href: string };

export type KbBlock =
  | { type: 'p'; inlines: KbInline[] }
  | { type: 'h3'; inlines: KbInline[] }
  | { type: 'quote'; inlines: KbInline[] }
  | { type: 'ul'; items: KbInline[][] }
  | { type: 'ol'; items: KbInline[][] };

export type KbArticleSource = { title: string; source: string; blocks: KbBlock[] };
export type KbGroupSource = {
  groupId: number;
  slug: string;
  title: string;
  intro: string;
  articles: KbArticleSource[];
};

const SOURCE_PREFIX = /^依据[：:]\s*/;

/** `**bold**` and `[text](/path)`; anything else is text. Links must be site-relative. */
export function parseInlines(text: string): KbInline[] {
  const inlines: KbInline[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) inlines.push({ t: 'text', v: text.slice(last, at) });
    if (match[1] !== undefined) inlines.push({ t: 'strong', v: match[1] });
    else inlines.push({ t: 'link', v: match[2] ?? '', href: match[3] ?? '/' });
    last = at + match[0].length;
  }
  if (last < text.length) inlines.push({ t: 'text', v: text.slice(last) });
  return inlines;
}

/** Blocks of an article body: paragraphs (blank-line separated), `### `, `> `, `- ` and `1. ` lists. */
export function parseBlocks(lines: readonly string[]): KbBlock[] {
  const blocks: KbBlock[] = [];
  let paragraph: string[] = [];
  let list: { type: 'ul' | 'ol'; items: KbInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', inlines: parseInlines(paragraph.join('')) });
    paragraph = [];
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.、]\s*(.*)$/.exec(line);
    if (bullet || numbered) {
      const type = bullet ? 'ul' : 'ol';
      if (paragraph.length) {
        blocks.push({ type: 'p', inlines: parseInlines(paragraph.join('')) });
        paragraph = [];
      }
      if (list && list.type !== type) {
        blocks.push(list);
        list = null;
      }
      list ??= { type, items: [] };
      list.items.push(parseInlines((bullet ?? numbered)?.[1] ?? ''));
      continue;
    }
    if (line.startsWith('### ')) {
      flush();
      blocks.push({ type: 'h3', inlines: parseInlines(line.slice(4)) });
      continue;
    }
    if (line.startsWith('> ')) {
      flush();
      blocks.push({ type: 'quote', inlines: parseInlines(line.slice(2)) });
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** One group file; `fileName` is `NN-slug.md`, NN being the group id. */
export function parseGroupFile(fileName: string, text: string): KbGroupSource {
  const named = /^(\d+)-([a-z0-9-]+)\.md$/.exec(fileName);
  if (!named) throw new Error(`knowledge file name must be NN-slug.md: ${fileName}`);
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  const intro: string[] = [];
  const articles: { title: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('# ')) title = line.slice(2).trim();
    else if (line.startsWith('## ')) articles.push({ title: line.slice(3).trim(), lines: [] });
    else if (articles.length) articles[articles.length - 1]?.lines.push(line);
    else if (line.trim()) intro.push(line.trim());
  }
  if (!title) throw new Error(`${fileName}: missing "# group title"`);
  return {
    groupId: Number(named[1]),
    slug: named[2] ?? '',
    title,
    intro: intro.join(''),
    articles: articles.map((article) => {
      const body = [...article.lines];
      while (body.length && body[0]?.trim() === '') body.shift();
      const first = body[0]?.trim() ?? '';
      if (!SOURCE_PREFIX.test(first))
        throw new Error(`${fileName} «${article.title}»: first line must be 依据：…`);
      return {
        title: article.title,
        source: first.replace(SOURCE_PREFIX, ''),
        blocks: parseBlocks(body.slice(1)),
      };
    }),
  };
}

/** The plain text of blocks (search, summaries). */
export function blocksText(blocks: readonly KbBlock[]): string {
  const inline = (items: readonly KbInline[]) => items.map((item) => item.v).join('');
  return blocks
    .map((block) => ('items' in block ? block.items.map(inline).join('\n') : inline(block.inlines)))
    .join('\n');
}
