import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../locales/i18n';
import { sitePublicEnUS, sitePublicZhCN } from '../locale';
import { absolute, escapeHtml, shareMeta } from './share-meta';
import { ORGANIZATION_LD, SITE_CONTENT_ZH, type SiteContent } from './site-content';
import { SITE_CONTENT_EN } from './site-content-en';
import { type SiteEdition, SiteEditionContext } from './site-edition';
import {
  CaseDetailView,
  CaseListView,
  ContactThanksView,
  ContactView,
  HomeView,
  InformationView,
  IntroduceView,
  NotFoundView,
  SiteFrame,
  type SitePageId,
  Slot,
} from './site-views';

/** Folder of the prerendered pages inside the build (the server reads it: modules/site/site-pages.ts). */
export const SITE_PAGES_DIR = 'site-pages';

export type SiteAssets = { script: string; css: readonly string[] };
export type PrerenderedPage = { path: string; title: string; html: string };

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

type PageSpec = {
  path: string;
  page: SitePageId;
  title: string;
  description: string;
  body: React.ReactNode;
  /** Not a page of its own in search results: no canonical address, no language alternates, `noindex`. */
  unlisted?: boolean;
};

/** One language of the site: Chinese at `/…` (the default), English at `/en/…`. */
type Language = {
  i18n: 'zh-CN' | 'en-US';
  htmlLang: string;
  prefix: SiteEdition['prefix'];
  ogLocale: 'zh_CN' | 'en_US';
  titles: typeof sitePublicZhCN.titles;
  notFoundDescription: string;
  content: SiteContent;
};

const LANGUAGES: readonly Language[] = [
  {
    i18n: 'zh-CN',
    htmlLang: 'zh-CN',
    prefix: '',
    ogLocale: 'zh_CN',
    titles: sitePublicZhCN.titles,
    notFoundDescription: sitePublicZhCN.notFound.description,
    content: SITE_CONTENT_ZH,
  },
  {
    i18n: 'en-US',
    htmlLang: 'en',
    prefix: '/en',
    ogLocale: 'en_US',
    titles: sitePublicEnUS.titles,
    notFoundDescription: sitePublicEnUS.notFound.description,
    content: SITE_CONTENT_EN,
  },
];

/** The address of a site path in one language (`/` of English is `/en`). */
export function pathIn(prefix: SiteEdition['prefix'], path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

function pageSpecs({ titles, content, notFoundDescription }: Language): PageSpec[] {
  return [
    { path: '/', page: 'home', title: titles.home, description: content.hero.body, body: <HomeView /> },
    {
      path: '/introduce',
      page: 'introduce',
      title: titles.introduce,
      description: content.descriptions.introduce,
      body: <IntroduceView />,
    },
    {
      path: '/case',
      page: 'case',
      title: titles.case,
      description: content.descriptions.case,
      body: <CaseListView />,
    },
    ...content.cases.map((caseStudy) => ({
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
      description: content.descriptions.information,
      body: <InformationView news={<Slot name="news" />} />,
    },
    {
      path: '/contact',
      page: 'contact',
      title: titles.contact,
      description: content.descriptions.contact,
      body: <ContactView />,
    },
    {
      // Where the contact form lands when sent without JavaScript (POST /contact → 303).
      path: '/contact/thanks',
      page: 'contact',
      title: titles.contactThanks,
      description: content.descriptions.contact,
      body: <ContactThanksView />,
      unlisted: true,
    },
    {
      // Sent by the server with 404 for every address that is no page (modules/site/site-pages.ts).
      path: '/404',
      page: 'notFound',
      title: titles.notFound,
      description: notFoundDescription,
      body: <NotFoundView />,
      unlisted: true,
    },
  ];
}

/**
 * Every public-site page as a complete HTML document, in Chinese (`/…`) and in English (`/en/…`):
 * content, per-page title and description, links to the other language, Organization JSON-LD, the
 * site stylesheet and the one small site script. The server fills the ICP and news slots per request.
 */
export async function renderSitePages(assets: SiteAssets): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language.i18n);
    pages.push(...renderLanguage(language, assets));
  }
  await i18n.changeLanguage('zh-CN');
  return pages;
}

function renderLanguage(language: Language, assets: SiteAssets): PrerenderedPage[] {
  const other = LANGUAGES.find((item) => item !== language) ?? language;
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const ld = JSON.stringify(ORGANIZATION_LD).replace(/</g, '\\u003c');
  return pageSpecs(language).map((spec) => {
    const path = pathIn(language.prefix, spec.path);
    // The not-found page stands for any address: its language link leads to the other edition's home.
    const alternatePath = spec.page === 'notFound' ? '/' : spec.path;
    const edition: SiteEdition = {
      prefix: language.prefix,
      alternateHref: pathIn(other.prefix, alternatePath),
    };
    const body = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SiteEditionContext.Provider value={edition}>
          <SiteFrame page={spec.page} icp={<Slot name="icp" />}>
            {spec.body}
          </SiteFrame>
        </SiteEditionContext.Provider>
      </I18nextProvider>,
    );
    // Absolute addresses (the server fills in PUBLIC_URL): search engines ignore relative hreflang.
    const alternates = spec.unlisted
      ? '<meta name="robots" content="noindex">'
      : [
          ...LANGUAGES.map(
            (item) =>
              `<link rel="alternate" hreflang="${item.htmlLang}" href="${escapeHtml(absolute(pathIn(item.prefix, spec.path)))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(spec.path))}">`,
        ].join('\n');
    const meta = shareMeta({
      path,
      title: spec.title,
      description: spec.description,
      type: spec.path.startsWith('/case/') ? 'article' : 'website',
      locale: language.ogLocale,
      siteName: language.content.brand,
    });
    const html = `<!doctype html>
<html lang="${language.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.title)}</title>
${spec.unlisted ? meta.replace(/<link rel="canonical"[^>]*>\n/, '') : meta}
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${alternates}
${css}
<script type="application/ld+json">${ld}</script>
<script type="module" src="${escapeHtml(assets.script)}"></script>
</head>
<body>
${body}
</body>
</html>
`;
    return { path, title: spec.title, html };
  });
}
