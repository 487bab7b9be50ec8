import type { KbDetail, KbIndex, KbListPage } from '@gongzhi/domain/knowledge/kb-files';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, type Language } from '../../../locales/i18n';
import type { PageTitleKey } from '../../../routes/page-config';
import { AdviserPage } from '../../adviser/adviser-page';
import { UploadFileShell, uploadTexts } from '../../file/h5/upload-h5-shell';
import { KbDetailView, KbGroupView, KbIndexView } from '../../knowledge/knowledge-pages';
import { CheckHelpPage, PrintHelpPage } from '../help-pages';
import { faceCheckPolicy } from '../legal/docs/face-check';
import { orderAgreement } from '../legal/docs/order-agreement';
import { privacyPolicy } from '../legal/docs/privacy-policy';
import { sdkList } from '../legal/docs/sdk-list';
import { serviceAgreement } from '../legal/docs/service-agreement';
import { userAgreement } from '../legal/docs/user-agreement';
import { userInfoList } from '../legal/docs/user-info-list';
import { OperatorFillContext } from '../legal/operator-fill';
import {
  FaceCheckPolicyPage,
  MobileServiceProtocolPage,
  OrderProtocolPage,
  PolicyPage,
  ProtocolPage,
  SdkListPage,
  UserInfoListPage,
} from '../legal-pages';
import { escapeHtml, shareMeta } from '../public/share-meta';
import { H5_LANGUAGES, type H5Kind, type H5Texts, htmlLang } from './h5-shared';
import '../../adviser/locale';
import '../../knowledge/locale';

/**
 * The mobile H5 pages of SPEC §2.1 as static HTML, written at build beside the public site
 * (`<outDir>/site-pages/mobile/…`, served by the server before the SPA fallback). Each page holds
 * its Chinese and its English rendering; a tiny blocking script in the head shows the language
 * chosen earlier (local storage, as the SPA keeps it) before the first paint, and the one small
 * H5 script does the rest (language switch, search, guides, adviser). No React, no antd in the browser.
 */

export type H5Assets = { script: string; languageScript: string; css: readonly string[] };
export type H5Page = { path: string; html: string };
/** The generated knowledge-base files, keyed by file name (`indexs.json`, `c-1-1.json`, `d-1-1.json`). */
export type KbFiles = ReadonlyMap<string, unknown>;

type PageSpec = {
  path: string;
  kind: H5Kind;
  title: PageTitleKey;
  /** The page's own name where the route's title is too general (a knowledge article or group), in the current language. */
  ownTitle?: () => string;
  /** The Chinese description of `<meta name="description">` and link previews; the title when absent. */
  description?: string;
  ogType?: 'website' | 'article';
  /** A language button on the page itself: both renderings stay in the page. */
  toggle?: boolean;
  /** The address the page stands for when it differs from its file path (group pages after the first). */
  location?: string;
  render: () => ReactNode;
  /** More words for a page's own script, as `data-upload-texts` of each rendering. */
  uploadTexts?: () => unknown;
};

/** Prefix of the element ids of the English rendering, so the two renderings never share an id. */
export const EN_ID_PREFIX = 'en-';

/** Gives every id (and every reference to one) of a rendering the English prefix. */
export function prefixIds(html: string, prefix: string): string {
  return html
    .replace(
      / (id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g,
      (_, name: string, value: string) =>
        ` ${name}="${value
          .split(' ')
          .map((id) => (id ? `${prefix}${id}` : id))
          .join(' ')}"`,
    )
    .replace(/ href="#([^"]+)"/g, (_, id: string) => ` href="#${prefix}${id}"`);
}

/** A legal text's description: its first paragraph (operator markers stay for the server to fill). */
function introOf(doc: { zhCN: { intro: string[] } }): string {
  return doc.zhCN.intro[0] ?? '';
}

function legalSpecs(): PageSpec[] {
  const documents: { path: string; title: PageTitleKey; description?: string; render: () => ReactNode }[] = [
    {
      path: '/mobile/FaceCheckPolicy',
      title: 'mobileFaceCheckPolicy',
      description: introOf(faceCheckPolicy),
      render: () => <FaceCheckPolicyPage />,
    },
    {
      path: '/mobile/policy',
      title: 'mobilePolicy',
      description: introOf(privacyPolicy),
      render: () => <PolicyPage />,
    },
    {
      path: '/mobile/protocol',
      title: 'mobileProtocol',
      description: introOf(userAgreement),
      render: () => <ProtocolPage />,
    },
    {
      path: '/mobile/sdkList',
      title: 'mobileSdkList',
      description: introOf(sdkList),
      render: () => <SdkListPage />,
    },
    {
      path: '/mobile/userInfoList',
      title: 'mobileUserInfoList',
      description: introOf(userInfoList),
      render: () => <UserInfoListPage />,
    },
    {
      path: '/mobile/orderprotocol',
      title: 'mobileOrderProtocol',
      description: introOf(orderAgreement),
      render: () => <OrderProtocolPage />,
    },
    {
      path: '/mobile/serviceprotocol',
      title: 'mobileServiceProtocol',
      description: introOf(serviceAgreement),
      render: () => <MobileServiceProtocolPage />,
    },
    { path: '/mobile/printHelp', title: 'mobilePrintHelp', render: () => <PrintHelpPage /> },
    { path: '/mobile/checkHelp', title: 'mobileCheckHelp', render: () => <CheckHelpPage /> },
  ];
  return documents.map((spec) => ({ ...spec, kind: 'doc', toggle: true }));
}

/** `<name> - 物权知识库`: a group or an article named before the knowledge base. */
function inKnowledgeBase(name: string): string {
  return `${name} - ${i18n.t('page.mobileKnowledgeBase')}`;
}

/** The path of one page of a group's article list: page 1 is the group's own address. */
export function kbGroupPagePath(groupId: number, page: number): string {
  return page === 1 ? `/mobile/KnowledgeBase/${groupId}` : `/mobile/KnowledgeBase/${groupId}/page-${page}`;
}

function knowledgeSpecs(files: KbFiles): PageSpec[] {
  const index = files.get('indexs.json') as KbIndex | undefined;
  if (!index) return [];
  const specs: PageSpec[] = [
    {
      path: '/mobile/KnowledgeBase',
      kind: 'kb-index',
      title: 'mobileKnowledgeBase',
      description: index.groups.map((group) => group.title).join('、'),
      render: () => <KbIndexView index={index} search={<KbSearchForm />} />,
    },
  ];
  for (const group of index.groups) {
    for (let page = 1; page <= group.pages; page += 1) {
      const list = files.get(`c-${group.groupId}-${page}.json`) as KbListPage | undefined;
      if (!list) continue;
      specs.push({
        path: kbGroupPagePath(group.groupId, page),
        location: page === 1 ? undefined : `/mobile/KnowledgeBase/${group.groupId}?page=${page}`,
        kind: 'kb',
        title: 'mobileKnowledgeGroup',
        ownTitle: () => inKnowledgeBase(page === 1 ? list.title : `${list.title} (${page}/${list.pages})`),
        description: group.intro,
        render: () => <KbGroupView data={list} page={page} />,
      });
      for (const item of list.list) {
        const detail = files.get(`d-${group.groupId}-${item.detailId}.json`) as KbDetail | undefined;
        if (!detail) continue;
        specs.push({
          path: `/mobile/KnowledgeBase/${group.groupId}/${item.detailId}`,
          kind: 'kb',
          title: 'mobileKnowledgeDetail',
          // Each article its own title and summary (search results, WeChat previews), not 知识详情.
          ownTitle: () => inKnowledgeBase(detail.title),
          description: item.summary,
          ogType: 'article',
          render: () => <KbDetailView data={detail} />,
        });
      }
    }
  }
  return specs;
}

/**
 * The search form of the knowledge base: a plain GET form (`?q=`). The server writes the hits into
 * the results slot, with the slot's texts (apps/server/src/modules/site/kb-search-html.ts); the H5
 * script shows them when the slot arrives empty.
 */
function KbSearchForm() {
  const label = i18n.t('knowledge:kb.search');
  return (
    <>
      <form className="kb__search" method="get" action="/mobile/KnowledgeBase">
        <input type="search" name="q" placeholder={label} aria-label={label} maxLength={100} />
        <button type="submit" className="kb__button">
          {i18n.t('knowledge:kb.searchButton')}
        </button>
      </form>
      <div
        data-h5-slot="results"
        data-title={i18n.t('knowledge:kb.searchResults')}
        data-empty={i18n.t('knowledge:kb.searchEmpty')}
      />
    </>
  );
}

/** The frame of the public-affairs guides; the H5 script fills the slot from `stop/list` / `stop/info`. */
function SopShell({ detail }: { detail: boolean }) {
  const loading = <p className="kb__muted">{i18n.t('knowledge:loading')}</p>;
  if (detail)
    return (
      <article className="kb" data-h5-slot="sop">
        {loading}
      </article>
    );
  return (
    <div className="kb">
      <h1>{i18n.t('page.mobileSopList')}</h1>
      <p className="kb__lead">{i18n.t('knowledge:sop.lead')}</p>
      <div data-h5-slot="sop">{loading}</div>
    </div>
  );
}

function dynamicSpecs(): PageSpec[] {
  return [
    {
      path: '/mobile/sopList',
      kind: 'sop-list',
      title: 'mobileSopList',
      render: () => <SopShell detail={false} />,
    },
    {
      // One page for every guide: the server sends it for /mobile/sopList/detail/{id}.
      path: '/mobile/sopList/detail',
      kind: 'sop-detail',
      title: 'mobileSopDetail',
      render: () => <SopShell detail />,
    },
    { path: '/mobile/chat', kind: 'chat', title: 'mobileChat', render: () => <AdviserPage /> },
    {
      // The owner SMS login and the phone upload; both renderings stay, the page has a language button.
      path: '/mobile/uploadfile',
      kind: 'upload',
      title: 'mobileUploadFile',
      toggle: true,
      render: () => <UploadFileShell />,
      uploadTexts,
    },
  ];
}

/** The words the H5 script needs to draw what it loads, in the current language. */
function texts(): H5Texts {
  const k = (key: string) => i18n.t(`knowledge:${key}`);
  const a = (key: string) => i18n.t(`adviser:${key}`);
  return {
    loading: k('loading'),
    loadFailed: k('loadFailed'),
    steps: i18n.t('knowledge:sop.steps', { count: 987654321 }).replace('987654321', '{{count}}'),
    basis: k('sop.basis'),
    materials: k('sop.materials'),
    tips: k('sop.tips'),
    back: k('sop.back'),
    sopNotFound: k('sop.notFound'),
    searchResults: k('kb.searchResults'),
    searchEmpty: k('kb.searchEmpty'),
    sending: a('sending'),
    send: a('send'),
    failed: a('failed'),
    sources: a('sources'),
    knowledgeBase: a('knowledgeBase'),
    followUps: a('followUps'),
    clear: a('clear'),
  };
}

function pageTitle(key: PageTitleKey): string {
  return `${i18n.t(`page.${key}`)} - ${i18n.t('app.name')}`;
}

/**
 * Description, canonical address and `og:` tags. The one frame of every guide has no address of its
 * own (the server sends it for each /mobile/sopList/detail/{id}): no canonical, no og:url there.
 */
function headMeta(spec: PageSpec, title: string): string {
  const meta = shareMeta({
    path: spec.location ?? spec.path,
    title,
    description: spec.description || title,
    type: spec.ogType,
    locale: 'zh_CN',
    siteName: i18n.t('app.name', { lng: 'zh-CN' }),
  });
  if (spec.kind !== 'sop-detail') return meta;
  return meta
    .split('\n')
    .filter((line) => !line.startsWith('<link rel="canonical"') && !line.includes('og:url'))
    .join('\n');
}

async function renderSpec(spec: PageSpec, assets: H5Assets): Promise<H5Page> {
  const copies: string[] = [];
  const titles: Record<Language, string> = { 'zh-CN': '', 'en-US': '' };
  for (const language of H5_LANGUAGES) {
    await i18n.changeLanguage(language);
    titles[language] = spec.ownTitle ? `${spec.ownTitle()} - ${i18n.t('app.name')}` : pageTitle(spec.title);
    const body = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[spec.location ?? spec.path]}>
          {/* The operator markers stay: the server fills them per deployment (modules/site/site-pages.ts). */}
          <OperatorFillContext.Provider value="keep">{spec.render()}</OperatorFillContext.Provider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const markup = language === 'en-US' ? prefixIds(body, EN_ID_PREFIX) : body;
    const textsAttribute =
      spec.kind === 'doc' || spec.kind === 'kb' ? '' : ` data-texts="${escapeHtml(JSON.stringify(texts()))}"`;
    const uploadAttribute = spec.uploadTexts
      ? ` data-upload-texts="${escapeHtml(JSON.stringify(spec.uploadTexts()))}"`
      : '';
    copies.push(
      `<div class="h5-lang" data-lang="${language}" lang="${htmlLang(language)}"${textsAttribute}${uploadAttribute}>${markup}</div>`,
    );
  }
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titles['zh-CN'])}</title>
${headMeta(spec, titles['zh-CN'])}
<meta name="gz-title-zh" content="${escapeHtml(titles['zh-CN'])}">
<meta name="gz-title-en" content="${escapeHtml(titles['en-US'])}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${css}
<script src="${escapeHtml(assets.languageScript)}"></script>
<script type="module" src="${escapeHtml(assets.script)}"></script>
</head>
<body data-h5="${spec.kind}"${spec.toggle ? ' data-h5-toggle=""' : ''}>
<div class="mobile-frame">
${copies.join('\n')}
</div>
</body>
</html>
`;
  return { path: spec.path, html };
}

/** Every prerendered H5 page: the legal texts and help guides, the knowledge base, and the frames of the guides and the adviser. */
export async function renderH5Pages(assets: H5Assets, kbFiles: KbFiles): Promise<H5Page[]> {
  const pages: H5Page[] = [];
  try {
    for (const spec of [...legalSpecs(), ...knowledgeSpecs(kbFiles), ...dynamicSpecs()]) {
      pages.push(await renderSpec(spec, assets));
    }
  } finally {
    await i18n.changeLanguage('zh-CN');
  }
  return pages;
}
