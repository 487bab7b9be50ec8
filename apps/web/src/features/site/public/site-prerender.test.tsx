import { describe, expect, it } from 'vitest';
import { CASES, SITE_CONTENT_ZH } from './site-content';
import { SITE_CONTENT_EN } from './site-content-en';
import { type PrerenderedPage, renderSitePages } from './site-prerender';

const assets = { script: '/assets/site-abc.js', css: ['/assets/site-abc.css'] };

describe('renderSitePages', () => {
  it('renders every site path with its own title, the site assets and no antd', async () => {
    const pages = await renderSitePages(assets);
    const paths = [
      '/introduce',
      '/case',
      ...CASES.map((item) => `/case/${item.id}`),
      '/information',
      '/contact',
      '/contact/thanks',
      '/404',
    ];
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      ...paths,
      '/en',
      ...paths.map((path) => `/en${path}`),
    ]);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.html).toContain(`<title>${page.title}</title>`);
      expect(page.html).toContain('<script type="module" src="/assets/site-abc.js"></script>');
      expect(page.html).toContain('<link rel="stylesheet" href="/assets/site-abc.css">');
      expect(page.html).toContain('"@type":"Organization"');
      expect(page.html).toContain('<!--gz:icp-->');
      expect(page.html).not.toMatch(/ant-|antd/);
      expect(page.html).toContain('href="/login" target="_blank"');
    }
  });

  const byPath = async (path: string): Promise<PrerenderedPage> => {
    const page = (await renderSitePages(assets)).find((item) => item.path === path);
    if (!page) throw new Error(`no page ${path}`);
    return page;
  };

  it('puts each page content into the HTML', async () => {
    expect((await byPath('/')).html).toContain('让小区的事，业主一起商量着办');
    expect((await byPath('/')).html).toContain('一次合法有效的业主大会表决是怎样完成的');
    expect((await byPath('/introduce')).html).toContain('安全与合规');
    expect((await byPath('/case')).html).toContain('href="/case/yangguang-garden"');
    const detail = await byPath('/case/yangguang-garden');
    expect(detail.html).toContain('3号楼两部电梯频繁故障');
    expect(detail.html).toMatch(/class="gz-header__link is-active" aria-current="page">客户案例/);
    expect((await byPath('/information')).html).toContain('<!--gz:news-->');
  });

  it('renders the English edition under /en with English content, links and switches', async () => {
    const home = await byPath('/en');
    expect(home.html).toContain('<html lang="en">');
    expect(home.title).toBe('Gongzhi - community self-governance platform');
    expect(home.html).toContain('Let owners decide the affairs of their estate together');
    expect(home.html).toContain('href="/en/case/yangguang-garden"');
    expect(home.html).toContain('href="/en/contact"');
    expect(home.html).toMatch(/class="gz-header__lang" href="\/" hrefLang="zh-CN" lang="zh-CN">中文/);
    expect(home.html).toContain('<link rel="alternate" hreflang="zh-CN" href="__GZ_ORIGIN__/">');
    // No Chinese is left on an English page but the switch back and the follow-us account names (search terms).
    const visible = home.html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    expect(new Set(visible.match(/[\u4e00-\u9fff]+/g))).toEqual(new Set(['中文', '共治社区']));
    const detail = await byPath('/en/case/jinxiu-homeland');
    expect(detail.title).toBe('Jinxiu Homeland - Customer cases - Gongzhi');
    expect(detail.html).toContain('the new property manager moved in on schedule');
    expect(detail.html).toContain('href="/case/jinxiu-homeland" hrefLang="zh-CN"');
    const contact = await byPath('/en/contact');
    expect(contact.html).toContain(
      'data-done="Thank you! An adviser will contact you within one working day."',
    );
    expect(contact.html).toContain('<option value="PREPARE_GROUP">Preparatory group member</option>');
    expect((await byPath('/')).html).toMatch(
      /class="gz-header__lang" href="\/en" hrefLang="en" lang="en">English/,
    );
  });

  it('keeps the two editions in step: same cases, steps and features', () => {
    expect(SITE_CONTENT_EN.cases.map((item) => [item.id, item.households])).toEqual(
      SITE_CONTENT_ZH.cases.map((item) => [item.id, item.households]),
    );
    expect(
      SITE_CONTENT_EN.cases.every((item, index) => item.name !== SITE_CONTENT_ZH.cases[index]?.name),
    ).toBe(true);
    expect(SITE_CONTENT_EN.voteSteps).toHaveLength(SITE_CONTENT_ZH.voteSteps.length);
    expect(SITE_CONTENT_EN.features).toHaveLength(SITE_CONTENT_ZH.features.length);
    expect(SITE_CONTENT_EN.introduce.roles).toHaveLength(SITE_CONTENT_ZH.introduce.roles.length);
    expect(Object.keys(SITE_CONTENT_EN.identityLabels)).toEqual(Object.keys(SITE_CONTENT_ZH.identityLabels));
  });

  it('gives every page absolute canonical, hreflang and og: links for search engines and link previews', async () => {
    const pages = await renderSitePages(assets);
    for (const page of pages.filter((item) => !/\/(404|thanks)$/.test(item.path))) {
      const url = `__GZ_ORIGIN__${page.path}`;
      expect(page.html).toContain(`<link rel="canonical" href="${url}">`);
      expect(page.html).toContain(`<meta property="og:url" content="${url}">`);
      expect(page.html).toContain(`<meta property="og:title" content="${page.title}">`);
      expect(page.html).toMatch(/<meta property="og:description" content="[^"]{10,}">/);
      expect(page.html).toContain('<meta property="og:image" content="__GZ_ORIGIN__/site/share.png">');
      expect(page.html).toMatch(/<meta property="og:type" content="(website|article)">/);
      // Every hreflang is absolute: the server puts PUBLIC_URL in place of the slot.
      expect(page.html).not.toMatch(/hreflang="[^"]+" href="\//);
    }
    const detail = await byPath('/case/yangguang-garden');
    expect(detail.html).toContain('<meta property="og:type" content="article">');
    expect(detail.html).toContain(
      '<link rel="alternate" hreflang="en" href="__GZ_ORIGIN__/en/case/yangguang-garden">',
    );
    expect(detail.html).toContain(
      '<link rel="alternate" hreflang="x-default" href="__GZ_ORIGIN__/case/yangguang-garden">',
    );
  });

  it('renders the not-found and thank-you pages outside search results', async () => {
    for (const path of ['/404', '/en/404', '/contact/thanks', '/en/contact/thanks']) {
      const page = await byPath(path);
      expect(page.html, path).toContain('<meta name="robots" content="noindex">');
      expect(page.html, path).not.toContain('rel="canonical"');
      expect(page.html, path).not.toContain('hreflang');
    }
    expect((await byPath('/404')).html).toContain('<h1>页面不存在</h1>');
    expect((await byPath('/404')).html).toContain('href="/mobile/KnowledgeBase"');
    expect((await byPath('/en/404')).html).toContain('<h1>Page not found</h1>');
    expect((await byPath('/en/404')).html).toContain('href="/en"');
    // The language link of a not-found page leads to the other edition's home, not to its 404.
    expect((await byPath('/404')).html).not.toContain('href="/en/404"');
    expect((await byPath('/en/404')).html).not.toContain('href="/404"');
    expect((await byPath('/en/404')).html).toContain('href="/"');
    expect((await byPath('/contact/thanks')).html).toContain('感谢您的咨询');
    expect((await byPath('/en/contact/thanks')).html).toContain('href="/en/contact"');
  });

  it('posts the contact form to the server when JavaScript is off, never a GET with the phone in the address', async () => {
    expect((await byPath('/contact')).html).toMatch(/<form[^>]* action="\/contact" method="post"/);
    expect((await byPath('/en/contact')).html).toMatch(/<form[^>]* action="\/en\/contact" method="post"/);
  });

  it('shows the bottom contact bar everywhere but /contact, which has the lead form', async () => {
    expect((await byPath('/')).html).toContain('class="gz-bar"');
    const contact = await byPath('/contact');
    expect(contact.html).not.toContain('class="gz-bar"');
    expect(contact.html).toContain('data-gz-contact');
    expect(contact.html).toContain('pattern="1[3-9]\\d{9}"');
  });
});
