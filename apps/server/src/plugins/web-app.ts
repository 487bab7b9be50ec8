import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, hasBuiltWebApp } from '../config';
import { isApiPath, replyApiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>共治</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<h1>共治：网页应用尚未构建</h1>
<p>The web app is not built. Run <code>npm run build</code> in the repository root, then restart the server.</p>
<p>接口服务已在运行：<a href="/healthz">/healthz</a></p>
</body></html>`;

/**
 * Serves the built web app for every path that is not the API: hashed files under /assets/ are
 * cached forever, index.html never, and unknown page paths fall back to index.html (SPA routing).
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return replyApiNotFound(reply);
    // A missing hashed asset must not come back as HTML cached for a year.
    if (request.url.startsWith('/assets/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
