import { blocksText, type KbBlock, type KbGroupSource } from './kb-markdown';

/** Articles per page of `/kb/c-{groupId}-{page}.json`. */
export const KB_PAGE_SIZE = 10;

export type KbIndex = {
  total: number;
  groups: { groupId: number; title: string; intro: string; count: number; pages: number }[];
};
export type KbListPage = {
  groupId: number;
  title: string;
  page: number;
  pages: number;
  total: number;
  list: { detailId: number; title: string; summary: string; source: string }[];
};
export type KbArticleRef = { groupId: number; detailId: number; title: string };
export type KbDetail = {
  groupId: number;
  groupTitle: string;
  detailId: number;
  title: string;
  source: string;
  blocks: KbBlock[];
  prev: KbArticleRef | null;
  next: KbArticleRef | null;
};

/** A short plain-text summary: the first sentences up to about 60 characters. */
export function summaryOf(blocks: readonly KbBlock[], max = 60): string {
  const text = blocksText(blocks).replace(/\s+/g, '');
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** The link of an article page. */
export function articlePath(groupId: number, detailId: number): string {
  return `/mobile/KnowledgeBase/${groupId}/${detailId}`;
}

/**
 * Every static file of the knowledge base (SPEC §7): `indexs.json`, `c-{groupId}-{page}.json` and
 * `d-{groupId}-{detailId}.json`, keyed by file name. Groups are ordered by id, articles by position.
 */
export function buildKnowledgeFiles(groups: readonly KbGroupSource[]): Map<string, unknown> {
  const sorted = [...groups].sort((a, b) => a.groupId - b.groupId);
  const files = new Map<string, unknown>();
  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / KB_PAGE_SIZE));
  const index: KbIndex = {
    total: sorted.reduce((sum, group) => sum + group.articles.length, 0),
    groups: sorted.map((group) => ({
      groupId: group.groupId,
      title: group.title,
      intro: group.intro,
      count: group.articles.length,
      pages: pagesOf(group.articles.length),
    })),
  };
  files.set('indexs.json', index);
  for (const group of sorted) {
    const pages = pagesOf(group.articles.length);
    for (let page = 1; page <= pages; page += 1) {
      const slice = group.articles.slice((page - 1) * KB_PAGE_SIZE, page * KB_PAGE_SIZE);
      const listPage: KbListPage = {
        groupId: group.groupId,
        title: group.title,
        page,
        pages,
        total: group.articles.length,
        list: slice.map((article, offset) => ({
          detailId: (page - 1) * KB_PAGE_SIZE + offset + 1,
          title: article.title,
          summary: summaryOf(article.blocks),
          source: article.source,
        })),
      };
      files.set(`c-${group.groupId}-${page}.json`, listPage);
    }
    group.articles.forEach((article, position) => {
      const ref = (at: number): KbArticleRef | null => {
        const other = group.articles[at];
        return other ? { groupId: group.groupId, detailId: at + 1, title: other.title } : null;
      };
      const detail: KbDetail = {
        groupId: group.groupId,
        groupTitle: group.title,
        detailId: position + 1,
        title: article.title,
        source: article.source,
        blocks: article.blocks,
        prev: ref(position - 1),
        next: ref(position + 1),
      };
      files.set(`d-${group.groupId}-${position + 1}.json`, detail);
    });
  }
  return files;
}
