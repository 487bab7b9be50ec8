import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { legacyBrowserNotice } from './src/app/legacy-browser-notice';
import { workbenchHtml } from './src/app/workbench-html';
import { H5_ENTRY, SITE_ENTRY, sitePrerender } from './src/features/site/public/vite-prerender-plugin';

const API_TARGET = process.env.GONGZHI_API ?? 'http://localhost:8080';

/**
 * Libraries every surface needs go to shared vendor chunks; everything else (antd components,
 * feature pages) is split along the lazy routes so the login route and the workbench shell stay small.
 */
function vendorChunk(moduleId: string): string | null {
  if (!moduleId.includes('node_modules')) return null;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(moduleId)) return 'react';
  if (/node_modules\/preact\//.test(moduleId)) return 'preact';
  if (/node_modules\/react-router\//.test(moduleId)) return 'router';
  if (/node_modules\/@tanstack\//.test(moduleId)) return 'data';
  // Apart from TanStack Query: the owner entry needs the query client but not i18next (issue #25).
  if (/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(moduleId)) {
    return 'i18next';
  }
  return null;
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, so the server sends compressed
 * files (`@fastify/static` with `preCompressed`) without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'gongzhi-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (bench:bundle builds into a temporary folder) stays absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((path) => compressible.test(path))) {
        // The owner pass (build.mjs) finds the first pass's files already compressed.
        const br = `${file}.br`;
        if (existsSync(br) && statSync(br).mtimeMs >= statSync(file).mtimeMs) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The dev server answers /owner and every address under it with owner.html, as the server does for
 * a build (apps/server web-app.ts), so the owner H5 runs on its own entry in development too.
 */
function ownerEntryInDev(): Plugin {
  return {
    name: 'gongzhi-owner-entry-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const page = req.headers.accept?.includes('text/html');
        if (page && (path === '/owner' || path.startsWith('/owner/'))) req.url = '/owner.html';
        next();
      });
    },
  };
}

/**
 * The owner H5 (owner.html, issue #25) is built by a second pass (build.mjs) on Preact's React
 * compatibility layer instead of react-dom: about 50 KB less gzip before an owner's first paint on a
 * phone. The owner entry imports no antd and no other React-only library, so the layer carries it
 * (the owner journeys run on this build). Development and the unit tests keep React for both entries.
 */
const OWNER_PASS = process.env.GONGZHI_WEB_ENTRY === 'owner';

const preactInsteadOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The owner pass writes into the folder the first pass wrote (never emptying it) and, when a manifest
 * is asked for, into its own file, so bench:bundle reads both entries' chunks.
 */
function ownerPassOutput(): Plugin {
  return {
    name: 'gongzhi-owner-pass-output',
    apply: 'build',
    config(config) {
      const manifest = config.build?.manifest ? '.vite/owner-manifest.json' : false;
      return { build: { emptyOutDir: false, manifest } };
    },
  };
}

const output = {
  entryFileNames: 'assets/[name]-[hash].js',
  chunkFileNames: 'assets/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
  codeSplitting: {
    groups: [{ name: vendorChunk }],
  },
};

export default defineConfig({
  // The public site and the mobile H5 pages are prerendered to static HTML after the bundle is written
  // (features/site/public, features/site/h5). Browsers without ES modules get the old-browser banner
  // from a classic script (app/legacy-browser-notice). The owner H5 has its own entry, owner.html
  // (src/owner-main.tsx, issue #25), which loads no antd.
  plugins: OWNER_PASS
    ? [react(), legacyBrowserNotice(), ownerPassOutput(), precompress()]
    : [react(), legacyBrowserNotice(), ownerEntryInDev(), sitePrerender(), workbenchHtml(), precompress()],
  resolve: OWNER_PASS ? { alias: preactInsteadOfReact } : {},
  server: {
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/kb': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: OWNER_PASS ? { owner: 'owner.html' } : { index: 'index.html', site: SITE_ENTRY, h5: H5_ENTRY },
      output,
    },
  },
});
