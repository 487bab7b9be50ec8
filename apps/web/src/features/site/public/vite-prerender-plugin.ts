import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** The site's own script entry, built beside the SPA (vite.config.ts `input.site`). */
export const SITE_ENTRY = 'src/features/site/public/site-client.ts';
const PRERENDER_MODULE = '/src/features/site/public/site-prerender.tsx';
const KNOWLEDGE_MODULE = '/src/features/knowledge/kb-generate.ts';

type PrerenderModule = typeof import('./site-prerender');
type KnowledgeModule = typeof import('../../knowledge/kb-generate');

/**
 * Prerenders the public site after the bundle is written: loads the site components through Vite's
 * SSR loader (same transforms as the app), renders each page with react-dom/server and writes
 * `<outDir>/site-pages/<path>/index.html` linking the built site script and stylesheet; then writes
 * the knowledge base's `<outDir>/kb/*.json` from content/kb. Runs in `writeBundle`, before the
 * precompress step of `closeBundle`.
 */
export function sitePrerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'gongzhi-site-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && item.name === 'site',
      );
      if (entry?.type !== 'chunk') return;
      const css = [...(entry.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`);
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(PRERENDER_MODULE)) as PrerenderModule;
        const pages = await module.renderSitePages({ script: `/${entry.fileName}`, css });
        for (const page of pages) {
          const dir = join(outDir, module.SITE_PAGES_DIR, page.path);
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'index.html'), page.html);
        }
        const knowledge = (await server.ssrLoadModule(KNOWLEDGE_MODULE)) as KnowledgeModule;
        const kbDir = join(outDir, 'kb');
        mkdirSync(kbDir, { recursive: true });
        const files = knowledge.knowledgeFiles(resolve(root, '../../content/kb'));
        for (const [name, value] of files) writeFileSync(join(kbDir, name), JSON.stringify(value));
        this.info(`prerendered ${pages.length} public-site pages, wrote ${files.size} knowledge-base files`);
      } finally {
        await server.close();
      }
    },
  };
}
