import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../locales/i18n';
import { sitePublicZhCN } from '../locale';
import { CASES, HOME_HERO, ORGANIZATION_LD } from './site-content';
import {
  CaseDetailView,
  CaseListView,
  ContactView,
  HomeView,
  InformationView,
  IntroduceView,
  SiteFrame,
  type SitePageId,
  Slot,
} from './site-views';

/** Folder of the prerendered pages inside the build (the server reads it: modules/site/site-pages.ts). */
export const SITE_PAGES_DIR = 'site-pages';

export type SiteAssets = { script: string; css: readonly string[] };
export type PrerenderedPage = { path: string; title: string; html: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

type PageSpec = { path: string; page: SitePageId; title: string; description: string; body: React.ReactNode };

function pageSpecs(): PageSpec[] {
  const titles = sitePublicZhCN.titles;
  return [
    { path: '/', page: 'home', title: titles.home, description: HOME_HERO.body, body: <HomeView /> },
    {
      path: '/introduce',
      page: 'introduce',
      title: titles.introduce,
      description: '共治的功能、服务对象、依法计票规则与安全合规措施。',
      body: <IntroduceView />,
    },
    {
      path: '/case',
      page: 'case',
      title: titles.case,
      description: '阳光花园、锦绣家园、桃源社区等小区和社区使用共治开展业主自治的案例。',
      body: <CaseListView />,
    },
    ...CASES.map((caseStudy) => ({
      path: `/case/${caseStudy.id}`,
      page: 'case' as const,
      title: interpolate(titles.caseDetail, { name: caseStudy.name }),
      description: caseStudy.summary,
      body: <CaseDetailView caseStudy={caseStudy} />,
    })),
    {
      path: '/information',
      page: 'information',
      title: titles.information,
      description: '共治平台动态、政策解读和社区自治实践。',
      body: <InformationView news={<Slot name="news" />} />,
    },
    {
      path: '/contact',
      page: 'contact',
      title: titles.contact,
      description: '预约共治顾问，免费为您的小区开通体验。',
      body: <ContactView />,
    },
  ];
}

/**
 * Every public-site page as a complete HTML document in Chinese: content, per-page title and
 * description, Organization JSON-LD, the site stylesheet and the one small site script. The server
 * fills the ICP and news slots per request.
 */
export async function renderSitePages(assets: SiteAssets): Promise<PrerenderedPage[]> {
  await i18n.changeLanguage('zh-CN');
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const ld = JSON.stringify(ORGANIZATION_LD).replace(/</g, '\\u003c');
  return pageSpecs().map((spec) => {
    const body = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SiteFrame page={spec.page} icp={<Slot name="icp" />}>
          {spec.body}
        </SiteFrame>
      </I18nextProvider>,
    );
    const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.title)}</title>
<meta name="description" content="${escapeHtml(spec.description)}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${css}
<script type="application/ld+json">${ld}</script>
<script type="module" src="${escapeHtml(assets.script)}"></script>
</head>
<body>
${body}
</body>
</html>
`;
    return { path: spec.path, title: spec.title, html };
  });
}
