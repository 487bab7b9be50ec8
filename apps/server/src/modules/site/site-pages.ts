import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fillOperator, type OperatorTexts, ORIGIN_SLOT } from '@gongzhi/domain/site/page-slots';
import type { SiteNewsDto } from '@gongzhi/domain/site/site-news';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactFormRoutes } from './contact-form-post';
import { fillKbSearch, KB_KEYWORD_MAX, type KbSearchHitView } from './kb-search-html';
import type { SiteService } from './service';

/** Placeholders the prerender leaves in the site pages (apps/web/scripts/prerender-site.ts). */
export const ICP_SLOT = '<!--gz:icp-->';
export const NEWS_SLOT = '<!--gz:news-->';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The news list markup, the same as the web's NewsList component renders it. */
export function newsHtml(news: readonly SiteNewsDto[], english = false): string {
  if (news.length === 0) return `<p class="gz-news__empty">${english ? 'No news yet' : '暂无资讯'}</p>`;
  return news
    .map(
      (item) =>
        `<article class="gz-news__item" id="news-${escapeHtml(item.newsId)}"><h3 class="gz-news__title">${escapeHtml(item.title)}</h3>` +
        `<p class="gz-news__summary">${escapeHtml(item.summary)}</p>` +
        `<p class="gz-news__meta"><time datetime="${escapeHtml(item.publishDate)}">${escapeHtml(item.publishDate)}</time> · ${escapeHtml(item.source)}</p></article>`,
    )
    .join('');
}

/**
 * Where the prerender writes the pages (`<webDist>/site-pages/<path>/index.html`), apart from the
 * SPA's own `index.html`, which stays the fallback of every other path.
 */
export const SITE_PAGES_DIR = 'site-pages';

/** The prerendered paths, Chinese and English (`/en/…`); case details are found on disk. */
const SITE_PATHS = ['/', '/introduce', '/case', '/information', '/contact', '/contact/thanks'] as const;
const ENGLISH_PREFIX = '/en';

/**
 * The prerendered mobile H5 pages (SPEC §2.1, apps/web/src/features/site/h5): the legal texts and
 * guides, the knowledge base (its group and article pages are found on disk) and the frames of the
 * public-affairs guides, the adviser and the phone upload page. Unknown paths stay with the SPA.
 */
const H5_PATHS = [
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
  '/mobile/chat',
  '/mobile/KnowledgeBase',
  '/mobile/uploadfile',
] as const;
const KNOWLEDGE_BASE = '/mobile/KnowledgeBase';
const NUMBER = /^[1-9][0-9]{0,8}$/;

/** The prerendered not-found page of each edition (`site-pages/404`, `site-pages/en/404`). */
const NOT_FOUND_PAGE = '/404';

/** First path segments the SPA owns: every address under them is the SPA's to answer (its own not-found included). */
const SPA_AREAS = new Set(['login', 'join', 'manage', 'government', 'owner']);

/**
 * Whether the SPA's index.html is the right answer for a path no route served: the SPA areas, and
 * the site and H5 addresses themselves when the build has no prerendered file for them (a build
 * without the prerender, or the miniature builds of the tests). Anything else is not a page: 404.
 */
export function isSpaPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  if (SPA_AREAS.has(first)) return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const unprefixed =
    path === ENGLISH_PREFIX ? '/' : path.startsWith(`${ENGLISH_PREFIX}/`) ? path.slice(3) : path;
  return (
    (SITE_PATHS as readonly string[]).includes(unprefixed) || (H5_PATHS as readonly string[]).includes(path)
  );
}

export type SitePagesOptions = {
  webDist: string;
  site: SiteService;
  icpFor: (host?: string) => string;
  /** The configured public base URL (`PUBLIC_URL`), for canonical, hreflang and og: links. */
  publicUrl: string;
  /** The operator details of the legal texts (operator-texts.ts). */
  operator: OperatorTexts;
  /** The knowledge-base search (the adviser's), for `/mobile/KnowledgeBase?q=` without JavaScript. */
  searchKnowledge?: (keyword: string) => readonly KbSearchHitView[];
};

/**
 * Serves the prerendered public-site and mobile H5 pages before the SPA fallback, filling in at request time what
 * the build cannot know: the ICP filing number of the requested host, the public base URL of the
 * links in the head, the operator in the legal texts and, on /information, the news from the
 * database. Without a prerendered file a known address falls through to the SPA; an unknown one
 * (an unknown case, group, article or guide) gets the not-found page with 404 (`sendNotFound`).
 */
export function createSitePages(options: SitePagesOptions) {
  const { webDist, site, icpFor, publicUrl, operator, searchKnowledge } = options;
  const origin = escapeHtml(publicUrl);
  const cache = new Map<string, { mtimeMs: number; html: string }>();

  function template(path: string): string | null {
    const file = join(webDist, SITE_PAGES_DIR, path === '/' ? '' : path, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.html;
    const html = readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs, html });
    return html;
  }

  /** The page with every slot filled in for this request. */
  async function fill(html: string, path: string, request: FastifyRequest): Promise<string> {
    let page = fillOperator(
      html.replace(ICP_SLOT, escapeHtml(icpFor(request.hostname))).replaceAll(ORIGIN_SLOT, origin),
      operator,
      escapeHtml,
    );
    if (page.includes(NEWS_SLOT)) {
      page = page.replace(NEWS_SLOT, newsHtml((await site.listNews(1, 20)).list, isEnglish(path)));
    }
    return page;
  }

  function sendHtml(reply: FastifyReply, request: FastifyRequest, page: string) {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // Filled per request, so not precompressed by the build: gzip here (a page is ~10 KB).
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    }
    return reply.send(page);
  }

  async function send(path: string, request: FastifyRequest, reply: FastifyReply) {
    const html = template(path);
    if (html === null) return reply.callNotFound();
    return sendHtml(reply, request, await fill(html, path, request));
  }

  /** The knowledge-base index, with the hits of `?q=` written in (kb-search-html.ts). */
  async function sendKnowledgeBase(
    request: FastifyRequest<{ Querystring: { q?: unknown } }>,
    reply: FastifyReply,
  ) {
    const keyword =
      typeof request.query.q === 'string' ? request.query.q.trim().slice(0, KB_KEYWORD_MAX) : '';
    if (!keyword || !searchKnowledge) return send(KNOWLEDGE_BASE, request, reply);
    return sendWith(
      KNOWLEDGE_BASE,
      200,
      (html) => fillKbSearch(html, keyword, searchKnowledge(keyword)),
      request,
      reply,
    );
  }

  /**
   * The not-found page of the request's edition with 404; false when the build has none (the web
   * app plugin then sends the SPA, whose catch-all route shows its own not-found page).
   */
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = isEnglish(request.url) ? `${ENGLISH_PREFIX}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE;
    const html = template(path) ?? template(NOT_FOUND_PAGE);
    if (html === null) return false;
    reply.status(404);
    await sendHtml(reply, request, await fill(html, path, request));
    return true;
  }

  /** Renders a prerendered page with a change (the contact form's refusal), filled like any other. */
  async function sendWith(
    path: string,
    status: number,
    change: (html: string) => string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const html = template(path);
    if (html === null) return reply.callNotFound();
    reply.status(status);
    return sendHtml(reply, request, change(await fill(html, path, request)));
  }

  const routes = async (app: FastifyInstance) => {
    // The contact form without JavaScript: a POST that records the lead (contact-form-post.ts).
    await app.register(contactFormRoutes({ site, sendWith, englishPrefix: ENGLISH_PREFIX }));
    for (const prefix of ['', ENGLISH_PREFIX]) {
      for (const sitePath of SITE_PATHS) {
        const path = prefix && sitePath === '/' ? prefix : `${prefix}${sitePath}`;
        app.get(path, { config: { auth: 'public' } }, (request, reply) => send(path, request, reply));
      }
      app.get<{ Params: { id: string } }>(
        `${prefix}/case/:id`,
        { config: { auth: 'public' } },
        (request, reply) => {
          const id = request.params.id;
          if (!/^[a-z0-9-]{1,64}$/.test(id)) return reply.callNotFound();
          return send(`${prefix}/case/${id}`, request, reply);
        },
      );
    }
    for (const path of H5_PATHS) {
      if (path === KNOWLEDGE_BASE) continue;
      app.get(path, { config: { auth: 'public' } }, (request, reply) => send(path, request, reply));
    }
    app.get<{ Querystring: { q?: unknown } }>(
      KNOWLEDGE_BASE,
      { config: { auth: 'public' } },
      sendKnowledgeBase,
    );
    // One page serves every guide: the H5 script reads the id from the address.
    app.get<{ Params: { id: string } }>(
      '/mobile/sopList/detail/:id',
      { config: { auth: 'public' } },
      (request, reply) => {
        if (!/^[A-Za-z0-9-]{1,64}$/.test(request.params.id)) return reply.callNotFound();
        return send('/mobile/sopList/detail', request, reply);
      },
    );
    // A group's article list, ten per page (`?page=`): page n is written to `<group>/page-n`.
    app.get<{ Params: { groupId: string }; Querystring: { page?: string } }>(
      '/mobile/KnowledgeBase/:groupId',
      { config: { auth: 'public' } },
      (request, reply) => {
        const { groupId } = request.params;
        const page = request.query.page ?? '1';
        if (!NUMBER.test(groupId) || !NUMBER.test(page)) return reply.callNotFound();
        const path = `/mobile/KnowledgeBase/${groupId}${page === '1' ? '' : `/page-${page}`}`;
        return send(path, request, reply);
      },
    );
    app.get<{ Params: { groupId: string; detailId: string } }>(
      '/mobile/KnowledgeBase/:groupId/:detailId',
      { config: { auth: 'public' } },
      (request, reply) => {
        const { groupId, detailId } = request.params;
        if (!NUMBER.test(groupId) || !NUMBER.test(detailId)) return reply.callNotFound();
        return send(`/mobile/KnowledgeBase/${groupId}/${detailId}`, request, reply);
      },
    );
  };

  return { routes, sendNotFound, sendWith };
}

function isEnglish(path: string): boolean {
  return (
    path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) || path.startsWith(`${ENGLISH_PREFIX}?`)
  );
}
