import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** The site's own script entry, built beside the SPA (vite.config.ts `input.site`). */
export const SITE_ENTRY = 'src/features/site/public/site-client.ts';
/** The script entry of the prerendered mobile H5 pages (vite.config.ts `input.h5`). */
export const H5_ENTRY = 'src/features/site/h5/h5-client.ts';
const PRERENDER_MODULE = '/src/features/site/public/site-prerender.tsx';
const H5_PRERENDER_MODULE = '/src/features/site/h5/h5-prerender.tsx';
const H5_LANGUAGE_MODULE = '/src/features/site/h5/h5-language-script.ts';
const KNOWLEDGE_MODULE = '/src/features/knowledge/kb-generate.ts';

type PrerenderModule = typeof import('./site-prerender');
type KnowledgeModule = typeof import('../../knowledge/kb-generate');
type H5PrerenderModule = typeof import('../h5/h5-prerender');
type H5LanguageModule = typeof import('../h5/h5-language-script');

type BundleItem = {
  type: string;
  isEntry?: boolean;
  name?: string;
  fileName: string;
  viteMetadata?: { importedCss: Set<string> };
};

function entryAssets(bundle: Record<string, BundleItem>, name: string) {
  const entry = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.isEntry && item.name === name,
  );
  if (!entry) return null;
  return {
    script: `/${entry.fileName}`,
    css: [...(entry.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
  };
}

/**
 * Prerenders the public site after the bundle is written: loads the site components through Vite's
 * SSR loader (same transforms as the app), renders each page with react-dom/server and writes
 * `<outDir>/site-pages/<path>/index.html` linking the built site script and stylesheet; then writes
 * the knowledge base's `<outDir>/kb/*.json` from content/kb, and the mobile H5 pages (legal texts,
 * guides, knowledge base, adviser) under `<outDir>/site-pages/mobile/`. Runs in `writeBundle`, before the
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
      const site = entryAssets(bundle as Record<string, BundleItem>, 'site');
      if (!site) return;
      const h5 = entryAssets(bundle as Record<string, BundleItem>, 'h5');
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
        const pages = await module.renderSitePages(site);
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
        let h5Count = 0;
        if (h5) {
          const language = (await server.ssrLoadModule(H5_LANGUAGE_MODULE)) as H5LanguageModule;
          const languageFile = language.languageScriptFile();
          mkdirSync(join(outDir, dirname(languageFile)), { recursive: true });
          writeFileSync(join(outDir, languageFile), language.H5_LANGUAGE_SCRIPT);
          const h5Module = (await server.ssrLoadModule(H5_PRERENDER_MODULE)) as H5PrerenderModule;
          const h5Pages = await h5Module.renderH5Pages({ ...h5, languageScript: `/${languageFile}` }, files);
          for (const page of h5Pages) {
            const dir = join(outDir, module.SITE_PAGES_DIR, page.path);
            mkdirSync(dir, { recursive: true });
            writeFileSync(join(dir, 'index.html'), page.html);
          }
          h5Count = h5Pages.length;
        }
        this.info(
          `prerendered ${pages.length} public-site and ${h5Count} mobile H5 pages, wrote ${files.size} knowledge-base files`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
