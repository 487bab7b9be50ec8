import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, hasBuiltWebApp } from '../config';
import { isSpaPath } from '../modules/site/site-pages';
import { isApiPath, replyApiNotFound } from './error-handler';
import { ownerPageCsp } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const OWNER_HTML = 'owner.html';
/** index.html with the workbench's skeleton already drawn (apps/web/src/app/workbench-html.ts). */
const WORKBENCH_HTML = 'workbench.html';

/** The workbench's addresses: their page paints its frame before any script runs. */
export function isWorkbenchPath(pathname: string): boolean {
  return /^\/(manage|government)(\/|$)/.test(pathname);
}

/** /owner and the addresses under it: the owner H5's own entry answers them. */
export function isOwnerPath(pathname: string): boolean {
  return pathname === '/owner' || pathname.startsWith('/owner/');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>共治</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<h1>共治：网页应用尚未构建</h1>
<p>The web app is not built. Run <code>npm run build</code> in the repository root, then restart the server.</p>
<p>接口服务已在运行：<a href="/healthz">/healthz</a></p>
</body></html>`;

export type WebAppOptions = {
  /** Sends the prerendered not-found page with 404; false when the build has none (modules/site/site-pages.ts). */
  sendNotFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/**
 * Serves the built web app for every path that is not the API: hashed files under /assets/ are
 * cached forever, index.html never. Paths the SPA owns (`isSpaPath`: /manage, /government,
 * /owner, /login, /join and the site and H5 addresses) fall back to index.html (SPA routing); any
 * other path is not a page and answers 404 with the site's not-found page (or the SPA's, which
 * shows its not-found route, when the build has no prerendered one). The owner H5 (/owner and every
 * address under it) has its own entry, owner.html (issue #25: no antd and no workbench to first
 * paint), whenever the build has one, and the workbench (/manage, /government) gets workbench.html,
 * which paints its skeleton before the scripts arrive (issue #24 item 3); the address, query included, stays as opened, so a link shared
 * in WeChat opens its page once the owner has logged in.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  options: WebAppOptions = {},
): Promise<void> {
  if (!hasBuiltWebApp(config)) {
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url)) return replyApiNotFound(reply);
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE);
    });
    return;
  }
  const assetsDir = join(config.webDist, 'assets') + sep;
  const hasOwnerEntry = existsSync(join(config.webDist, OWNER_HTML));
  const hasWorkbenchPage = existsSync(join(config.webDist, WORKBENCH_HTML));
  const ownerCsp = ownerPageCsp();
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return replyApiNotFound(reply);
    // A missing hashed asset must not come back as HTML cached for a year.
    if (request.url.startsWith('/assets/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasOwnerEntry && isOwnerPath(pathname)) {
      // 我的 loads WeChat's JS-SDK inside WeChat (wx-open-subscribe): only this page may.
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', ownerCsp)
        .sendFile(OWNER_HTML);
    }
    if (hasWorkbenchPage && isWorkbenchPath(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile(WORKBENCH_HTML);
    }
    if (isSpaPath(pathname)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (options.sendNotFound && (await options.sendNotFound(request, reply))) return reply;
    return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
