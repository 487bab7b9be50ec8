import { expect, test } from '@playwright/test';
import { apiToken, loginBySms, snap } from './support';

// Public site (SPEC §2.2): prerendered pages that show without JavaScript, the contact form, and the
// mobile H5 guides, knowledge base and adviser of issue 10.

const SITE_PAGES = [
  { path: '/', name: 'home', title: '共治 - 社区自治服务平台', text: '让小区的事，业主一起商量着办' },
  { path: '/introduce', name: 'introduce', title: '产品介绍 - 共治社区自治服务平台', text: '安全与合规' },
  { path: '/case', name: 'case', title: '客户案例 - 共治社区自治服务平台', text: '锦绣家园' },
  {
    path: '/case/yangguang-garden',
    name: 'case-detail',
    title: '阳光花园 - 客户案例 - 共治',
    text: '3号楼两部电梯频繁故障',
  },
  {
    path: '/information',
    name: 'information',
    title: '新闻资讯 - 共治社区自治服务平台',
    text: '阳光花园通过共治平台完成维修资金使用表决',
  },
  { path: '/contact', name: 'contact', title: '联系我们 - 共治社区自治服务平台', text: '预约咨询' },
];

test.describe('public site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1440, 375]) {
    test(`every site page shows its content at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const item of SITE_PAGES) {
        await page.goto(item.path);
        await expect(page).toHaveTitle(item.title);
        await expect(page.getByText(item.text).first()).toBeVisible();
        await expect(page.getByRole('link', { name: '进入工作台' }).first()).toHaveAttribute(
          'target',
          '_blank',
        );
        await expect(page.locator('.gz-footer__icp')).toContainText('ICP');
        // The bottom contact bar everywhere but /contact.
        await expect(page.locator('.gz-bar')).toHaveCount(item.path === '/contact' ? 0 : 1);
        await snap(page, `site-${item.name}-${width}`);
      }
    });
  }

  test('the case menu stays highlighted on a case and the footer tabs switch without script', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/case/jinxiu-homeland');
    await expect(page.locator('.gz-header__link.is-active')).toHaveText('客户案例');
    await expect(page.getByAltText('微信公众号：共治社区')).toBeVisible();
    await page.getByText('抖音号', { exact: true }).click();
    await expect(page.getByAltText('抖音号：gongzhi_shequ')).toBeVisible();
    await expect(page.getByAltText('微信公众号：共治社区')).toBeHidden();
  });
});

const ENGLISH_PAGES = [
  {
    path: '/en',
    name: 'home',
    title: 'Gongzhi - community self-governance platform',
    text: 'Let owners decide',
  },
  {
    path: '/en/introduce',
    name: 'introduce',
    title: 'Product - Gongzhi community self-governance platform',
    text: 'Security and compliance',
  },
  {
    path: '/en/case',
    name: 'case',
    title: 'Customer cases - Gongzhi community self-governance platform',
    text: 'Jinxiu Homeland',
  },
  {
    path: '/en/case/yangguang-garden',
    name: 'case-detail',
    title: 'Sunshine Garden - Customer cases - Gongzhi',
    text: 'the two lifts of Building 3 kept breaking down',
  },
  {
    path: '/en/information',
    name: 'information',
    title: 'News - Gongzhi community self-governance platform',
    text: 'News items are published in Chinese',
  },
  {
    path: '/en/contact',
    name: 'contact',
    title: 'Contact us - Gongzhi community self-governance platform',
    text: 'Book a consultation',
  },
];

test.describe('English edition of the public site', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1440, 375]) {
    test(`every English page shows English content at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const item of ENGLISH_PAGES) {
        await page.goto(item.path);
        await expect(page).toHaveTitle(item.title);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByText(item.text).first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Enter workbench' }).first()).toHaveAttribute(
          'target',
          '_blank',
        );
        await snap(page, `site-en-${item.name}-${width}`);
      }
    });
  }

  test('the language link switches between the editions of the same page', async ({ page }) => {
    await page.goto('/case/jinxiu-homeland');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/case\/jinxiu-homeland$/);
    await expect(page.locator('.gz-header__link.is-active')).toHaveText('Customer cases');
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/case\/jinxiu-homeland$/);
    await expect(page.locator('.gz-header__link.is-active')).toHaveText('客户案例');
  });
});

test('an operator finds a lead on /manage/customerClue', async ({ page, request }, testInfo) => {
  // A retry (or --repeat-each) stores another lead, so each attempt searches for its own community.
  const communityName = `枫林湾${testInfo.repeatEachIndex + 1}-${testInfo.retry + 1}期`;
  const stored = await request.post('/v1/customerClue/add', {
    data: {
      name: '孙女士',
      mobile: '13512345678',
      identity: 'OWNER',
      communityName,
      content: '想了解业主认证',
    },
  });
  expect(stored.status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginBySms(page, '13800000001');
  await expect(page).toHaveURL(/\/manage/);
  await page.goto('/manage/customerClue');
  await expect(page.getByText(/共 \d+ 条线索/)).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索姓名、手机号、小区或城市' }).fill(communityName);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条线索')).toBeVisible();
  const row = page.getByRole('row', { name: /孙女士/ });
  await expect(row.getByRole('link', { name: '13512345678' })).toHaveAttribute('href', 'tel:13512345678');
  await expect(row).toContainText('业主');
  await snap(page, 'manage-customer-clue-1440');
});

test('the contact form stores a lead that an operator can list', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: '小程序' }).hover();
  await expect(page.getByText('微信扫码进入共治小程序')).toBeVisible();
  await snap(page, 'site-mini-program-popover');
  await page.locator('.gz-bar').getByRole('link', { name: '立即咨询' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel('姓名').fill('赵先生');
  await page.getByLabel('手机号').fill('13712345678');
  await page.getByLabel('您的身份').selectOption('PREPARE_GROUP');
  await page.getByLabel('小区名称').fill('翠湖花园');
  await page.getByLabel('所在城市').fill('广州');
  await page.getByLabel('留言').fill('筹备组想了解首次业主大会的线上表决');
  const sent = page.waitForResponse((r) => r.url().includes('/v1/customerClue/add'));
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText('提交成功，我们的顾问将在1个工作日内与您联系');
  await snap(page, 'site-contact-submitted');

  // The demo's platform operator (13800000001) sees the lead.
  const token = await apiToken(request, '13800000001');
  const list = await request.get('/v1/customerClue/list?page=1&size=10', { headers: { token } });
  const leads = ((await list.json()) as { data: { list: { name: string; communityName: string }[] } }).data
    .list;
  expect(leads[0]).toMatchObject({ name: '赵先生', communityName: '翠湖花园' });
});

test.describe('mobile H5 guides, knowledge base and adviser', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('public-affairs guides list and detail', async ({ page }) => {
    await page.goto('/mobile/sopList');
    await expect(page.getByRole('heading', { name: '公共事务指南' })).toBeVisible();
    await page.getByText('成立业主大会、选举业主委员会').click();
    await expect(page).toHaveURL(/\/mobile\/sopList\/detail\/found-committee$/);
    await expect(page.getByRole('heading', { name: '备案' })).toBeVisible();
    await expect(page.getByText('《物业管理条例》第十条、第十六条')).toBeVisible();
    await snap(page, 'mobile-sop-detail-375');
    await page.goto('/mobile/sopList');
    await snap(page, 'mobile-sop-list-375');
  });

  test('knowledge base: groups, a group page, an article, search', async ({ page }) => {
    await page.goto('/mobile/KnowledgeBase');
    await expect(page.getByRole('link', { name: /住宅专项维修资金/ })).toBeVisible();
    await snap(page, 'mobile-kb-index-375');
    await page.getByRole('link', { name: /住宅专项维修资金/ }).click();
    await expect(page).toHaveURL(/\/mobile\/KnowledgeBase\/4$/);
    await snap(page, 'mobile-kb-group-375');
    await page.getByRole('link', { name: /维修资金归谁所有/ }).click();
    await expect(page).toHaveURL(/\/mobile\/KnowledgeBase\/4\/1$/);
    await expect(page.getByText('依据：《中华人民共和国民法典》第二百八十一条')).toBeVisible();
    await snap(page, 'mobile-kb-detail-375');
    await page.getByRole('link', { name: /下一篇/ }).click();
    await expect(page).toHaveURL(/\/mobile\/KnowledgeBase\/4\/2$/);
    await page.goto('/mobile/KnowledgeBase');
    await page.getByRole('searchbox').fill('高空抛物');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('link', { name: /高空抛物的法律责任/ })).toBeVisible();
    await snap(page, 'mobile-kb-search-375');
  });

  test('the adviser answers with a citation that opens the article', async ({ page }) => {
    await page.goto('/mobile/chat');
    await expect(page.getByRole('note')).toContainText('不构成法律意见');
    await page.getByRole('textbox').fill('物业为了催物业费停水停电合法吗？');
    await page.getByRole('button', { name: '发送' }).click();
    const sources = page.locator('.adviser__sources');
    await expect(sources.getByRole('link', { name: '物业催费不能停水停电' })).toBeVisible();
    await page.getByRole('textbox').fill('推荐一部好看的电影');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText(/抱歉，我只能回答与小区物业管理/)).toBeVisible();
    await snap(page, 'mobile-adviser-375');
    await page.getByRole('link', { name: '[1]' }).first().click();
    await expect(page).toHaveURL(/\/mobile\/KnowledgeBase\/6\/2$/);
    await expect(page.getByRole('heading', { name: '物业催费不能停水停电' })).toBeVisible();
  });

  test('the adviser answers English questions in English, quoting the Chinese articles', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', JSON.stringify({ value: 'en-US', expiresAt: null }));
    });
    await page.goto('/mobile/chat');
    await expect(page.getByRole('note')).toContainText('not legal advice');
    await page.getByRole('textbox').fill('How many owners must agree to use maintenance funds for a lift?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/quoted from the Chinese sources/)).toBeVisible();
    const sources = page.locator('.adviser__sources');
    await expect(sources.getByRole('link', { name: '使用维修资金需要多少人同意' })).toBeVisible();
    await page.getByRole('textbox').fill('Recommend a good movie');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(/Sorry, I can only answer questions about residential property/),
    ).toBeVisible();
    await snap(page, 'mobile-adviser-375-en');
  });

  test('the workbench shows the platform service agreement', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await loginBySms(page, '13800000001');
    await page.waitForURL(/\/manage/);
    await page.goto('/manage/serviceProtocol');
    await expect(page.getByRole('heading', { name: '共治平台服务协议' }).first()).toBeVisible();
    await snap(page, 'manage-service-protocol-1440');
  });
});
