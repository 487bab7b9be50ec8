import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articlePath, buildKnowledgeFiles, type KbDetail, type KbIndex, type KbListPage } from './kb-files';
import { type KbInline, parseBlocks, parseGroupFile } from './kb-markdown';
import { createKbIndex, kbDocs, tokenize } from './kb-search';

const CONTENT = join(import.meta.dirname, '../../../../content/kb');
const groups = readdirSync(CONTENT)
  .filter((name) => name.endsWith('.md'))
  .map((name) => parseGroupFile(name, readFileSync(join(CONTENT, name), 'utf8')));
const files = buildKnowledgeFiles(groups);

describe('knowledge base sources', () => {
  it('hold at least 12 groups and 150 articles with distinct titles, each citing a named legal source', () => {
    expect(groups.length).toBeGreaterThanOrEqual(12);
    const articles = groups.flatMap((group) => group.articles);
    expect(articles.length).toBeGreaterThanOrEqual(150);
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.source, article.title).toMatch(/《[^》]+》/);
      expect(article.blocks.length, article.title).toBeGreaterThan(0);
    }
    expect(new Set(groups.map((group) => group.groupId)).size).toBe(groups.length);
  });
});

describe('buildKnowledgeFiles', () => {
  const index = files.get('indexs.json') as KbIndex;

  it('writes the index, every list page and every detail', () => {
    expect(index.total).toBe(groups.reduce((sum, group) => sum + group.articles.length, 0));
    for (const group of index.groups) {
      for (let page = 1; page <= group.pages; page += 1) {
        const list = files.get(`c-${group.groupId}-${page}.json`) as KbListPage;
        expect(list.total).toBe(group.count);
        for (const item of list.list)
          expect(files.has(`d-${group.groupId}-${item.detailId}.json`)).toBe(true);
      }
      expect(files.has(`c-${group.groupId}-${group.pages + 1}.json`)).toBe(false);
    }
    expect([...files.keys()].filter((name) => name.startsWith('d-')).length).toBe(index.total);
  });

  it('links only to articles that exist, and prev/next chain inside a group', () => {
    const paths = new Set(
      index.groups.flatMap((group) =>
        Array.from({ length: group.count }, (_, i) => articlePath(group.groupId, i + 1)),
      ),
    );
    for (const [name, value] of files) {
      if (!name.startsWith('d-')) continue;
      const detail = value as KbDetail;
      const links = detail.blocks.flatMap((block) =>
        ('items' in block ? block.items.flat() : block.inlines).filter(
          (inline): inline is Extract<KbInline, { t: 'link' }> => inline.t === 'link',
        ),
      );
      for (const link of links)
        expect(paths.has(link.href) || link.href.startsWith('/mobile/'), link.href).toBe(true);
      if (detail.next) expect(files.has(`d-${detail.next.groupId}-${detail.next.detailId}.json`)).toBe(true);
      if (detail.prev)
        expect(
          (files.get(`d-${detail.prev.groupId}-${detail.prev.detailId}.json`) as KbDetail).next?.detailId,
        ).toBe(detail.detailId);
    }
  });
});

describe('parseBlocks', () => {
  it('keeps markup out: HTML in a source stays text', () => {
    const blocks = parseBlocks([
      '<script>alert(1)</script> **加粗** [看这里](/mobile/KnowledgeBase/1/1)',
      '',
      '- 一',
      '- 二',
      '1. 甲',
    ]);
    expect(blocks[0]).toEqual({
      type: 'p',
      inlines: [
        { t: 'text', v: '<script>alert(1)</script> ' },
        { t: 'strong', v: '加粗' },
        { t: 'text', v: ' ' },
        { t: 'link', v: '看这里', href: '/mobile/KnowledgeBase/1/1' },
      ],
    });
    expect(blocks[1]).toEqual({ type: 'ul', items: [[{ t: 'text', v: '一' }], [{ t: 'text', v: '二' }]] });
    expect(blocks[2]).toEqual({ type: 'ol', items: [[{ t: 'text', v: '甲' }]] });
  });

  it('does not turn an external link into a link', () => {
    expect(parseBlocks(['[x](https://evil.example)'])[0]).toEqual({
      type: 'p',
      inlines: [{ t: 'text', v: '[x](https://evil.example)' }],
    });
  });
});

describe('kb search', () => {
  const search = createKbIndex(kbDocs(groups));

  it('splits Chinese into bigrams and drops question words', () => {
    expect(tokenize('维修资金怎么用')).toEqual(['维修', '修资', '资金', '金怎', '么用']);
  });

  it('finds the article a question is about', () => {
    expect(search.search('维修资金归谁所有')[0]?.doc.title).toBe('维修资金归谁所有');
    expect(search.search('物业停水停电催缴物业费合法吗')[0]?.doc.title).toBe('物业催费不能停水停电');
    expect(search.search('明天天气')).toEqual([]);
  });
});
