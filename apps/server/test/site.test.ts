import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClues } from '../src/db/tables/site';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
const webDist = mkdtempSync(join(tmpdir(), 'gz-site-dist-'));

// A miniature prerendered build: the SPA index plus site pages carrying the build's slots.
function writePage(path: string, body: string) {
  const dir = join(webDist, 'site-pages', path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><body>${body}<footer><!--gz:icp--></footer></body></html>`,
  );
}

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writePage('', '<h1>共治首页</h1>');
  writePage('information', '<section><!--gz:news--></section>');
  writePage('case/yghy', '<h1>阳光花园案例</h1>');
  writePage('en', '<h1>Gongzhi home</h1>');
  writePage('en/case/yghy', '<h1>Sunshine Garden case</h1>');
  writePage('mobile/policy', '<h1>隐私政策</h1>');
  writePage('mobile/sopList/detail', '<article data-h5-slot="sop"></article>');
  writePage(
    'mobile/KnowledgeBase',
    // The search form and results slot as the H5 prerender writes them (h5-prerender.tsx).
    '<h1>物权知识库</h1><form class="kb__search" action="/mobile/KnowledgeBase" method="get">' +
      '<input type="search" name="q" placeholder="搜索" maxLength="100"/></form>' +
      '<div data-h5-slot="results" data-title="搜索结果" data-empty="没有找到相关文章"></div>',
  );
  writePage('mobile/KnowledgeBase/4', '<h1>住宅专项维修资金 第1页</h1>');
  writePage('mobile/KnowledgeBase/4/page-2', '<h1>住宅专项维修资金 第2页</h1>');
  writePage('mobile/KnowledgeBase/4/1', '<h1>维修资金归谁所有</h1>');
  writePage('mobile/uploadfile', '<body data-h5="upload"><h1>请先登录</h1>');
  // The build's markers: public base URL in the head links, operator details in the legal texts.
  writePage(
    'mobile/serviceprotocol',
    '<link rel="canonical" href="__GZ_ORIGIN__/mobile/serviceprotocol"><p>联系方式：{{op.name}}，邮箱{{op.email}}，电话{{op.phone}}，地址{{op.address}}。短信：{{op.smsProvider}}；SMS: {{op.smsProviderEn}}；{{op.unknownKey}}</p>',
  );
  writePage('404', '<h1>页面不存在</h1><link rel="icon" href="__GZ_ORIGIN__/x">');
  writePage('en/404', '<h1>Page not found</h1>');
  writePage(
    'contact',
    '<form action="/contact" method="post"><p class="gz-form__status" data-gz-status="" role="status" aria-live="polite"></p></form>',
  );
  writePage('contact/thanks', '<h1>提交成功</h1>');
  ctx = await createTestContext({
    env: {
      WEB_DIST: webDist,
      SITE_ICP: 'gongzhi.cn=粤ICP备11111111号-1,*.gongzhi.cn=粤ICP备22222222号,*=默认备案号',
      PUBLIC_URL: 'https://www.gongzhi.cn/',
      OPERATOR_NAME: '深圳共治科技有限公司',
      OPERATOR_EMAIL: 'privacy@gongzhi.cn',
      OPERATOR_PHONE: '0755-12345678',
      OPERATOR_ADDRESS: '深圳市南山区科技园<一路>1号',
    },
  });
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const clue = {
  name: '李女士',
  mobile: '13912345678',
  identity: 'COMMITTEE',
  communityName: '锦绣家园',
  city: '深圳',
  content: '想了解线上业主大会投票的收费和流程',
};

async function clueCount(): Promise<number> {
  const [row] = await ctx.db.handle.db.select({ n: count() }).from(customerClues);
  return row?.n ?? 0;
}

describe('POST /v1/customerClue/add', () => {
  it('stores a lead and lists it for platform operators', async () => {
    const response = await post(ctx, '/v1/customerClue/add', clue);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<{ customerClueId: string }>(response);
    expect(body.message).toBe('提交成功，我们的顾问将在1个工作日内与您联系');
    const list = await get(ctx, '/v1/customerClue/list?page=1&size=10', { token: director });
    expect(list.statusCode).toBe(200);
    const data = bodyOf<{
      list: { customerClueId: string; name: string; identity: string }[];
      total: number;
    }>(list).data;
    expect(data.list[0]).toMatchObject({
      customerClueId: body.data.customerClueId,
      name: '李女士',
      identity: 'COMMITTEE',
    });
    expect(data.total).toBe(await clueCount());
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = await clueCount();
    const badMobile = await post(ctx, '/v1/customerClue/add', { ...clue, mobile: '12345' });
    expect(badMobile.statusCode).toBe(400);
    expect(bodyOf(badMobile).message).toMatch(/手机号/);
    const noName = await post(ctx, '/v1/customerClue/add', { ...clue, name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(bodyOf(noName).message).toBe('请填写姓名');
    const tooLong = await post(ctx, '/v1/customerClue/add', { ...clue, content: '长'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(bodyOf(tooLong).message).toBe('留言最多500个字');
    expect(await clueCount()).toBe(before);
  });

  it('limits each address to 5 leads per 10 minutes (429, nothing stored)', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(ctx, '/v1/customerClue/add', clue, { ip })).statusCode).toBe(200);
    }
    const before = await clueCount();
    const refused = await post(ctx, '/v1/customerClue/add', clue, { ip });
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused).message).toBe('请求过于频繁，请稍后再试');
    expect(await clueCount()).toBe(before);
  });
});

describe('GET /v1/customerClue/list', () => {
  it('needs a session (401) and a platform operator (403)', async () => {
    expect((await get(ctx, '/v1/customerClue/list')).statusCode).toBe(401);
    const refused = await get(ctx, '/v1/customerClue/list', { token: property });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('该功能仅限平台运营人员使用');
  });

  it('finds leads by part of the name, mobile or community, wildcards taken literally', async () => {
    await post(ctx, '/v1/customerClue/add', {
      ...clue,
      name: '周先生',
      mobile: '13700001111',
      communityName: '滨江100%花园',
    });
    const search = async (keyword: string) =>
      bodyOf<{ list: { name: string }[]; total: number }>(
        await get(ctx, `/v1/customerClue/list?keyword=${encodeURIComponent(keyword)}`, { token: director }),
      ).data;
    const byMobile = await search('00001111');
    expect(byMobile.list.map((item) => item.name)).toEqual(['周先生']);
    expect(byMobile.total).toBe(1);
    expect((await search('100%花园')).total).toBe(1);
    expect((await search('%')).list.map((item) => item.name)).toEqual(['周先生']);
    expect((await search('锦绣')).list.every((item) => item.name === '李女士')).toBe(true);
    const tooLong = await get(ctx, `/v1/customerClue/list?keyword=${'长'.repeat(51)}`, { token: director });
    expect(tooLong.statusCode).toBe(400);
    expect(bodyOf(tooLong).message).toBe('搜索内容最多50个字');
  });
});

describe('site news', () => {
  it('lists the seeded news newest first and lets an operator publish', async () => {
    const before = bodyOf<{ list: { title: string; publishDate: string }[]; total: number }>(
      await get(ctx, '/v1/siteNews/list'),
    ).data;
    expect(before.total).toBe(5);
    expect(before.list[0]?.publishDate).toBe('2026-11-12');
    const added = await post(
      ctx,
      '/v1/siteNews/add',
      { title: '平台发布 <新功能>', summary: '纸质票录入支持扫码。', source: '共治平台' },
      { token: director },
    );
    expect(added.statusCode).toBe(200);
    const after = bodyOf<{ list: { title: string }[] }>(await get(ctx, '/v1/siteNews/list')).data;
    expect(after.list.map((item) => item.title)).toContain('平台发布 <新功能>');
  });

  it('refuses non-operators (403) and bad input (400) without writing', async () => {
    const refused = await post(
      ctx,
      '/v1/siteNews/add',
      { title: 'x', summary: 'y', source: 'z' },
      { token: property },
    );
    expect(refused.statusCode).toBe(403);
    const bad = await post(
      ctx,
      '/v1/siteNews/add',
      { title: '', summary: 'y', source: 'z' },
      { token: director },
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe('请填写标题');
    expect(bodyOf<{ total: number }>(await get(ctx, '/v1/siteNews/list')).data.total).toBe(6);
  });
});

describe('prerendered site pages', () => {
  it('fills in the ICP number of the requested host', async () => {
    const exact = await ctx.app.inject({ url: '/', headers: { host: 'gongzhi.cn' } });
    expect(exact.statusCode).toBe(200);
    expect(exact.body).toContain('共治首页');
    expect(exact.body).toContain('粤ICP备11111111号-1');
    const sub = await ctx.app.inject({ url: '/case/yghy', headers: { host: 'www.gongzhi.cn:8080' } });
    expect(sub.body).toContain('阳光花园案例');
    expect(sub.body).toContain('粤ICP备22222222号');
    const other = await ctx.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(other.body).toContain('默认备案号');
  });

  it('serves the English edition under /en with the same ICP slot', async () => {
    const home = await ctx.app.inject({ url: '/en', headers: { host: 'gongzhi.cn' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Gongzhi home');
    expect(home.body).toContain('粤ICP备11111111号-1');
    const detail = await ctx.app.inject({ url: '/en/case/yghy' });
    expect(detail.body).toContain('Sunshine Garden case');
    // Not prerendered in this miniature build: the SPA answers.
    expect((await ctx.app.inject({ url: '/en/introduce' })).body).toContain('<div id="root"></div>');
  });

  it('renders the news from the database into /information, escaped', async () => {
    const page = await ctx.app.inject({ url: '/information' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('阳光花园通过共治平台完成维修资金使用表决');
    expect(page.body).toContain('平台发布 &lt;新功能&gt;');
    expect(page.body).not.toContain('<!--gz:news-->');
  });

  it('sends the page gzip-compressed when the browser accepts it', async () => {
    const page = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('共治首页');
  });

  it('answers the knowledge-base search (?q=) in the page itself, without JavaScript', async () => {
    const body = async (url: string) => (await ctx.app.inject({ url })).body;
    const found = await body(`/mobile/KnowledgeBase?q=${encodeURIComponent('维修资金归谁')}`);
    expect(found).toContain('<div data-h5-slot="results" data-filled="" data-title="搜索结果"');
    expect(found).toContain('<h2>搜索结果</h2>');
    expect(found).toMatch(/<a class="kb__item" href="\/mobile\/KnowledgeBase\/\d+\/\d+">.*维修资金归谁所有/);
    expect(found).toContain('<input type="search" value="维修资金归谁"');
    // Nothing found: the slot's own text; the keyword goes back escaped.
    const none = await body(`/mobile/KnowledgeBase?q=${encodeURIComponent('"><script>x</script>')}`);
    expect(none).toContain('<p class="kb__muted">没有找到相关文章</p>');
    expect(none).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(none).not.toContain('<script>x');
    // Without a keyword the page is as prerendered, for the script to fill if it must.
    expect(await body('/mobile/KnowledgeBase')).toContain('data-empty="没有找到相关文章"></div>');
  });

  it('serves the prerendered mobile H5 pages at their SPA addresses', async () => {
    const body = async (url: string) => (await ctx.app.inject({ url })).body;
    expect(await body('/mobile/policy')).toContain('隐私政策');
    // One frame for every guide: the H5 script loads the guide named in the address.
    expect(await body('/mobile/sopList/detail/found-committee')).toContain('data-h5-slot="sop"');
    expect(await body('/mobile/KnowledgeBase?q=%E7%BB%B4%E4%BF%AE')).toContain('物权知识库');
    expect(await body('/mobile/KnowledgeBase/4')).toContain('第1页');
    expect(await body('/mobile/KnowledgeBase/4?page=1')).toContain('第1页');
    expect(await body('/mobile/KnowledgeBase/4?page=2')).toContain('第2页');
    expect(await body('/mobile/KnowledgeBase/4/1')).toContain('维修资金归谁所有');
    expect(await body('/mobile/uploadfile')).toContain('data-h5="upload"');
    // A known H5 address the build did not prerender goes to the SPA.
    expect(await body('/mobile/protocol')).toContain('<div id="root"></div>');
  });

  it('answers unknown addresses 404 with the not-found page, but leaves the SPA areas to the SPA', async () => {
    for (const url of [
      '/case/unknown-case',
      '/case/UPPER',
      '/mobile/anything',
      '/mobile/KnowledgeBase/99',
      '/mobile/KnowledgeBase/4?page=9',
      '/mobile/KnowledgeBase/4?page=..%2F..',
      '/mobile/KnowledgeBase/4/99',
      '/mobile/KnowledgeBase/..%2F4/1',
      '/mobile/sopList/detail/%2E',
      '/no-such-page',
      '/contact/elsewhere',
    ]) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('<h1>页面不存在</h1>');
      expect(page.body, url).toContain('默认备案号');
      expect(page.body, url).toContain('href="https://www.gongzhi.cn/x"');
    }
    const english = await ctx.app.inject({ url: '/en/case/unknown-case' });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<h1>Page not found</h1>');
    for (const url of [
      '/manage/anything',
      '/government/x/y',
      '/owner/whatever',
      '/login',
      '/join',
      '/en/introduce',
    ]) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it('fills the public base URL and the operator details into the prerendered pages, escaped', async () => {
    const page = (await ctx.app.inject({ url: '/mobile/serviceprotocol' })).body;
    expect(page).toContain('<link rel="canonical" href="https://www.gongzhi.cn/mobile/serviceprotocol">');
    expect(page).toContain(
      '联系方式：深圳共治科技有限公司，邮箱privacy@gongzhi.cn，电话0755-12345678，地址深圳市南山区科技园&lt;一路&gt;1号。',
    );
    // Providers follow the configured ones: the test server sends no SMS.
    expect(page).toContain(
      '短信：未接入（短信不发往手机）；SMS: none connected (codes are not sent to phones)',
    );
    expect(page).not.toContain('__GZ_ORIGIN__');
    // An unknown marker stays visible rather than vanishing.
    expect(page).toContain('{{op.unknownKey}}');
    const operator = bodyOf<Record<string, string>>(await get(ctx, '/v1/site/operator')).data;
    expect(operator).toMatchObject({ name: '深圳共治科技有限公司', phone: '0755-12345678' });
  });
});

describe('POST /contact (the contact form without JavaScript)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: form(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('records the lead and sends the visitor to the thank-you page', async () => {
    const before = await clueCount();
    const response = await postForm('/contact', { ...clue, city: '', source: 'CONTACT_PAGE' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/thanks');
    expect(await clueCount()).toBe(before + 1);
    const list = bodyOf<{ list: { name: string; mobile: string; city: string | null }[] }>(
      await get(ctx, '/v1/customerClue/list?page=1&size=1', { token: director }),
    ).data;
    expect(list.list[0]).toMatchObject({ name: '李女士', mobile: '13912345678', city: null });
    expect((await ctx.app.inject({ url: '/contact/thanks' })).body).toContain('提交成功');
    const english = await postForm('/en/contact', clue);
    expect(english.headers.location).toBe('/en/contact/thanks');
  });

  it('refuses what customerClue/add refuses, on the contact page with the reasons', async () => {
    const before = await clueCount();
    const response = await postForm('/contact', { ...clue, mobile: '123', name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('data-kind="error">');
    expect(response.body).toMatch(/data-kind="error">[^<]*姓名[^<]*手机号/);
    expect(await clueCount()).toBe(before);
  });
});

describe('public-affairs guides', () => {
  it('lists guides and shows one with its steps', async () => {
    const list = bodyOf<{ id: string; stepCount: number }[]>(await get(ctx, '/v1/stop/list')).data;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((guide) => guide.id)).toContain('found-committee');
    const info = bodyOf<{ title: string; steps: { title: string }[]; stepCount: number }>(
      await get(ctx, '/v1/stop/info?id=use-maintenance-fund'),
    ).data;
    expect(info.title).toBe('申请使用住宅专项维修资金');
    expect(info.steps.length).toBe(info.stepCount);
  });

  it('answers 404 for an unknown guide and 400 without an id', async () => {
    const missing = await get(ctx, '/v1/stop/info?id=nope');
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe('该办事指南不存在');
    expect((await get(ctx, '/v1/stop/info')).statusCode).toBe(400);
  });
});
