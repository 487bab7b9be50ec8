import { describe, expect, it } from 'vitest';
import { CASES } from './site-content';
import { type PrerenderedPage, renderSitePages } from './site-prerender';

const assets = { script: '/assets/site-abc.js', css: ['/assets/site-abc.css'] };

describe('renderSitePages', () => {
  it('renders every site path with its own title, the site assets and no antd', async () => {
    const pages = await renderSitePages(assets);
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/introduce',
      '/case',
      ...CASES.map((item) => `/case/${item.id}`),
      '/information',
      '/contact',
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

  it('shows the bottom contact bar everywhere but /contact, which has the lead form', async () => {
    expect((await byPath('/')).html).toContain('class="gz-bar"');
    const contact = await byPath('/contact');
    expect(contact.html).not.toContain('class="gz-bar"');
    expect(contact.html).toContain('data-gz-contact');
    expect(contact.html).toContain('pattern="1[3-9]\\d{9}"');
  });
});
