import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeFiles } from '../../knowledge/kb-generate';
import { type H5Page, prefixIds, renderH5Pages } from './h5-prerender';

const assets = {
  script: '/assets/h5-abc.js',
  languageScript: '/assets/h5-lang-abc.js',
  css: ['/assets/h5-abc.css'],
};
const kbFiles = knowledgeFiles(resolve(import.meta.dirname, '../../../../../../content/kb'));
let pages: H5Page[];

beforeAll(async () => {
  pages = await renderH5Pages(assets, kbFiles);
});

function page(path: string): string {
  const found = pages.find((item) => item.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found.html;
}

/** The rendering of one language inside a page. */
function copy(html: string, language: 'zh-CN' | 'en-US'): string {
  const start = html.indexOf(`<div class="h5-lang" data-lang="${language}"`);
  const next = html.indexOf('<div class="h5-lang"', start + 1);
  return html.slice(start, next === -1 ? html.indexOf('</body>') : next);
}

describe('renderH5Pages', () => {
  it('writes every static H5 page of SPEC §2.1 with the H5 assets and no antd', () => {
    const paths = pages.map((item) => item.path);
    for (const path of [
      '/mobile/FaceCheckPolicy',
      '/mobile/policy',
      '/mobile/protocol',
      '/mobile/sdkList',
      '/mobile/userInfoList',
      '/mobile/orderprotocol',
      '/mobile/serviceprotocol',
      '/mobile/printHelp',
      '/mobile/checkHelp',
      '/mobile/sopList',
      '/mobile/sopList/detail',
      '/mobile/chat',
      '/mobile/KnowledgeBase',
      '/mobile/KnowledgeBase/4',
      '/mobile/KnowledgeBase/4/1',
    ]) {
      expect(paths).toContain(path);
    }
    // Every article of the generated knowledge base has its page.
    const articles = [...kbFiles.keys()].filter((name) => name.startsWith('d-'));
    expect(paths.filter((path) => /^\/mobile\/KnowledgeBase\/\d+\/\d+$/.test(path))).toHaveLength(
      articles.length,
    );
    for (const item of pages) {
      expect(item.html).toContain('<script src="/assets/h5-lang-abc.js"></script>');
      expect(item.html).toContain('<script type="module" src="/assets/h5-abc.js"></script>');
      expect(item.html).toContain('<link rel="stylesheet" href="/assets/h5-abc.css">');
      expect(item.html).not.toMatch(/ant-|antd/);
      expect(item.html).toContain('<div class="h5-lang" data-lang="zh-CN" lang="zh-CN"');
      expect(item.html).toContain('<div class="h5-lang" data-lang="en-US" lang="en"');
    }
  });

  it('carries the Chinese and English title and rendering of a legal text, the ids of the English one prefixed', () => {
    const html = page('/mobile/policy');
    expect(html).toContain('<title>隐私政策 - 共治</title>');
    expect(html).toContain('<meta name="gz-title-en" content="Privacy policy - Gongzhi">');
    expect(html).toContain('<body data-h5="doc" data-h5-toggle="">');
    const zh = copy(html, 'zh-CN');
    const en = copy(html, 'en-US');
    expect(zh).toContain('共治平台隐私政策');
    expect(zh).toContain(
      '<button type="button" class="legal-doc__lang" aria-label="Switch to English" lang="en">English</button>',
    );
    expect(en).toContain('Gongzhi Platform Privacy Policy');
    expect(en).toContain('>中文</button>');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(zh).toContain('id="top"');
    expect(en).toContain('id="en-top"');
    expect(en).toContain('href="#en-top"');
    expect(en).not.toMatch(/href="#(?!en-)/);
  });

  it('renders the knowledge base from the generated files, with the search as a plain GET form', () => {
    const index = copy(page('/mobile/KnowledgeBase'), 'zh-CN');
    expect(index).toContain('<form class="kb__search" action="/mobile/KnowledgeBase" method="get">');
    expect(index).toContain('name="q"');
    // The server writes the hits of ?q= into this slot with its texts (server: site/kb-search-html.ts).
    expect(index).toMatch(/<input type="search" [^>]*name="q"/);
    expect(index).toContain(
      '<div data-h5-slot="results" data-title="搜索结果" data-empty="没有找到相关文章，换个说法试试"></div>',
    );
    expect(index).toContain('href="/mobile/KnowledgeBase/4"');
    expect(index).toContain('住宅专项维修资金');
    const detail = page('/mobile/KnowledgeBase/4/1');
    expect(copy(detail, 'zh-CN')).toContain('依据：《中华人民共和国民法典》第二百八十一条');
    expect(copy(detail, 'en-US')).toContain('Source：《中华人民共和国民法典》第二百八十一条');
    expect(detail).toContain('href="/mobile/KnowledgeBase/4/2"');
    expect(copy(page('/mobile/KnowledgeBase/4'), 'zh-CN')).toContain('href="/mobile/KnowledgeBase/4/1"');
  });

  it('pages a long group at ?page=n with the links of the SPA', () => {
    const kbIndex = kbFiles.get('indexs.json') as { groups: { groupId: number; pages: number }[] };
    const long = kbIndex.groups.find((group) => group.pages > 1);
    if (!long) return; // every group fits on one page today
    const second = page(`/mobile/KnowledgeBase/${long.groupId}/page-2`);
    expect(second).toContain(`href="/mobile/KnowledgeBase/${long.groupId}?page=1"`);
  });

  it('gives the guides and the adviser their frame and the words the H5 script draws with', () => {
    const list = page('/mobile/sopList');
    expect(list).toContain('<body data-h5="sop-list">');
    expect(copy(list, 'zh-CN')).toContain('<h1>公共事务指南</h1>');
    expect(copy(list, 'zh-CN')).toContain('data-h5-slot="sop"');
    expect(copy(list, 'zh-CN')).toContain('&quot;steps&quot;:&quot;{{count}} 个步骤&quot;');
    expect(copy(list, 'en-US')).toContain('&quot;steps&quot;:&quot;{{count}} steps&quot;');
    const chat = page('/mobile/chat');
    expect(chat).toContain('<body data-h5="chat">');
    expect(copy(chat, 'zh-CN')).toContain('不构成法律意见');
    expect(copy(chat, 'zh-CN')).toContain('class="adviser__chip"');
    expect(copy(chat, 'en-US')).toContain('AI property adviser');
  });
});

describe('prefixIds', () => {
  it('names every knowledge article and group by itself, with its summary as description', () => {
    const articles = pages.filter((item) => /^\/mobile\/KnowledgeBase\/\d+\/\d+$/.test(item.path));
    expect(articles.length).toBeGreaterThanOrEqual(80);
    const titles = articles.map((item) => item.html.match(/<title>([^<]*)<\/title>/)?.[1]);
    expect(new Set(titles).size).toBe(articles.length);
    expect(titles).not.toContain('知识详情 - 共治');
    const article = page('/mobile/KnowledgeBase/4/1');
    const heading = copy(article, 'zh-CN').match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
    expect(article).toContain(`<title>${heading} - 物权知识库 - 共治</title>`);
    expect(article).toMatch(
      /<meta name="gz-title-en" content="[^"]+ - Property-rights knowledge base - Gongzhi">/,
    );
    expect(article).toMatch(/<meta name="description" content="[^"]{10,}">/);
    expect(article).toContain('<meta property="og:type" content="article">');
    expect(article).toContain('<link rel="canonical" href="__GZ_ORIGIN__/mobile/KnowledgeBase/4/1">');
    expect(page('/mobile/KnowledgeBase/4')).not.toContain('<title>知识库分类 - 共治</title>');
  });

  it('gives every H5 page a description, canonical address and og: tags for link previews', () => {
    for (const item of pages) {
      expect(item.html, item.path).toMatch(/<meta name="description" content="[^"]+">/);
      expect(item.html, item.path).toContain(
        '<meta property="og:image" content="__GZ_ORIGIN__/site/share.png">',
      );
      expect(item.html, item.path).toMatch(/<meta property="og:title" content="[^"]+">/);
      if (item.path === '/mobile/sopList/detail') continue; // one frame for every guide: no address of its own
      const address = item.path.replace(/\/page-(\d+)$/, '?page=$1');
      expect(item.html, item.path).toContain(`<link rel="canonical" href="__GZ_ORIGIN__${address}">`);
    }
    expect(page('/mobile/KnowledgeBase/1/page-2')).toContain(
      '<link rel="canonical" href="__GZ_ORIGIN__/mobile/KnowledgeBase/1?page=2">',
    );
  });

  it('titles the service agreement as it is headed', () => {
    const html = page('/mobile/serviceprotocol');
    expect(html).toContain('<title>服务协议 - 共治</title>');
    expect(copy(html, 'zh-CN')).toContain('共治平台服务协议');
    expect(html).not.toContain('订购协议 - 共治');
  });

  it('publishes no unfilled placeholder in a legal text: operator details stay as markers for the server', () => {
    for (const path of [
      '/mobile/FaceCheckPolicy',
      '/mobile/policy',
      '/mobile/protocol',
      '/mobile/sdkList',
      '/mobile/orderprotocol',
      '/mobile/serviceprotocol',
      '/mobile/userInfoList',
    ]) {
      const html = page(path);
      expect(html, path).not.toMatch(/【|由运营方填写|to be filled in by the operator/i);
    }
    expect(page('/mobile/protocol')).toContain('{{op.name}}');
    // Every marker whole, also where a description is cut short, or the server cannot fill it.
    for (const item of pages) {
      expect(item.html.match(/\{\{op\.(?!\w+\}\})/g), item.path).toBeNull();
    }
    expect(copy(page('/mobile/sdkList'), 'en-US')).toContain('{{op.smsProviderEn}}');
  });

  it('prefixes ids, id references and in-page links only', () => {
    expect(
      prefixIds(
        '<section id="a" aria-labelledby="a-h b"><a href="#a">x</a><a href="/p#q">y</a></section>',
        'en-',
      ),
    ).toBe(
      '<section id="en-a" aria-labelledby="en-a-h en-b"><a href="#en-a">x</a><a href="/p#q">y</a></section>',
    );
  });
});
